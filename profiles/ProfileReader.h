//===- ProfileReader.h - Read any supported profile -------------*- C++ -*-===//
//
// The one entry point the rest of paracodex uses: hand it a file, get a
// ProfileTable, whatever profiler wrote the file.
//
//===----------------------------------------------------------------------===//

#ifndef PARACODEX_PROFILES_PROFILEREADER_H
#define PARACODEX_PROFILES_PROFILEREADER_H

#include "profiles/ProfileTable.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace paracodex {
namespace profiles {

enum class ProfileFormat {
  NcuCsv,
  LibomptargetTrace,
  NsysText,
  NsysCsv,
  NsysJson,
  Unknown
};

/// A short name for messages ("ncu-csv", ..., "unknown").
llvm::StringRef profileFormatName(ProfileFormat Format);

/// Tells the format from the content, not the file name, so a renamed or
/// piped profile still reads: a JSON object is a libomptarget trace, a JSON
/// array an nsys JSON report, a row starting with "ID" that has a "Kernel
/// Name" column (or ncu's "==PROF==" lines) ncu's CSV, and a header with
/// "Total Time" and "Instances" an nsys kernel summary (CSV when the header
/// is comma separated, the console table otherwise). Status lines that the
/// profilers print before their output are skipped.
ProfileFormat sniffProfileFormat(llvm::StringRef Content);

/// Parses \p Content in the sniffed format. Errors read
/// "<File>:<line>: <what is wrong>".
llvm::Expected<ProfileTable> parseProfile(llvm::StringRef Content,
                                          llvm::StringRef File);

/// Reads the file at \p Path and parses it. Errors name the file: an
/// unreadable file, an empty one, an unknown format, or whatever the
/// format's reader found wrong, with its line.
llvm::Expected<ProfileTable> readProfile(llvm::StringRef Path);

} // namespace profiles
} // namespace paracodex

#endif // PARACODEX_PROFILES_PROFILEREADER_H
