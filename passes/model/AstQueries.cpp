//===- AstQueries.cpp -----------------------------------------------------===//
#include "passes/model/AstQueries.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/Type.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace paracodex {

unsigned presumedLine(const SourceManager &SM, SourceLocation Loc) {
  SourceLocation At = SM.getExpansionLoc(Loc);
  PresumedLoc P = SM.getPresumedLoc(At);
  return P.isValid() ? P.getLine() : SM.getExpansionLineNumber(At);
}

namespace {
const char *const PureFunctions[] = {
    "sqrt",  "sqrtf", "fabs",  "fabsf", "exp",   "expf",  "log",  "logf",
    "sin",   "sinf",  "cos",   "cosf",  "tan",   "pow",   "powf", "fmin",
    "fmax",  "fminf", "fmaxf", "floor", "ceil",  "abs",   "labs", "fma",
    "cbrt",  "tanh",  "atan",  "atan2", "exp2",  "log2",  "log10", "round",
    "trunc", "copysign", "hypot", "erf",
    // C99 <math.h>, found missing in the corpus (HeCBench heat's
    // `sin(acos(-1.0) * x)`, session 25).
    "acos", "acosf", "asin", "asinf", "atanf", "atan2f", "sinh", "sinhf", "cosh", "coshf",
    "tanf", "tanhf", "expm1", "expm1f", "log1p", "log1pf", "log2f", "log10f", "exp2f",
    "cbrtf", "floorf", "ceilf", "roundf", "truncf", "fmod", "fmodf", "copysignf", "hypotf",
    "erff", "erfc", "erfcf", "fdim", "fdimf", "fmaf", "llabs",
    "omp_get_team_num", "omp_get_thread_num",
    "omp_get_num_teams", "omp_get_num_threads", "omp_is_initial_device"};

} // namespace

bool isPureFunction(StringRef Name) {
  for (const char *P : PureFunctions)
    if (Name == P)
      return true;
  // `__builtin_fabs` is `fabs`; `__builtin_memset` writes memory.
  if (Name.consume_front("__builtin_"))
    return Name == "expect" || Name == "assume" || isPureFunction(Name);
  return false;
}

const Expr *stripCasts(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      E = Cast->getSubExpr();
      continue;
    }
    return E;
  }
}

const ValueDecl *referencedDecl(const Expr *E) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(stripCasts(E)))
    return Ref->getDecl();
  return nullptr;
}

std::vector<const Expr *> lvalueTargets(const Expr *E) {
  std::vector<const Expr *> Result;
  std::vector<const Expr *> Work{E};
  while (!Work.empty()) {
    const Expr *X = stripCasts(Work.back());
    Work.pop_back();
    if (!X)
      continue;
    if (const auto *C = dyn_cast<ConditionalOperator>(X)) {
      Work.push_back(C->getTrueExpr());
      Work.push_back(C->getFalseExpr());
    } else if (const auto *B = dyn_cast<BinaryOperator>(X);
               B && (B->getOpcode() == BO_Comma || B->isAssignmentOp())) {
      Work.push_back(B->getOpcode() == BO_Comma ? B->getRHS() : B->getLHS());
    } else if (const auto *U = dyn_cast<UnaryOperator>(X);
               U && (U->getOpcode() == UO_PreInc || U->getOpcode() == UO_PreDec)) {
      Work.push_back(U->getSubExpr());
    } else {
      Result.push_back(X);
    }
  }
  return Result;
}

std::string libraryCallee(const CallExpr *Call) {
  const FunctionDecl *F = Call->getDirectCallee();
  if (!F)
    return "";
  // libstdc++'s <cmath> defines the `float` and `long double` overloads
  // inline (`std::fabs(float)` calls `__builtin_fabsf`): a body in a
  // system header is still the library's (HeCBench easyWave, session 25).
  // A body of the user's is the user's, even under a builtin's name (an
  // `erf` the file defines: review 34b).
  if (const FunctionDecl *Def = F->getDefinition())
    if (!Def->getASTContext().getSourceManager().isInSystemHeader(Def->getLocation()))
      return "";
  if (F->getBuiltinID())
    return F->getName().str();
  // A C library function: C linkage (or in std), declared, not defined here.
  // `acct::free` or a `malloc` this file defines is the user's own (review
  // reproducers free_by_name, malloc_by_name).
  bool Std = F->getDeclContext()->getRedeclContext()->isStdNamespace();
  if (!(F->isExternC() || Std))
    return "";
  return F->getName().str();
}

std::string calleeName(const CallExpr *Call) {
  // getNameAsString: an overloaded operator or a conversion has no plain
  // identifier (`operator+` was printed as ``).
  if (const FunctionDecl *F = Call->getDirectCallee())
    return F->getNameAsString();
  return "<indirect call>";
}

bool isArrayLike(QualType T) {
  return T->isPointerType() || T->isArrayType();
}

const Expr *storedValue(const BinaryOperator *Assign, std::vector<const Expr *> *Through) {
  const Expr *Value = Assign->getRHS();
  while (const auto *Inner = dyn_cast<BinaryOperator>(Value->IgnoreParenImpCasts())) {
    if (Inner->getOpcode() != BO_Assign)
      break;
    if (Through)
      Through->push_back(Inner->getLHS());
    Value = Inner->getRHS();
  }
  return Value;
}

const ValueDecl *pointerBase(const Expr *E) {
  E = stripCasts(E);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) {
      if (B->getLHS()->getType()->isPointerType())
        return pointerBase(B->getLHS());
      if (B->getOpcode() == BO_Add && B->getRHS()->getType()->isPointerType())
        return pointerBase(B->getRHS());
    }
    return nullptr;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf)
      if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(U->getSubExpr()->IgnoreParens()))
        return pointerBase(Sub->getBase());
    // `*(*(y + i) + j)`: a row of a pointer-to-array, still inside `y`.
    // A loaded pointer (`*pp` of a `double **`) is not: it points
    // wherever the stored value does (third review, reproducer cs2).
    if (U->getOpcode() == UO_Deref && U->getType()->isArrayType())
      return pointerBase(U->getSubExpr());
    return nullptr;
  }
  // `*(y[i] + j)`: the same for a row `y[i]` of an array of arrays; an
  // element of an array of pointers (`xs[0]`) is a loaded pointer.
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E))
    return Sub->getType()->isArrayType() ? pointerBase(Sub->getBase()) : nullptr;
  const ValueDecl *D = referencedDecl(E);
  return D && isArrayLike(D->getType()) ? D : nullptr;
}

const ValueDecl *baseVariable(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Section = dyn_cast<ArraySectionExpr>(E))
      E = Section->getBase();
    else if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
      E = Subscript->getBase();
    else if (const auto *Member = dyn_cast<MemberExpr>(E))
      E = Member->getBase();
    else
      break;
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  return Ref ? Ref->getDecl() : nullptr;
}

const Stmt *parentPastCasts(const Stmt *S, ASTContext &Context) {
  while (true) {
    auto Parents = Context.getParents(*S);
    const Stmt *Up = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (Up && (isa<ImplicitCastExpr>(Up) || isa<ParenExpr>(Up))) {
      S = Up;
      continue;
    }
    return Up;
  }
}

/// Whether \p Associated (the declaration a parameter was substituted
/// for) is \p Within's own template or specialization (deduction
/// substitutes the parameters' types for the function template itself), or
/// a class template or specialization around it.
static bool isOwnTemplate(const clang::Decl *Associated, const clang::Decl *Within) {
  if (!Associated || !Within)
    return false;
  const clang::Decl *Own = Associated->getCanonicalDecl();
  if (Own == Within->getCanonicalDecl())
    return true;
  if (const auto *F = dyn_cast<clang::FunctionDecl>(Within))
    if (const clang::FunctionTemplateDecl *T = F->getPrimaryTemplate())
      if (Own == T->getCanonicalDecl())
        return true;
  if (!isa<clang::ClassTemplateSpecializationDecl, clang::ClassTemplateDecl>(Own))
    return false;
  for (const clang::DeclContext *DC = Within->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *D = dyn_cast<clang::Decl>(DC))
      if (D->getCanonicalDecl() == Own)
        return true;
  return false;
}

/// The name the definition of \p Within (the text the rewrite edits) gives
/// the template parameter at \p Param's depth and index: an out-of-line
/// member may name the class's `T` `Real`, a forward declaration `U` what
/// the definition calls `T` (review 31, templates F3). None for a
/// parameter no text names (C++20's `auto` parameters, F5).
static std::optional<std::string>
parameterNameInDefinition(const clang::TemplateTypeParmDecl &Param, const clang::Decl *Within) {
  const auto *F = dyn_cast_or_null<clang::FunctionDecl>(Within);
  if (!F)
    return std::nullopt;
  const clang::FunctionDecl *Def = F->getTemplateInstantiationPattern();
  if (!Def)
    Def = F;
  std::vector<const clang::TemplateParameterList *> Lists;
  // Lists written on an out-of-line definition come first: its body is
  // written under those names.
  for (unsigned I = 0; I < Def->getNumTemplateParameterLists(); ++I)
    Lists.push_back(Def->getTemplateParameterList(I));
  if (const clang::FunctionTemplateDecl *Own = Def->getDescribedFunctionTemplate())
    Lists.push_back(Own->getTemplateParameters());
  if (Def->getNumTemplateParameterLists() == 0)
    for (const clang::DeclContext *DC = Def->getDeclContext(); DC; DC = DC->getParent())
      if (const auto *Record = dyn_cast<clang::CXXRecordDecl>(DC)) {
        if (const clang::ClassTemplateDecl *Class = Record->getDescribedClassTemplate())
          Lists.push_back(Class->getTemplateParameters());
        else if (const auto *Partial =
                     dyn_cast<clang::ClassTemplatePartialSpecializationDecl>(Record))
          Lists.push_back(Partial->getTemplateParameters());
      }
  for (const clang::TemplateParameterList *List : Lists) {
    if (!List || Param.getIndex() >= List->size())
      continue;
    const auto *Named = dyn_cast<clang::TemplateTypeParmDecl>(List->getParam(Param.getIndex()));
    if (!Named || Named->getDepth() != Param.getDepth())
      continue;
    if (Named->isImplicit() || !Named->getIdentifier())
      return std::nullopt;
    return Named->getName().str();
  }
  return std::nullopt;
}

std::optional<std::string> templateParameterSpelling(clang::QualType T,
                                                     const clang::ASTContext &Ctx,
                                                     const clang::Decl *Within) {
  // Through typedefs and other sugar one step at a time (each keeps the
  // qualifiers), to the substituted parameter or a pointer or reference.
  while (true) {
    const clang::Type *Ty = T.getTypePtr();
    std::string Quals = T.getLocalQualifiers().getAsString();
    if (const auto *S = dyn_cast<clang::SubstTemplateTypeParmType>(Ty)) {
      const clang::TemplateTypeParmDecl *Param = S->getReplacedParameter();
      if (!Param || !isOwnTemplate(S->getAssociatedDecl(), Within))
        return std::nullopt;
      std::optional<std::string> Name = parameterNameInDefinition(*Param, Within);
      if (!Name)
        return std::nullopt;
      return (Quals.empty() ? "" : Quals + " ") + *Name;
    }
    if (isa<clang::PointerType, clang::ReferenceType>(Ty)) {
      std::optional<std::string> Inner =
          templateParameterSpelling(Ty->getPointeeType(), Ctx, Within);
      if (!Inner)
        return std::nullopt;
      const char *Mark = isa<clang::PointerType>(Ty)          ? " *"
                         : isa<clang::LValueReferenceType>(Ty) ? " &"
                                                               : " &&";
      return *Inner + Mark + (Quals.empty() ? "" : " " + Quals);
    }
    clang::QualType Next = T.getSingleStepDesugaredType(Ctx);
    if (Next == T)
      return std::nullopt;
    T = Next;
  }
}

bool comesFromTemplateArgument(clang::QualType T, const clang::ASTContext &Ctx) {
  while (true) {
    const clang::Type *Ty = T.getTypePtr();
    if (isa<clang::SubstTemplateTypeParmType, clang::DecltypeType, clang::AutoType,
            clang::TypeOfExprType>(Ty))
      return true;
    // `typename Tr::real`: the argument is in the qualifier, which the
    // desugared type no longer shows (review 31, templates F1).
    if (const auto *Elaborated = dyn_cast<clang::ElaboratedType>(Ty))
      for (const clang::NestedNameSpecifier *Q = Elaborated->getQualifier(); Q;
           Q = Q->getPrefix())
        if (const clang::Type *Prefix = Q->getAsType())
          if (comesFromTemplateArgument(clang::QualType(Prefix, 0), Ctx))
            return true;
    if (const auto *Special = dyn_cast<clang::TemplateSpecializationType>(Ty))
      for (const clang::TemplateArgument &A : Special->template_arguments())
        if (A.getKind() == clang::TemplateArgument::Type &&
            comesFromTemplateArgument(A.getAsType(), Ctx))
          return true;
    if (isa<clang::PointerType, clang::ReferenceType>(Ty))
      return comesFromTemplateArgument(Ty->getPointeeType(), Ctx);
    if (const auto *Array = dyn_cast<clang::ArrayType>(Ty))
      return comesFromTemplateArgument(Array->getElementType(), Ctx);
    clang::QualType Next = T.getSingleStepDesugaredType(Ctx);
    if (Next == T)
      return false;
    T = Next;
  }
}

std::string canonicalSpelling(clang::QualType T, const clang::ASTContext &Ctx) {
  clang::PrintingPolicy Policy(Ctx.getLangOpts());
  return T.getCanonicalType().getUnqualifiedType().getAsString(Policy);
}

bool vlaSizeHasSideEffects(clang::QualType T, clang::ASTContext &Ctx) {
  while (!T.isNull()) {
    if (const auto *VLA = Ctx.getAsVariableArrayType(T)) {
      if (const clang::Expr *Size = VLA->getSizeExpr())
        if (Size->HasSideEffects(Ctx) || sideEffectInVlaSizes(Size, Ctx))
          return true;
      T = VLA->getElementType();
    } else if (const auto *Array = Ctx.getAsArrayType(T)) {
      T = Array->getElementType();
    } else if (T->isPointerType()) {
      T = T->getPointeeType();
    } else {
      return false;
    }
  }
  return false;
}

bool sideEffectInVlaSizes(const clang::Expr *E, clang::ASTContext &Ctx) {
  for (const clang::Stmt *S : collectNodes<clang::Stmt>(E)) {
    clang::QualType T;
    if (const auto *Size = llvm::dyn_cast<clang::UnaryExprOrTypeTraitExpr>(S))
      T = Size->getTypeOfArgument();
    else if (const auto *Cast = llvm::dyn_cast<clang::ExplicitCastExpr>(S))
      T = Cast->getTypeAsWritten();
    else if (const auto *Literal = llvm::dyn_cast<clang::CompoundLiteralExpr>(S))
      T = Literal->getType();
    if (!T.isNull() && T->isVariablyModifiedType() && vlaSizeHasSideEffects(T, Ctx))
      return true;
  }
  return false;
}

bool hasSideEffects(const clang::Expr *E, clang::ASTContext &Ctx) {
  return E->HasSideEffects(Ctx) || sideEffectInVlaSizes(E, Ctx);
}

bool onlyReadsValue(const clang::Expr *E, clang::ASTContext &Ctx) {
  const Stmt *Cur = E;
  while (true) {
    auto Parents = Ctx.getParents(*Cur);
    const Stmt *P = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(P)) {
      if (Cast->getCastKind() == CK_LValueToRValue)
        return true;
      if (Cast->getCastKind() != CK_NoOp)
        return false;
    } else if (const auto *Member = dyn_cast_or_null<MemberExpr>(P)) {
      const auto *Field = dyn_cast<FieldDecl>(Member->getMemberDecl());
      if (Member->isArrow() || !Field || Field->isMutable())
        return false;
    } else if (!isa_and_nonnull<ParenExpr>(P)) {
      return false;
    }
    Cur = P;
  }
}

std::vector<std::pair<const ValueDecl *, SourceLocation>> variableChanges(const Stmt *S) {
  std::vector<std::pair<const ValueDecl *, SourceLocation>> Changes;
  auto add = [&](const Expr *E, SourceLocation At) {
    if (const ValueDecl *D = E ? referencedDecl(E->IgnoreParenImpCasts()) : nullptr)
      Changes.push_back({D, At});
  };
  for (const BinaryOperator *B : collectNodes<BinaryOperator>(S))
    if (B->isAssignmentOp())
      add(B->getLHS(), B->getOperatorLoc());
  for (const UnaryOperator *U : collectNodes<UnaryOperator>(S))
    if (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf)
      add(U->getSubExpr(), U->getOperatorLoc());
  for (const VarDecl *V : collectNodes<VarDecl>(S))
    if (V->getType()->isReferenceType() && V->hasInit())
      add(V->getInit(), V->getLocation());
  // (Session 25's third review: sa01_asm_moved_copy, r01_asm_loopvar.)
  for (const GCCAsmStmt *Asm : collectNodes<GCCAsmStmt>(S))
    for (unsigned I = 0; I < Asm->getNumOutputs(); ++I)
      add(Asm->getOutputExpr(I), Asm->getBeginLoc());
  return Changes;
}

} // namespace paracodex
