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
/// text) parsed with the file's command, which compiled. The includes bring
///  - a macro that a system header defines there (any of its definitions,
///    the latest or not) unless \p User has it from a system header already
///    (a -D macro or the file's own is silently defined again);
///  - a name a system header declares at file scope there that \p User has
///    from no system header, or (C++) with more declarations than \p User
///    sees (`using std::abs;` adds overloads).
/// A clash: the file's own text (main file, the user's headers) declares a
/// brought name at file scope (an enumerator too; in C only a definition:
/// a prototype or typedef that the trial compiled is the same entity),
/// defines a macro of one, pastes tokens in a macro (`##` could make one),
/// or uses, anywhere, the word of a brought macro (in C++, of any brought
/// name: a call may take another overload). The check is conservative: a
/// file that guards its own `#define EXIT_SUCCESS 0` with `#ifndef` loses
/// the bare form.
std::optional<std::string> bareIncludesClash(const clang::ASTUnit &User,
                                             const clang::ASTUnit &WithIncludes);

} // namespace paracodex

#endif
