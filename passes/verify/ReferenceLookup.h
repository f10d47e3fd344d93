//===- ReferenceLookup.h - what a harness finds in the reference file -*- C++ -*-===//
//
// The harness of `paracodex verify` includes the reference and the
// optimized file side by side, each name prefixed; these look up what it
// needs in a parsed file.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_VERIFY_REFERENCELOOKUP_H
#define PARACODEX_PASSES_VERIFY_REFERENCELOOKUP_H

#include "passes/model/RegionModel.h"

#include <set>
#include <string>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace paracodex {

/// Every name the main file defines at file scope: functions, variables,
/// types, tags and enumerators. Both files define most of them, so each
/// gets a prefix before it is included.
std::set<std::string> definedNames(clang::ASTContext &Context);

/// The source text of \p F.
std::string bodyText(const clang::FunctionDecl *F, clang::ASTContext &Context);

/// The model of the function \p Name, or null.
const FunctionModel *findFunction(const ProgramModel &P, const std::string &Name);

/// The definition of the function \p Name in the main file, or null.
const clang::FunctionDecl *findDefinition(clang::ASTContext &Context, const std::string &Name);

} // namespace paracodex

#endif
