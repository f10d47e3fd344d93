//===- LegalityRuleCasesTest.cpp - each rule, and one decision point ------===//
//
// In-process, over testdata/analyze (and the C++ cases of testdata/cxx and
// testdata/cxx_fused, named `cxx/<case>`: a template's rules need C++):
//  - every rule of legalityRules() has a case whose `expect:` line names it
//    (`R1 -> R2 via t: REFUSED [rule]`), and that pair is refused by it;
//  - legal in analyze means rewritten by fuse: no candidate analyze calls
//    legal is left alone by the rewrite, none it refuses is rewritten.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/Legality.h"
#include "passes/model/ModelBuilder.h"
#include "passes/model/StatementIncludes.h"
#include "passes/plan/FusionPlan.h"
#include "passes/report/AnalysisReport.h"
#include "passes/rewrite/FuseDriver.h"
#include "passes/plan/DecideFusions.h"

#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace fs = std::filesystem;

namespace paracodex {
namespace {

const fs::path Testdata = fs::path(PARACODEX_TESTDATA_DIR);
const fs::path Cases = Testdata / "analyze";

std::string readFile(const fs::path &P) {
  std::ifstream In(P);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

/// A C++ case is named by its folder: `cxx/refuse_template_value_argument`.
bool isCxx(const std::string &Case) { return Case.find('/') != std::string::npos; }

fs::path caseFile(const std::string &Case) {
  return isCxx(Case) ? Testdata / (Case + ".cpp") : Cases / (Case + ".c");
}

/// The name a case is parsed under (its language follows).
std::string fileName(const std::string &Case) { return caseFile(Case).filename().string(); }

std::vector<std::string> caseNames() {
  std::vector<std::string> Names;
  for (const auto &E : fs::directory_iterator(Cases))
    if (E.path().extension() == ".c" && E.path().stem().extension() != ".expected")
      Names.push_back(E.path().stem().string());
  for (const char *Folder : {"cxx", "cxx_fused"})
    for (const auto &E : fs::directory_iterator(Testdata / Folder))
      if (E.path().extension() == ".cpp" && E.path().stem().extension() != ".expected")
        Names.push_back(std::string(Folder) + "/" + E.path().stem().string());
  std::sort(Names.begin(), Names.end());
  return Names;
}

/// A case's text as the tool parses it: with the kernel files it #includes
/// inside a function spliced in (vertical_spliced_include).
std::string caseText(const std::string &Case) {
  fs::path File = caseFile(Case);
  return SplicedSource::splice(readFile(File), File.string()).text();
}

std::unique_ptr<clang::ASTUnit> parse(const std::string &Code, const std::string &Name) {
  // The cases' own directory is on the include path (a case may include a
  // header: none_region_in_included_function).
  bool Cxx = llvm::StringRef(Name).ends_with(".cpp");
  std::vector<std::string> Args = {"-fopenmp", "-I" + Cases.string()};
  if (Cxx) {
    Args.push_back("-xc++");
    Args.push_back("-std=c++17");
  } else {
    Args.push_back("-std=c11");
  }
  return clang::tooling::buildASTFromCodeWithArgs(Code, Args, Name);
}

llvm::Expected<FuseOutcome> fuseInMemory(const std::string &Code, const std::string &Name) {
  SourceParser Parse = [&](const std::string &Text,
                           ParsePurpose) -> llvm::Expected<std::unique_ptr<clang::ASTUnit>> {
    if (auto U = parse(Text, Name); U && !U->getDiagnostics().hasErrorOccurred())
      return std::move(U);
    return llvm::createStringError(std::errc::invalid_argument, "does not parse");
  };
  return fuseSource(Code, Name, FuseOptions(), Parse);
}

/// The verdicts `paracodex analyze` reports, made in-process as it makes
/// them: the decision, then what fuse did not rewrite refused.
std::vector<Candidate> analyzeLikeTheTool(const ProgramModel &Program, const std::string &Code,
                                          const std::string &Name) {
  Decision Decided;
  if (!Program.Functions.empty())
    Decided = decideFusions(Program, Program.Functions.front().Decl->getASTContext());
  AnalysisReport Report = analyzeProgram(Program, std::move(Decided), {});
  auto Outcome = fuseInMemory(Code, Name);
  EXPECT_TRUE(static_cast<bool>(Outcome)) << Name;
  if (Outcome)
    refuseUnfused(Report.Candidates, *Outcome);
  else
    llvm::consumeError(Outcome.takeError());
  return std::move(Report.Candidates);
}

struct TaggedPair {
  std::string Case;
  unsigned Producer, Consumer;
  std::string Kind; ///< "vertical" for `->` (or map-reduce), else the kind named
  std::string Rule;
};

std::vector<TaggedPair> taggedPairs() {
  std::vector<TaggedPair> Tags;
  std::regex Tag(
      R"(R(\d+) (->|\+) R(\d+) (?:via [^:]+|(horizontal|keep-store)): REFUSED \[([a-z-]+)\])");
  for (const std::string &Case : caseNames()) {
    std::string Text = readFile(caseFile(Case));
    for (std::sregex_iterator It(Text.begin(), Text.end(), Tag), End; It != End; ++It)
      Tags.push_back({Case, unsigned(std::stoul((*It)[1])), unsigned(std::stoul((*It)[3])),
                      (*It)[2] == "+" ? (*It)[4].str() : "vertical", (*It)[5]});
  }
  return Tags;
}

TEST(LegalityRules, EveryRuleHasACaseThatNamesIt) {
  std::vector<TaggedPair> Tags = taggedPairs();
  for (RuleId Rule : legalityRules()) {
    bool Found = std::any_of(Tags.begin(), Tags.end(),
                             [&](const TaggedPair &T) { return T.Rule == Rule.name(); });
    EXPECT_TRUE(Found) << "no testdata/analyze case has `REFUSED [" << Rule.name() << "]`";
  }
  for (const TaggedPair &T : Tags) {
    bool Known = std::any_of(legalityRules().begin(), legalityRules().end(),
                             [&](RuleId R) { return T.Rule == R.name(); });
    EXPECT_TRUE(Known) << T.Case << " names `" << T.Rule << "`, which is no rule";
  }
}

TEST(LegalityRules, EachNamedRuleRefusesItsPair) {
  for (const TaggedPair &T : taggedPairs()) {
    std::string Code = caseText(T.Case);
    auto Unit = parse(Code, fileName(T.Case));
    ASSERT_TRUE(Unit) << T.Case;
    ProgramModel Program = buildProgramModel(Unit->getASTContext());
    std::vector<Candidate> Candidates = analyzeLikeTheTool(Program, Code, fileName(T.Case));
    // A keep-store pair its rules refuse is not listed (Legality.h): judged
    // here.
    bool Listed = std::any_of(Candidates.begin(), Candidates.end(), [&](const Candidate &C) {
      return C.Kind == CandidateKind::KeepStore && C.Producer->Id == T.Producer &&
             C.Consumer->Id == T.Consumer;
    });
    if (T.Kind == "keep-store" && !Listed)
      for (const FunctionModel &F : Program.Functions)
        for (const TargetRegion &First : F.Regions)
          for (const TargetRegion &Second : F.Regions)
            if (First.Id == T.Producer && Second.Id == T.Consumer)
              Candidates.push_back(judgePair(F, First, Second, CandidateKind::KeepStore));
    const Candidate *Pair = nullptr;
    for (const Candidate &C : Candidates)
      if (C.Producer->Id == T.Producer && C.Consumer->Id == T.Consumer &&
          (T.Kind == "vertical" ? retiresTemporaries(C.Kind)
                                : candidateKindName(C.Kind) == T.Kind))
        Pair = &C;
    ASSERT_NE(Pair, nullptr) << T.Case << ": no candidate R" << T.Producer << ", R" << T.Consumer;
    EXPECT_FALSE(Pair->legal()) << T.Case;
    bool Named = std::any_of(Pair->Refusals.begin(), Pair->Refusals.end(),
                             [&](const Refusal &R) { return R.Rule.name() == T.Rule; });
    EXPECT_TRUE(Named) << T.Case << ": not refused by " << T.Rule;
  }
}

TEST(OneDecisionPoint, AnalyzeLegalIsExactlyWhatFuseRewrites) {
  unsigned Legal = 0, Rewritten = 0;
  for (const std::string &Case : caseNames()) {
    std::string Code = caseText(Case);
    auto Unit = parse(Code, fileName(Case));
    ASSERT_TRUE(Unit) << Case;
    ProgramModel Program = buildProgramModel(Unit->getASTContext());
    // What `paracodex analyze` reports, and what fuse does on its own.
    std::vector<Candidate> Candidates = analyzeLikeTheTool(Program, Code, fileName(Case));
    auto Outcome = fuseInMemory(Code, fileName(Case));
    ASSERT_TRUE(static_cast<bool>(Outcome)) << Case << ": " << llvm::toString(Outcome.takeError());
    // Round 0: a pair the rewrite left alone was refused, with the same
    // rules, by the decision; nothing left alone for the rewrite's own reasons.
    for (const FusionRecord &S : Outcome->Skipped)
      for (const Refusal &R : S.Refusals)
        EXPECT_NE(std::string(R.Rule.name()), "decision-mismatch") << Case << ": the rewrite refused what analyze "
                                        << "calls legal: " << R.Message;
    // Every legal pair is rewritten, in the first round or a later one.
    for (const Candidate &C : Candidates) {
      if (!C.legal())
        continue;
      ++Legal;
      bool Fused = wasFused(*Outcome, C.Producer->Span.Begin, C.Consumer->Span.Begin);
      Rewritten += Fused;
      EXPECT_TRUE(Fused) << Case << ": analyze calls " << C.Function->Name << ":"
                         << C.Producer->Span.Line << "->" << C.Consumer->Span.Line
                         << " legal, fuse did not rewrite it";
    }
    // Every pair left alone is one analyze refused.
    for (const FusionRecord &S : Outcome->Skipped) {
      bool Refused = std::any_of(Candidates.begin(), Candidates.end(), [&](const Candidate &C) {
        return !C.legal() && C.Producer->Span.Begin == S.ProducerOffset &&
               C.Consumer->Span.Begin == S.ConsumerOffset;
      });
      EXPECT_TRUE(Refused) << Case << ": fuse left " << S.Label << " alone, analyze did not refuse it";
    }
  }
  EXPECT_GT(Legal, 20u);
  EXPECT_EQ(Legal, Rewritten);
}

} // namespace
} // namespace paracodex
