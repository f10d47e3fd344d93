//===- NoVolatile.cpp - no access that C counts as observable moves -------===//
//
// An access to a volatile object is observable behaviour (C11 5.1.2.3p6):
// its number and order must stay as written. Fusion deletes every store
// and load of the temporary, reads the producer's inputs as many times as
// the consumer needs its values (once per read for inline) and at other
// moments, and interleaves the two bodies of a horizontal pair. So the
// temporary's elements must not be volatile, nor _Atomic (their accesses
// are synchronisation), and the moved code must access no such object.
// The type is asked of each access as written, so a volatile view of a
// plain allocation counts too.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <set>

namespace paracodex {
namespace {

/// "volatile" or "_Atomic" when an object of type \p T is, else empty.
std::string observableQualifier(clang::QualType T) {
  if (T.isVolatileQualified())
    return "volatile";
  if (T->isAtomicType())
    return "_Atomic";
  return "";
}

/// Whether a pointer or array of type \p T leads to volatile or _Atomic
/// elements, at any depth (`volatile double *`, `double (*)[n]` of volatile).
std::string elementQualifier(clang::QualType T) {
  while (true) {
    if (std::string Q = observableQualifier(T); !Q.empty())
      return Q;
    if (const auto *P = T->getAs<clang::PointerType>())
      T = P->getPointeeType();
    else if (const clang::ArrayType *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType();
    else
      return "";
  }
}

class NoVolatile final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "no-volatile", "the temporary's elements are neither volatile nor _Atomic, and the code "
                     "fusion moves (the producer, or either region of a horizontal pair) "
                     "accesses no volatile or _Atomic object"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 155; }
  bool judges(CandidateKind) const override { return true; }
  void check(PairCheck &Pair) const override {
    if (sideBySide(Pair.C.Kind)) {
      checkMovedCode(Pair, Pair.P, "the first region");
      checkMovedCode(Pair, Pair.Q, "the second region");
      return;
    }
    for (const ArrayVariable *T : Pair.temporaryArrays())
      checkTemporary(Pair, *T);
    checkMovedCode(Pair, Pair.P, "the producer");
  }

private:
  /// One refusal for a temporary whose elements are volatile or _Atomic,
  /// by its declaration or through a view at one of its accesses.
  static void checkTemporary(PairCheck &Pair, const ArrayVariable &T) {
    if (T.Decl)
      if (std::string Q = elementQualifier(T.Decl->getType()); !Q.empty()) {
        Pair.refuse(Info, quoted(T.Name) + " holds " + Q +
                              " elements: each of its stores and loads must happen as "
                              "written, and fusion deletes them");
        return;
      }
    for (const TargetRegion *R : {&Pair.P, &Pair.Q})
      for (const ArrayAccess &A : R->Accesses)
        if (A.Array == T.Id && A.Expr)
          if (std::string Q = observableQualifier(A.Expr->getType()); !Q.empty()) {
            Pair.refuse(Info, "`" + A.Text + "` (line " + lineOf(A.Loc) + ") accesses " +
                                  quoted(T.Name) + " as " + Q +
                                  ": fusion would delete that access");
            return;
          }
  }

  /// One refusal for the first volatile or _Atomic object \p R reads or
  /// writes, other than the pair's temporaries (checkTemporary's). A
  /// scalar captured by value is not one: clang types the region's copy
  /// without the qualifier, and reads the variable once, at the launch.
  static void checkMovedCode(PairCheck &Pair, const TargetRegion &R, const char *Which) {
    if (!R.Directive)
      return;
    std::set<const clang::Expr *> TemporaryAccesses;
    for (const ArrayAccess &A : R.Accesses)
      if (retiresTemporaries(Pair.C.Kind) && Pair.isTemporaryOfPair(A.Array))
        TemporaryAccesses.insert(A.Expr);
    for (const clang::Expr *E : collectNodes<clang::Expr>(R.Directive)) {
      if (!E->isGLValue() || TemporaryAccesses.count(E))
        continue;
      std::string Q = observableQualifier(E->getType());
      if (Q.empty())
        continue;
      const clang::SourceManager &SM = Pair.F.Decl->getASTContext().getSourceManager();
      unsigned Line = presumedLine(SM, E->getBeginLoc());
      Pair.refuse(Info, std::string(Which) + " accesses " + (Q == "volatile" ? "a " : "an ") +
                            Q + " object (line " + std::to_string(Line) +
                            "): fusion changes how many times, and when, that access happens");
      return;
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(NoVolatile)
