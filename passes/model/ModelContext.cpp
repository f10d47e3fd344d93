//===- ModelContext.cpp ---------------------------------------------------===//
#include "passes/model/ModelContext.h"

#include "clang/AST/StmtOpenMP.h"

#include "passes/model/Allocations.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>

using namespace clang;

namespace paracodex {

/// Where \p L (an expansion location) sits in the main file: itself, or
/// the `#include` line that brought its file in. Code spliced in by an
/// include inside a function is ordered by that line.
static SourceLocation inMainFile(const SourceManager &SM, SourceLocation L) {
  while (L.isValid() && !SM.isInMainFile(L)) {
    SourceLocation Include = SM.getIncludeLoc(SM.getFileID(L));
    if (Include.isInvalid())
      break;
    L = SM.getExpansionLoc(Include);
  }
  return L;
}

SourceSpan ModelContext::span(SourceRange Range) const {
  SourceSpan S;
  SourceLocation B = SM.getExpansionLoc(Range.getBegin());
  SourceLocation E = SM.getExpansionRange(Range.getEnd()).getEnd();
  E = Lexer::getLocForEndOfToken(E, 0, SM, Context.getLangOpts());
  // Lines and columns where the code is written (an included file's own,
  // a spliced kernel file's too: passes/model/StatementIncludes.h), as the
  // compiler's diagnostics give them; offsets always in the main file, so
  // that order and "between" hold.
  clang::PresumedLoc PB = SM.getPresumedLoc(B), PE = SM.getPresumedLoc(E);
  if (PB.isValid() && PE.isValid()) {
    S.File = PB.getFilename();
    S.Line = PB.getLine();
    S.Column = PB.getColumn();
    S.EndLine = PE.getLine();
    S.EndColumn = PE.getColumn();
  } else {
    S.File = SM.getFilename(B).str();
    S.Line = SM.getExpansionLineNumber(B);
    S.Column = SM.getExpansionColumnNumber(B);
    S.EndLine = SM.getExpansionLineNumber(E);
    S.EndColumn = SM.getExpansionColumnNumber(E);
  }
  if (SM.isInMainFile(B)) {
    S.Begin = SM.getFileOffset(B);
    S.End = SM.getFileOffset(E);
  } else {
    S.Begin = SM.getFileOffset(inMainFile(SM, B));
    S.End = S.Begin + 1;
  }
  return S;
}

std::string ModelContext::text(SourceRange Range) const {
  CharSourceRange R = CharSourceRange::getTokenRange(
      SM.getExpansionRange(Range.getBegin()).getBegin(),
      SM.getExpansionRange(Range.getEnd()).getEnd());
  return Lexer::getSourceText(R, SM, Context.getLangOpts()).str();
}

unsigned ModelContext::offset(SourceLocation L) const {
  return SM.getFileOffset(inMainFile(SM, SM.getExpansionLoc(L)));
}


const Stmt *ModelContext::parentStmt(const Stmt *S) const {
  for (const DynTypedNode &P : Context.getParents(*S))
    if (const auto *PS = P.get<Stmt>())
      return PS;
  return nullptr;
}

bool ModelContext::onlyReadThrough(const VarDecl *V) const {
  QualType T = V->getType();
  // Structured bindings are used through their binding names, and the
  // hidden variables of a range-for through code nobody wrote: their uses
  // are not this variable's references (review 22: a `mutable` member
  // stored through `const auto &[x, m] = a[i]`, a const_cast through a
  // range-for over a const row).
  if (!T->isReferenceType() || !T->getPointeeType().isConstQualified() ||
      !V->hasLocalStorage() || V->isImplicit() || isa<DecompositionDecl>(V))
    return false;
  // Its uses are in the statement that declares it and what follows in
  // that scope: the parent of its declaration.
  auto Declaration = Context.getParents(*V);
  const Stmt *DS = Declaration.empty() ? nullptr : Declaration[0].get<Stmt>();
  const Stmt *Where = DS ? parentStmt(DS) : nullptr;
  if (!Where)
    return false;
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Where))
    if (Ref->getDecl() == V && !readsValue(Ref))
      return false;
  return true;
}

bool ModelContext::readsValue(const Expr *E) const {
  // Bound to another reference to const: that one's uses decide.
  const Stmt *Cur = E;
  while (true) {
    auto Parents = Context.getParents(*Cur);
    if (Parents.empty())
      return false;
    if (const auto *V = Parents[0].get<VarDecl>())
      return V->getType()->isReferenceType() && onlyReadThrough(V);
    const Stmt *P = Parents[0].get<Stmt>();
    const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(P);
    if (!isa_and_nonnull<ParenExpr>(P) && !(Cast && Cast->getCastKind() == CK_NoOp))
      return onlyReadsValue(E, Context);
    Cur = P;
  }
}

bool ModelContext::lvalueStaysPut(const Expr *E) const {
  const Stmt *Cur = E;
  while (true) {
    auto Parents = Context.getParents(*Cur);
    if (Parents.empty())
      return true;
    if (const auto *V = Parents[0].get<VarDecl>())
      return !V->getType()->isReferenceType() || onlyReadThrough(V);
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P)
      return true; // a type (`double (*u)[ny]`) or another declaration reads it
    if (isa<ParenExpr>(P)) {
      Cur = P;
      continue;
    }
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P)) {
      if (Cast->getCastKind() == CK_LValueToRValue)
        return true;
      if (Cast->getCastKind() == CK_NoOp) {
        Cur = P;
        continue;
      }
      // A row decaying to a pointer that is moved and dereferenced again
      // (`*(*(y + i) + j)`, `y[i][j]`) is still an access of the array.
      if (Cast->getCastKind() == CK_ArrayToPointerDecay) {
        const Stmt *Up = P;
        while (true) {
          auto UpParents = Context.getParents(*Up);
          const Stmt *Next = UpParents.empty() ? nullptr : UpParents[0].get<Stmt>();
          const auto *Arith = dyn_cast_or_null<BinaryOperator>(Next);
          if (Next && (isa<ParenExpr>(Next) || isa<CastExpr>(Next) ||
                       (Arith && (Arith->getOpcode() == BO_Add || Arith->getOpcode() == BO_Sub) &&
                        Arith->getType()->isPointerType()))) {
            Up = Next;
            continue;
          }
          const auto *Deref = dyn_cast_or_null<UnaryOperator>(Next);
          if ((Deref && Deref->getOpcode() == UO_Deref) ||
              (isa_and_nonnull<ArraySubscriptExpr>(Next) &&
               cast<ArraySubscriptExpr>(Next)->getBase()->IgnoreParenImpCasts() ==
                   cast<Expr>(Up)->IgnoreParenImpCasts())) {
            Cur = Next;
            break;
          }
          return false;
        }
        continue;
      }
      return false;
    }
    if (const auto *Cast = dyn_cast<CStyleCastExpr>(P))
      return Cast->getType()->isVoidType();
    const Expr *Here = cast<Expr>(Cur)->IgnoreParens();
    if (const auto *B = dyn_cast<BinaryOperator>(P))
      return B->isAssignmentOp() && B->getLHS()->IgnoreParens() == Here;
    if (const auto *U = dyn_cast<UnaryOperator>(P))
      return U->isIncrementDecrementOp();
    if (const auto *M = dyn_cast<MemberExpr>(P)) {
      if (M->isArrow())
        return false;
      Cur = P;
      continue;
    }
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(P)) {
      if (Sub->getIdx()->IgnoreParens() == Here)
        return false;
      Cur = P;
      continue;
    }
    // Section bounds, clause items and the captures of a region: OpenMP
    // reads them (what a map clause copies back is counted where clauses
    // are; the region body's own uses are other references).
    if (isa<UnaryExprOrTypeTraitExpr>(P) || isa<DeclStmt>(P) || isa<ArraySectionExpr>(P) ||
        isa<OMPExecutableDirective>(P) || isa<CapturedStmt>(P))
      return true;
    return false;
  }
}

/// The first parent that is not a paren or a cast.
const Stmt *ModelContext::semanticParent(const Expr *E, const Expr **Child) const {
  const Stmt *Cur = E;
  const Stmt *P = parentStmt(Cur);
  while (P && (isa<ParenExpr>(P) || isa<CastExpr>(P))) {
    Cur = P;
    P = parentStmt(P);
  }
  if (Child)
    *Child = cast<Expr>(Cur);
  return P;
}

const VarDecl *ModelContext::parentVarDecl(const Expr *E) const {
  const Stmt *Cur = E;
  while (true) {
    for (const DynTypedNode &P : Context.getParents(*Cur))
      if (const auto *V = P.get<VarDecl>())
        return V;
    const Stmt *P = parentStmt(Cur);
    if (!P || !(isa<ParenExpr>(P) || isa<CastExpr>(P)))
      return nullptr;
    Cur = P;
  }
}

const ValueDecl *ModelContext::canonical(const ValueDecl *D) const {
  for (int Guard = 0; Guard < 8; ++Guard) {
    auto It = ViewOf.find(D);
    if (It == ViewOf.end())
      return D;
    D = It->second;
  }
  return D;
}

/// `double *prev = tmp;`: another name for the same memory.
bool ModelContext::isPointerCopy(const VarDecl *V) {
  return V->hasInit() && V->getType()->isPointerType() &&
         !V->getType()->getPointeeType()->isArrayType() &&
         !isa<ParmVarDecl>(V) && isa<DeclRefExpr>(stripCasts(V->getInit())) &&
         isArrayLike(stripCasts(V->getInit())->getType());
}

bool ModelContext::isViewDeclaration(const VarDecl *V) {
  if (!V->hasInit())
    return false;
  QualType T = V->getType();
  if (!T->isPointerType() || !T->getPointeeType()->isArrayType())
    return false;
  return isa<DeclRefExpr>(stripCasts(V->getInit()));
}

void ModelContext::collectViews(const FunctionDecl *F) {
  ViewOf.clear();
  MovedCopies.clear();
  // (Offset, line) of each move of each local (variableChanges).
  std::map<const ValueDecl *, std::vector<std::pair<unsigned, unsigned>>> Moved;
  for (const auto &[D, At] : variableChanges(F->getBody()))
    Moved[D].push_back({offset(At), span(At).Line});
  bool HasGoto = !collectNodes<GotoStmt>(F->getBody()).empty() ||
                 !collectNodes<IndirectGotoStmt>(F->getBody()).empty();
  // Both VLA views and plain pointer copies name the same memory; only
  // the copies count as aliasing (HostUse::Escape).
  for (const VarDecl *V : collectNodes<VarDecl>(F->getBody()))
    if (isViewDeclaration(V) || isPointerCopy(V)) {
      const ValueDecl *Source = referencedDecl(V->getInit());
      if (auto It = Moved.find(V); It != Moved.end()) {
        MovedCopies[V] = It->second.front().second;
        continue;
      }
      // A copy of a pointer that later points elsewhere (`a = A; A = C;`,
      // a global pointer a call may reset) keeps the old address: it is
      // a pointer of its own, not another name for the source (second
      // review of session 25, guard_source_reassigned). A move written
      // before the copy (`t = malloc(...); double *tp = t;`) is not one
      // that can follow it: where a loop repeats both, it repeats the
      // copy's initialisation too.
      // (A `goto` may run a move written before the copy after it.)
      const auto *SourceVar = dyn_cast_or_null<VarDecl>(Source);
      bool MovedAfter = false;
      if (auto It = Moved.find(Source); It != Moved.end())
        MovedAfter = HasGoto || std::any_of(It->second.begin(), It->second.end(), [&](auto Move) {
                       return Move.first > offset(V->getLocation());
                     });
      if (MovedAfter ||
          (SourceVar && SourceVar->hasGlobalStorage() && !SourceVar->getType()->isArrayType()))
        continue;
      ViewOf[V] = Source;
    }
}

ArrayVariable &ModelContext::arrayFor(FunctionModel &F, const ValueDecl *D) {
  D = canonical(D);
  ArrayId Id(D);
  auto [It, Inserted] = F.Arrays.try_emplace(Id);
  ArrayVariable &A = It->second;
  if (!Inserted)
    return A;
  std::string Name = Id.name();
  A.Id = Id;
  A.Name = Name;
  A.Decl = D;
  A.DeclLoc = span(D->getSourceRange());
  QualType T = D->getType();
  A.Restrict = T.isRestrictQualified();
  if (isa<ParmVarDecl>(D))
    A.Alloc = Allocation::Parameter;
  else if (const auto *V = dyn_cast<VarDecl>(D)) {
    if (V->hasGlobalStorage())
      A.Alloc = T->isArrayType() ? Allocation::GlobalArray : Allocation::Unknown;
    else if (T->isArrayType())
      A.Alloc = Allocation::LocalArray;
    else if (V->hasInit())
      A.Alloc = allocationOf(V->getInit());
  }
  return A;
}

/// True when the lvalue \p E (a dereference or subscript) is stored to.
bool ModelContext::isAssignedThrough(const Expr *E) const {
  const Expr *Child = nullptr;
  const Stmt *Up = semanticParent(E, &Child);
  // Through subscripts and members: `e[i][j] = x`, `e[i].f = x`.
  while (isa_and_nonnull<ArraySubscriptExpr>(Up) || isa_and_nonnull<MemberExpr>(Up))
    Up = semanticParent(cast<Expr>(Up), &Child);
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(Up))
    return B->isAssignmentOp() && Child == B->getLHS();
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Up))
    return U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf;
  return false;
}

/// The innermost compound statement that has \p S (or an ancestor of it)
/// as a direct child, skipping the compiler's captured-statement wrappers.
ModelContext::BlockPosition ModelContext::enclosingBlock(const Stmt *S) const {
  // Only a block whose statement the region is: a region that is the body
  // of an `if` or a loop without braces runs when that says, and the
  // statement after the `if` is not its neighbour (review 24,
  // b02_if_first, b07_for_first). Braces of their own and one `for` around
  // the region alone are looked through (see the declaration).
  BlockPosition Where;
  const Stmt *Statement = S;
  while (const Stmt *Up = parentStmt(Statement)) {
    if (const auto *Loop = dyn_cast<ForStmt>(Up);
        Loop && Loop->getBody() == Statement && !Where.Repeat) {
      Where.Repeat = Loop;
      Where.Wrapped = true;
      Statement = Loop;
      continue;
    }
    const auto *Block = dyn_cast<CompoundStmt>(Up);
    if (!Block)
      break;
    // Braces of their own (a statement of an outer block, not the body of
    // a function, `if`, label or statement expression) that hold nothing
    // else, or the braces of the repeating loop's body.
    const Stmt *Above = parentStmt(Block);
    bool LoopBody = !Where.Repeat && isa_and_nonnull<ForStmt>(Above) &&
                    cast<ForStmt>(Above)->getBody() == Block;
    if (Block->size() == 1 && (isa_and_nonnull<CompoundStmt>(Above) || LoopBody)) {
      Statement = Block;
      Where.Wrapped = true;
      continue;
    }
    size_t Index = 0;
    for (const Stmt *C : Block->body()) {
      if (C == Statement) {
        Where.Block = Block;
        Where.Index = Index;
        Where.Statement = Statement;
        return Where;
      }
      ++Index;
    }
    break;
  }
  return {};
}

bool ModelContext::isNullPointer(const Expr *E) const {
  return E->isNullPointerConstant(Context, Expr::NPC_ValueDependentIsNotNull) !=
         Expr::NPCK_NotNull;
}

} // namespace paracodex
