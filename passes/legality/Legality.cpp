//===- Legality.cpp - candidate pairs and the rules that judge them -------===//
#include "passes/legality/Legality.h"

#include "passes/legality/CallSiteAliasing.h"
#include "passes/legality/CallerTemporaries.h"
#include "passes/legality/OverlapGuard.h"
#include "passes/legality/ReadCoverage.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <set>

namespace paracodex {

namespace {

std::string line(const SourceSpan &S) { return std::to_string(S.Line); }

std::string quoted(const std::string &Name) { return "`" + Name + "`"; }

std::string scalarName(const clang::VarDecl *V) { return V->getName().str(); }

bool isGlobal(const clang::VarDecl *V) { return V->hasGlobalStorage(); }

bool isLocalAllocation(Allocation A) {
  return A == Allocation::Malloc || A == Allocation::Calloc ||
         A == Allocation::OmpTargetAlloc || A == Allocation::LocalArray;
}

bool between(const SourceSpan &S, unsigned Begin, unsigned End) {
  return Begin <= S.Begin && S.Begin < End;
}

} // namespace

/// Storage whose identity is known: a parameter, a global array, or a local
/// allocation never pointed elsewhere. A local pointer of unknown origin
/// (`double *p = a + 1;`, `p = q;`) may point anywhere, restrict or not.
bool knownStorage(const ArrayVariable &A) {
  if (A.Alloc == Allocation::Unknown)
    return false;
  for (const HostUse &U : A.HostUses)
    if (U.What == HostUse::Escape && U.Detail == "pointer reassigned")
      return false;
  return true;
}

/// True when \p X and \p Y cannot share memory: both are known storage and
/// one is restrict, or one is a fresh local allocation, or both are
/// distinct global arrays.
bool provablyDistinct(const ArrayVariable &X, const ArrayVariable &Y) {
  if (X.Decl == Y.Decl || !knownStorage(X) || !knownStorage(Y))
    return false;
  // A local allocation is storage no parameter can point into; a global
  // array is apart only from another global array: a parameter may point
  // into it (third review, reproducers ga/ga3: smooth(G) fused against G).
  auto local = [](const ArrayVariable &A) { return isLocalAllocation(A.Alloc); };
  auto global = [](const ArrayVariable &A) { return A.Alloc == Allocation::GlobalArray; };
  return X.Restrict || Y.Restrict || local(X) || local(Y) || (global(X) && global(Y));
}

namespace {

/// The regions paracodex kept in the `else` branch of a run-time overlap
/// test are the fallback of a fusion already made: fusing them again would
/// nest the test in itself.
void checkNotFallback(const FunctionModel &F, Candidate &C) {
  if (auto Line = fallbackOfOverlapCheck(F, *C.Producer))
    C.Refusals.push_back({"alias-checked", "the regions are the original code kept for when "
                                           "the run-time overlap test at line " +
                                               std::to_string(*Line) +
                                               " fails; the fused region is its `if` branch"});
}

/// What a region's clauses do beyond its body: expressions with effects
/// (`if(c++ >= 0)`, `num_teams((k = 5) + 1)`), and the variables a
/// data-sharing clause gives the region copies of (`private(k)`,
/// `lastprivate`, `reduction`, `linear`; `firstprivate` too for arrays,
/// whose stores then stay in the copy). Review reproducers
/// producer_clause_side_effect, consumer_clause_writes_producer_scalar,
/// consumer_private_producer_scalar, producer_private_temp.
struct ClauseFacts {
  bool HasEffects = false;
  std::set<const clang::VarDecl *> Copied;
};

ClauseFacts clauseFacts(const TargetRegion &R, const clang::ASTContext &Context) {
  ClauseFacts Facts;
  if (!R.Directive)
    return Facts;
  // The pragma's own text: clang moves some clause expressions into
  // captures where the AST no longer shows them, but `++`, `--` and an
  // assignment in a clause are plain to see (`==`, `<=`, `>=`, `!=` are
  // comparisons).
  const clang::SourceManager &SM = Context.getSourceManager();
  clang::SourceLocation B = SM.getExpansionLoc(R.Directive->getBeginLoc());
  clang::SourceLocation E = SM.getExpansionLoc(R.Directive->getEndLoc());
  if (SM.getFileID(B) == SM.getFileID(E) && SM.getFileOffset(B) <= SM.getFileOffset(E)) {
    llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(B));
    llvm::StringRef Pragma =
        Buffer.slice(SM.getFileOffset(B), std::min<size_t>(SM.getFileOffset(E) + 1, Buffer.size()));
    for (size_t I = 0; I < Pragma.size(); ++I) {
      char C = Pragma[I], Next = I + 1 < Pragma.size() ? Pragma[I + 1] : ' ';
      char Prev = I ? Pragma[I - 1] : ' ';
      if ((C == '+' && Next == '+') || (C == '-' && Next == '-') ||
          (C == '=' && Next != '=' && Prev != '=' && Prev != '<' && Prev != '>' && Prev != '!'))
        Facts.HasEffects = true;
    }
  }
  for (const clang::OMPClause *C : R.Directive->clauses()) {
    // Clauses clang adds itself (a pointer's implicit firstprivate) copy
    // only what the region names anyway.
    if (!C || C->isImplicit())
      continue;
    // The clause's expressions, and what clang hoisted out of them (`if`
    // and `num_teams` on a combined target directive keep their expression
    // in a pre-init statement).
    std::vector<const clang::Stmt *> Parts;
    for (const clang::Stmt *Child : const_cast<clang::OMPClause *>(C)->children())
      Parts.push_back(Child);
    if (const auto *Pre = clang::OMPClauseWithPreInit::get(C))
      Parts.push_back(Pre->getPreInitStmt());
    for (const clang::Stmt *Child : Parts) {
      if (!Child)
        continue;
      for (const clang::BinaryOperator *B : collectNodes<clang::BinaryOperator>(Child))
        Facts.HasEffects |= B->isAssignmentOp();
      for (const clang::UnaryOperator *U : collectNodes<clang::UnaryOperator>(Child))
        Facts.HasEffects |= U->isIncrementDecrementOp();
    }
    auto addVars = [&](const auto *List, bool ArraysOnly) {
      for (const clang::Expr *Item : List->varlists())
        if (const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(Item->IgnoreParenImpCasts()))
          if (const auto *V = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()))
            if (!ArraysOnly || V->getType()->isArrayType())
              Facts.Copied.insert(V);
    };
    if (const auto *P = llvm::dyn_cast<clang::OMPPrivateClause>(C))
      addVars(P, false);
    else if (const auto *L = llvm::dyn_cast<clang::OMPLastprivateClause>(C))
      addVars(L, false);
    else if (const auto *Red = llvm::dyn_cast<clang::OMPReductionClause>(C))
      addVars(Red, false);
    else if (const auto *Lin = llvm::dyn_cast<clang::OMPLinearClause>(C))
      addVars(Lin, false);
    else if (const auto *FP = llvm::dyn_cast<clang::OMPFirstprivateClause>(C))
      addVars(FP, true);
  }
  return Facts;
}

/// \p Included as the user would write it: relative to the directory of
/// the main file when it lies under it, so that a report does not depend
/// on where the checkout is.
static std::string besideMainFile(const clang::SourceManager &SM, llvm::StringRef Included) {
  clang::OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
  if (!Main)
    return Included.str();
  llvm::StringRef Dir = llvm::sys::path::parent_path(Main->getName());
  if (Dir.empty() || !Included.starts_with(Dir))
    return Included.str();
  llvm::StringRef Rest = Included.drop_front(Dir.size());
  if (Rest.empty() || !llvm::sys::path::is_separator(Rest.front()))
    return Included.str();
  return Rest.drop_front().str();
}

/// paracodex rewrites the file it is given: a region written in a file
/// that file includes (`#include "body.inc"` inside a function) is reported
/// where it is written, and never fused.
void checkInMainFile(const FunctionModel &F, Candidate &C) {
  if (!F.Decl)
    return;
  const clang::SourceManager &SM = F.Decl->getASTContext().getSourceManager();
  for (const TargetRegion *R : {C.Producer, C.Consumer})
    if (R->Directive && !SM.isInMainFile(SM.getExpansionLoc(R->Directive->getBeginLoc())))
      C.Refusals.push_back({"main-file", "the region at " + besideMainFile(SM, R->Span.File) + ":" +
                                             line(R->Span) +
                                             " is in a file that `" + F.Name +
                                             "` includes: paracodex rewrites only the file it "
                                             "is given"});
}

/// Everything one vertical candidate needs while its rules run.
class VerticalJudge {
public:
  VerticalJudge(const FunctionModel &F, Candidate &C)
      : F(F), C(C), P(*C.Producer), Q(*C.Consumer) {}

  void run() {
    checkInMainFile(F, C);
    checkNotFallback(F, C);
    checkSameBlock();
    checkSynchronous();
    for (const std::string &T : C.Temporaries) {
      const ArrayVariable *A = F.array(T);
      if (!A)
        continue;
      checkTemporary(*A);
      checkNoEscape(*A);
      checkNotMappedBack(*A);
      checkDeadAfter(*A);
      checkNoOtherUse(*A);
      checkSingleWriter(*A);
      checkConsumerReadsOnly(T);
      if (checkAffineWrite(T) && checkAffineBounds() && checkDistinctNames(T))
        checkCoveredReads(T);
    }
    checkRemovableProducer();
    checkPureProducer();
    checkClauses();
    checkNoAlias();
    checkNothingBetween();
    checkScalarInputs();
    C.Legal = C.Refusals.empty();
  }

private:
  const FunctionModel &F;
  Candidate &C;
  const TargetRegion &P;
  const TargetRegion &Q;
  /// Temporaries that are parameters whose callers' arrays are dead.
  std::set<std::string> CallerDead;

  void refuse(const char *Rule, std::string Message) {
    C.Refusals.push_back({Rule, std::move(Message)});
  }

  bool isTemporaryOfPair(const std::string &Name) const {
    return std::find(C.Temporaries.begin(), C.Temporaries.end(), Name) !=
           C.Temporaries.end();
  }

  void checkSameBlock() {
    if (P.Block && P.Block == Q.Block && P.IndexInBlock < Q.IndexInBlock)
      return;
    refuse("same-block", "the producer (line " + line(P.Span) +
                             ") and the consumer (line " + line(Q.Span) +
                             ") are not statements of the same block");
  }

  void checkSynchronous() {
    for (const TargetRegion *R : {&P, &Q}) {
      const char *Who = R == &P ? "the producer" : "the consumer";
      if (R->NoWait)
        refuse("synchronous", std::string(Who) + " (line " + line(R->Span) +
                                  ") has `nowait`: it runs asynchronously");
      if (R->HasDepend)
        refuse("synchronous", std::string(Who) + " (line " + line(R->Span) +
                                  ") has `depend`: its ordering with other "
                                  "tasks would be lost");
    }
  }

  void checkTemporary(const ArrayVariable &A) {
    // A static local pointer keeps one array per call only while no other
    // call of the function runs: a call between the regions may be one
    // (review reproducer static_recursion).
    if (const auto *V = llvm::dyn_cast_or_null<clang::VarDecl>(A.Decl);
        V && V->isStaticLocal() && isLocalAllocation(A.Alloc))
      for (const auto &[Callee, Loc] : F.HostCalls)
        if (between(Loc, P.Span.End, Q.Span.Begin))
          refuse("temporary", quoted(A.Name) + " is a static local, and `" + Callee +
                                  "` (line " + line(Loc) +
                                  "), called between the producer and the consumer, may "
                                  "call `" + F.Name + "` again and point it elsewhere");
    if (isLocalAllocation(A.Alloc))
      return;
    switch (A.Alloc) {
    case Allocation::Parameter: {
      // A work array the callers pass in is a temporary of every call when
      // each caller's own array is dead after it (CallerTemporaries.h).
      CallerStorageProof Proof;
      if (const auto *Parm = llvm::dyn_cast_or_null<clang::ParmVarDecl>(A.Decl))
        Proof = deadAfterEveryCall(Parm);
      if (Proof.Dead) {
        CallerDead.insert(A.Name);
        C.Facts.push_back({"temporary", quoted(A.Name) + " is a parameter of `" + F.Name +
                                            "`, and " + Proof.Why});
        return;
      }
      refuse("temporary", quoted(A.Name) + " is a parameter of `" + F.Name +
                              "`: the caller may read it after the call, so "
                              "it is not a temporary" +
                              (Proof.Why.empty() ? std::string() : " (" + Proof.Why + ")"));
      return;
    }
    case Allocation::GlobalArray:
      refuse("temporary", quoted(A.Name) +
                              " is a global array: code elsewhere may read it");
      return;
    default:
      refuse("temporary", quoted(A.Name) + " is not allocated in `" + F.Name +
                              "` (no malloc, calloc, omp_target_alloc or "
                              "local array): it may be visible elsewhere");
    }
  }

  void checkNoEscape(const ArrayVariable &A) {
    for (const TargetRegion &R : F.Regions)
      for (const auto &[Array, How] : R.Escapes)
        if (Array == A.Name)
          refuse("no-escape", quoted(A.Name) + " is " + How +
                                  ", inside the region at line " + line(R.Span) +
                                  ": what the callee reads is unknown");
    for (const HostUse &U : A.HostUses)
      if (U.What == HostUse::Escape)
        refuse("no-escape", quoted(A.Name) + " is " + U.Detail + " at line " +
                                line(U.Loc) +
                                ": another name may see its values");
  }

  /// A map clause copies nothing when the array is already mapped: a
  /// `present` map requires that, and inside a `target data` region that
  /// maps the array the outer mapping holds a reference, so the inner
  /// entry and exit only count. `target update` always copies.
  bool copiesBack(const HostUse &U, const std::string &Array) const {
    if (U.What != HostUse::MapClause || U.MapType.find("from") == std::string::npos)
      return false;
    if (U.MapType.rfind("update", 0) == 0)
      return true;
    if (U.MapType.find("present") != std::string::npos)
      return false;
    for (const DataDirective &D : F.DataDirectives) {
      if (D.Kind != "target data" || !D.Span.contains(U.Loc.Begin))
        continue;
      // The clause must be inside the region's body, not on its own pragma.
      bool OwnClause = std::any_of(D.Maps.begin(), D.Maps.end(), [&](const MapEntry &M) {
        return M.Loc.Begin == U.Loc.Begin;
      });
      if (OwnClause)
        continue;
      if (std::any_of(D.Maps.begin(), D.Maps.end(),
                      [&](const MapEntry &M) { return M.Array == Array; }))
        return false;
    }
    return true;
  }

  void checkNotMappedBack(const ArrayVariable &A) {
    // What a caller's dead work array gets back is never read.
    if (CallerDead.count(A.Name))
      return;
    for (const HostUse &U : A.HostUses)
      if (copiesBack(U, A.Name))
        refuse("not-mapped-back",
               quoted(A.Name) + " is copied back to the host (" + U.MapType +
                   " at line " + line(U.Loc) + "): its values are used there");
  }

  void checkDeadAfter(const ArrayVariable &A) {
    for (const TargetRegion &R : F.Regions) {
      if (R.Span.Begin < Q.Span.End || !R.reads(A.Name))
        continue;
      refuse("dead-after", quoted(A.Name) + " is read again by the region at line " +
                               line(R.Span) + ", after the consumer");
    }
    for (const HostUse &U : A.HostUses)
      if ((U.What == HostUse::Read || U.What == HostUse::Write) &&
          U.Loc.Begin >= Q.Span.End)
        refuse("dead-after", quoted(A.Name) + " is used on the host at line " +
                                 line(U.Loc) + ", after the consumer");
  }

  void checkNoOtherUse(const ArrayVariable &A) {
    // After the consumer is dead-after's; here: before it, anywhere but
    // the pair (a region earlier in an enclosing loop reads it on the next
    // iteration; host code would lose the array the fusion removes).
    // (Writes between the two are single-writer's.)
    for (const TargetRegion &R : F.Regions)
      if (R.Span.Begin < P.Span.Begin && !R.accessesTo(A.Name).empty())
        refuse("no-other-use", quoted(A.Name) + " is also used by the region at line " +
                                   line(R.Span) + ": fusing would remove what it uses");
    for (const HostUse &U : A.HostUses) {
      bool Before = U.Loc.Begin < P.Span.Begin;
      bool ReadBetween = U.What == HostUse::Read && U.Loc.Begin < Q.Span.Begin;
      if ((U.What == HostUse::Read || U.What == HostUse::Write) && (Before || ReadBetween))
        refuse("no-other-use", quoted(A.Name) + " is used on the host at line " +
                                   line(U.Loc) + ": fusing would remove what it uses");
    }
  }

  void checkSingleWriter(const ArrayVariable &A) {
    for (const TargetRegion &R : F.Regions)
      if (&R != &P && &R != &Q && R.writes(A.Name))
        refuse("single-writer", quoted(A.Name) +
                                    " is also written by the region at line " +
                                    line(R.Span));
    for (const HostUse &U : A.HostUses)
      if (U.What == HostUse::Write && between(U.Loc, P.Span.Begin, Q.Span.End))
        refuse("single-writer", quoted(A.Name) + " is written on the host at line " +
                                    line(U.Loc) +
                                    ", between the producer and the consumer");
  }

  void checkConsumerReadsOnly(const std::string &T) {
    for (const ArrayAccess *A : Q.accessesTo(T))
      if (A->isWrite()) {
        refuse("consumer-reads-only", "the consumer also writes " + quoted(T) +
                                          " (line " + line(A->Loc) + ")");
        return;
      }
  }

  bool checkAffineWrite(const std::string &T) {
    std::string Problem = describeProducerWriteProblem(P, T);
    if (Problem.empty())
      return true;
    refuse("affine-write", Problem);
    return false;
  }

  /// Iteration domains are integer sets: a bound may depend on an outer
  /// loop's variable (`for (j = 0; j <= i; j++)`), but only affinely.
  bool checkAffineBounds() {
    for (const TargetRegion *R : {&P, &Q})
      for (const LoopInfo &L : R->Loops)
        for (const AffineExpr *Bound : {&L.Lower, &L.Last})
          for (const auto &[M, Coefficient] : Bound->terms()) {
            (void)Coefficient;
            if (M.size() < 2)
              continue;
            for (const std::string &S : M)
              if (R->loop(S)) {
                refuse("affine-bounds",
                       std::string(R == &P ? "the producer" : "the consumer") +
                           "'s loop over `" + L.Name + "` (line " + line(L.Span) +
                           ") has a bound, `" + Bound->str() + "`, that multiplies `" +
                           AffineExpr::spelling(S) +
                           "` by another variable: its iterations are not an integer set "
                           "paracodex can compare");
                return false;
              }
          }
    return true;
  }

  /// The producer's index and bounds are keyed by declaration, but the
  /// values the rewrite substitutes are printed by spelling inside the
  /// consumer: a name the consumer declares (a loop variable `k` where the
  /// producer's `k` is a parameter) would capture the producer's variable.
  bool checkDistinctNames(const std::string &T) {
    std::set<std::string> ProducerFree;
    const ArrayAccess *W = producerWrite(P, T);
    for (const AffineExpr &S : W->Subscripts)
      for (const std::string &Sym : S.symbols())
        if (!P.loop(Sym))
          ProducerFree.insert(AffineExpr::spelling(Sym));
    for (const LoopInfo &L : P.Loops)
      for (const AffineExpr *E : {&L.Lower, &L.Last})
        for (const std::string &Sym : E->symbols())
          if (!P.loop(Sym))
            ProducerFree.insert(AffineExpr::spelling(Sym));
    if (!Q.Directive)
      return true;
    for (const clang::VarDecl *V : collectNodes<clang::VarDecl>(Q.Directive)) {
      std::string Name = V->getName().str();
      if (!ProducerFree.count(Name))
        continue;
      const LoopInfo *L = Q.loop(symbolKey(V));
      refuse("distinct-names",
             "the producer's index or bounds use `" + Name + "`, and the consumer declares " +
                 (L ? "a loop variable" : "a local") + " of that name (line " +
                 std::to_string(V->getASTContext().getSourceManager().getExpansionLineNumber(
                     V->getLocation())) +
                 "): they are different variables, and the fused code would name both `" +
                 Name + "`");
      return false;
    }
    return true;
  }

  void checkCoveredReads(const std::string &T) {
    for (const ArrayAccess *Read : Q.accessesTo(T)) {
      if (!Read->isRead())
        continue;
      CoverageResult R = coverRead(P, Q, T, *Read);
      if (!R.Covered) {
        refuse("covered-reads", R.Problem);
        continue;
      }
      C.ReadOrigins[T].push_back({Read, R.ProducerVarValues});
    }
  }

  void checkRemovableProducer() {
    std::set<std::string> Reported;
    for (const ArrayAccess &A : P.Accesses)
      if (A.isWrite() && !isTemporaryOfPair(A.Array) &&
          Reported.insert(A.Array).second) {
        C.OtherProducerWrites.push_back(A.Array);
        refuse("removable-producer",
               "the producer also writes " + quoted(A.Array) + " (line " +
                   line(A.Loc) + "), which the consumer does not read: "
                   "fusion would have to keep that write");
      }
  }

  /// The clauses of the producer, the consumer and the regions between.
  void checkClauses() {
    const clang::ASTContext &Context = F.Decl->getASTContext();
    ClauseFacts Producer = clauseFacts(P, Context);
    if (Producer.HasEffects)
      refuse("pure-producer", "a clause of the producer has a side effect (an assignment or "
                              "increment): deleting the producer would lose it");
    for (const clang::VarDecl *V : Producer.Copied)
      if (V->getType()->isArrayType() ||
          std::find(P.ScalarInputs.begin(), P.ScalarInputs.end(), V) != P.ScalarInputs.end())
        refuse("pure-producer", "the producer's clauses give it its own copy of `" +
                                    V->getName().str() +
                                    "`: what it computes from or stores there is not what a "
                                    "copy in the consumer would see");
    // The producer's own reduction is repeated by every recomputation.
    if (!P.Reductions.empty())
      refuse("pure-producer", "the producer has a reduction: recomputing it per use would "
                              "repeat it");
    std::vector<const TargetRegion *> Others = regionsBetween();
    Others.push_back(&Q);
    for (const TargetRegion *R : Others) {
      std::string Who = R == &Q ? std::string("the consumer")
                                : "the region at line " + line(R->Span) +
                                      ", between the producer and the consumer,";
      ClauseFacts Facts = clauseFacts(*R, Context);
      if (Facts.HasEffects)
        refuse(R == &Q ? "no-alias" : "nothing-between",
               "a clause of " + Who + " has a side effect (an assignment or increment), which "
               "may change what the producer read");
      for (const clang::VarDecl *V : Facts.Copied)
        if (std::find(P.ScalarInputs.begin(), P.ScalarInputs.end(), V) != P.ScalarInputs.end())
          refuse(R == &Q ? "no-alias" : "nothing-between",
                 Who + " has its own copy of `" + V->getName().str() +
                     "` (a private, lastprivate, reduction or linear clause), which the "
                     "producer reads: a copy of the producer's expression there would see it");
    }
  }

  void checkPureProducer() {
    for (const std::string &W : P.UnknownWrites)
      refuse("pure-producer", "the producer stores through a pointer paracodex cannot trace "
                              "to an array, " + W);
    for (const std::string &S : P.SideEffects)
      refuse("pure-producer", "the producer " + S +
                                  ": recomputing it per use would repeat that");
    for (const std::string &S : P.ControlFlow)
      refuse("pure-producer", "the producer " + S +
                                  ": its values cannot be recomputed as one expression");
  }

  std::set<std::string> producerInputs() const {
    std::set<std::string> Inputs;
    for (const ArrayAccess &A : P.Accesses)
      if (A.isRead() && !isTemporaryOfPair(A.Array))
        Inputs.insert(A.Array);
    return Inputs;
  }

  /// The regions strictly between the producer and the consumer, as
  /// statements of their block.
  std::vector<const TargetRegion *> regionsBetween() const {
    std::vector<const TargetRegion *> Between;
    if (!P.Block || P.Block != Q.Block)
      return Between;
    for (const TargetRegion &R : F.Regions)
      if (between(R.Span, P.Span.End, Q.Span.Begin))
        Between.push_back(&R);
    return Between;
  }

  /// Whether the producer input \p X and the array \p Y, which \p Writer
  /// writes, are proved or tested apart; refuses otherwise. \p Writer is
  /// the consumer or a region between the two (a recomputation reads \p X
  /// after both: `f(a, a)` with the region between writing `b`).
  void checkApart(const std::string &X, const std::string &Y, const TargetRegion &Writer) {
    bool IsConsumer = &Writer == &Q;
    std::string Who = IsConsumer ? std::string("the consumer")
                                 : "the region at line " + line(Writer.Span) +
                                       ", between the producer and the consumer,";
    const ArrayVariable *AX = F.array(X);
    const ArrayVariable *AY = F.array(Y);
    if (AX && AY && provablyDistinct(*AX, *AY))
      return;
    std::string CallSites;
    if (AX && AY && AX->Decl && AY->Decl && AX->Decl != AY->Decl) {
      // Without restrict, the callers may still prove it.
      CallSiteProof Proof = distinctAtEveryCall(AX->Decl, AY->Decl);
      if (Proof.Distinct) {
        C.Facts.push_back({"no-alias", Proof.Why});
        return;
      }
      CallSites = " (" + Proof.Why + ")";
    }
    // What no proof gives, the program can test before the producer.
    std::string NoCheck;
    if (AX && AY && AX->Decl != AY->Decl && C.Kind == CandidateKind::Vertical) {
      OverlapGuardResult Guard = overlapCheckFor(F, P, Q, Writer, *AX, *AY);
      if (Guard.Check) {
        C.OverlapChecks.push_back(*Guard.Check);
        C.Facts.push_back(
            {"no-alias", quoted(X) + " and " + quoted(Y) + " may share memory" + CallSites +
                             ": the fused region runs only when the elements the "
                             "producer reads of " + quoted(X) + " and those " +
                             (IsConsumer ? std::string("the consumer touches")
                                         : "the region at line " + line(Writer.Span) +
                                               " touches") +
                             " of " + quoted(Y) + " do not overlap, tested at run "
                             "time from the loop bounds; otherwise the original regions "
                             "run"});
        return;
      }
      NoCheck = "; no run-time check either: " + Guard.WhyNot;
    }
    refuse("no-alias", quoted(X) + " (read by the producer) and " + quoted(Y) + " (written by " +
                           Who.substr(0, Who.size() - (IsConsumer ? 0 : 1)) +
                           ") may point to the same memory" + CallSites +
                           ": needs restrict, or a static function whose every call "
                           "passes them distinct arrays" + NoCheck);
  }

  void checkNoAlias() {
    for (const std::string &W : Q.UnknownWrites)
      refuse("no-alias", "the consumer stores through a pointer paracodex cannot trace to an "
                         "array, " + W + ": it may change what the producer reads");
    std::vector<const TargetRegion *> Writers = regionsBetween();
    for (const TargetRegion *R : Writers)
      for (const std::string &W : R->UnknownWrites)
        refuse("nothing-between", "the region at line " + line(R->Span) +
                                      ", between the producer and the consumer, stores "
                                      "through a pointer paracodex cannot trace to an array, " +
                                      W + ": it may change what the producer reads");
    Writers.push_back(&Q);
    std::set<std::string> Inputs = producerInputs();
    // A function called in a region (`declare target`) may write any
    // global, and any array it was handed (review reproducers
    // region_between_calls_writer, consumer_calls_writer).
    // A callee handed the input may write it (`poke(a, i)`, `memset(&a[i],
    // ...)` in a region between: review reproducers
    // between_declare_target_local, between_memset).
    for (const TargetRegion *R : Writers)
      for (const auto &[Array, How] : R->Escapes)
        if (Inputs.count(Array))
          refuse(R == &Q ? "no-alias" : "nothing-between",
                 quoted(Array) + ", which the producer reads, is " + How + " in " +
                     (R == &Q ? std::string("the consumer")
                              : "the region at line " + line(R->Span) +
                                    ", between the producer and the consumer"));
    for (const TargetRegion *R : Writers)
      for (const std::string &Call : R->Calls)
        for (const std::string &X : Inputs)
          if (reachableElsewhere(X)) {
            refuse(R == &Q ? "no-alias" : "nothing-between",
                   (R == &Q ? std::string("the consumer")
                            : "the region at line " + line(R->Span) +
                                  ", between the producer and the consumer,") +
                       " calls " + Call + ", which may change " + quoted(X) +
                       ", which the producer reads");
            break;
          }
    for (const TargetRegion *R : Writers) {
      std::set<std::string> Outputs;
      for (const ArrayAccess &A : R->Accesses)
        if (A.isWrite() && !isTemporaryOfPair(A.Array))
          Outputs.insert(A.Array);
      for (const std::string &X : Inputs)
        for (const std::string &Y : Outputs) {
          if (X != Y)
            checkApart(X, Y, *R);
          else if (R == &Q)
            refuse("no-alias", "the consumer writes " + quoted(X) +
                                   ", which the producer reads: a recomputation "
                                   "could see values the consumer already changed");
          // (A region between writing X by name is nothing-between's.)
        }
    }
  }

  /// The scalars the producer reads must hold, where the consumer
  /// recomputes its values, what they held when the producer ran.
  void checkScalarInputs() {
    if (!P.Block || P.Block != Q.Block)
      return;
    unsigned Begin = P.Span.End, End = Q.Span.Begin;
    for (const clang::VarDecl *X : P.ScalarInputs) {
      std::string Name = quoted(scalarName(X));
      for (const ScalarWrite &W : F.HostScalarWrites) {
        if (W.Var != X)
          continue;
        if (between(W.Loc, Begin, End))
          refuse("nothing-between", Name + ", which the producer reads, is " + W.How +
                                        " at line " + line(W.Loc) +
                                        ", between the producer and the consumer");
        else if (W.How == "has its address taken")
          refuse("nothing-between", Name + ", which the producer reads, " + W.How +
                                        " at line " + line(W.Loc) +
                                        ": it may be changed through that pointer");
      }
      for (const TargetRegion &R : F.Regions)
        if (between(R.Span, Begin, End) &&
            std::find(R.ScalarWrites.begin(), R.ScalarWrites.end(), X) != R.ScalarWrites.end())
          refuse("nothing-between", "the region at line " + line(R.Span) +
                                        ", between the producer and the consumer, writes " +
                                        Name + ", which the producer reads");
      if (isGlobal(X))
        for (const auto &[Callee, Loc] : F.HostCalls)
          if (between(Loc, Begin, End))
            refuse("nothing-between", Name + " is a global the producer reads, and `" +
                                          Callee + "` (line " + line(Loc) +
                                          "), called between the producer and the consumer, "
                                          "may change it");
      if (std::find(Q.ScalarWrites.begin(), Q.ScalarWrites.end(), X) != Q.ScalarWrites.end())
        refuse("no-alias", "the consumer writes " + Name +
                               ", which the producer reads: a recomputation would see the "
                               "consumer's value");
    }
  }

  /// Text between the regions that changes what the producer's copied
  /// text means: a preprocessor directive (`#undef K` / `#define K 3.0`:
  /// review reproducer macro_redefined), or a declaration of a name the
  /// producer uses (`const double c = 5.0;` hiding the parameter `c`:
  /// shadow_decl_between).
  void checkSameMeaningBetween() {
    if (!P.Block || P.Block != Q.Block || !P.Directive)
      return;
    const clang::SourceManager &SM = F.Decl->getASTContext().getSourceManager();
    llvm::StringRef Code = SM.getBufferData(SM.getMainFileID());
    unsigned Begin = P.Span.End, End = std::min<unsigned>(Q.Span.Begin, Code.size());
    for (unsigned At = Begin; At < End;) {
      size_t Eol = Code.find('\n', At);
      llvm::StringRef Line = Code.slice(At, Eol == llvm::StringRef::npos ? End : Eol).ltrim(" \t");
      if (Line.starts_with("#") && !Line.drop_front().ltrim(" \t").starts_with("pragma")) {
        refuse("nothing-between", "a preprocessor directive between the producer and the "
                                  "consumer (line " + std::to_string(SM.getLineNumber(SM.getMainFileID(), At)) +
                                  ") may change what the producer's text means in the consumer");
        break;
      }
      if (Eol == llvm::StringRef::npos)
        break;
      At = Eol + 1;
    }
    std::set<std::string> Used;
    for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(P.Directive))
      if (!P.Span.contains(SM.getFileOffset(SM.getExpansionLoc(Ref->getDecl()->getLocation()))))
        Used.insert(Ref->getDecl()->getName().str());
    // Declarations of the block between the two are in scope at the consumer.
    size_t Index = 0;
    for (const clang::Stmt *S : P.Block->body()) {
      size_t This = Index++;
      const auto *DS = llvm::dyn_cast<clang::DeclStmt>(S);
      if (!DS || This <= P.IndexInBlock || This >= Q.IndexInBlock)
        continue;
      for (const clang::Decl *D : DS->decls())
        if (const auto *V = llvm::dyn_cast<clang::VarDecl>(D); V && Used.count(V->getName().str()))
          refuse("distinct-names",
                 "`" + V->getName().str() + "`, declared between the producer and the consumer "
                 "(line " + std::to_string(SM.getExpansionLineNumber(V->getLocation())) +
                     "), hides the `" + V->getName().str() + "` the producer uses");
    }
  }

  void checkNothingBetween() {
    checkSameMeaningBetween();
    if (!P.Block || P.Block != Q.Block)
      return;
    unsigned Begin = P.Span.End, End = Q.Span.Begin;
    std::set<std::string> Watched = producerInputs();
    Watched.insert(C.Temporaries.begin(), C.Temporaries.end());
    for (const TargetRegion &R : F.Regions) {
      if (!between(R.Span, Begin, End))
        continue;
      for (const std::string &X : Watched)
        if (R.writes(X))
          refuse("nothing-between", "the region at line " + line(R.Span) +
                                        ", between the producer and the "
                                        "consumer, writes " + quoted(X));
    }
    for (const std::string &X : Watched) {
      const ArrayVariable *A = F.array(X);
      if (!A)
        continue;
      for (const HostUse &U : A->HostUses) {
        if (!between(U.Loc, Begin, End))
          continue;
        bool Writes = U.What == HostUse::Write || U.What == HostUse::Escape ||
                      U.What == HostUse::Allocate || U.What == HostUse::Free ||
                      (U.What == HostUse::MapClause &&
                       (U.MapType == "update-to" || U.MapType == "to" ||
                        U.MapType == "tofrom"));
        if (Writes)
          refuse("nothing-between", "line " + line(U.Loc) +
                                        ", between the producer and the "
                                        "consumer, may change " + quoted(X));
      }
    }
    // Host code between that writes another name for an input (review
    // reproducer between_alias: the region between writes `b`, and the
    // call passes `a` for both).
    for (const auto &[Name, Y] : F.Arrays) {
      if (Watched.count(Name))
        continue;
      for (const HostUse &U : Y.HostUses) {
        bool Writes = U.What == HostUse::Write || U.What == HostUse::Escape ||
                      U.What == HostUse::Free ||
                      (U.What == HostUse::MapClause && U.MapType != "alloc" &&
                       U.MapType != "release" && U.MapType.find("present") == std::string::npos);
        if (!Writes || !between(U.Loc, Begin, End))
          continue;
        for (const std::string &X : producerInputs()) {
          const ArrayVariable *AX = F.array(X);
          if (AX && provablyDistinct(*AX, Y))
            continue;
          refuse("nothing-between", "line " + line(U.Loc) + ", between the producer and the "
                                        "consumer, may change " + quoted(Name) +
                                        ", which may be the memory of " + quoted(X) +
                                        " that the producer reads");
          break;
        }
      }
    }
    // A callee may write any array it can reach: globals, and the caller's
    // arrays through pointers it was given before (review reproducer
    // between_call: `bump()` changes the global the producer reads).
    for (const auto &[Callee, Loc] : F.HostCalls) {
      if (!between(Loc, Begin, End))
        continue;
      for (const std::string &X : producerInputs())
        if (reachableElsewhere(X))
          refuse("nothing-between", "`" + Callee + "` (line " + line(Loc) +
                                        "), called between the producer and the consumer, may "
                                        "change " + quoted(X) + ", which the producer reads");
    }
    // A store through a pointer of unknown origin may write any of them too
    // (`*q = x` with `q = a + 1`: review reproducer host_write_derived_ptr).
    for (const auto &[Text, Loc] : F.HostUnknownStores) {
      if (!between(Loc, Begin, End))
        continue;
      for (const std::string &X : producerInputs())
        if (reachableElsewhere(X)) {
          refuse("nothing-between", "`" + Text + "` (line " + line(Loc) +
                                        "), between the producer and the consumer, stores "
                                        "through a pointer paracodex cannot trace to an array: "
                                        "it may change " + quoted(X) + ", which the producer reads");
          break;
        }
    }
  }

  /// Whether code that does not name \p X may still reach its memory: all
  /// but a local allocation whose pointer never leaves the function.
  bool reachableElsewhere(const std::string &X) const {
    const ArrayVariable *AX = F.array(X);
    return !(AX && isLocalAllocation(AX->Alloc) && knownStorage(*AX) &&
             std::none_of(AX->HostUses.begin(), AX->HostUses.end(),
                          [](const HostUse &U) { return U.What == HostUse::Escape; }));
  }
};

bool contains(const std::vector<const clang::VarDecl *> &Vars, const clang::VarDecl *V) {
  return std::find(Vars.begin(), Vars.end(), V) != Vars.end();
}

/// The reduction operator \p R applies to \p V ("+"), or empty.
std::string reductionOn(const TargetRegion &R, const clang::VarDecl *V) {
  for (const std::string &Red : R.Reductions)
    if (Red.substr(Red.find(':') + 1) == V->getName())
      return Red.substr(0, Red.find(':'));
  return "";
}

/// One region's body assigns a scalar the other uses: in one region they
/// would share one copy of it (and a reduction's result is only known
/// after its region). Both reducing into it with one operator is fine.
void checkIndependentScalars(Candidate &C, const TargetRegion &Writer,
                             const TargetRegion &Other, const char *WriterName,
                             const char *OtherName) {
  for (const clang::VarDecl *X : Writer.ScalarWrites) {
    if (!contains(Other.ScalarInputs, X) && !contains(Other.ScalarWrites, X))
      continue;
    std::string Op = reductionOn(Writer, X);
    if (!Op.empty() && Op == reductionOn(Other, X))
      continue;
    C.Refusals.push_back({"independent", std::string("the ") + WriterName + " body assigns `" +
                                             X->getName().str() + "`, which the " + OtherName +
                                             " region uses"});
  }
}

/// Arrays are keyed by spelling in the model: a pair that touches a name
/// two arrays of the function share cannot tell which one it sees.
void checkDistinctArrays(const FunctionModel &F, Candidate &C) {
  std::set<std::string> Names;
  for (const TargetRegion *R : {C.Producer, C.Consumer}) {
    for (const ArrayAccess &A : R->Accesses)
      Names.insert(A.Array);
    for (const MapEntry &M : R->Maps)
      Names.insert(M.Array);
    for (const auto &[Array, How] : R->Escapes)
      Names.insert(Array);
  }
  for (const std::string &Name : Names) {
    const ArrayVariable *A = F.array(Name);
    if (!A || A->SameNameDeclarations.empty())
      continue;
    C.Refusals.push_back({"distinct-names",
                          "two different arrays of `" + F.Name + "` are named " + quoted(Name) +
                              " (declared at lines " + line(A->DeclLoc) + " and " +
                              line(A->SameNameDeclarations.front()) +
                              "): paracodex cannot tell which one each region uses"});
    C.Legal = false;
  }
}

/// Horizontal pairs: adjacent, independent regions with the same loop nest.
void judgeHorizontal(Candidate &C) {
  const TargetRegion &A = *C.Producer, &B = *C.Consumer;
  checkIndependentScalars(C, B, A, "second", "first");
  checkIndependentScalars(C, A, B, "first", "second");
  for (const TargetRegion *R : {&A, &B})
    if (R->NoWait || R->HasDepend)
      C.Refusals.push_back({"synchronous", "the region at line " + line(R->Span) +
                                               " has `nowait` or `depend`"});
  auto nest = [](const TargetRegion &R) {
    std::vector<const LoopInfo *> N;
    for (const LoopInfo &L : R.Loops)
      if (L.InCollapsedNest)
        N.push_back(&L);
    return N;
  };
  auto NA = nest(A), NB = nest(B);
  bool Same = NA.size() == NB.size() && !NA.empty();
  for (size_t I = 0; Same && I < NA.size(); ++I)
    Same = NA[I]->BoundsAffine && NB[I]->BoundsAffine &&
           NA[I]->Lower == NB[I]->Lower && NA[I]->Last == NB[I]->Last &&
           NA[I]->Step == NB[I]->Step;
  if (!Same)
    C.Refusals.push_back({"same-iteration-space",
                          "the regions at lines " + line(A.Span) + " and " +
                              line(B.Span) +
                              " do not iterate over the same loop nest"});
  C.Legal = C.Refusals.empty();
}

bool dependent(const FunctionModel &F, const TargetRegion &A, const TargetRegion &B) {
  // A store that leads to no known array may touch anything the other uses,
  // and so may a function either calls.
  if (!A.UnknownWrites.empty() || !B.UnknownWrites.empty() || !A.Calls.empty() ||
      !B.Calls.empty())
    return true;
  // A callee may read or write whatever it is handed.
  for (const auto &[Array, How] : A.Escapes)
    if (!B.accessesTo(Array).empty() || B.reads(Array))
      return true;
  for (const auto &[Array, How] : B.Escapes)
    if (!A.accessesTo(Array).empty())
      return true;
  for (const ArrayAccess &X : A.Accesses)
    for (const ArrayAccess &Y : B.Accesses) {
      if (!X.isWrite() && !Y.isWrite())
        continue;
      if (X.Array == Y.Array)
        return true;
      // Two names for memory that may be the same.
      const ArrayVariable *AX = F.array(X.Array);
      const ArrayVariable *AY = F.array(Y.Array);
      if (!AX || !AY || !provablyDistinct(*AX, *AY))
        return true;
    }
  return false;
}

/// A producer that writes several temporaries, each read by its own
/// consumer (ParaCodex's interp: z1, z2 and z3 for three regions), is fused
/// into all of them at once: each consumer recomputes what it reads and the
/// producer goes. Its pairs are then legal together when each is legal but
/// for the producer's other writes, and those are the temporaries of the
/// others; otherwise each keeps its refusals, and says what stands in the
/// way.
void shareProducers(std::vector<Candidate> &Candidates) {
  std::map<const TargetRegion *, std::vector<Candidate *>> ByProducer;
  for (Candidate &C : Candidates)
    if (C.Kind == CandidateKind::Vertical && !C.OtherProducerWrites.empty())
      ByProducer[C.Producer].push_back(&C);
  for (auto &[Producer, Group] : ByProducer) {
    (void)Producer;
    std::set<std::string> Fused;
    for (const Candidate *C : Group)
      Fused.insert(C->Temporaries.begin(), C->Temporaries.end());
    bool Together = Group.size() > 1;
    std::vector<std::pair<const Candidate *, std::string>> Blockers;
    for (const Candidate *C : Group) {
      for (const std::string &W : C->OtherProducerWrites)
        if (!Fused.count(W)) {
          Together = false;
          Blockers.push_back({nullptr, quoted(W) + " is read by none of them"});
        }
      for (const Refusal &R : C->Refusals)
        if (R.Rule != "removable-producer") {
          Together = false;
          std::string Temps;
          for (const std::string &T : C->Temporaries)
            Temps += (Temps.empty() ? "" : ", ") + quoted(T);
          Blockers.push_back({C, "the pair through " + Temps + " (line " +
                                     line(C->Consumer->Span) + ") is refused"});
          break;
        }
    }
    if (!Together) {
      for (Candidate *C : Group) {
        std::string Why;
        for (const auto &[Who, What] : Blockers)
          if (Who != C && Why.find(What) == std::string::npos)
            Why += (Why.empty() ? "" : "; ") + What;
        if (Group.size() < 2 || Why.empty())
          continue;
        for (Refusal &R : C->Refusals)
          if (R.Rule == "removable-producer")
            R.Message += ", and the pairs of this producer cannot all be fused at once (" +
                         Why + ")";
      }
      continue;
    }
    // Every pair is guarded by every pair's test: one `if` holds them all.
    std::vector<OverlapCheck> Checks;
    for (const Candidate *C : Group)
      for (const OverlapCheck &G : C->OverlapChecks)
        if (std::find(Checks.begin(), Checks.end(), G) == Checks.end())
          Checks.push_back(G);
    for (Candidate *C : Group) {
      C->Refusals.clear();
      C->Legal = true;
      C->ProducerTemporaries.assign(Fused.begin(), Fused.end());
      C->OverlapChecks = Checks;
      std::string Lines;
      for (const Candidate *O : Group)
        if (O != C)
          Lines += (Lines.empty() ? "" : ", ") + line(O->Consumer->Span);
      C->Facts.push_back({"removable-producer",
                          "the producer's other temporaries are read by the regions at lines " +
                              Lines + ": the producer is fused into all of them at once"});
    }
  }
}

} // namespace

const std::vector<LegalityRule> &legalityRules() {
  static const std::vector<LegalityRule> Rules = {
      // Vertical and map-reduce pairs.
      {"same-block", "producer and consumer are statements of one block"},
      {"synchronous", "neither region has `nowait` or `depend`"},
      {"temporary", "each joining array is allocated in this function (malloc, calloc, "
                    "omp_target_alloc or a local array, also by a first assignment to a "
                    "static local pointer), or is a parameter for which every caller passes "
                    "an array of its own that it never uses after the call"},
      {"no-escape", "it is never passed to a call or copied to another pointer"},
      {"not-mapped-back", "it is never copied to the host (map from/tofrom, target update from)"},
      {"dead-after", "nothing reads it after the consumer"},
      {"no-other-use", "nothing but the pair uses it before the consumer (a region earlier in "
                       "an enclosing loop, host code)"},
      {"single-writer", "nothing but the producer writes it"},
      {"consumer-reads-only", "the consumer does not write it"},
      {"affine-write", "the producer writes it once per iteration, in one plain assignment, at "
                       "an injective affine index"},
      {"affine-bounds", "every loop bound of either region is affine in the outer loops' variables"},
      {"distinct-names", "no name in the producer's index or bounds is declared by the consumer, "
                         "and no two arrays the pair touches share a name"},
      {"covered-reads", "every consumer read lies inside what the producer wrote"},
      {"removable-producer", "the producer writes nothing but the temporaries (of this pair, or "
                             "of the pairs with the same producer, fused with it at once)"},
      {"pure-producer", "the producer has no side effects and no control flow"},
      {"no-alias", "the consumer writes nothing the producer reads (arrays or scalars), and "
                   "distinct pointers are proven distinct, or tested apart at run time"},
      {"alias-checked", "the pair is not the original code kept as the fallback of a run-time "
                        "overlap test paracodex wrote"},
      {"main-file", "both regions are written in the file paracodex is given, not in a file "
                    "it includes"},
      {"nothing-between", "nothing between the regions writes the temporary or the producer's "
                          "inputs (arrays, scalars; a call may change any global)"},
      // Horizontal pairs.
      {"independent", "neither region assigns a scalar the other uses (two reductions into "
                      "one variable with one operator excepted)"},
      {"same-iteration-space", "both regions run the same loop nest"},
      // Decided after the rules (passes/rewrite/Decision.h).
      {"vertical-first", "a horizontal pair shares no region with a legal vertical or "
                         "map-reduce pair"},
      {"fused-first", "the pair is still legal once the fusions fuse applies before it are "
                      "done (a chain's second pair, a region fused twice)"},
      {"rewritable", "the rewrite can express the fusion in the source (no part of the "
                     "copied code inside a macro body, no name clash, ...)"},
  };
  return Rules;
}

std::vector<Candidate> findCandidates(const ProgramModel &Program) {
  std::vector<Candidate> Result;
  for (const FunctionModel &F : Program.Functions) {
    const auto &Rs = F.Regions;
    for (size_t I = 0; I < Rs.size(); ++I) {
      // Vertical: for each array the region writes, the next region that
      // touches it, if that region reads it.
      std::map<size_t, std::vector<std::string>> ByConsumer;
      std::set<std::string> Written;
      for (const ArrayAccess &A : Rs[I].Accesses)
        if (A.isWrite())
          Written.insert(A.Array);
      for (const std::string &T : Written)
        for (size_t J = I + 1; J < Rs.size(); ++J) {
          if (Rs[J].accessesTo(T).empty() && !Rs[J].reads(T))
            continue;
          if (Rs[J].reads(T))
            ByConsumer[J].push_back(T);
          break;
        }
      for (auto &[J, Temps] : ByConsumer) {
        Candidate C;
        C.Function = &F;
        C.Producer = &Rs[I];
        C.Consumer = &Rs[J];
        C.Temporaries = Temps;
        C.Kind = Rs[J].Reductions.empty() ? CandidateKind::Vertical
                                          : CandidateKind::MapReduce;
        VerticalJudge(F, C).run();
        checkDistinctArrays(F, C);
        Result.push_back(std::move(C));
      }
      // Horizontal: the very next statement is an independent region.
      if (I + 1 < Rs.size() && Rs[I].Block && Rs[I].Block == Rs[I + 1].Block &&
          Rs[I + 1].IndexInBlock == Rs[I].IndexInBlock + 1 &&
          !dependent(F, Rs[I], Rs[I + 1])) {
        Candidate C;
        C.Kind = CandidateKind::Horizontal;
        C.Function = &F;
        C.Producer = &Rs[I];
        C.Consumer = &Rs[I + 1];
        judgeHorizontal(C);
        checkNotFallback(F, C);
        checkInMainFile(F, C);
        C.Legal = C.Legal && C.Refusals.empty();
        checkDistinctArrays(F, C);
        Result.push_back(std::move(C));
      }
    }
  }
  shareProducers(Result);
  unsigned Id = 0;
  for (Candidate &C : Result)
    C.Id = ++Id;
  return Result;
}

} // namespace paracodex
