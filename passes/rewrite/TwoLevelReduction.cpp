//===- TwoLevelReduction.cpp ----------------------------------------------===//
#include "passes/rewrite/TwoLevelReduction.h"

#include "passes/plan/ReductionDecision.h"

#include "passes/rewrite/ScheduleChecks.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"

namespace paracodex {

using namespace clang;

llvm::Error addTwoLevelReduction(const TargetRegion &R, const SourceText &Text,
                                 FusionEdits &Edits, bool HostTeams) {
  // The plan's decision first (ReductionDecision.h), then the text's part.
  auto Decided = decideTwoLevel(R);
  if (!Decided)
    return Decided.takeError();
  const auto *D = R.Directive;
  const VarDecl *Sum = Decided->Sum, *Var = Decided->Var;
  const Expr *Term = Decided->Term;
  const LoopInfo &L = R.Loops[0];
  const ForStmt *For = L.Stmt;
  ASTContext &Ctx = Var->getASTContext();

  auto TermRange = Text.fileRange(Term->getSourceRange());
  auto Loop = Text.statementRange(For);
  auto Pragma = Text.fileRange(D->getSourceRange());
  if (!TermRange || !Loop || !Pragma)
    return notTwoLevel(R, ReductionTextRule, "its loop or term is partly inside a macro body");
  if (!usesSpelledIn(Term, Var, *TermRange, L.Name, Text))
    return notTwoLevel(R, ReductionTextRule, "`" + L.Name + "` is used inside a macro body in its term");

  ByteRange Whole{Text.lineStart(Pragma->Begin), Loop->End};
  std::string Acc = Sum->getName().str() + "_part";
  for (const std::string &Name : {std::string("pcx_n"), std::string("pcx_threads"),
                                  std::string("pcx_t"), std::string("pcx_i"), Acc + "0",
                                  Acc + "1", Acc + "2", Acc + "3"})
    if (!Text.identifierOffsets(Whole, Name).empty())
      return notTwoLevel(R, ReductionTextRule, "the name `" + Name + "` is taken");

  PrintingPolicy Policy(Ctx.getLangOpts());
  std::optional<std::string> Declarable = declarableScalar(Sum->getType(), Ctx);
  if (!Declarable)
    return notTwoLevel(R, ReductionTextRule, "the type of `" + Sum->getName().str() + "` cannot be declared again");
  std::string SumType = *Declarable;
  std::string VarType = Var->getType().getUnqualifiedType().getAsString(Policy);
  std::string Lo = wideText(L.Lower);
  std::string Last = wideText(L.Last);
  std::string S = Sum->getName().str();

  // The stride is the compile-time constant TwoLevelThreads (a run-time
  // stride cost 0.455 ms against 0.379 ms on the H200); a loop shorter than
  // that runs one thread per iteration, each thread then adding one term.
  std::string T = std::to_string(TwoLevelThreads);
  std::string Before = twoLevelReductionComment() + "\n{\n"
                       "const long long pcx_n = " + Last + " - " + Lo + " + 1;\n"
                       "const long long pcx_threads = pcx_n > " + T + " ? " + T +
                       " : (pcx_n > 0 ? pcx_n : 1);\n";
  std::string Threads = std::to_string(TwoLevelBlockThreads);
  std::string Teams = "(int)((pcx_threads + " + std::to_string(TwoLevelBlockThreads - 1) +
                      ") / " + Threads + ")";
  std::string Clauses =
      HostTeams ? " num_teams(PARACODEX_REDUCTION_TEAMS(" + Teams +
                      ")) thread_limit(PARACODEX_REDUCTION_THREADS(" + Threads +
                      ")) PARACODEX_REDUCTION_BOUNDS"
                : " num_teams(" + Teams + ") thread_limit(" + Threads + ")";
  auto TermAt = [&](unsigned K) {
    std::string Index = K == 0 ? "pcx_i" : "pcx_i + " + std::to_string(K * TwoLevelThreads) + "LL";
    std::string Value = "((" + VarType + ")(" + Index + "))";
    return Text.substituteIdentifiers(*TermRange, {{L.Name, Value}});
  };
  std::string NewLoop =
      "for (long long pcx_t = 0; pcx_t < pcx_threads; pcx_t++) {\n" + SumType + " " + Acc +
      "0 = 0, " + Acc + "1 = 0, " + Acc + "2 = 0, " + Acc + "3 = 0;\n" +
      "long long pcx_i = " + Lo + " + pcx_t;\n" +
      "for (; pcx_i + " + std::to_string(3 * TwoLevelThreads) + "LL <= " + Last +
      "; pcx_i += " + std::to_string(4 * TwoLevelThreads) + "LL) {\n" +
      Acc + "0 += " + TermAt(0) + ";\n" + Acc + "1 += " + TermAt(1) + ";\n" + Acc + "2 += " +
      TermAt(2) + ";\n" + Acc + "3 += " + TermAt(3) + ";\n}\n" +
      "for (; pcx_i <= " + Last + "; pcx_i += " + T + "LL)\n" + Acc + "0 += " + TermAt(0) +
      ";\n" + S + " += (" + Acc + "0 + " + Acc + "1) + (" + Acc + "2 + " + Acc + "3);\n}\n}";

  clang::tooling::Replacements Local;
  unsigned LineStart = Text.lineStart(Pragma->Begin);
  if (llvm::Error E = addEdit(Local, Text, {LineStart, LineStart}, Before))
    return E;
  unsigned End = Text.pragmaEnd(Pragma->Begin);
  if (llvm::Error E = addEdit(Local, Text, {End, End}, Clauses))
    return E;
  if (llvm::Error E = addEdit(Local, Text, *Loop, NewLoop))
    return E;
  if (llvm::Error E = Edits.add(Local, {*Loop}, {}))
    return E;
  Edits.NeedsBareMacros = Edits.NeedsBareMacros || HostTeams;
  Edits.NeedsReductionTeamsMacros = Edits.NeedsReductionTeamsMacros || HostTeams;
  return llvm::Error::success();
}

} // namespace paracodex
