//===- IncludeClash.h - whether includes fuse adds would break the file -*- C++ -*-===//
//
// The bare launch (BareLaunch.h) needs `<omp.h>` and `<ompx.h>`, which fuse
// adds after the file's own includes. `<omp.h>` brings `<stdlib.h>` and
// `<stdint.h>` with it (and, with them, `<endian.h>`, `<alloca.h>`, ...): a
// file that does not include them may declare a name they declare (a global
// `random`, a function `div`), define a macro of such a name, or use a name
// they define as a macro (an enumerator `LITTLE_ENDIAN`, a member
// `SIZE_MAX`), and would then no longer compile, or, worse, compile to
// something else. Found before the text is written, such a file keeps its
// marched regions in the standard form, with the reason.
//
// What the includes bring is read from the file itself with the includes
// added where fuse adds them, so that its own macros (`_GNU_SOURCE`, a
// macro `width` that rewrites a prototype of <ompx.h>) apply; that text
// failing to compile is a reason too.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_INCLUDECLASH_H
#define PARACODEX_PASSES_REWRITE_INCLUDECLASH_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace clang {
class ASTUnit;
} // namespace clang

namespace paracodex {

/// The includes of the bare form.
inline constexpr const char *BareIncludesText = "#include <omp.h>\n#include <ompx.h>\n";

/// \p Code with BareIncludesText at \p At (where fuse puts its macros): the
/// trial text whose parse bareIncludesClash compares with the file's.
std::string withBareIncludes(llvm::StringRef Code, unsigned At);

/// Why adding the bare form's includes to the file of \p User would change
/// what it means, or nothing. \p WithIncludes is withBareIncludes(the same
/// text) parsed with the file's command. The includes bring the names a
/// system header declares at file scope or defines as a macro in
/// \p WithIncludes and that \p User has from no system header (nor the
/// compiler) already. One clashes when the file's own text (the main file
/// and its headers outside the system ones) declares it at file scope (an
/// enumerator too) or defines a macro of it, or, for a macro brought, uses
/// it as a word anywhere: an enumerator or a member would be rewritten.
std::optional<std::string> bareIncludesClash(const clang::ASTUnit &User,
                                             const clang::ASTUnit &WithIncludes);

} // namespace paracodex

#endif
