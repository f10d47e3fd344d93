//===- TemplateNotice.h - say which target regions are not analysed -*- C++ -*-===//
//
// A template's regions are analysed in each instantiation the file makes
// (passes/model/ModelBuilder.cpp); a template the file never instantiates
// has no types to analyse. Reporting nothing would read as "no
// candidates", so each such template gets one warning at its first region:
//
//   stencil.cpp:12:1: warning: the target regions of template 'blur' are
//   not analysed: the file never instantiates it, so their types are not
//   known [paracodex-not-analysed]
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
/// target region that the file never instantiates; \p File is the name
/// the user gave. Returns how many.
unsigned warnTemplatesNotAnalysed(clang::ASTContext &Context, const std::string &File,
                                  llvm::raw_ostream &OS);

} // namespace paracodex

#endif
