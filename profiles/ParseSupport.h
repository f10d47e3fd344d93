//===- ParseSupport.h - Shared helpers of the text profile readers -*- C++ -*-//
//
// Line iteration, CSV fields, numbers with thousands separators, units, and
// the one error shape every reader reports: "<file>:<line>: <what is wrong>".
//
//===----------------------------------------------------------------------===//

#ifndef PARACODEX_PROFILES_PARSESUPPORT_H
#define PARACODEX_PROFILES_PARSESUPPORT_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace paracodex {
namespace profiles {

/// An error located in a profile: "<File>:<Line>: <Message>".
llvm::Error makeProfileError(llvm::StringRef File, unsigned Line,
                             const llvm::Twine &Message);

/// One line of a text file, without its line break, and its 1-based number.
struct NumberedLine {
  llvm::StringRef Text;
  unsigned Number;
};

/// Splits \p Content into lines ("\n" or "\r\n"); a final line without a
/// break is kept, an empty tail after the last break is not.
std::vector<NumberedLine> splitLines(llvm::StringRef Content);

/// The 1-based line of byte \p Offset in \p Content.
unsigned lineOfOffset(llvm::StringRef Content, size_t Offset);

/// Splits one CSV record: fields separated by commas, optionally in double
/// quotes, with "" standing for a quote inside a quoted field. Returns
/// std::nullopt when a quoted field is not closed on this line (what a
/// truncated file looks like) or text follows a closing quote.
std::optional<std::vector<std::string>> splitCsvLine(llvm::StringRef Line);

/// Parses a decimal number as profilers print it: optional sign, thousands
/// separators ("18,264,832"), optional fraction and exponent. Surrounding
/// blanks are ignored.
std::optional<double> parseNumber(llvm::StringRef Text);

/// Nanoseconds per \p Unit: ns, us, ms, s and the long forms nsecond,
/// usecond, msecond, second (ncu's older spelling), plus "sec"; std::nullopt
/// for anything else.
std::optional<double> nanosecondsPerTimeUnit(llvm::StringRef Unit);

/// Bytes per \p Unit: byte, Kbyte, Mbyte, Gbyte, Tbyte and KB, MB, GB, TB
/// (decimal, 1000); KiB, MiB, GiB, TiB and Kibyte... (binary, 1024);
/// std::nullopt for anything else.
std::optional<double> bytesPerUnit(llvm::StringRef Unit);

/// True when \p Line is one of the status lines profilers print around
/// their tables: ncu's "==PROF==" family, nsys's "Processing [...]",
/// "Generating SQLite file", report titles (" ** ...") and notices.
bool isProfilerChatter(llvm::StringRef Line);

} // namespace profiles
} // namespace paracodex

#endif // PARACODEX_PROFILES_PARSESUPPORT_H
