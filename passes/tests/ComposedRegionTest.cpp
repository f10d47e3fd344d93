//===- ComposedRegionTest.cpp - the composed model against the fused text's -===//
//
// composeFusion (plan/ComposedRegion.h) predicts the model of a fused
// function without its text. Its oracle is the model of the text fuse
// writes with every schedule kept (no march, no two-level reduction, no
// merged copies): for every testdata/analyze case whose functions fuse
// one pair the composer takes (and no guard), the composed function's
// regions must read and write what the fused text's regions do (arrays,
// kinds and subscripts, by spelling: the two parses have different
// declarations), with the same scalar inputs, calls and side effects.
// Each distinct access is compared once: the text names a producer's
// local by copying its value, so a local read twice (or an if's prior
// value kept in both arms of a select) repeats the same reads in the
// text, which the compiler merges and the composer models once.
//
//===----------------------------------------------------------------------===//
#include "passes/model/ModelBuilder.h"
#include "passes/plan/ComposedRegion.h"
#include "passes/plan/PlannedRounds.h"
#include "passes/report/AnalysisReport.h"
#include "passes/rewrite/FuseDriver.h"
#include "passes/plan/DecideFusions.h"

#include "clang/AST/Decl.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace fs = std::filesystem;

namespace paracodex {
namespace {

const fs::path Cases = fs::path(PARACODEX_TESTDATA_DIR) / "analyze";

std::string readFile(const fs::path &P) {
  std::ifstream In(P);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

std::unique_ptr<clang::ASTUnit> parse(const std::string &Code, const std::string &Name) {
  return clang::tooling::buildASTFromCodeWithArgs(
      Code, {"-fopenmp", "-std=c11", "-I" + Cases.string()}, Name);
}

/// What a region touches, by spelling: "r a[i - 1]", "w y[i]", "s n",
/// "c sqrt", "e ...".
std::set<std::string> footprint(const TargetRegion &R) {
  std::set<std::string> F;
  for (const ArrayAccess &A : R.Accesses) {
    std::string S = std::string(A.isWrite() ? (A.isRead() ? "rw " : "w ") : "r ") + A.Array.name();
    for (const AffineExpr &E : A.Subscripts)
      S += "[" + E.spelled().str() + "]";
    if (A.FlatIndex)
      S += "{" + A.FlatIndex->spelled().str() + "}";
    F.insert(S);
  }
  std::set<std::string> Scalars;
  for (const clang::VarDecl *V : R.ScalarInputs)
    Scalars.insert("s " + V->getName().str());
  for (const clang::VarDecl *V : R.ScalarWrites)
    Scalars.insert("sw " + V->getName().str());
  for (const std::string &C : R.Calls)
    Scalars.insert("c " + C);
  // (A sentence's line is the text's: the fused text has other lines.)
  static const std::regex Line(" at line [0-9]+");
  for (const std::string &E : R.SideEffects)
    Scalars.insert("e " + std::regex_replace(E, Line, ""));
  F.insert(Scalars.begin(), Scalars.end());
  return F;
}

std::string show(const std::set<std::string> &F) {
  std::string S;
  for (const std::string &X : F)
    S += "  " + X + "\n";
  return S;
}

TEST(ComposedRegion, MatchesTheModelOfTheFusedText) {
  unsigned Compared = 0;
  for (const auto &E : fs::directory_iterator(Cases)) {
    std::string Name = E.path().filename().string();
    if (E.path().extension() != ".c" || Name.find(".expected.") != std::string::npos)
      continue;
    std::string Case = E.path().stem().string();
    // The oracle: the text fuse writes with every schedule kept, so that
    // only the fusion changes the regions.
    std::string Code = readFile(E.path());
    auto Unit = parse(Code, Name);
    ASSERT_TRUE(Unit) << Case;
    SourceParser Parse = [&](const std::string &Text, ParsePurpose)
        -> llvm::Expected<std::unique_ptr<clang::ASTUnit>> {
      if (auto U = parse(Text, Name); U && !U->getDiagnostics().hasErrorOccurred())
        return std::move(U);
      return llvm::createStringError(std::errc::invalid_argument, "does not parse");
    };
    FuseOptions Keep;
    Keep.Schedule = ScheduleRequest::Keep;
    Keep.ExpandTeamsLoops = false;
    Keep.MergeCopies = false;
    auto Outcome = fuseSource(Code, Name, Keep, Parse);
    ASSERT_TRUE(static_cast<bool>(Outcome)) << Case << ": " << llvm::toString(Outcome.takeError());
    if (Outcome->Code == Code)
      continue;
    auto FusedUnit = parse(Outcome->Code, Case + ".fused.c");
    ASSERT_TRUE(FusedUnit) << Case;
    ProgramModel Program = buildProgramModel(Unit->getASTContext());
    ProgramModel FusedProgram = buildProgramModel(FusedUnit->getASTContext());
    Decision Decided = decideFusions(Program, Unit->getASTContext());
    for (const FunctionModel &F : Program.Functions) {
      std::vector<size_t> Legal;
      for (size_t I = 0; I < Decided.Candidates.size(); ++I)
        if (Decided.Candidates[I].Function == &F && Decided.Candidates[I].legal())
          Legal.push_back(I);
      if (Legal.size() != 1)
        continue;
      const Candidate &C = Decided.Candidates[Legal[0]];
      auto Composed = composeFusion(F, C, Decided.Plans[Legal[0]]);
      if (!Composed) {
        llvm::consumeError(Composed.takeError());
        continue;
      }
      const FunctionModel *Written = nullptr;
      for (const FunctionModel &G : FusedProgram.Functions)
        if (G.Name == F.Name)
          Written = &G;
      ASSERT_NE(Written, nullptr) << Case << ": " << F.Name;
      // A guard writes more regions than the fusion alone.
      if (Written->Regions.size() != Composed->Regions.size())
        continue;
      for (size_t R = 0; R < Composed->Regions.size(); ++R)
        EXPECT_EQ(show(footprint(Composed->Regions[R])), show(footprint(Written->Regions[R])))
            << Case << ": " << F.Name << ", region " << R + 1 << " (composed, then written)";
      ++Compared;
    }
  }
  // Most legal inline cases are compared; a number well below theirs
  // means the test stopped looking.
  EXPECT_GE(Compared, 20u);
  std::cout << "compared " << Compared << " fused functions\n";
}


/// Whether fuse, on the text, fused the pair of regions \p P -> \p Q.
bool fusedByFuse(const FuseOutcome &Outcome, const TargetRegion &P, const TargetRegion &Q) {
  return wasFused(Outcome, P.Span.Begin, Q.Span.Begin);
}

// The rounds on the model (PlannedRounds.h) against fuse's rounds on the
// text, over every case: each pair legal in the input that the model's
// rounds decide is fused by both or by neither. Pairs the model cannot
// decide yet (a fusion before them it does not compose) are counted.
TEST(PlannedRounds, AgreeWithFuse) {
  unsigned Decided = 0, Undecided = 0, Later = 0;
  for (const auto &E : fs::directory_iterator(Cases)) {
    std::string Name = E.path().filename().string();
    if (E.path().extension() != ".c" || Name.find(".expected.") != std::string::npos)
      continue;
    std::string Code = readFile(E.path());
    auto Unit = parse(Code, Name);
    ASSERT_TRUE(Unit) << Name;
    ProgramModel Program = buildProgramModel(Unit->getASTContext());
    Decision Input = decideFusions(Program, Unit->getASTContext());
    std::vector<PlannedPair> Planned = planRounds(Program, Input).Pairs;
    SourceParser Parse = [&](const std::string &Text, ParsePurpose)
        -> llvm::Expected<std::unique_ptr<clang::ASTUnit>> {
      if (auto U = parse(Text, Name); U && !U->getDiagnostics().hasErrorOccurred())
        return std::move(U);
      return llvm::createStringError(std::errc::invalid_argument, "does not parse");
    };
    auto Outcome = fuseSource(Code, Name, FuseOptions(), Parse);
    ASSERT_TRUE(static_cast<bool>(Outcome)) << Name << ": " << llvm::toString(Outcome.takeError());
    for (const PlannedPair &P : Planned) {
      if (!P.Undecided.empty()) {
        ++Undecided;
        continue;
      }
      const Candidate *C = nullptr;
      for (const Candidate &I : Input.Candidates)
        if (I.Function->Decl == P.Function && I.Producer->Id == P.Producer &&
            I.Consumer->Id == P.Consumer && I.Kind == P.Kind)
          C = &I;
      ASSERT_NE(C, nullptr) << Name;
      ++Decided;
      Later += P.Round > 0;
      std::string Why;
      for (const Refusal &R : P.Refusals)
        Why += std::string(" [") + R.Rule.name() + "] " + R.Message;
      EXPECT_EQ(P.Fused, fusedByFuse(*Outcome, *C->Producer, *C->Consumer))
          << Name << ": " << P.Function->getName().str() << " R" << P.Producer << " -> R" << P.Consumer
          << " round " << P.Round << (P.Fused ? " fused on the model" : " refused on the model:")
          << Why;
    }
  }
  std::cout << "decided " << Decided << " pairs (" << Later << " in a later round), "
            << Undecided << " undecided\n";
  EXPECT_GE(Decided, 50u);
}

} // namespace
} // namespace paracodex
