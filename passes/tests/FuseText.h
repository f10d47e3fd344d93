//===- FuseText.h - fuse a C text in memory, for rewrite tests --*- C++ -*-===//
//
// The rewrite tests hand small C files to the driver as `paracodex fuse`
// would (parsed with -fopenmp, C11) and look at what it wrote and why it
// left pairs alone.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_TESTS_FUSETEXT_H
#define PARACODEX_PASSES_TESTS_FUSETEXT_H

#include "passes/rewrite/FuseDriver.h"

#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

namespace paracodex {

/// The outcome of fusing \p Code; an empty outcome (and a test failure)
/// when the driver fails.
inline FuseOutcome fuseText(const std::string &Code,
                            const char *Strategy = nullptr) {
  const std::string FileName = "fuse_test.c";
  SourceParser Parse =
      [&](const std::string &Text,
          ParsePurpose) -> llvm::Expected<std::unique_ptr<clang::ASTUnit>> {
    auto Unit = clang::tooling::buildASTFromCodeWithArgs(Text, {"-fopenmp", "-std=c11"},
                                                         FileName);
    if (!Unit || Unit->getDiagnostics().hasErrorOccurred())
      return llvm::createStringError(std::errc::invalid_argument, "does not parse");
    return std::move(Unit);
  };
  FuseOptions Options;
  Options.Strategy = Strategy ? strategyNamed(Strategy) : nullptr;
  EXPECT_TRUE(!Strategy || Options.Strategy) << Strategy;
  auto Outcome = fuseSource(Code, FileName, Options, Parse);
  EXPECT_TRUE(static_cast<bool>(Outcome)) << llvm::toString(Outcome.takeError());
  return Outcome ? *Outcome : FuseOutcome();
}

/// Why pairs were left alone, one sentence a line.
inline std::string skippedText(const FuseOutcome &Outcome) {
  std::string All;
  for (const FusionRecord &S : Outcome.Skipped)
    All += describe(S) + "\n";
  return All;
}

} // namespace paracodex

#endif
