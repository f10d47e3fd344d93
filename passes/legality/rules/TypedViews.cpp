//===- TypedViews.cpp - every access names elements of the array's type ---===//
//
// The model takes `((char *)t)[i]` for the element t[i]: casts are looked
// through to find the array. That is right only when the access has the
// array's own element type; through a view of another type an index
// names other bytes, so a recomputed value is not what the access reads
// (review reproducer char_view_read) and an overlap test computes extents
// in the wrong unit (overlap_check_cast_char). Such a pair is refused.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <set>

namespace paracodex {
namespace {

/// The scalar type an array variable holds: `double` for `double *`,
/// `double (*)[n]` and `double [4][8]`.
clang::QualType elementType(clang::QualType T) {
  while (true) {
    if (const auto *P = T->getAs<clang::PointerType>())
      T = P->getPointeeType();
    else if (const clang::ArrayType *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType();
    else
      return T;
  }
}

class TypedViews final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "typed-views", "every access of an array the pair touches reads or writes elements of "
                     "the array's own type (not through a cast to another element type)"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 105; }
  bool judges(CandidateKind) const override { return true; }
  void check(PairCheck &Pair) const override {
    const clang::ASTContext &Context = Pair.F.Decl->getASTContext();
    std::set<ArrayId> Refused;
    for (const TargetRegion *R : {&Pair.P, &Pair.Q})
      for (const ArrayAccess &A : R->Accesses) {
        const ArrayVariable *V = Pair.F.array(A.Array);
        if (!V || !V->Decl || !A.Expr || Refused.count(A.Array))
          continue;
        clang::QualType Declared = elementType(V->Decl->getType()).getUnqualifiedType();
        // A partial subscript (`*(y + i)` of `double (*y)[n]`) has the row's
        // type: compare the scalars both lead to.
        clang::QualType Accessed = elementType(A.Expr->getType()).getUnqualifiedType();
        if (Declared.isNull() || Accessed.isNull() || Declared->isDependentType() ||
            Context.hasSameUnqualifiedType(Declared.getCanonicalType(),
                                           Accessed.getCanonicalType()))
          continue;
        Refused.insert(A.Array);
        Pair.refuse(Info, "`" + A.Text + "` (line " + lineOf(A.Loc) + ") accesses " +
                              quoted(A.Array) + ", an array of " + Declared.getAsString() +
                              ", as " + Accessed.getAsString() +
                              ": an index there names other bytes than an element's");
      }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(TypedViews)
