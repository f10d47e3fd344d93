//===- FuseDriver.h - fuse every selected legal pair of a file --*- C++ -*-===//
//
// Rounds of parse -> model -> legality -> plan -> rewrite, each applying a
// set of legal candidates that share no region, until none is left (a chain
// R1 -> R2 -> R3 takes two rounds). Edits are Clang Replacements applied
// once per round; the lines they touch are formatted with clang-format in
// the file's style. A second run on the output changes nothing, because
// the output has no legal pair left.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_FUSEDRIVER_H
#define PARACODEX_PASSES_REWRITE_FUSEDRIVER_H

#include "passes/plan/FusionPlan.h"

#include "clang/Frontend/ASTUnit.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace paracodex {

enum class StrategyRequest { Auto, Inline, SlidingWindow };

struct FuseOptions {
  StrategyRequest Strategy = StrategyRequest::Auto;
  /// Candidate ids or names (as `analyze` prints them for the input) or
  /// function names; empty means every legal candidate.
  std::vector<std::string> Only;
};

struct FuseOutcome {
  std::string Code;
  /// "resid:179->190 (inline)" for each fusion applied, in order.
  std::vector<std::string> Applied;
  /// Pairs left alone, each with why (refused, or not rewritable).
  std::vector<std::string> Skipped;
};

using SourceParser =
    std::function<llvm::Expected<std::unique_ptr<clang::ASTUnit>>(const std::string &Code)>;

/// Fuses \p Code (the text of \p FileName). Fails, with nothing written,
/// when the input does not parse, an --only entry matches nothing, or a
/// rewritten text does not parse again.
llvm::Expected<FuseOutcome> fuseSource(const std::string &Code,
                                       const std::string &FileName,
                                       const FuseOptions &Options,
                                       const SourceParser &Parse);

} // namespace paracodex

#endif
