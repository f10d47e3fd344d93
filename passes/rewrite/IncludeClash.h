//===- IncludeClash.h - whether includes fuse adds would break the file -*- C++ -*-===//
//
// The bare launch (BareLaunch.h) needs `<omp.h>` and `<ompx.h>`, which fuse
// adds after the file's own includes. `<omp.h>` brings `<stdlib.h>` and
// `<stdint.h>` with it: a file that does not include them may declare a
// name they declare (a global `random`, a function `div`) or define a macro
// of such a name, and would then no longer compile. Found before the text
// is written, such a file keeps its marched regions in the standard form,
// with the reason.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_INCLUDECLASH_H
#define PARACODEX_PASSES_REWRITE_INCLUDECLASH_H

#include <optional>
#include <string>

namespace clang {
class ASTUnit;
} // namespace clang

namespace paracodex {

/// The text whose parse gives the names the bare form's includes declare.
inline constexpr const char *BareIncludesText = "#include <omp.h>\n#include <ompx.h>\n";

/// Why adding the bare form's includes to the file of \p User would clash
/// with its own names, or nothing. \p Headers is BareIncludesText parsed
/// with the file's command (null when that failed, which is a reason too).
/// A name of the file clashes when the file declares it at file scope, or
/// defines a macro of it, and the includes declare or define it while the
/// file has no declaration of it from a system header already (then the
/// headers were there and the two agree).
std::optional<std::string> bareIncludesClash(const clang::ASTUnit &User,
                                             const clang::ASTUnit *Headers);

} // namespace paracodex

#endif
