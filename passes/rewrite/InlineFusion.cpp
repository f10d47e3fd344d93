//===- InlineFusion.cpp ---------------------------------------------------===//
#include "passes/rewrite/InlineFusion.h"

#include "passes/legality/ReadCoverage.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace paracodex {

namespace {

llvm::Error failure(const Candidate &C, const std::string &Why) {
  return llvm::createStringError(
      std::errc::not_supported, "cannot rewrite %s:%u->%u: %s",
      C.Function->Name.c_str(), C.Producer->Span.Line, C.Consumer->Span.Line,
      Why.c_str());
}

struct RefCollector : RecursiveASTVisitor<RefCollector> {
  std::vector<const DeclRefExpr *> Refs;
  std::vector<const VarDecl *> Decls;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Refs.push_back(E);
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    Decls.push_back(V);
    return true;
  }
};

/// Replaces every symbol in \p Values at once (so that i := j, j := i works).
AffineExpr substituteAll(const AffineExpr &E,
                         const std::map<std::string, AffineExpr> &Values) {
  AffineExpr Result;
  for (const auto &[M, Coefficient] : E.terms()) {
    AffineExpr Term = AffineExpr::constant(Coefficient);
    for (const std::string &S : M) {
      auto It = Values.find(S);
      Term = Term * (It == Values.end() ? AffineExpr::symbol(S) : It->second);
    }
    Result = Result + Term;
  }
  return Result;
}

/// `i1 - 1` needs parentheses where it replaces an identifier; `i1` does not.
std::string asOperand(const AffineExpr &E) {
  std::string S = E.str();
  bool Simple = !S.empty() && S.find_first_of(" +-*") == std::string::npos;
  return Simple ? S : "(" + S + ")";
}

/// Checks that the producer's loop body only computes the temporaries: its
/// statements are assignments to them and integer locals with a known value.
llvm::Error checkProducerBody(const Candidate &C) {
  const TargetRegion &P = *C.Producer;
  const Stmt *Body = P.InnermostBody;
  if (!Body)
    return failure(C, "the producer's loop nest is not perfect");
  std::vector<const Stmt *> Statements;
  if (const auto *Block = dyn_cast<CompoundStmt>(Body))
    Statements.assign(Block->body_begin(), Block->body_end());
  else
    Statements.push_back(Body);
  for (const Stmt *S : Statements) {
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls()) {
        const auto *V = dyn_cast<VarDecl>(D);
        if (!V || !P.Bindings.count(V->getName().str()))
          return failure(C, "the producer's body declares `" +
                                (V ? V->getName().str() : std::string("?")) +
                                "`, which is not an integer with a known value");
      }
      continue;
    }
    bool IsTempWrite = false;
    for (const std::string &T : C.Temporaries)
      if (const ArrayAccess *W = producerWrite(P, T))
        IsTempWrite |= W->Assignment == S;
    if (!IsTempWrite && !isa<NullStmt>(S))
      return failure(C, "the producer's body does more than compute its temporaries");
  }
  return llvm::Error::success();
}

/// Names declared inside the consumer region: inserted text must not use
/// an outer variable that one of them hides.
std::set<std::string> consumerLocals(const TargetRegion &Q) {
  RefCollector Collector;
  Collector.TraverseStmt(const_cast<OMPExecutableDirective *>(Q.Directive));
  std::set<std::string> Names;
  for (const VarDecl *V : Collector.Decls)
    Names.insert(V->getName().str());
  return Names;
}

} // namespace

llvm::Error addInlineFusion(const Candidate &C, const SourceText &Text,
                            FusionEdits &Edits) {
  const TargetRegion &P = *C.Producer;
  const TargetRegion &Q = *C.Consumer;
  const SourceManager &SM = Text.sourceManager();
  if (llvm::Error E = checkProducerBody(C))
    return E;
  std::set<std::string> LoopVars;
  for (const LoopInfo &L : P.Loops)
    LoopVars.insert(L.Var);
  std::set<std::string> Hidden = consumerLocals(Q);

  clang::tooling::Replacements Local;
  std::vector<ByteRange> Removed;
  std::set<std::string> Inserted;
  for (const std::string &T : C.Temporaries) {
    const ArrayAccess *W = producerWrite(P, T);
    const Expr *Rhs = cast<BinaryOperator>(W->Assignment)->getRHS();
    auto RhsRange = Text.fileRange(Rhs->getSourceRange());
    if (!RhsRange)
      return failure(C, "the expression the producer stores in `" + T +
                            "` is partly inside a macro body");
    RefCollector Refs;
    Refs.TraverseStmt(const_cast<Expr *>(Rhs));
    for (const DeclRefExpr *Ref : Refs.Refs) {
      std::string Name = Ref->getDecl()->getName().str();
      bool Substituted = LoopVars.count(Name) || P.Bindings.count(Name);
      if (Substituted) {
        // The identifier must be spelled in the expression's own text;
        // one hidden in a macro body cannot be substituted.
        SourceLocation Spelled = SM.getSpellingLoc(Ref->getLocation());
        if (!SM.isInMainFile(Spelled) ||
            !RhsRange->contains(SM.getFileOffset(Spelled)))
          return failure(C, "`" + Name + "` is used inside a macro body in "
                                "the producer's expression for `" + T + "`");
        continue;
      }
      if (isa<VarDecl>(Ref->getDecl()) && P.Span.contains(SM.getFileOffset(
                                               SM.getExpansionLoc(Ref->getDecl()->getLocation()))))
        return failure(C, "the producer's expression uses its local `" + Name + "`");
      if (Hidden.count(Name))
        return failure(C, "the consumer declares its own `" + Name +
                              "`, which would hide the producer's");
      Inserted.insert(Name);
    }
    auto Origins = C.ReadOrigins.find(T);
    if (Origins == C.ReadOrigins.end())
      continue;
    for (const ProducerIteration &Origin : Origins->second) {
      std::map<std::string, std::string> Subs;
      for (const auto &[Var, Value] : Origin.ProducerVarValues)
        Subs[Var] = asOperand(Value);
      for (const auto &[Name, Value] : P.Bindings)
        Subs[Name] = asOperand(substituteAll(Value, Origin.ProducerVarValues));
      auto ReadRange = Text.fileRange(Origin.Read->Expr->getSourceRange());
      if (!ReadRange)
        return failure(C, "the consumer's read `" + Origin.Read->Text +
                              "` is partly inside a macro body");
      std::string NewText = "(" + Text.substituteIdentifiers(*RhsRange, Subs) + ")";
      if (llvm::Error E = addEdit(Local, Text, *ReadRange, NewText))
        return E;
      Removed.push_back(*ReadRange);
    }
  }

  // Maps the producer wrote for its inputs move to the fused directive.
  std::string MovedClauses;
  for (const MapEntry &M : P.Maps) {
    bool IsTemporary = std::find(C.Temporaries.begin(), C.Temporaries.end(),
                                 M.Array) != C.Temporaries.end();
    bool ConsumerHasIt = false;
    for (const MapEntry &QM : Q.Maps)
      ConsumerHasIt |= QM.Array == M.Array;
    if (!IsTemporary && !ConsumerHasIt)
      MovedClauses += " map(" + M.MapType + ": " + Text.text({M.Loc.Begin, M.Loc.End}) + ")";
  }
  if (!MovedClauses.empty()) {
    unsigned End = Text.pragmaLine(Q.Span.Begin).End;
    if (llvm::Error E = addEdit(Local, Text, {End, End}, MovedClauses))
      return E;
  }

  // The producer region goes, from its pragma line through its body.
  ByteRange Producer = Text.wholeLines({Text.lineStart(P.Span.Begin), P.Span.End});
  if (llvm::Error E = addEdit(Local, Text, Producer, ""))
    return E;
  Removed.push_back(Producer);

  for (const tooling::Replacement &R : Local)
    if (llvm::Error E = Edits.Replaces.add(R))
      return E;
  Edits.Removed.insert(Edits.Removed.end(), Removed.begin(), Removed.end());
  Edits.NamesInserted.insert(Inserted.begin(), Inserted.end());
  return llvm::Error::success();
}

} // namespace paracodex
