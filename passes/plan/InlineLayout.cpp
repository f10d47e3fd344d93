//===- InlineLayout.cpp ---------------------------------------------------===//
#include "passes/plan/InlineLayout.h"

#include "passes/plan/TemporaryRetirement.h"
#include "passes/plan/TextRefusal.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

namespace paracodex {

namespace {

/// Whether \p E sits in an operand that names a type or asks a question of
/// the expression rather than computing it (`decltype((t[i]))`,
/// `__typeof__`, `typeid`, `noexcept`): a copy of the producer's value
/// there is a prvalue where the read was an lvalue, which changes what
/// `decltype` and overloads on references answer (review 37b,
/// s33_decltype_paren). `sizeof` and `_Generic` see only the type, which
/// the copy keeps (ProducerValues' ConvertTo).
bool inTypeQuestion(const clang::Expr *E, clang::ASTContext &Context) {
  clang::DynTypedNodeList Parents = Context.getParents(*E);
  for (unsigned Depth = 0; Depth < 64 && !Parents.empty(); ++Depth) {
    const clang::DynTypedNode &P = Parents[0];
    if (P.get<clang::TypeLoc>() || P.get<clang::CXXTypeidExpr>() ||
        P.get<clang::CXXNoexceptExpr>())
      return true;
    if (P.get<clang::Decl>() && !P.get<clang::VarDecl>())
      return false;
    Parents = Context.getParents(P);
  }
  return false;
}

} // namespace

llvm::Expected<InlineLayout> InlineLayout::of(const std::vector<const Candidate *> &Members,
                                              const SourceText &Text) {
  InlineLayout L;
  for (const Candidate *C : Members) {
    auto Values = ProducerValues::of(*C, Text);
    if (!Values)
      return Values.takeError();
    L.Values.push_back(std::move(*Values));
    std::vector<ReplacedRead> Reads;
    for (const auto &[T, Origins] : C->ReadOrigins)
      for (const ProducerIteration &Origin : Origins) {
        if (C->Function && C->Function->Decl && Origin.Read->Expr &&
            inTypeQuestion(Origin.Read->Expr, C->Function->Decl->getASTContext()))
          return rewriteFailure(*C, "the consumer's read `" + Origin.Read->Text +
                                        "` is inside `decltype`, `typeof`, `typeid` or "
                                        "`noexcept`, where a copy of the value would not be "
                                        "what the read is");
        auto Range = readRange(*Origin.Read, Text);
        if (!Range)
          return rewriteFailure(*C, "the consumer's read `" + Origin.Read->Text +
                                        "` is partly inside a macro body");
        Reads.push_back({*Range, T, &Origin});
      }
    L.Reads.push_back(std::move(Reads));
  }
  return L;
}

std::vector<ByteRange> InlineLayout::readRanges() const {
  std::vector<ByteRange> Ranges;
  for (const std::vector<ReplacedRead> &Member : Reads)
    for (const ReplacedRead &R : Member)
      Ranges.push_back(R.Range);
  return Ranges;
}

llvm::Error checkInlineText(const Candidate &C, const std::vector<const Candidate *> &Members,
                            const SourceText &Text) {
  auto Layout = InlineLayout::of(Members, Text);
  if (!Layout)
    return Layout.takeError();
  if (!C.OverlapChecks.empty())
    return llvm::Error::success();
  std::vector<ByteRange> Replaced = Layout->readRanges();
  Replaced.push_back(producerLines(*C.Producer, Text));
  return Retirement::of(*C.Function, producerTemporaries(C), Text, Replaced).takeError();
}

ByteRange producerLines(const TargetRegion &P, const SourceText &Text) {
  // Braces or a repeating loop around the producer alone go with it: from
  // where they begin, which may follow code on its line (review 31, F1:
  // `acc[0] += 1.0; for (...) {`); a pragma always begins its line.
  if (P.Wrapped)
    return Text.wholeLines({P.StatementSpan.Begin, P.StatementSpan.End});
  return Text.wholeLines({Text.lineStart(P.Span.Begin), P.Span.End});
}

} // namespace paracodex
