//===- RoundEdits.h - a round's edits applied, and where text was before -*- C++ -*-===//
//
// fuse works in rounds (FuseDriver.h): each parses the text the rounds
// before it left, makes its edits, and applies them once, formatting what
// it inserted in the file's style. The edits of every round are kept, so
// that a position in a later round's text maps back to the input, whose
// lines the reports speak of.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_ROUNDEDITS_H
#define PARACODEX_PASSES_REWRITE_ROUNDEDITS_H

#include "passes/rewrite/FuseDriver.h"
#include "passes/rewrite/FusionEdits.h"
#include "passes/model/SourceText.h"

#include "clang/Tooling/Core/Replacement.h"

#include <memory>
#include <string>
#include <vector>

namespace paracodex {

/// The edits of every round so far, in order: a round's own edits, then its
/// formatting.
struct EditHistory {
  std::vector<clang::tooling::Replacements> Steps;
  /// Where \p Offset of the latest text was in the input (a position
  /// inside inserted text: the start of the text it replaced).
  unsigned inputOffset(unsigned Offset) const;
};

/// Parses the text a round after the first starts from. Earlier rounds
/// wrote it, so a failure is the tool's, said as such.
llvm::Expected<std::unique_ptr<clang::ASTUnit>> parseRewritten(const SourceParser &Parse,
                                                               const std::string &Code);

/// The text a round after the fusions starts from: parsed once, its model,
/// and its bytes (what the model points into lives as long as this).
struct RoundInput {
  std::unique_ptr<clang::ASTUnit> Unit;
  clang::ASTContext &Context;
  ProgramModel Program;
  SourceText Text;

  explicit RoundInput(std::unique_ptr<clang::ASTUnit> Parsed);
};

/// The text the latest round parsed, kept with its model: a round that
/// starts from the text the round before it left unchanged uses that parse
/// instead of making another (issue 27: parse once per round that changed
/// the text). The RoundInput it hands out lives until a later call parses
/// other text.
class RoundParses {
public:
  explicit RoundParses(const SourceParser &Parse) : Parse(Parse) {}

  /// \p Code parsed (as paracodex's own text: a failure is the tool's) and
  /// modelled, or the kept parse when it is of the same text.
  llvm::Expected<RoundInput *> parse(const std::string &Code);

  /// Keeps \p Unit, a parse of \p Code made by the caller (the user's
  /// input, whose errors are the user's), and models it.
  RoundInput &keep(std::unique_ptr<clang::ASTUnit> Unit, const std::string &Code);

  /// For parses that are not a round's (a trial of one variant).
  const SourceParser &parser() const { return Parse; }

private:
  const SourceParser &Parse;
  std::string Code;
  std::unique_ptr<RoundInput> Last;
};

/// Applies a round's \p Edits to the outcome's text and records them, and
/// the formatting on top, in \p History.
llvm::Error applyRound(FuseOutcome &Outcome, const std::string &FileName,
                       const FusionEdits &Edits, EditHistory &History);

} // namespace paracodex

#endif
