//===- ProducerValues.cpp -------------------------------------------------===//
#include "passes/plan/ProducerValues.h"

#include "passes/legality/ReadCoverage.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/Directives.h"
#include "passes/model/LoopParser.h"
#include "passes/model/SymbolKey.h"
#include "passes/plan/TextRefusal.h"
#include "passes/plan/TypeSpelling.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <optional>

using namespace clang;

namespace paracodex {

namespace {

/// A local of the producer's body that the copy replaces by its value: a
/// declaration's initializer, or the assignment that first sets a scalar
/// the loop directive makes private.
struct ValueLocal {
  const VarDecl *Var;
  const Expr *Value;      ///< null for a local declared without a value
  const Stmt *Definition; ///< the assignment, for a private scalar
  const IfStmt *Select = nullptr; ///< an if that chooses values (no Var)
};

/// \p If as one of \p P's ifs that only choose values, or null.
const ControlStatement *localSelect(const TargetRegion &P, const IfStmt *If) {
  for (const ControlStatement &S : P.ControlFlow)
    if (S.Statement == If && S.LocalSelect)
      return &S;
  return nullptr;
}

/// A local declared without a value that an if may set: one scalar of
/// arithmetic type.
bool mayBeSetLater(const VarDecl *V) {
  QualType T = V->getType();
  return T->isArithmeticType() && !T->isAnyComplexType() && !T.isVolatileQualified();
}

/// Checks that the producer's loop body only computes the temporaries: its
/// statements are assignments to them, locals declared with a value and
/// private scalars set once before any use, never assigned again (integers
/// with a polynomial value are in Bindings; the others, \p ValueLocals, are
/// substituted by their value).
llvm::Error checkProducerBody(const Candidate &C, std::vector<ValueLocal> &ValueLocals) {
  const TargetRegion &P = *C.Producer;
  const std::vector<const OMPExecutableDirective *> Chain = nestedChain(P.Directive);
  const std::set<const VarDecl *> Private =
      privateScalars(Chain.empty() ? nullptr : Chain.back());
  // Private scalars an earlier statement names: one read before it is set
  // would see the thread's value from an earlier iteration.
  std::set<const VarDecl *> NamedBefore;
  bool Stored = false; // a temporary is stored before this statement
  const Stmt *Body = P.InnermostBody;
  if (!Body)
    return rewriteFailure(C, "the producer's loop nest is not perfect");
  std::vector<const Stmt *> Statements;
  if (const auto *Block = dyn_cast<CompoundStmt>(Body))
    Statements.assign(Block->body_begin(), Block->body_end());
  else
    Statements.push_back(Body);
  for (const Stmt *S : Statements) {
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls()) {
        const auto *V = dyn_cast<VarDecl>(D);
        if (V && P.Bindings.count(symbolKey(V)))
          continue;
        if (V && !V->hasInit() && mayBeSetLater(V)) {
          ValueLocals.push_back({V, nullptr, nullptr});
          continue;
        }
        if (!V)
          return rewriteFailure(C, "the producer's body declares `" +
                                       (isa<NamedDecl>(D) ? cast<NamedDecl>(D)->getName().str()
                                                          : std::string("?")) +
                                       "`, which is no variable with a value to recompute");
        if (!V->hasInit() || V->getType()->isArrayType())
          return rewriteFailure(C, "the producer's body declares `" + V->getName().str() +
                                       "` without a value to recompute");
        // A brace initializer (`double v = { a[i] };`, a struct) has no
        // text that is one value to copy (third review of session 25,
        // x01_scalar_brace_exit3: the copy did not parse).
        if (isa<InitListExpr>(V->getInit()->IgnoreImplicit()) ||
            V->getType()->isRecordType())
          return rewriteFailure(C, "the producer's body declares `" + V->getName().str() +
                                       "` with a brace initializer or as a struct, which "
                                       "the copy cannot write as one value");
        ValueLocals.push_back({V, V->getInit(), nullptr});
      }
      continue;
    }
    // `x = in[i] * 2.0;` where the directive has `private(x)`: x is a local
    // of the body from here on.
    if (const auto *Assign = dyn_cast<BinaryOperator>(S); Assign && Assign->getOpcode() == BO_Assign)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParens()))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && Private.count(V)) {
          bool ReadsItself = false;
          for (const DeclRefExpr *In : collectNodes<DeclRefExpr>(Assign->getRHS()))
            ReadsItself |= In->getDecl() == V;
          bool Defined = std::any_of(ValueLocals.begin(), ValueLocals.end(),
                                     [&](const ValueLocal &L) { return L.Var == V; });
          if (NamedBefore.count(V) || ReadsItself || Defined)
            return rewriteFailure(C, "the producer reads its private `" + V->getName().str() +
                                         "` before it sets it in the iteration");
          ValueLocals.push_back({V, Assign->getRHS(), S});
          continue;
        }
    for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && Private.count(V))
        NamedBefore.insert(V);
    // An if choosing values of the body's scalars: the copy writes it as
    // conditional expressions, but only for the values stored after it.
    const auto *If = dyn_cast<IfStmt>(S);
    if (const ControlStatement *Select = If ? localSelect(P, If) : nullptr) {
      if (Stored)
        return rewriteFailure(C, "the producer " + Select->Sentence +
                                     " that chooses values after it stores a temporary: the "
                                     "copy would give every store the values chosen last");
      ValueLocals.push_back({nullptr, nullptr, If, If});
      continue;
    }
    // `i1 = 2*j1 - d1;` setting an outer scalar the model took as a binding
    // (StepBindings.h): the copy substitutes its value.
    if (const auto *Assign = dyn_cast<BinaryOperator>(S))
      if (Assign->getOpcode() == BO_Assign)
        if (const auto *Ref = dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParens()))
          if (P.Bindings.count(symbolKey(Ref->getDecl())))
            continue;
    bool IsTempWrite = false;
    for (const ArrayId &T : producerTemporaries(C))
      if (const ArrayAccess *W = producerWrite(P, T))
        IsTempWrite |= W->Assignment == S;
    if (!IsTempWrite && !isa<NullStmt>(S))
      return rewriteFailure(C, "the producer's body does more than compute its temporaries");
    Stored |= IsTempWrite;
  }
  return llvm::Error::success();
}

/// The first of \p Names assigned or incremented inside \p P's body, but
/// for the assignments that define them (\p Definitions).
std::string firstReassigned(const TargetRegion &P, const std::set<std::string> &Names,
                            const std::set<const Stmt *> &Definitions) {
  struct Writes : RecursiveASTVisitor<Writes> {
    const std::set<std::string> &Names;
    const std::set<const Stmt *> &Definitions;
    std::string Found;
    Writes(const std::set<std::string> &Names, const std::set<const Stmt *> &Definitions)
        : Names(Names), Definitions(Definitions) {}
    void note(const Expr *E) {
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
        if (Found.empty() && Names.count(Ref->getDecl()->getName().str()))
          Found = Ref->getDecl()->getName().str();
    }
    bool VisitBinaryOperator(BinaryOperator *B) {
      if (B->isAssignmentOp() && !Definitions.count(B))
        note(B->getLHS());
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->isIncrementDecrementOp())
        note(U->getSubExpr());
      return true;
    }
  } Finder(Names, Definitions);
  Finder.TraverseStmt(const_cast<Stmt *>(P.InnermostBody));
  return Finder.Found;
}

/// The names \p Steps set, theirs and those of the steps in their branches.
void assigned(const std::vector<ProducerValues::ValueStep> &Steps, std::set<std::string> &Names) {
  for (const ProducerValues::ValueStep &Step : Steps) {
    if (!Step.IsSelect)
      Names.insert(Step.Name);
    assigned(Step.Then, Names);
    assigned(Step.Else, Names);
  }
}

/// The most characters the copies of a pair's stored values may take in
/// all. clang-format's line breaker, which formats the fused statement,
/// takes time and memory exponential in the nesting of a long expression
/// (review 28: a 12 KB statement of four nested clamps took 0.75 GB, six
/// took more than 4 GB); the longest fused statement in the testdata (NAS
/// MG's resid) is 3.6 KB.
constexpr size_t MaxCopyLength = 4096;

/// The length the copies of \p C's stored values would have in all, where
/// it is more than MaxCopyLength: the length of each copy ProducerCopy
/// writes, followed step by step as it substitutes (each name's use
/// replaced by its value in parentheses, saturating), times the consumer's
/// reads of that temporary.
std::optional<size_t> longCopies(const ProducerValues &Copy, const Candidate &C) {
  const SourceText &Text = *Copy.Text;
  using Lengths = std::map<std::string, size_t>;
  auto add = [](size_t A, size_t B) { return std::min(A + B, MaxCopyLength * 4); };
  auto length = [&](ByteRange R, const Lengths &Of) {
    size_t L = R.End - R.Begin;
    for (const auto &[Name, Value] : Of)
      for (size_t N = Text.identifierOffsets(R, Name).size(); N; --N)
        L = add(L, Value + 2);
    return L;
  };
  std::function<void(const std::vector<ProducerValues::ValueStep> &, Lengths &)> apply =
      [&](const std::vector<ProducerValues::ValueStep> &Steps, Lengths &Of) {
        for (const ProducerValues::ValueStep &Step : Steps) {
          size_t Value = length(Step.Value, Of);
          if (!Step.IsSelect) {
            if (!Step.Op.empty() && Of.count(Step.Name))
              Value = add(Value, Of[Step.Name] + 4);
            Of[Step.Name] = add(Value, Step.Type.size() + 6);
            continue;
          }
          Lengths Then = Of, Else = Of;
          apply(Step.Then, Then);
          apply(Step.Else, Else);
          std::set<std::string> Changed;
          assigned(Step.Then, Changed);
          assigned(Step.Else, Changed);
          for (const std::string &Name : Changed)
            Of[Name] = add(add(Value, Then.count(Name) ? Then[Name] : 0),
                           add(Else.count(Name) ? Else[Name] : 0, 12));
        }
      };
  Lengths Of;
  apply(Copy.ValueSteps, Of);
  size_t Total = 0;
  for (const auto &[T, Range] : Copy.Stored) {
    auto Reads = C.ReadOrigins.find(T);
    size_t Copies = Reads == C.ReadOrigins.end() ? 1 : std::max<size_t>(Reads->second.size(), 1);
    for (size_t I = 0; I < Copies; ++I)
      Total = add(Total, length(Range, Of));
  }
  if (Total > MaxCopyLength)
    return Total;
  return std::nullopt;
}

} // namespace

std::set<std::string> regionLocals(const TargetRegion &R) {
  std::set<std::string> Names;
  for (const VarDecl *V : collectNodes<VarDecl>(R.Directive))
    Names.insert(V->getName().str());
  return Names;
}

llvm::Expected<ProducerValues> ProducerValues::of(const Candidate &C, const SourceText &Text) {
  const TargetRegion &P = *C.Producer;
  const SourceManager &SM = Text.sourceManager();
  std::vector<ValueLocal> Locals;
  if (llvm::Error E = checkProducerBody(C, Locals))
    return std::move(E);
  std::set<std::string> LoopVars, LoopNames;
  for (const LoopInfo &L : P.Loops) {
    LoopVars.insert(L.Var);
    // The copy is made by substituting tokens: one spelling, one variable.
    if (!LoopNames.insert(L.Name).second)
      return rewriteFailure(C, "the producer has two loop variables named `" + L.Name + "`");
  }
  // Inserted text must not use an outer variable that a consumer local hides.
  std::set<std::string> Hidden = regionLocals(*C.Consumer);
  std::set<std::string> LocalNames;
  std::set<const Stmt *> Definitions;
  for (const ValueLocal &L : Locals) {
    if (L.Var)
      LocalNames.insert(L.Var->getName().str());
    if (L.Select) {
      // Every assignment of a select sets a local the copy follows.
      for (const BinaryOperator *B : collectNodes<BinaryOperator>(L.Select))
        if (B->isAssignmentOp())
          Definitions.insert(B);
    } else if (L.Definition) {
      Definitions.insert(L.Definition);
    }
  }
  if (std::string Name = firstReassigned(P, LocalNames, Definitions); !Name.empty())
    return rewriteFailure(C, "the producer assigns its local `" + Name + "` more than once");
  // The copy puts the value where the local was named: every other use
  // must read it (review 22: `((double &)v += 1.0, v)` became a store to
  // the producer's input).
  std::set<const Expr *> Defining;
  for (const Stmt *D : Definitions)
    Defining.insert(cast<BinaryOperator>(D)->getLHS()->IgnoreParens());
  for (const ValueLocal &L : Locals)
    for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(P.InnermostBody))
      if (L.Var && Ref->getDecl() == L.Var && !Defining.count(Ref) &&
          !onlyReadsValue(Ref, C.Function->Decl->getASTContext()))
        return rewriteFailure(C, "the producer stores to its local `" +
                                     L.Var->getName().str() +
                                     "`, or takes its address or a reference to it");

  ProducerValues Copy;
  Copy.Producer = &P;
  Copy.Text = &Text;
  clang::ASTContext &Context = C.Function->Decl->getASTContext();
  Copy.Context = &Context;
  auto canonical = [](clang::QualType T) { return T.getCanonicalType().getUnqualifiedType(); };
  for (const TargetRegion *R : {&P, C.Consumer}) {
    for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(R->Directive))
      if (isa<VarDecl>(Ref->getDecl()))
        Copy.SymbolTypes[symbolKey(Ref->getDecl())] = canonical(Ref->getDecl()->getType());
    for (const LoopInfo &L : R->Loops)
      if (const VarDecl *V = L.Stmt ? loopVariable(L.Stmt) : nullptr)
        Copy.SymbolTypes[symbolKey(V)] = canonical(V->getType());
  }
  // Every producer loop variable and binding the copy sets: its value is
  // given in its own type, spelled as declared unless the consumer declares
  // a type of that name.
  std::set<std::string> ConsumerTypeNames;
  for (const TypedefNameDecl *D : collectNodes<TypedefNameDecl>(C.Consumer->Directive))
    ConsumerTypeNames.insert(D->getName().str());
  for (const TagDecl *D : collectNodes<TagDecl>(C.Consumer->Directive))
    ConsumerTypeNames.insert(D->getName().str());
  auto noteProducerType = [&](const ValueDecl *D) {
    std::string Key = symbolKey(D);
    Copy.ProducerTypes[Key] = canonical(D->getType());
    clang::QualType Declared = D->getType().getUnqualifiedType();
    // Only a typedef its bare name reaches (the file's, or the function's):
    // `wide::idx` spelled `idx` may name another type (review 31,
    // templates F4); the others are spelled in their canonical type.
    if (const auto *Typedef = Declared->getAs<clang::TypedefType>())
      if (!ConsumerTypeNames.count(Typedef->getDecl()->getName().str()) &&
          (Typedef->getDecl()->getDeclContext()->isTranslationUnit() ||
           Typedef->getDecl()->getDeclContext()->isFunctionOrMethod()) &&
          !(llvm::isa<clang::ElaboratedType>(Declared.getTypePtr()) &&
            llvm::cast<clang::ElaboratedType>(Declared.getTypePtr())->getQualifier()))
        Copy.ProducerTypeSpellings[Key] = Typedef->getDecl()->getName().str();
  };
  for (const LoopInfo &L : P.Loops)
    if (const VarDecl *V = L.Stmt ? loopVariable(L.Stmt) : nullptr)
      if (symbolKey(V) == L.Var)
        noteProducerType(V);
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(P.Directive))
    if (isa<VarDecl>(Ref->getDecl()) && P.Bindings.count(symbolKey(Ref->getDecl())))
      noteProducerType(Ref->getDecl());
  // A binding's value is substituted as text: the outer names it uses
  // (`d` in `i3 = 2*j + d`) must mean the same in the consumer (review
  // reproducers s54_capture_local, s60_capture_loopvar).
  std::set<std::string> ConsumerLoopNames;
  for (const LoopInfo &L : C.Consumer->Loops)
    ConsumerLoopNames.insert(L.Name);
  for (const auto &[Key, Value] : P.Bindings)
    for (const std::string &S : Value.symbols()) {
      if (LoopVars.count(S))
        continue;
      std::string Name = AffineExpr::spelling(S);
      if (Hidden.count(Name) || ConsumerLoopNames.count(Name))
        return rewriteFailure(C, "the consumer declares its own `" + Name +
                                     "`, which would hide the one the value of `" +
                                     AffineExpr::spelling(Key) + "` uses");
      Copy.NamesUsed.insert(Name);
    }
  // Checks one expression that will be copied: the producer's names in it
  // must be spelled in its own text (not in a macro body), and no outer name
  // it uses may be hidden by a consumer local.
  auto checkCopied = [&](const Expr *E, ByteRange Range, const std::string &What,
                         const std::vector<ByteRange> &Replaced = {}) -> llvm::Error {
    for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(E)) {
      // Names inside a read the copy replaces by a value are not copied.
      unsigned At = SM.getFileOffset(SM.getExpansionLoc(Ref->getLocation()));
      if (std::any_of(Replaced.begin(), Replaced.end(),
                      [&](const ByteRange &R) { return R.contains(At); }))
        continue;
      std::string Name = Ref->getDecl()->getName().str();
      std::string Key = symbolKey(Ref->getDecl());
      if (LoopVars.count(Key) || P.Bindings.count(Key) || LocalNames.count(Name)) {
        SourceLocation Spelled = SM.getSpellingLoc(Ref->getLocation());
        if (!SM.isInMainFile(Spelled) || !Range.contains(SM.getFileOffset(Spelled)))
          return rewriteFailure(C, "`" + Name + "` is used inside a macro body in " + What);
        continue;
      }
      if (isa<VarDecl>(Ref->getDecl()) &&
          P.Span.contains(SM.getFileOffset(SM.getExpansionLoc(Ref->getDecl()->getLocation()))))
        return rewriteFailure(C, What + " uses the producer's local `" + Name + "`");
      if (Hidden.count(Name))
        return rewriteFailure(C, "the consumer declares its own `" + Name +
                                     "`, which would hide the one " + What + " uses");
      Copy.NamesUsed.insert(Name);
    }
    return llvm::Error::success();
  };
  // A local declared without a value must be set, on every path, before
  // anything reads it: \p Set holds those that are at a point.
  std::set<const VarDecl *> Unset;
  for (const ValueLocal &L : Locals)
    if (L.Var && !L.Value && !L.Definition)
      Unset.insert(L.Var);
  auto readsOnlySet = [&](const Expr *E, const std::set<const VarDecl *> &Set) -> llvm::Error {
    for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && Unset.count(V) && !Set.count(V))
        return rewriteFailure(C, "the producer may read its local `" + V->getName().str() +
                                     "` where no path has set it");
    return llvm::Error::success();
  };
  // One local set to one value, converted as the declaration or the
  // assignment converts it.
  auto define = [&](const VarDecl *V, const Expr *Value,
                    const std::set<const VarDecl *> &Set) -> llvm::Expected<ValueStep> {
    std::string Name = V->getName().str();
    auto R = Text.fileRange(Value->getSourceRange());
    if (!R)
      return rewriteFailure(C, "the value of the producer's local `" + Name +
                                   "` is partly inside a macro body");
    if (llvm::Error E = checkCopied(Value, *R, "the value of `" + Name + "`"))
      return std::move(E);
    if (llvm::Error E = readsOnlySet(Value, Set))
      return std::move(E);
    ValueStep Step;
    Step.Name = Name;
    Step.Value = *R;
    // The copy converts the value as the declaration did (a reference to
    // const, which only reads, as the type it refers to: ModelContext's
    // onlyReadThrough).
    clang::QualType Held = V->getType().getNonReferenceType().getUnqualifiedType();
    // (Past implicit conversions and a materialized temporary: `const int
    // &v = in[i]` with a double `in` binds a converted copy, review 22.)
    if (!Context.hasSameType(Held.getCanonicalType(),
                             Value->IgnoreImplicit()->getType().getUnqualifiedType()
                                 .getCanonicalType())) {
      auto Spelled = spellForCopy(Held, C, "the local `" + Name + "`");
      if (!Spelled)
        return Spelled.takeError();
      Step.Type = *Spelled;
    }
    return Step;
  };
  // An if that chooses values (LocalSelects.h guarantees its shape): its
  // condition, and the steps of each branch. After it, a local is set if
  // it was before or both branches set it.
  std::function<llvm::Expected<ValueStep>(const IfStmt *, std::set<const VarDecl *> &)> select;
  std::function<llvm::Error(const Stmt *, std::vector<ValueStep> &, std::set<const VarDecl *> &)>
      branch = [&](const Stmt *S, std::vector<ValueStep> &Steps,
                   std::set<const VarDecl *> &Set) -> llvm::Error {
    if (!S || isa<NullStmt>(S))
      return llvm::Error::success();
    if (const auto *Block = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *Child : Block->body())
        if (llvm::Error E = branch(Child, Steps, Set))
          return E;
      return llvm::Error::success();
    }
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      auto Step = select(If, Set);
      if (!Step)
        return Step.takeError();
      Steps.push_back(std::move(*Step));
      return llvm::Error::success();
    }
    const auto *Assign = cast<BinaryOperator>(S);
    const auto *V = cast<VarDecl>(cast<DeclRefExpr>(Assign->getLHS()->IgnoreParens())->getDecl());
    auto Step = define(V, Assign->getRHS(), Set);
    if (!Step)
      return Step.takeError();
    // `v op= e` is `v = (T)(v op e)`: it reads v, and always converts.
    if (Assign->isCompoundAssignmentOp()) {
      if (llvm::Error E = readsOnlySet(Assign->getLHS(), Set))
        return E;
      Step->Op = BinaryOperator::getOpcodeStr(
                     BinaryOperator::getOpForCompoundAssignment(Assign->getOpcode()))
                     .str();
      auto Spelled = spellForCopy(V->getType().getUnqualifiedType(), C,
                                  "the local `" + V->getName().str() + "`");
      if (!Spelled)
        return Spelled.takeError();
      Step->Type = *Spelled;
    }
    Steps.push_back(std::move(*Step));
    Set.insert(V);
    return llvm::Error::success();
  };
  select = [&](const IfStmt *If, std::set<const VarDecl *> &Set) -> llvm::Expected<ValueStep> {
    ValueStep Step;
    Step.IsSelect = true;
    const Expr *Cond = If->getCond();
    auto R = Text.fileRange(Cond->getSourceRange());
    if (!R)
      return rewriteFailure(C, "the condition of an if in the producer is partly inside a "
                               "macro body");
    if (llvm::Error E = checkCopied(Cond, *R, "the condition of an if in the producer"))
      return std::move(E);
    if (llvm::Error E = readsOnlySet(Cond, Set))
      return std::move(E);
    Step.Value = *R;
    std::set<const VarDecl *> ThenSet = Set, ElseSet = Set;
    if (llvm::Error E = branch(If->getThen(), Step.Then, ThenSet))
      return std::move(E);
    if (llvm::Error E = branch(If->getElse(), Step.Else, ElseSet))
      return std::move(E);
    for (const VarDecl *V : ThenSet)
      if (ElseSet.count(V))
        Set.insert(V);
    return Step;
  };
  std::set<const VarDecl *> SetNow;
  for (const ValueLocal &L : Locals) {
    if (L.Var && !L.Value)
      continue; // declared without a value: an if sets it
    auto Step = L.Select ? select(L.Select, SetNow) : define(L.Var, L.Value, SetNow);
    if (!Step)
      return Step.takeError();
    Copy.ValueSteps.push_back(std::move(*Step));
  }
  // Type names the copies spell must mean the same inside the consumer
  // (`sizeof(T)` with the consumer's own `typedef char T;`: review
  // reproducer r9_typedef_shadow).
  std::set<std::string> HiddenTypes;
  for (const TypedefNameDecl *D : collectNodes<TypedefNameDecl>(C.Consumer->Directive))
    HiddenTypes.insert(D->getName().str());
  for (const TagDecl *D : collectNodes<TagDecl>(C.Consumer->Directive))
    HiddenTypes.insert(D->getName().str());
  auto checkTypeNames = [&](ByteRange Range, const std::string &What) -> llvm::Error {
    for (const std::string &Name : HiddenTypes)
      if (!Name.empty() && !Text.identifierOffsets(Range, Name).empty())
        return rewriteFailure(C, "the consumer declares its own type `" + Name +
                                     "`, which would change the meaning of " + What);
    return llvm::Error::success();
  };
  std::function<llvm::Error(const std::vector<ValueStep> &)> checkStepTypes =
      [&](const std::vector<ValueStep> &Steps) -> llvm::Error {
    for (const ValueStep &Step : Steps) {
      if (llvm::Error E = checkTypeNames(Step.Value, Step.IsSelect
                                                         ? "the condition of an if"
                                                         : "the value of `" + Step.Name + "`"))
        return E;
      if (llvm::Error E = checkStepTypes(Step.Then))
        return E;
      if (llvm::Error E = checkStepTypes(Step.Else))
        return E;
    }
    return llvm::Error::success();
  };
  if (llvm::Error E = checkStepTypes(Copy.ValueSteps))
    return std::move(E);
  const std::vector<ArrayId> &Temporaries = producerTemporaries(C);
  auto isTemporary = [&](const ArrayId &Array) {
    return std::find(Temporaries.begin(), Temporaries.end(), Array) != Temporaries.end();
  };
  // The producer's reads of a temporary it wrote earlier in the iteration
  // (ReadCoverage.h) become that temporary's value.
  std::vector<std::pair<ByteRange, ArrayId>> SelfReads;
  for (const ArrayAccess &A : P.Accesses)
    if (A.Kind == AccessKind::Read && isTemporary(A.Array)) {
      auto R = readRange(A, Text);
      if (!R)
        return rewriteFailure(C, "the producer's read `" + A.Text + "` is partly inside a macro body");
      SelfReads.push_back({*R, A.Array});
    }
  for (const ArrayId &T : Temporaries) {
    const ArrayAccess *W = producerWrite(P, T);
    // `a[i] = b[i] = v` stores v in both (converted to b's type, then to
    // a's): only a chain whose left sides all have one type is copied as v.
    std::vector<const Expr *> Through;
    const Expr *Rhs = storedValue(cast<BinaryOperator>(W->Assignment), &Through);
    for (const Expr *Lhs : Through)
      if (!Context.hasSameType(Lhs->getType().getCanonicalType().getUnqualifiedType(),
                               W->Expr->getType().getCanonicalType().getUnqualifiedType()))
        return rewriteFailure(C, "the producer stores in `" + T.name() +
                                     "` through an assignment to a variable of another type");
    // Anything else that changes a variable inside the value would be
    // copied with it (LULESH's `sigxx[i] = sigyy[i] = sigzz[i] = ...`
    // was copied as the assignments it is: session 29).
    for (const BinaryOperator *B : collectNodes<BinaryOperator>(Rhs))
      if (B->isAssignmentOp())
        return rewriteFailure(C, "the expression the producer stores in `" + T.name() +
                                     "` assigns a variable");
    for (const UnaryOperator *U : collectNodes<UnaryOperator>(Rhs))
      if (U->isIncrementDecrementOp())
        return rewriteFailure(C, "the expression the producer stores in `" + T.name() +
                                     "` increments a variable");
    auto R = Text.fileRange(Rhs->getSourceRange());
    if (!R)
      return rewriteFailure(C, "the expression the producer stores in `" + T.name() +
                                   "` is partly inside a macro body");
    std::vector<ByteRange> Replaced;
    for (const auto &[Read, Of] : SelfReads)
      if (R->Begin <= Read.Begin && Read.End <= R->End) {
        Replaced.push_back(Read);
        Copy.SelfReads[T].push_back({Read, Of});
      }
    if (llvm::Error E =
            checkCopied(Rhs, *R, "the producer's expression for `" + T.name() + "`", Replaced))
      return std::move(E);
    if (llvm::Error E = readsOnlySet(Rhs, SetNow))
      return std::move(E);
    if (llvm::Error E = checkTypeNames(*R, "the producer's expression for `" + T.name() + "`"))
      return std::move(E);
    Copy.Stored[T] = *R;
    clang::QualType Element = W->Expr->getType().getUnqualifiedType();
    clang::QualType Value = Rhs->IgnoreImpCasts()->getType().getUnqualifiedType();
    if (Context.hasSameType(Element.getCanonicalType(), Value.getCanonicalType()))
      continue;
    if (!Element->isArithmeticType() || !Value->isArithmeticType())
      return rewriteFailure(C, "`" + T.name() + "` holds " + Element.getAsString() +
                                   " values, but the producer stores a " +
                                   Value.getAsString());
    auto Spelled = spellForCopy(Element, C, "`" + T.name() + "`'s elements");
    if (!Spelled)
      return Spelled.takeError();
    Copy.ConvertTo[T] = *Spelled;
  }
  for (const auto &[Read, Of] : SelfReads) {
    bool Inside = false;
    for (const auto &[T, Reads] : Copy.SelfReads)
      for (const auto &[Range, Name] : Reads)
        Inside |= Range.Begin == Read.Begin;
    if (!Inside)
      return rewriteFailure(C, "the producer reads `" + Of.name() +
                                   "` outside the expressions it stores in its temporaries");
  }
  // The type names the copies spell in conversions (`(real)(...)`) must
  // not be variables the consumer declares (review 28, c59: a consumer's
  // `int real` made the cast not parse).
  auto checkSpelledType = [&](const std::string &Type, const std::string &What) -> llvm::Error {
    for (size_t I = 0; I < Type.size();) {
      if (!std::isalpha(static_cast<unsigned char>(Type[I])) && Type[I] != '_') {
        ++I;
        continue;
      }
      size_t J = I;
      while (J < Type.size() && (std::isalnum(static_cast<unsigned char>(Type[J])) || Type[J] == '_'))
        ++J;
      std::string Word = Type.substr(I, J - I);
      if (Hidden.count(Word) || HiddenTypes.count(Word))
        return rewriteFailure(C, "the consumer declares its own `" + Word +
                                     "`, which would change the meaning of the type `" + Type +
                                     "` " + What + " converts to");
      I = J;
    }
    return llvm::Error::success();
  };
  std::function<llvm::Error(const std::vector<ValueStep> &)> checkStepSpellings =
      [&](const std::vector<ValueStep> &Steps) -> llvm::Error {
    for (const ValueStep &Step : Steps) {
      if (!Step.Type.empty())
        if (llvm::Error E = checkSpelledType(Step.Type, "the value of `" + Step.Name + "`"))
          return E;
      if (llvm::Error E = checkStepSpellings(Step.Then))
        return E;
      if (llvm::Error E = checkStepSpellings(Step.Else))
        return E;
    }
    return llvm::Error::success();
  };
  if (llvm::Error E = checkStepSpellings(Copy.ValueSteps))
    return std::move(E);
  for (const auto &[T, Type] : Copy.ConvertTo)
    if (llvm::Error E = checkSpelledType(Type, "the value stored in `" + T.name() + "`"))
      return std::move(E);
  // Each use of a local copies its whole value, and each if that changes a
  // local copies it three times (condition and both arms): the text may
  // grow exponentially (review 28: six clamps of one local exhausted 4 GB
  // in fuse). The length of the copies is bounded first.
  if (std::optional<size_t> Long = longCopies(Copy, C))
    return rewriteFailure(C, "the copies of the producer's values would take " +
                                 (*Long >= 4 * MaxCopyLength ? "more than " +
                                                                   std::to_string(*Long)
                                                             : std::to_string(*Long)) +
                                 " characters (each read of a temporary copies its value, "
                                 "each use of a local the local's value, each if three of "
                                 "them); paracodex writes at most " +
                                 std::to_string(MaxCopyLength));
  return Copy;
}

std::optional<ByteRange> readRange(const ArrayAccess &Read, const SourceText &Text) {
  if (auto R = Text.replaceableRange(Read.Expr))
    return R;
  if (Read.Parenthesized && Read.Parenthesized != Read.Expr)
    return Text.replaceableRange(Read.Parenthesized);
  return std::nullopt;
}

} // namespace paracodex
