//===- GlobalTemporaries.cpp ----------------------------------------------===//
#include "passes/legality/GlobalTemporaries.h"

#include "passes/legality/ProgramScope.h"

#include "passes/model/AstQueries.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <set>
#include <vector>

using namespace clang;

namespace paracodex {
namespace {

/// Every mention of the variable in the file, and those that are items of
/// data directives that only allocate or delete its device copy.
struct GlobalUses : RecursiveASTVisitor<GlobalUses> {
  const VarDecl *Canonical;
  std::vector<const DeclRefExpr *> Refs;
  std::set<const DeclRefExpr *> StorageMaps;
  explicit GlobalUses(const VarDecl *G) : Canonical(G->getCanonicalDecl()) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && V->getCanonicalDecl() == Canonical)
      Refs.push_back(Ref);
    return true;
  }
  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    if (!isa<OMPTargetEnterDataDirective, OMPTargetExitDataDirective, OMPTargetDataDirective>(D))
      return true;
    for (const OMPClause *C : D->clauses()) {
      const auto *Map = dyn_cast<OMPMapClause>(C);
      if (!Map)
        continue;
      OpenMPMapClauseKind Kind = Map->getMapType();
      if (Kind != OMPC_MAP_alloc && Kind != OMPC_MAP_release && Kind != OMPC_MAP_delete)
        continue;
      // Only the item's base (`work` in `work[0:n]`): a reference in a
      // bound is evaluated on the host (review 31, globals 03).
      for (const Expr *Item : Map->varlists()) {
        const Expr *Base = Item->IgnoreParenImpCasts();
        while (true) {
          if (const auto *Section = dyn_cast<ArraySectionExpr>(Base))
            Base = Section->getBase()->IgnoreParenImpCasts();
          else if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Base))
            Base = Subscript->getBase()->IgnoreParenImpCasts();
          else
            break;
        }
        if (const auto *Ref = dyn_cast<DeclRefExpr>(Base))
          StorageMaps.insert(Ref);
      }
    }
    return true;
  }
  /// Whatever else may reach the storage without naming the variable: an
  /// alias attribute naming it, inline assembly (review 31, globals 08,
  /// 09).
  std::string OtherName;
  bool VisitDecl(Decl *D) {
    if (const auto *A = D->getAttr<AliasAttr>(); A && A->getAliasee() == Canonical->getName())
      OtherName = "an alias attribute names it";
    if (isa<FileScopeAsmDecl>(D))
      OtherName = "the file has assembly, which may name it";
    return true;
  }
  bool VisitAsmStmt(AsmStmt *) {
    OtherName = "the file has assembly, which may name it";
    return true;
  }
};

/// The first parent of \p S that is not a paren or an implicit cast, and
/// the child on the way (\p Below).
const Stmt *parentOf(ASTContext &Context, const Stmt *S, const Stmt **Below) {
  const Stmt *Cur = S;
  while (true) {
    const Stmt *Up = nullptr;
    for (const DynTypedNode &N : Context.getParents(*Cur)) {
      Up = N.get<Stmt>();
      if (Up)
        break;
    }
    if (!Up || !(isa<ParenExpr>(Up) || isa<ImplicitCastExpr>(Up))) {
      *Below = Cur;
      return Up;
    }
    Cur = Up;
  }
}

bool isLibraryCall(const CallExpr *Call, llvm::StringRef Name) {
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  return Callee && Callee->getIdentifier() && Callee->getName() == Name &&
         Callee->getDeclContext()->getRedeclContext()->isTranslationUnit();
}

/// What the mention \p Ref does, when it only manages the storage:
/// "allocation", "free", "null test", "sizeof"; empty otherwise.
std::string storageUse(ASTContext &Context, const DeclRefExpr *Ref) {
  // Inside `sizeof`: nothing is evaluated.
  for (const Stmt *Cur = Ref;;) {
    const Stmt *Up = nullptr;
    for (const DynTypedNode &N : Context.getParents(*Cur)) {
      Up = N.get<Stmt>();
      if (Up)
        break;
    }
    if (!Up || !isa<Expr>(Up))
      break;
    // (Not of a variable-length array: that operand is evaluated, review
    // 31, globals 02.)
    if (const auto *Trait = dyn_cast<UnaryExprOrTypeTraitExpr>(Up);
        Trait && Trait->getKind() == UETT_SizeOf) {
      if (Trait->getTypeOfArgument()->isVariablyModifiedType())
        return "";
      return "sizeof";
    }
    Cur = Up;
  }
  const Stmt *Below = nullptr;
  const Stmt *Up = parentOf(Context, Ref, &Below);
  if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(Up);
      Assign && Assign->getOpcode() == BO_Assign && Assign->getLHS()->IgnoreParens() == Ref) {
    // `g = malloc(...)` as a statement of its own.
    const auto *Call = dyn_cast<CallExpr>(Assign->getRHS()->IgnoreParenCasts());
    const Stmt *Below2 = nullptr;
    const Stmt *Statement = parentOf(Context, Assign, &Below2);
    // (A block that is no statement expression's: its last statement's
    // value would be a second name, review 31, globals 05.)
    const Stmt *Below3 = nullptr;
    bool OwnStatement = isa_and_nonnull<CompoundStmt>(Statement) &&
                        !isa_and_nonnull<StmtExpr>(parentOf(Context, Statement, &Below3));
    if ((isLibraryCall(Call, "malloc") || isLibraryCall(Call, "calloc")) && OwnStatement)
      return "allocation";
    return "";
  }
  if (const auto *Call = dyn_cast_or_null<CallExpr>(Up);
      Call && isLibraryCall(Call, "free") && Call->getNumArgs() == 1 &&
      Call->getArg(0)->IgnoreParenImpCasts() == Ref)
    return "free";
  if (const auto *Test = dyn_cast_or_null<BinaryOperator>(Up);
      Test && Test->isEqualityOp()) {
    const Expr *Other = Test->getLHS()->IgnoreParenImpCasts() == Ref ? Test->getRHS()
                                                                     : Test->getLHS();
    if (Other->isNullPointerConstant(Context, Expr::NPC_ValueDependentIsNotNull))
      return "null test";
  }
  if (const auto *Not = dyn_cast_or_null<UnaryOperator>(Up); Not && Not->getOpcode() == UO_LNot)
    return "null test";
  if (const auto *If = dyn_cast_or_null<IfStmt>(Up); If && If->getCond() == Below)
    return "null test";
  return "";
}

} // namespace

GlobalStorageProof onlyThePairUses(const VarDecl *G, const TargetRegion &P,
                                   const TargetRegion &Q) {
  GlobalStorageProof Proof;
  std::string Name = "`" + G->getName().str() + "`";
  if (!G->hasGlobalStorage() || G->isStaticLocal() || G->getType().isVolatileQualified() ||
      G->getType()->isReferenceType()) {
    Proof.Why = Name + " is not a plain variable of the file";
    return Proof;
  }
  // Under --whole-program a variable of external linkage that no other
  // file names is the file's own (ProgramScope.h); the proof says so.
  std::string Owned;
  if (G->isExternallyVisible() && !ownedByFile(G, Owned)) {
    Proof.Why = Name + " is visible outside this file (not `static`)" +
                (Owned.empty() ? "" : " (" + Owned + ")");
    return Proof;
  }
  // A section's `__start_`/`__stop_` symbols, which the linker makes,
  // reach it by no name of its own (review 32, section_global).
  for (const VarDecl *D : G->redecls())
    if (D->hasAttr<SectionAttr>()) {
      Proof.Why = Name + " is placed in a named section, whose bounds the linker names";
      return Proof;
    }
  // A class's static member is also reached as `obj.m` and `this->m`,
  // which name no variable (review 31, globals 04).
  if (G->isStaticDataMember()) {
    Proof.Why = Name + " is a static member of a class";
    return Proof;
  }
  // A pointer that starts out pointing at other storage gives it a second
  // name (review 31, globals 01: `static double *work = buf;`).
  for (const VarDecl *D : G->redecls())
    if (const Expr *Init = D->getInit();
        Init && !(G->getType()->isPointerType() &&
                  Init->isNullPointerConstant(G->getASTContext(),
                                              Expr::NPC_ValueDependentIsNotNull))) {
      Proof.Why = Name + " has an initializer: what it starts as may have another name";
      return Proof;
    }
  ASTContext &Context = G->getASTContext();
  const SourceManager &SM = Context.getSourceManager();
  GlobalUses Uses(G);
  Uses.TraverseDecl(Context.getTranslationUnitDecl());
  if (!Uses.OtherName.empty()) {
    Proof.Why = Name + " may be reached without its name: " + Uses.OtherName;
    return Proof;
  }
  std::set<std::string> Kinds;
  for (const DeclRefExpr *Ref : Uses.Refs) {
    SourceLocation At = SM.getExpansionLoc(Ref->getBeginLoc());
    if (At.isValid() && SM.isInMainFile(At)) {
      unsigned Offset = SM.getFileOffset(At);
      if (P.Span.contains(Offset) || Q.Span.contains(Offset))
        continue;
    }
    if (Uses.StorageMaps.count(Ref)) {
      Kinds.insert("data directives that allocate or delete its device copy");
      continue;
    }
    std::string Kind = storageUse(Context, Ref);
    if (Kind.empty()) {
      Proof.Why = Name + " is used at line " + std::to_string(presumedLine(SM, At)) +
                  ", outside the two regions: code there may read what the producer stores";
      return Proof;
    }
    Kinds.insert(Kind);
  }
  Proof.OnlyThePair = true;
  Proof.Why = Name + (Owned.empty() ? " is `static`" : " is the file's own (" + Owned + ")") +
              " and nothing in the file uses it but the two regions";
  if (!Kinds.empty()) {
    std::string List;
    for (const std::string &K : Kinds)
      List += (List.empty() ? "" : ", ") + K;
    Proof.Why += " and its storage's management (" + List + ")";
  }
  return Proof;
}

} // namespace paracodex
