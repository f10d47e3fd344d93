//===- ProducerCopy.cpp ---------------------------------------------------===//
#include "passes/rewrite/ProducerCopy.h"

#include "passes/plan/InlineLayout.h"

#include "passes/legality/ReadCoverage.h"
#include "passes/model/AstQueries.h"

#include "clang/AST/ASTContext.h"

#include <cstdint>

using namespace clang;

namespace paracodex {

namespace {

/// \p E as C text with every symbol converted to \p Type first, so that
/// the copy computes in the binding's own type (`size_t c`: 64-bit
/// arithmetic, where the polynomial's plain text would compute in int).
std::string textIn(const AffineExpr &E, const std::string &Type) {
  std::string Out;
  for (const auto &[M, Coefficient] : E.terms()) {
    std::string Term;
    if (M.empty() || Coefficient != 1)
      Term = "(" + Type + ")" + std::to_string(Coefficient);
    for (const std::string &S : M)
      Term += (Term.empty() ? "" : " * ") + std::string("(") + Type + ")" +
              AffineExpr::spelling(S);
    Out += (Out.empty() ? "" : " + ") + Term;
  }
  return "(" + (Out.empty() ? "(" + Type + ")0" : Out) + ")";
}

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

} // namespace

std::string asOperand(const AffineExpr &E) {
  std::string S = E.str();
  bool Simple = !S.empty() && S.find_first_of(" +-*") == std::string::npos;
  return Simple ? S : "(" + S + ")";
}

llvm::Expected<ProducerCopy> ProducerCopy::create(const Candidate &C,
                                                  const SourceText &Text) {
  auto Values = ProducerValues::of(C, Text);
  if (!Values)
    return Values.takeError();
  return ProducerCopy(std::move(*Values));
}

std::string
ProducerCopy::valueAt(const ArrayId &Temporary,
                      const std::map<std::string, AffineExpr> &Iteration) const {
  std::map<std::string, std::string> Subs;
  // Text substitution is by spelling; create() made sure the producer's
  // loop variables are spelled apart.
  for (const auto &[Var, Value] : Iteration)
    Subs[AffineExpr::spelling(Var)] = typedValue(Value, Var);
  for (const auto &[Key, Value] : Producer->Bindings)
    Subs[AffineExpr::spelling(Key)] = typedValue(substituteAll(Value, Iteration), Key);
  // Value locals in the body's order, so later ones see earlier ones.
  applySteps(ValueSteps, Subs);
  // The stored expression, its reads of earlier temporaries replaced by
  // their values at the same iteration.
  ByteRange Range = Stored.at(Temporary);
  std::string Value;
  unsigned From = Range.Begin;
  auto Self = SelfReads.find(Temporary);
  if (Self != SelfReads.end())
    for (const auto &[Read, Of] : Self->second) {
      Value += Text->substituteIdentifiers({From, Read.Begin}, Subs);
      Value += "(" + valueAt(Of, Iteration) + ")";
      From = Read.End;
    }
  Value += Text->substituteIdentifiers({From, Range.End}, Subs);
  auto Convert = ConvertTo.find(Temporary);
  if (Convert == ConvertTo.end())
    return Value;
  return "(" + Convert->second + ")(" + Value + ")";
}

void ProducerCopy::applySteps(const std::vector<ValueStep> &Steps,
                              std::map<std::string, std::string> &Subs) const {
  for (const ValueStep &Step : Steps) {
    std::string Value = Text->substituteIdentifiers(Step.Value, Subs);
    if (!Step.IsSelect) {
      if (!Step.Op.empty()) // ProducerValues made sure the local is set
        Value = Subs.at(Step.Name) + " " + Step.Op + " (" + Value + ")";
      Subs[Step.Name] =
          Step.Type.empty() ? "(" + Value + ")" : "((" + Step.Type + ")(" + Value + "))";
      continue;
    }
    // Each local either branch sets becomes `(cond) ? then : else`, each
    // arm its value on that path (already of the local's type). One that
    // a path leaves unset has no value after the if; ProducerValues made
    // sure nothing reads it.
    std::map<std::string, std::string> Then = Subs, Else = Subs;
    applySteps(Step.Then, Then);
    applySteps(Step.Else, Else);
    std::set<std::string> Changed;
    for (const auto *Branch : {&Then, &Else})
      for (const auto &[Name, Text] : *Branch) {
        auto Before = Subs.find(Name);
        if (Before == Subs.end() || Before->second != Text)
          Changed.insert(Name);
      }
    for (const std::string &Name : Changed) {
      auto T = Then.find(Name), E = Else.find(Name);
      if (T == Then.end() || E == Else.end())
        Subs.erase(Name);
      else
        Subs[Name] = "((" + Value + ") ? " + T->second + " : " + E->second + ")";
    }
  }
}

std::string ProducerCopy::typedValue(const AffineExpr &Value, const std::string &Key) const {
  auto Known = ProducerTypes.find(Key);
  if (Known == ProducerTypes.end() || !Known->second->isIntegerType())
    return asOperand(Value);
  clang::QualType T = Known->second;
  auto Declared = ProducerTypeSpellings.find(Key);
  std::string Spelled = Declared != ProducerTypeSpellings.end()
                            ? Declared->second
                            : canonicalSpelling(T, *Context);
  // An enum's values are its integer type's (an unnamed enum has no name
  // to convert to: review 26, exit 3).
  if (const auto *Enum = T->getAs<clang::EnumType>()) {
    T = Enum->getDecl()->getIntegerType().getCanonicalType();
    if (T.isNull())
      return asOperand(Value);
    Spelled = canonicalSpelling(T, *Context);
  }
  // The plain text has type T when every variable in it has type T, T is
  // not promoted to int, and the numbers are ints (a sum with no variable
  // is an int: `(long)3` where the producer's `long i` was 3).
  bool Promoted = Context->isPromotableIntegerType(T);
  bool Plain = !Promoted && (!Value.symbols().empty() || Context->hasSameType(T, Context->IntTy));
  for (const auto &[M, Coefficient] : Value.terms())
    Plain = Plain && Coefficient >= INT32_MIN && Coefficient <= INT32_MAX;
  for (const std::string &S : Value.symbols()) {
    auto It = SymbolTypes.find(S);
    Plain = Plain && It != SymbolTypes.end() && Context->hasSameType(It->second, T);
  }
  if (Plain)
    return asOperand(Value);
  // A type narrower than int (char, short, _Bool): the exact value, then
  // one conversion, as the producer's own variable held it (converting each
  // term is not the same for _Bool: review 26).
  if (Promoted)
    return "((" + Spelled + ")" + textIn(Value, "long long") + ")";
  // Otherwise each term computed in T.
  return textIn(Value, Spelled);
}

std::string producerInputMaps(const Candidate &C, const SourceText &Text) {
  const TargetRegion &P = *C.Producer;
  const TargetRegion &Q = *C.Consumer;
  std::string MovedClauses;
  for (const MapEntry &M : P.Maps) {
    const std::vector<ArrayId> &Temporaries = producerTemporaries(C);
    bool IsTemporary =
        std::find(Temporaries.begin(), Temporaries.end(), M.Array) != Temporaries.end();
    bool ConsumerHasIt = false;
    for (const MapEntry &QM : Q.Maps)
      ConsumerHasIt |= QM.Array == M.Array;
    if (!IsTemporary && !ConsumerHasIt)
      MovedClauses += " map(" + M.MapType + ": " + Text.text({M.Loc.Begin, M.Loc.End}) + ")";
  }
  return MovedClauses;
}

llvm::Error addProducerRemoval(const Candidate &C, const SourceText &Text,
                               clang::tooling::Replacements &Local,
                               std::vector<ByteRange> &Removed) {
  if (llvm::Error E = addProducerInputMaps(C, Text, Local))
    return E;
  return addProducerDeletion(*C.Producer, Text, Local, Removed);
}

llvm::Error addProducerInputMaps(const Candidate &C, const SourceText &Text,
                                 clang::tooling::Replacements &Local) {
  const TargetRegion &Q = *C.Consumer;
  // Maps the producer wrote for its inputs move to the fused directive.
  std::string MovedClauses = producerInputMaps(C, Text);
  if (!MovedClauses.empty()) {
    unsigned End = Text.pragmaLine(Q.Span.Begin).End;
    if (llvm::Error E = addEdit(Local, Text, {End, End}, MovedClauses))
      return E;
  }
  return llvm::Error::success();
}

llvm::Error addProducerDeletion(const TargetRegion &P, const SourceText &Text,
                                clang::tooling::Replacements &Local,
                                std::vector<ByteRange> &Removed) {
  // The producer region goes, from its pragma line through its body.
  ByteRange Producer = producerLines(P, Text);
  if (llvm::Error E = addEdit(Local, Text, Producer, ""))
    return E;
  Removed.push_back(Producer);
  return llvm::Error::success();
}

} // namespace paracodex
