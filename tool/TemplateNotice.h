//===- TemplateNotice.h - say which target regions are not analysed -*- C++ -*-===//
//
// The model is built from ordinary function bodies; a target region inside
// a C++ function template (or a member of a class template) is not
// analysed. Reporting nothing would read as "no candidates", so each such
// template gets one warning at its first region:
//
//   stencil.cpp:12:1: warning: the target regions of function template
//   'blur' are not analysed (templates are not supported yet) [paracodex-not-analysed]
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_TEMPLATENOTICE_H
#define PARACODEX_TOOL_TEMPLATENOTICE_H

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace clang {
class ASTContext;
}

namespace paracodex {

/// Warns on \p OS for every templated function of the main file with a
/// target region; \p File is the name the user gave. Returns how many.
unsigned warnTemplatesNotAnalysed(clang::ASTContext &Context, const std::string &File,
                                  llvm::raw_ostream &OS);

} // namespace paracodex

#endif
