//===- HorizontalLayout.cpp -----------------------------------------------===//
#include "passes/plan/HorizontalLayout.h"

#include "passes/legality/ClauseFacts.h"
#include "passes/legality/IterationIndependence.h"
#include "passes/legality/MovableStatements.h"
#include "passes/legality/RecomputedReads.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/LoopParser.h"
#include "passes/plan/ClauseMerge.h"
#include "passes/plan/TextRefusal.h"

#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <algorithm>
#include <optional>

using namespace clang;

namespace paracodex {

namespace {

const Stmt *associated(const OMPExecutableDirective *D) {
  return D->hasAssociatedStmt() ? D->getInnermostCapturedStmt()->getCapturedStmt()
                                : nullptr;
}

/// The directives of \p R from `target` down to the one that holds the loop
/// nest; empty when a level's block holds anything besides the next level,
/// which deleting the second region would lose.
std::vector<const OMPExecutableDirective *> directiveLevels(const TargetRegion &R) {
  std::vector<const OMPExecutableDirective *> Levels{R.Directive};
  while (!isOpenMPLoopDirective(Levels.back()->getDirectiveKind())) {
    const Stmt *S = associated(Levels.back());
    if (const auto *Block = dyn_cast_or_null<CompoundStmt>(S))
      S = Block->size() == 1 ? Block->body_front() : nullptr;
    const auto *Next = dyn_cast_or_null<OMPExecutableDirective>(S);
    if (!Next)
      return {};
    Levels.push_back(Next);
  }
  return Levels;
}

std::vector<const LoopInfo *> collapsedNest(const TargetRegion &R) {
  std::vector<const LoopInfo *> Nest;
  for (const LoopInfo &L : R.Loops)
    if (L.InCollapsedNest && L.Stmt)
      Nest.push_back(&L);
  return Nest;
}

/// Names a compound body declares at its top level (they are in scope for
/// whatever follows them in the block): variables, types, tags and an
/// enum's constants (review 24: `enum { SCALE = 3 };` and a typedef in the
/// first body took over the second's names, ks05_enum_shadow,
/// ks12_typedef_shadow).
std::set<std::string> topLevelNames(const Stmt *Body) {
  std::set<std::string> Names;
  if (const auto *Block = dyn_cast<CompoundStmt>(Body))
    for (const Stmt *S : Block->body())
      if (const auto *DS = dyn_cast<DeclStmt>(S))
        for (const Decl *D : DS->decls()) {
          if (const auto *Named = dyn_cast<NamedDecl>(D); Named && Named->getIdentifier())
            Names.insert(Named->getName().str());
          if (const auto *Enum = dyn_cast<EnumDecl>(D))
            for (const EnumConstantDecl *Constant : Enum->enumerators())
              Names.insert(Constant->getName().str());
        }
  return Names;
}

/// The name of the type \p T spells, past pointers, arrays and qualifiers:
/// a typedef's or a tag's; empty for a builtin.
std::string typeName(QualType T) {
  while (!T.isNull()) {
    if (const auto *Typedef = T->getAs<TypedefType>())
      return Typedef->getDecl()->getName().str();
    if (const auto *Tag = T->getAs<TagType>())
      return Tag->getDecl()->getName().str();
    if (T->isPointerType())
      T = T->getPointeeType();
    else if (const ArrayType *Array = T->getAsArrayTypeUnsafe())
      T = Array->getElementType();
    else
      break;
  }
  return "";
}

/// Names \p Body refers to or declares, macro expansions included: its
/// variables, functions and enum constants, the types of its declarations,
/// casts and sizeofs, and every name it declares.
std::set<std::string> referencedNames(const Stmt *Body) {
  std::set<std::string> Names;
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Body))
    Names.insert(Ref->getDecl()->getName().str());
  for (const Expr *E : collectNodes<Expr>(Body)) {
    Names.insert(typeName(E->getType()));
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E))
      Names.insert(typeName(Cast->getTypeAsWritten()));
    if (const auto *Size = dyn_cast<UnaryExprOrTypeTraitExpr>(E); Size && Size->isArgumentType())
      Names.insert(typeName(Size->getArgumentType()));
  }
  for (const DeclStmt *DS : collectNodes<DeclStmt>(Body))
    for (const Decl *D : DS->decls()) {
      if (const auto *Named = dyn_cast<NamedDecl>(D); Named && Named->getIdentifier())
        Names.insert(Named->getName().str());
      if (const auto *Value = dyn_cast<ValueDecl>(D))
        Names.insert(typeName(Value->getType()));
      if (const auto *Enum = dyn_cast<EnumDecl>(D))
        for (const EnumConstantDecl *Constant : Enum->enumerators())
          Names.insert(Constant->getName().str());
    }
  Names.erase("");
  return Names;
}

/// Labels \p Body declares: a function's labels share one scope, so a label
/// of one body may not be declared by the other (review 24, ks08_labels).
std::set<std::string> labelNames(const Stmt *Body) {
  std::set<std::string> Names;
  for (const LabelStmt *L : collectNodes<LabelStmt>(Body))
    Names.insert(L->getName());
  return Names;
}

/// Finds the layout of \p C, or why the text cannot take the fusion.
class LayoutFinder {
public:
  LayoutFinder(const Candidate &C, const SourceText &Text, HorizontalLayout &Layout)
      : C(C), Text(Text), SM(Text.sourceManager()), A(*C.Producer), B(*C.Consumer), Layout(Layout) {}

  llvm::Error run() {
    if (llvm::Error E = locate())
      return E;
    Scan1 = CodeScan::of(Body1);
    Scan2 = CodeScan::of(Body2);
    Uses1 = CodeScan::of(associated(LevelsA.front())).vars();
    Uses2 = CodeScan::of(associated(LevelsB.front())).vars();
    for (size_t I = 0; I < NestA.size(); ++I) {
      // The second body computes with the first's loop variables: they must
      // have its own variables' types (review 26: an `int i` for a `size_t j`
      // changes what `j - 5` and `sizeof(j)` mean).
      const VarDecl *VA = loopVariable(NestA[I]->Stmt), *VB = loopVariable(NestB[I]->Stmt);
      if (!VA || !VB)
        return rewriteFailure(C, "the loop variable of a region's loop `" + NestB[I]->Name +
                                     "` is not declared or set by its loop");
      ASTContext &Ctx = VA->getASTContext();
      if (!Ctx.hasSameType(VA->getType().getCanonicalType().getUnqualifiedType(),
                           VB->getType().getCanonicalType().getUnqualifiedType()))
        return rewriteFailure(C, "the loop variables `" + NestA[I]->Name + "` (" +
                                     canonicalSpelling(VA->getType(), Ctx) + ") and `" +
                                     NestB[I]->Name + "` (" +
                                     canonicalSpelling(VB->getType(), Ctx) +
                                     ") have different types");
      if (NestB[I]->Name != NestA[I]->Name) {
        // The new name must mean nothing else in the second body: not a
        // type it uses (`sizeof(k)`), nor a name it declares (review 24,
        // b08, b09, b64).
        if (!Text.identifierOffsets(Inner2, NestA[I]->Name).empty() ||
            referencedNames(NestB.back()->Stmt->getBody()).count(NestA[I]->Name))
          return rewriteFailure(C, "the second body already uses the name `" + NestA[I]->Name +
                                       "`, which its loop variable `" + NestB[I]->Name +
                                       "` would be renamed to");
        Renames[NestB[I]->Name] = NestA[I]->Name;
      }
    }
    if (Scan1.OwnContinue)
      return rewriteFailure(
          C, "the first body has a `continue`, which would skip the second body");
    // What the first hands back first: it says why more precisely than a
    // clause merge would. Then in this order: the merged clauses say which
    // variables stay private.
    if (llvm::Error E = checkBounds())
      return E;
    if (llvm::Error E = mergeDirectives())
      return E;
    if (llvm::Error E = checkRenames())
      return E;
    if (llvm::Error E = checkCaptures())
      return E;
    if (llvm::Error E = checkAssignments())
      return E;
    if (llvm::Error E = boxNest())
      return E;
    if (llvm::Error E = recompute())
      return E;
    return llvm::Error::success();
  }

private:
  const Candidate &C;
  const SourceText &Text;
  const SourceManager &SM;
  const TargetRegion &A, &B;
  HorizontalLayout &Layout;
  std::vector<const OMPExecutableDirective *> &LevelsA = Layout.LevelsA, &LevelsB = Layout.LevelsB;
  std::vector<const LoopInfo *> &NestA = Layout.NestA, &NestB = Layout.NestB;
  const Stmt *&Body1 = Layout.Body1, *&Body2 = Layout.Body2;
  ByteRange &Range1 = Layout.Range1, &Inner2 = Layout.Inner2, &Whole1 = Layout.Whole1, &Whole2 = Layout.Whole2;
  CodeScan Scan1, &Scan2 = Layout.Scan2;
  VarSet Uses1, Uses2, PrivateToBoth;
  std::map<std::string, std::string> &Renames = Layout.Renames;
  std::vector<std::pair<unsigned, std::string>> &ClauseInsertions = Layout.ClauseInsertions;
  std::set<std::string> &Inserted = Layout.Inserted;

  unsigned offsetOf(SourceLocation Loc) const {
    return SM.getFileOffset(SM.getExpansionLoc(Loc));
  }
  bool declaredIn(const ValueDecl *D, ByteRange R) const {
    return R.contains(offsetOf(D->getLocation()));
  }

  /// Finds the directives, nests, bodies and their bytes.
  llvm::Error locate() {
    if (A.DirectiveKind != B.DirectiveKind)
      return rewriteFailure(C, "the regions are written in different directive forms (`" +
                                   A.DirectiveKind + "` and `" + B.DirectiveKind + "`)");
    LevelsA = directiveLevels(A);
    LevelsB = directiveLevels(B);
    for (auto [R, Levels] : {std::pair(&A, &LevelsA), std::pair(&B, &LevelsB)})
      if (Levels->empty())
        return rewriteFailure(
            C, "the region at line " + std::to_string(R->Span.Line) +
                   " holds statements besides its directives and loop nest");
    NestA = collapsedNest(A);
    NestB = collapsedNest(B);
    if (NestA.empty() || NestA.size() != NestB.size())
      return rewriteFailure(C, "the regions do not iterate over the same loop nest");
    // The rewrite edits the loop headers' text (a `{` after the first's,
    // the second's deleted): none may come from a macro (review 24,
    // b59_macro_header: `EACH(i)`).
    for (const auto *Nest : {&NestA, &NestB})
      for (const LoopInfo *L : *Nest)
        if (L->Stmt->getForLoc().isMacroID() || L->Stmt->getRParenLoc().isMacroID())
          return rewriteFailure(C, "the loop header at line " + std::to_string(L->Span.Line) +
                                       " is written by a macro");
    Body1 = NestA.back()->Stmt->getBody();
    Body2 = NestB.back()->Stmt->getBody();
    auto R1 = Text.statementRange(Body1), R2 = Text.statementRange(Body2);
    auto W1 = Text.statementRange(associated(LevelsA.front()));
    auto W2 = Text.statementRange(associated(LevelsB.front()));
    if (!R1 || !R2 || !W1 || !W2)
      return rewriteFailure(C,
                            "a region's loop nest or body is partly inside a macro body");
    Range1 = *R1;
    Whole1 = *W1;
    Whole2 = *W2;
    // The second body's statements, without its braces.
    Inner2 = isa<CompoundStmt>(Body2) ? ByteRange{R2->Begin + 1, R2->End - 1} : *R2;
    // Between the regions: blanks, comments and the host statements the
    // fusion moves above the first (movable-between) only.
    unsigned GapBegin = Whole1.End;
    for (const clang::Stmt *S : statementsBetween(A, B)) {
      auto R = Text.statementRange(S);
      if (!R || R->Begin < GapBegin)
        return rewriteFailure(C, "a statement between the regions is partly inside a macro");
      if (Text.hasTokensBesideLineDirectives({GapBegin, R->Begin}))
        return rewriteFailure(C, "a line that is not blank or a comment (a preprocessor "
                                 "line?) stands between the regions");
      if (preprocessorLine(*R, [](llvm::StringRef) { return true; }))
        return rewriteFailure(C, "a statement between the regions holds a preprocessor line");
      // Above a run-time overlap test, a declaration of `uintptr_t` would
      // hide the type the test's macro casts to (review 36).
      if (const auto *DS = llvm::dyn_cast<clang::DeclStmt>(S); DS && !C.OverlapChecks.empty())
        for (const clang::Decl *D : DS->decls())
          if (const auto *N = llvm::dyn_cast<clang::NamedDecl>(D); N && N->getName() == "uintptr_t")
            return rewriteFailure(C, "a declaration between the regions hides `uintptr_t`, "
                                     "which the run-time overlap test uses");
      Layout.Moved.push_back(*R);
      // What a moved statement names is still used: its declaration stays
      // (review 34: `int m = 2;` above the regions, `k = m;` moved, lost `m`).
      for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(S))
        Layout.Inserted.insert(Ref->getDecl()->getName().str());
      GapBegin = R->End;
    }
    if (Text.hasTokensBesideLineDirectives({GapBegin, Text.lineStart(B.Span.Begin)}))
      return rewriteFailure(C, "a line that is not blank or a comment (a preprocessor "
                               "line?) stands between the regions");
    // The second region's pragma and loop headers are deleted: a `#define`
    // among them would go too (review 24, b24_second_pragma_define,
    // b25_inner_loop_define). And a directive written as `_Pragma(...)`
    // has no pragma line to edit (b03, b04).
    for (const TargetRegion *R : {&A, &B}) {
      unsigned Begin = offsetOf(R->Directive->getBeginLoc());
      if (!Text.code().substr(Begin).starts_with("#") ||
          Text.code().slice(Text.lineStart(Begin), Begin).trim().size())
        return rewriteFailure(C, "the region at line " + std::to_string(R->Span.Line) +
                                     " is not written as a `#pragma` line of its own");
    }
    for (ByteRange Headers : {ByteRange{Text.lineStart(B.Span.Begin), Inner2.Begin},
                              ByteRange{Inner2.End, Whole2.End}})
      if (preprocessorLine(Headers, [](llvm::StringRef Line) {
            return !Line.starts_with("#pragma omp");
          }))
        return rewriteFailure(C, "a preprocessor line inside the second region's "
                                 "directive and loop headers would be deleted with them");
    // A `#define` or `#undef` in the first body changes what the code
    // after it means: the second region's loop bounds, once they are the
    // first's (review of session 25, macro_redefined_loop_bound). Under an
    // overlap test the fused copy precedes the original regions, so a line
    // in either body would apply to them (macro_redefined_in_body_else_copy).
    // In the second body alone it stays after all it applied to before
    // (review20_macro_redefined_in_consumer).
    std::vector<ByteRange> Scanned{Whole1};
    if (!C.OverlapChecks.empty())
      Scanned.push_back(Whole2);
    for (ByteRange Region : Scanned)
      if (auto At = preprocessorLine({Text.lineStart(Region.Begin), Region.End},
                                     [](llvm::StringRef Line) {
                                       return !Line.drop_front().ltrim().starts_with("pragma");
                                     }))
        return rewriteFailure(C, "a preprocessor line inside a region (line " +
                                     std::to_string(Text.lineNumber(*At)) +
                                     ") would apply to code the fusion moves");
    return llvm::Error::success();
  }

  /// The start of the first line in \p Range that begins with `#` and that
  /// \p Counts accepts (given the line without its indentation).
  std::optional<unsigned> preprocessorLine(ByteRange Range,
                                           llvm::function_ref<bool(llvm::StringRef)> Counts) {
    for (unsigned At = Range.Begin; At < Range.End;) {
      unsigned LineEnd = std::min<unsigned>(Range.End, Text.code().find('\n', At));
      llvm::StringRef Line = Text.code().slice(At, LineEnd).ltrim();
      // `%:` is the digraph of `#` (review 34).
      std::string Hashed = Line.starts_with("%:") ? "#" + Line.drop_front(2).str() : Line.str();
      if (llvm::StringRef(Hashed).starts_with("#") && Counts(Hashed))
        return At;
      At = LineEnd + 1;
    }
    return std::nullopt;
  }

  /// Each level of the first directive gains the second's clauses.
  llvm::Error mergeDirectives() {
    ShapeFacts Shape;
    for (const TargetRegion *R : {&A, &B})
      for (const OMPExecutableDirective *D : collectNodes<OMPExecutableDirective>(R->Directive))
        for (const OMPClause *Clause : D->clauses())
          Shape.AnyReduction |= isa_and_nonnull<OMPReductionClause>(Clause);
    if (C.Function)
      Shape.SecondDependence =
          dependenceAcrossIterations(*C.Function, B, /*ProveArraysApart=*/!C.SecondArraysTested);
    for (size_t K = 0; K < LevelsA.size(); ++K) {
      auto Merged = mergeClauses(*LevelsA[K], *LevelsB[K], Uses1, Uses2, Text, Shape);
      if (!Merged)
        return rewriteFailure(C, llvm::toString(Merged.takeError()));
      PrivateToBoth.insert(Merged->PrivateToBoth.begin(), Merged->PrivateToBoth.end());
      Inserted.insert(Merged->Names.begin(), Merged->Names.end());
      if (!Merged->Added.empty())
        ClauseInsertions.push_back(
            {Text.pragmaEnd(offsetOf(LevelsA[K]->getBeginLoc())), Merged->Added});
    }
    return llvm::Error::success();
  }

  /// Renaming is by token, so every token spelled as an old loop variable in
  /// the second body must be a use of it, and every use must be such a token
  /// (not hidden in a macro body, where renaming cannot reach).
  llvm::Error checkRenames() {
    std::set<std::string> Declared2;
    for (const VarDecl *V : Scan2.Decls)
      Declared2.insert(V->getName().str());
    for (const auto &[Old, New] : Renames) {
      if (Declared2.count(New))
        return rewriteFailure(C, "the second body declares its own `" + New +
                                     "`, so its loop variable `" + Old +
                                     "` cannot be renamed to that");
      std::set<unsigned> Uses;
      for (const DeclRefExpr *Ref : Scan2.Refs) {
        if (Ref->getDecl()->getName() != Old || declaredIn(Ref->getDecl(), Inner2))
          continue;
        SourceLocation Spelled = SM.getSpellingLoc(Ref->getLocation());
        if (!SM.isInMainFile(Spelled) || !Inner2.contains(SM.getFileOffset(Spelled)))
          return rewriteFailure(C, "the second body uses its loop variable `" + Old +
                                       "` inside a macro body, where it cannot be "
                                       "renamed to `" +
                                       New + "`");
        Uses.insert(SM.getFileOffset(Spelled));
      }
      for (unsigned Offset : Text.identifierOffsets(Inner2, Old))
        if (!Uses.count(Offset))
          return rewriteFailure(C, "`" + Old + "` in the second body (line " +
                                       std::to_string(Text.lineNumber(Offset)) +
                                       ") is not its loop variable: renaming it to `" +
                                       New + "` would change what it names");
    }
    return llvm::Error::success();
  }

  /// In the fused body the second body sits in the first's scope: the
  /// first's loop variables and the first body's top-level declarations
  /// must not take over a name the second body uses or declares.
  llvm::Error checkCaptures() {
    std::set<std::string> Top1 = topLevelNames(Body1);
    std::set<std::string> Loop2;
    for (const LoopInfo *L : NestB)
      Loop2.insert(L->Name);
    for (const LoopInfo *L : NestA)
      if (Top1.count(L->Name))
        return rewriteFailure(C, "the first body declares its own `" + L->Name +
                                     "`, which would hide the loop variable from the "
                                     "second body");
    for (const DeclRefExpr *Ref : Scan2.Refs) {
      std::string Name = Ref->getDecl()->getName().str();
      if (Loop2.count(Name) || declaredIn(Ref->getDecl(), Inner2))
        continue;
      bool LoopVarOfFirst = false;
      for (const LoopInfo *L : NestA)
        LoopVarOfFirst |= L->Name == Name;
      if (LoopVarOfFirst || Top1.count(Name))
        return rewriteFailure(C, "the second body's `" + Name +
                                     "` would refer to the first region's own `" + Name +
                                     "`");
    }
    for (const std::string &Name : topLevelNames(Body2))
      if (Top1.count(Name))
        return rewriteFailure(C, "both bodies declare `" + Name + "` in the same block");
    // What the first body declares is in scope for the second: a name the
    // second spells anywhere (a type, an enum constant, a variable), or
    // refers to through a macro, would now be the first's. Declarations
    // that are not declaration statements (`sizeof(struct q { ... })`,
    // `(enum { K = 7 })1`) and using-directives are in scope too (review
    // 24, b44, b45, b61): a first body that declares a type or namespace
    // anywhere is not moved next to another.
    for (const char *Keyword : {"struct", "union", "enum", "typedef", "using", "namespace",
                                "class"})
      if (!Text.identifierOffsets(Range1, Keyword).empty())
        return rewriteFailure(C, std::string("the first body declares a type or names a "
                                             "namespace (`") +
                                     Keyword + "`), which the second body's names could meet");
    std::set<std::string> Referenced2 = referencedNames(Body2);
    for (const std::string &Name : Top1)
      if (!Text.identifierOffsets(Inner2, Name).empty() || Referenced2.count(Name))
        return rewriteFailure(C, "the first body declares `" + Name +
                                     "`, which would take over that name in the second body");
    std::set<std::string> Labels2 = labelNames(Body2);
    for (const std::string &Name : labelNames(Body1))
      if (Labels2.count(Name))
        return rewriteFailure(C, "both bodies declare the label `" + Name + "`");
    return llvm::Error::success();
  }

  bool isLoopVar(const std::string &Name) const {
    for (const auto *Nest : {&NestA, &NestB})
      for (const LoopInfo *L : *Nest)
        if (L->Name == Name)
          return true;
    return false;
  }

  /// Variables one body assigns outside itself.
  VarSet assignedOutside(const CodeScan &Scan, ByteRange Body) const {
    VarSet Vars;
    for (const DeclRefExpr *Ref : Scan.Assigned)
      if (!declaredIn(Ref->getDecl(), Body) &&
          !isLoopVar(Ref->getDecl()->getName().str()) &&
          !PrivateToBoth.count(Ref->getDecl()))
        Vars.insert(Ref->getDecl());
    return Vars;
  }

  /// A scalar one body assigns and the other uses was each region's own
  /// copy; fused, one thread's copy would carry one body's value into the
  /// other (reduction and private variables both name stay separate).
  llvm::Error checkAssignments() {
    for (const ValueDecl *V : assignedOutside(Scan2, Inner2))
      if (Uses1.count(V))
        return rewriteFailure(C, "the second body assigns `" + V->getName().str() +
                                     "`, which the first region uses");
    for (const ValueDecl *V : assignedOutside(Scan1, Range1))
      if (Uses2.count(V))
        return rewriteFailure(C, "the first body assigns `" + V->getName().str() +
                                     "`, which the second region uses");
    return llvm::Error::success();
  }

  /// The second nest is replaced by the first, whose bounds are evaluated
  /// before the first region runs: none of them may be a value the first
  /// region hands back. Nor may the second's clause expressions
  /// (`num_teams(t[3])`), which the fused directive evaluates before the
  /// first body too.
  llvm::Error checkBounds() {
    VarSet Back;
    for (const OMPExecutableDirective *D : LevelsA) {
      VarSet V = writtenBack(*D);
      Back.insert(V.begin(), V.end());
    }
    for (const LoopInfo *L : NestB)
      for (const Stmt *Part :
           {L->Stmt->getInit(), static_cast<const Stmt *>(L->Stmt->getCond()),
            static_cast<const Stmt *>(L->Stmt->getInc())})
        for (const ValueDecl *V : CodeScan::of(Part).vars())
          if (Back.count(V))
            return rewriteFailure(
                C, "the first region hands `" + V->getName().str() +
                       "` back, and the second region's loop bounds read it");
    for (const OMPExecutableDirective *D : LevelsB)
      for (const OMPClause *Clause : D->clauses()) {
        // Lists of variables name them without reading their values.
        if (!Clause || Clause->isImplicit() ||
            isa<OMPIsDevicePtrClause, OMPHasDeviceAddrClause, OMPPrivateClause,
                OMPFirstprivateClause, OMPLastprivateClause, OMPSharedClause,
                OMPReductionClause, OMPLinearClause, OMPDependClause>(Clause))
          continue;
        std::vector<const Stmt *> Parts = clauseExpressions(Clause);
        // A map's sections are read where the directive starts
        // (`map(to: b[0:len])`: review 24, ks51_map_len_scalar); the
        // variable it maps is not read.
        if (const auto *Map = dyn_cast<OMPMapClause>(Clause))
          for (const Expr *Item : Map->varlists())
            for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Item))
              if (Ref->getDecl() != baseVariable(Item) && Back.count(Ref->getDecl()))
                return rewriteFailure(C, "the first region hands `" +
                                             Ref->getDecl()->getName().str() +
                                             "` back, and a map of the second region reads it");
        if (Parts.empty() || isa<OMPMapClause>(Clause))
          continue;
        for (size_t I = 0; I < Parts.size() && I < 64; ++I)
          for (const DeclRefExpr *Ref : Parts[I] ? collectNodes<DeclRefExpr>(Parts[I])
                                                 : std::vector<const DeclRefExpr *>()) {
            // clang moves the expression into a captured variable: follow it.
            if (const auto *Captured = dyn_cast<OMPCapturedExprDecl>(Ref->getDecl()))
              if (Captured->getInit())
                Parts.push_back(Captured->getInit());
            if (Back.count(Ref->getDecl()))
              return rewriteFailure(C, "the first region hands `" +
                                           Ref->getDecl()->getName().str() +
                                           "` back, and a clause of the second region reads it");
          }
      }
    return llvm::Error::success();
  }

  /// Where the loops of the two nests cover different ranges, the first's
  /// header is rewritten to run over both (the smaller start, the larger
  /// end, by `?:` on the bounds as written unless both are constants) and
  /// each body is tested against its own bounds. same-iteration-space has
  /// judged that this keeps the meaning.
  llvm::Error boxNest() {
    for (size_t I = 0; I < NestA.size(); ++I) {
      const LoopInfo &LA = *NestA[I], &LB = *NestB[I];
      if (sameRange(LA, LB))
        continue;
      LoopLimits XA = loopLimits(LA.Stmt), XB = loopLimits(LB.Stmt);
      if (!XA.Start || !XB.Start)
        return rewriteFailure(C, "the loop over `" + LA.Name + "` is not written as `i = a; i < b`");
      std::optional<ByteRange> RangeSA = Text.replaceableRange(XA.Start),
                               RangeBA = Text.replaceableRange(XA.Bound),
                               RangeSB = Text.replaceableRange(XB.Start),
                               RangeBB = Text.replaceableRange(XB.Bound),
                               RangeCond = Text.replaceableRange(LA.Stmt->getCond());
      if (!RangeSA || !RangeBA || !RangeSB || !RangeBB || !RangeCond)
        return rewriteFailure(C, "a bound of the loops over `" + LA.Name + "` and `" + LB.Name +
                                     "` is partly inside a macro body");
      // A bound as an operand: in parentheses unless it is one token or
      // has its own, and cast to the loop variable's type where it has
      // another (same-iteration-space accepts only bounds whose test
      // compares in that type, so the cast keeps the test's meaning).
      const VarDecl *Var = loopVariable(LA.Stmt);
      ASTContext &Ctx = Var->getASTContext();
      QualType VarType = Var->getType().getUnqualifiedType();
      auto Paren = [&](ByteRange R, const Expr *E) {
        std::string Bound = Text.text(R);
        const Expr *Bare = E->IgnoreParenImpCasts();
        bool Alone = isa<ParenExpr, DeclRefExpr, IntegerLiteral>(E->IgnoreImpCasts()) &&
                     !E->getBeginLoc().isMacroID();
        std::string Operand = Alone ? Bound : "(" + Bound + ")";
        if (isa<IntegerLiteral>(Bare) ||
            Ctx.hasSameType(Bare->getType().getUnqualifiedType(), VarType))
          return Operand;
        return "(" + VarType.getAsString(Ctx.getPrintingPolicy()) + ")" + Operand;
      };
      std::string SA = Paren(*RangeSA, XA.Start), BA = Paren(*RangeBA, XA.Bound),
                  SB = Paren(*RangeSB, XB.Start), BB = Paren(*RangeBB, XB.Bound);
      const std::string &V = LA.Name;
      // The bounds move: the second's into the first's header, both into
      // tests inside the innermost loop, where the first's loop variables
      // are in scope. A name of a bound spelled like one of them would be
      // taken by it (review 33: a parameter `i` beside a loop over `i`).
      for (const Expr *E : {XA.Start, XA.Bound, XB.Start, XB.Bound})
        for (const ValueDecl *D : CodeScan::of(E).vars())
          for (const LoopInfo *L : NestA)
            if (D->getName() == L->Name)
              return rewriteFailure(C, "a bound of the loops over `" + LA.Name + "` and `" +
                                           LB.Name + "` names `" + L->Name +
                                           "`, which the fused nest's loop variable would hide");
      for (const Expr *E : {XB.Start, XB.Bound})
        for (const ValueDecl *D : CodeScan::of(E).vars())
          Inserted.insert(D->getName().str());
      // Bounds apart by a constant are compared here only for a signed
      // variable: unsigned ones wrap (`s - 1` with s = 0 is the largest
      // value, review 33), where the `?:` compares the values as they are.
      bool Signed = VarType->isSignedIntegerType();
      // Where the bounds differ by a constant (`n` and `n - 1`) the box is
      // known here; otherwise `?:` finds it at run time.
      if (LA.Lower != LB.Lower) {
        std::optional<int64_t> Apart;
        if (Signed)
          Apart = (LA.Lower - LB.Lower).asConstant();
        std::string Start;
        if (Apart) {
          Start = *Apart < 0 ? SA : SB;
          addTest(*Apart < 0 ? Layout.Guard2 : Layout.Guard1, V + " >= " + (*Apart < 0 ? SB : SA));
        } else {
          Start = "(" + SA + " < " + SB + " ? " + SA + " : " + SB + ")";
          addTest(Layout.Guard1, V + " >= " + SA);
          addTest(Layout.Guard2, V + " >= " + SB);
        }
        if (Start != SA)
          Layout.HeaderEdits.push_back({*RangeSA, Start});
      }
      if (LA.Last != LB.Last) {
        std::string TestA = V + (XA.Inclusive ? " <= " : " < ") + BA;
        std::string TestB = V + (XB.Inclusive ? " <= " : " < ") + BB;
        std::optional<int64_t> Apart;
        if (Signed)
          Apart = (LA.Last - LB.Last).asConstant();
        std::string Cond;
        if (Apart) {
          if (*Apart > 0) {
            addTest(Layout.Guard2, TestB);
          } else {
            Cond = TestB;
            addTest(Layout.Guard1, TestA);
          }
        } else {
          // The larger of the two ends, each as written: turning `<= b`
          // into `< b + 1` would overflow where b is the type's largest
          // value (review 33).
          if (XA.Inclusive != XB.Inclusive)
            return rewriteFailure(C, "the loops over `" + LA.Name + "` and `" + LB.Name +
                                         "` test their ends with `<` and `<=`, and which end "
                                         "is larger is known only at run time");
          Cond = V + (XA.Inclusive ? " <= (" : " < (") + BA + " > " + BB + " ? " + BA + " : " +
                 BB + ")";
          addTest(Layout.Guard1, TestA);
          addTest(Layout.Guard2, TestB);
        }
        if (!Cond.empty())
          Layout.HeaderEdits.push_back({*RangeCond, Cond});
      }
    }
    return llvm::Error::success();
  }

  /// A keep-store pair's reads of kept arrays at other iterations become
  /// copies of the first region's value (RecomputedReads.h); the copies go
  /// where the second body goes, in the first body's scope, so a name they
  /// use may not be one the first body declares or assigns, nor a loop
  /// variable of its nest.
  llvm::Error recompute() {
    if (C.Recomputed.empty())
      return llvm::Error::success();
    Candidate V = recomputationOf(C);
    auto Copies = InlineLayout::of({&V}, Text);
    if (!Copies)
      return Copies.takeError();
    std::set<std::string> Top1 = topLevelNames(Body1);
    std::set<std::string> Assigned1;
    for (const ValueDecl *D : assignedOutside(Scan1, Range1))
      Assigned1.insert(D->getName().str());
    for (const std::string &Name : Copies->Values.front().NamesUsed) {
      bool LoopVarOfFirst = false;
      for (const LoopInfo *L : NestA)
        LoopVarOfFirst |= L->Name == Name;
      if (LoopVarOfFirst || Top1.count(Name) || Assigned1.count(Name))
        return rewriteFailure(C, "a recomputed value uses `" + Name +
                                     "`, which the first body declares or sets");
    }
    for (ReplacedRead &Read : Copies->Reads.front()) {
      if (!Inner2.contains(Read.Range.Begin) || Read.Range.End > Inner2.End)
        return rewriteFailure(C, "a recomputed read is not in the second body's statements");
      // The iteration as the pair holds it (V's copy goes with this call).
      const ProducerIteration *Same = nullptr;
      for (const ProducerIteration &O : C.ReadOrigins.at(Read.Temporary))
        if (O.Read == Read.Origin->Read)
          Same = &O;
      Read.Origin = Same;
      if (!Same)
        return rewriteFailure(C, "a recomputed read has no iteration of the first region");
    }
    // In text order, none inside another (the rewrite splices them in).
    std::vector<ReplacedRead> &Reads = Copies->Reads.front();
    std::sort(Reads.begin(), Reads.end(), [](const ReplacedRead &X, const ReplacedRead &Y) {
      return X.Range.Begin < Y.Range.Begin;
    });
    for (size_t I = 1; I < Reads.size(); ++I)
      if (Reads[I].Range.Begin < Reads[I - 1].Range.End)
        return rewriteFailure(C, "two recomputed reads overlap in the text");
    Inserted.insert(Copies->Values.front().NamesUsed.begin(),
                    Copies->Values.front().NamesUsed.end());
    Layout.RecomputedReads = std::move(Reads);
    Layout.Recomputation = std::move(Copies->Values.front());
    return llvm::Error::success();
  }

  static void addTest(std::string &Guard, const std::string &Test) {
    Guard += (Guard.empty() ? "" : " && ") + Test;
  }
};

} // namespace

llvm::Expected<HorizontalLayout> HorizontalLayout::of(const Candidate &C, const SourceText &Text) {
  HorizontalLayout L;
  if (llvm::Error E = LayoutFinder(C, Text, L).run())
    return std::move(E);
  return L;
}

} // namespace paracodex
