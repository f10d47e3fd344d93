//===- InstantiationAgreement.cpp ---------------------------------------------===//
#include "passes/plan/InstantiationAgreement.h"

#include "passes/legality/DecisionRules.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>

using namespace clang;

namespace paracodex {

namespace {

/// The type parameters of the templates \p F instantiates (its own, and
/// its class's), by the canonical spelling of the argument each received:
/// `float` -> `T` in `smooth<float>`. An argument two parameters share
/// names both.
std::map<std::string, std::string> parameterOfArgument(const FunctionDecl &F) {
  std::map<std::string, std::string> Names;
  const ASTContext &Ctx = F.getASTContext();
  auto Add = [&](const TemplateParameterList *Params, llvm::ArrayRef<TemplateArgument> Args) {
    if (!Params)
      return;
    for (size_t I = 0; I < Params->size() && I < Args.size(); ++I)
      if (Args[I].getKind() == TemplateArgument::Type && Params->getParam(I)->getIdentifier()) {
        std::string &Name = Names[canonicalSpelling(Args[I].getAsType().getCanonicalType(), Ctx)];
        Name += (Name.empty() ? "" : "|") + Params->getParam(I)->getName().str();
      }
  };
  if (const TemplateArgumentList *Args = F.getTemplateSpecializationArgs())
    if (const FunctionTemplateDecl *T = F.getPrimaryTemplate())
      Add(T->getTemplateParameters(), Args->asArray());
  for (const DeclContext *DC = F.getDeclContext(); DC; DC = DC->getParent())
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(DC))
      if (const auto *T = S->getSpecializedTemplateOrPartial().dyn_cast<ClassTemplateDecl *>())
        Add(T->getTemplateParameters(), S->getTemplateArgs().asArray());
  return Names;
}

/// How the rewrite would spell \p T (a template parameter by its name).
/// With \p Operator, the type of an operator's result, which no rewrite
/// spells and whose parameter sugar clang may drop (`v + w` of two `T`s
/// is `float`): its canonical type, named by the parameter whose argument
/// it is when one is.
std::string shapeSpelling(QualType T, const ASTContext &Ctx, const FunctionDecl &Within,
                          const std::map<std::string, std::string> &Parameters, bool Operator) {
  std::string Spelled = templateParameterSpelling(T.getUnqualifiedType(), Ctx, &Within)
                            .value_or(canonicalSpelling(T, Ctx));
  if (!Operator)
    return Spelled;
  auto It = Parameters.find(canonicalSpelling(T.getCanonicalType(), Ctx));
  return It == Parameters.end() ? Spelled : It->second;
}

/// One line per node of \p S, in order: its class, its type as the
/// rewrite would spell it (shapeSpelling), and what distinguishes nodes of
/// one class (operator, conversion, name, declared type).
void appendShape(const Stmt *S, const ASTContext &Ctx, const FunctionDecl &Within,
                 const std::map<std::string, std::string> &Parameters, std::string &Out) {
  if (!S) {
    Out += "null\n";
    return;
  }
  Out += S->getStmtClassName();
  if (const auto *E = dyn_cast<Expr>(S)) {
    bool Operator = isa<BinaryOperator, UnaryOperator, AbstractConditionalOperator>(E) ||
                    (isa<ImplicitCastExpr>(E) &&
                     isa<BinaryOperator, UnaryOperator, AbstractConditionalOperator>(
                         cast<ImplicitCastExpr>(E)->getSubExpr()->IgnoreParens()));
    Out += " : " + shapeSpelling(E->getType(), Ctx, Within, Parameters, Operator) +
           (E->isLValue() ? " lvalue" : "");
  }
  if (const auto *Cast = dyn_cast<CastExpr>(S))
    Out += std::string(" ") + Cast->getCastKindName();
  if (const auto *B = dyn_cast<BinaryOperator>(S))
    Out += " " + B->getOpcodeStr().str();
  if (const auto *U = dyn_cast<UnaryOperator>(S))
    Out += std::string(" ") + UnaryOperator::getOpcodeStr(U->getOpcode()).str();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    Out += " " + Ref->getDecl()->getNameAsString();
  if (const auto *Member = dyn_cast<MemberExpr>(S))
    Out += " ." + Member->getMemberDecl()->getNameAsString();
  Out += "\n";
  if (const auto *Decls = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : Decls->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V) {
        Out += "decl\n";
        continue;
      }
      Out += "var " + V->getNameAsString() + " : " +
             shapeSpelling(V->getType(), Ctx, Within, Parameters, false) + "\n";
      appendShape(V->getInit(), Ctx, Within, Parameters, Out);
    }
    return;
  }
  if (const auto *Captured = dyn_cast<CapturedStmt>(S)) {
    appendShape(Captured->getCapturedStmt(), Ctx, Within, Parameters, Out);
    return;
  }
  for (const Stmt *Child : S->children())
    appendShape(Child, Ctx, Within, Parameters, Out);
}

/// The shape of \p C's regions in its instantiation: their clauses'
/// expressions and their bodies.
std::string pairShape(const Candidate &C) {
  const FunctionDecl &F = *C.Function->Decl;
  const ASTContext &Ctx = F.getASTContext();
  std::map<std::string, std::string> Parameters = parameterOfArgument(F);
  std::string Out;
  for (const TargetRegion *R : {C.Producer, C.Consumer}) {
    for (const OMPClause *Clause : R->Directive->clauses()) {
      Out += "clause " + std::to_string(static_cast<unsigned>(Clause->getClauseKind())) + "\n";
      for (const Stmt *Child : Clause->children())
        appendShape(Child, Ctx, F, Parameters, Out);
    }
    appendShape(R->Directive->getInnermostCapturedStmt()->getCapturedStmt(), Ctx, F, Parameters,
                Out);
  }
  return Out;
}

/// The template's own directive at \p R's place.
const OMPExecutableDirective *patternDirective(const FunctionDecl &Pattern,
                                               const TargetRegion &R) {
  for (const auto *D : collectNodes<OMPExecutableDirective>(Pattern.getBody()))
    if (D->getBeginLoc() == R.Directive->getBeginLoc())
      return D;
  return nullptr;
}

/// Where an expression is in the text: instantiations keep the template's
/// locations.
using Place = std::pair<unsigned, unsigned>;
Place placeOf(const Expr *E) {
  return {E->getBeginLoc().getRawEncoding(), E->getEndLoc().getRawEncoding()};
}

/// The first integer expression of the instantiation's region \p R that is
/// a constant there but, in the template's own region \p D, depends on a
/// template argument (`N`, `sizeof(T)`, a `static const int W = sizeof(T)`,
/// `width<T>()`, `Traits<T>::w`): the model folds such a constant into the
/// bounds and tests it writes (ExprToAffine.cpp), so the text would hold
/// this instantiation's value.
const Expr *takesArgumentAsValue(const TargetRegion &R, const OMPExecutableDirective &D,
                                 const ASTContext &Ctx) {
  std::set<Place> Dependent;
  for (const auto *E : collectNodes<Expr>(&D))
    if (E->isValueDependent() || isa<SizeOfPackExpr, PackExpansionExpr>(E))
      Dependent.insert(placeOf(E));
  for (const auto *E : collectNodes<Expr>(R.Directive)) {
    if (isa<SubstNonTypeTemplateParmExpr>(E))
      return E;
    if (!Dependent.count(placeOf(E)) || E->isValueDependent() ||
        !E->getType()->isIntegralOrEnumerationType())
      continue;
    Expr::EvalResult Result;
    if (E->EvaluateAsInt(Result, Ctx))
      return E;
  }
  return nullptr;
}

/// The first integer variable \p R declares or names whose type comes from
/// a template argument (`I j = i - 5`, `typename Box<U>::type k`, `auto`):
/// the copy spells the values of integer locals and loop variables in
/// their types as this instantiation has them (ProducerCopy::typedValue),
/// and whether it converts at all depends on them.
const VarDecl *integerOfArgumentType(const TargetRegion &R, const ASTContext &Ctx) {
  std::vector<const VarDecl *> Vars;
  for (const auto *V : collectNodes<VarDecl>(R.Directive))
    Vars.push_back(V);
  for (const auto *Ref : collectNodes<DeclRefExpr>(R.Directive))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      Vars.push_back(V);
  for (const VarDecl *V : Vars)
    if (V->getType()->isIntegralOrEnumerationType() &&
        comesFromTemplateArgument(V->getType(), Ctx))
      return V;
  return nullptr;
}

/// A temporary of \p C that the template's text uses more often than this
/// instantiation does: code the instantiation discards (an `if constexpr`
/// branch) uses it, and deleting the temporary would leave that text
/// naming nothing (review 31, templates F2).
const VarDecl *usedInDiscardedCode(const Candidate &C) {
  const FunctionDecl &Pattern = *C.Function->Pattern;
  const FunctionDecl *Inst = C.Function->Decl;
  if (!Pattern.getBody() || !Inst || !Inst->getBody())
    return nullptr;
  // Host code's uses, and the directives: an instantiation's directives
  // hold implicit clauses and captures the template's do not.
  std::function<size_t(const Stmt *, const VarDecl *)> uses = [&](const Stmt *S,
                                                                  const VarDecl *V) {
    if (!S || isa<OMPExecutableDirective>(S))
      return size_t(0);
    size_t N = 0;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      N += Ref->getDecl() == V;
    for (const Stmt *Child : S->children())
      N += uses(Child, V);
    return N;
  };
  if (collectNodes<OMPExecutableDirective>(Pattern.getBody()).size() !=
      collectNodes<OMPExecutableDirective>(Inst->getBody()).size())
    return C.Function->array(C.Temporaries.front())
               ? dyn_cast_or_null<VarDecl>(C.Function->array(C.Temporaries.front())->Decl)
               : nullptr;
  for (const ArrayId &T : C.Temporaries) {
    const ArrayVariable *A = C.Function->array(T);
    const auto *V = A ? dyn_cast_or_null<VarDecl>(A->Decl) : nullptr;
    if (!V)
      continue;
    // The template's own declaration at the same place.
    const VarDecl *Own = nullptr;
    if (const auto *Param = dyn_cast<ParmVarDecl>(V)) {
      if (Param->getFunctionScopeIndex() < Pattern.getNumParams())
        Own = Pattern.getParamDecl(Param->getFunctionScopeIndex());
    } else {
      for (const auto *D : collectNodes<VarDecl>(Pattern.getBody()))
        if (D->getLocation() == V->getLocation())
          Own = D;
    }
    if (!Own || uses(Pattern.getBody(), Own) > uses(Inst->getBody(), V))
      return V;
  }
  return nullptr;
}

/// Why the template's text of \p C's regions cannot be written from one
/// instantiation; nothing when it can.
std::optional<std::string> valueFromArgument(const Candidate &C) {
  const FunctionDecl &Pattern = *C.Function->Pattern;
  const ASTContext &Ctx = C.Function->Decl->getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  auto Line = [&](SourceLocation L) { return std::to_string(SM.getExpansionLineNumber(L)); };
  if (const VarDecl *V = usedInDiscardedCode(C))
    return "the template's text uses `" + V->getNameAsString() +
           "` where `" + C.Function->Instantiation +
           "` has no code (a discarded `if constexpr` branch, or a use the model cannot match): "
           "deleting it would leave that text naming nothing";
  for (const TargetRegion *R : {C.Producer, C.Consumer}) {
    if (!R->Directive)
      return std::string("a region of the template was not parsed as a directive");
    const OMPExecutableDirective *D = patternDirective(Pattern, *R);
    if (!D)
      return "the template's own region at line " + Line(R->Directive->getBeginLoc()) +
             " was not found";
    if (const Expr *E = takesArgumentAsValue(*R, *D, Ctx))
      return "the region at line " + Line(D->getBeginLoc()) +
             " takes a template argument as a value (line " + Line(E->getBeginLoc()) +
             "): the fused text would hold the value of one instantiation";
    if (const VarDecl *V = integerOfArgumentType(*R, Ctx))
      return "the integer `" + V->getNameAsString() + "` (line " + Line(V->getLocation()) +
             ") has a type that comes from a template argument: the copy would spell its "
             "values in one instantiation's type";
  }
  return std::nullopt;
}

/// \p O is \p C's pair in another instantiation: the same regions of the
/// template's text, and the same kind.
bool samePair(const Candidate &C, const Candidate &O) {
  return O.Kind == C.Kind && O.Producer->Span.Begin == C.Producer->Span.Begin &&
         O.Consumer->Span.Begin == C.Consumer->Span.Begin;
}

} // namespace

void agreeAcrossInstantiations(const ProgramModel &Program, std::vector<Candidate> &Candidates,
                               const std::vector<FusionPlan> &Plans,
                               const std::vector<Candidate> &Others,
                               const std::vector<FusionPlan> &OtherPlans) {
  for (size_t I = 0; I < Candidates.size(); ++I) {
    Candidate &C = Candidates[I];
    const FunctionModel &F = *C.Function;
    if (!F.Pattern || !C.legal())
      continue;
    if (std::optional<std::string> Why = valueFromArgument(C)) {
      C.Refusals.push_back({EveryInstantiationRule, *Why});
      continue;
    }
    std::string Shape = pairShape(C);
    // Each other instantiation of the template: its pair at these regions.
    std::map<const FunctionModel *, const Candidate *> Found;
    for (const Candidate &O : Others)
      if (O.Function->Pattern == F.Pattern && samePair(C, O))
        Found[O.Function] = &O;
    // Every other instantiation, with candidates or not (one where the
    // consumer's read is discarded by `if constexpr` has none: review 30).
    for (const FunctionModel &G : Program.OtherInstantiations) {
      if (G.Pattern != F.Pattern)
        continue;
      auto It = Found.find(&G);
      std::string In = "in `" + G.Instantiation + "`: ";
      if (It == Found.end()) {
        C.Refusals.push_back({EveryInstantiationRule,
                              In + "the two regions are no " +
                                  candidateKindName(C.Kind) + " pair"});
        continue;
      }
      const Candidate &O = *It->second;
      for (const Refusal &R : O.Refusals)
        C.Refusals.push_back({R.Rule, In + R.Message});
      if (!O.legal())
        continue;
      const FusionPlan &Mine = Plans[I], &Theirs = OtherPlans[&O - &Others[0]];
      if (Mine.Chosen != Theirs.Chosen || !(C.OverlapChecks == O.OverlapChecks))
        C.Refusals.push_back({EveryInstantiationRule,
                              In + "the plan differs from `" + F.Instantiation +
                                  "`'s (strategy or run-time test): one text cannot be both"});
      else if (pairShape(O) != Shape)
        C.Refusals.push_back(
            {EveryInstantiationRule,
             In + "its regions convert or type values unlike `" + F.Instantiation +
                 "`'s (the same text means different operations): one fused text cannot "
                 "serve both"});
    }
  }
}

} // namespace paracodex
