//===- ExprToAffine.cpp ---------------------------------------------------===//
#include "passes/model/ExprToAffine.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <regex>

using namespace clang;

namespace paracodex {

static std::optional<AffineExpr> foldConstant(const Expr *E,
                                              const ASTContext &Context) {
  if (E->isValueDependent() || !E->getType()->isIntegerType())
    return std::nullopt;
  Expr::EvalResult Result;
  if (!E->EvaluateAsInt(Result, Context))
    return std::nullopt;
  return AffineExpr::constant(Result.Val.getInt().getExtValue());
}

/// The name of the object-like macro whose whole body is \p Lit
/// (`#define NX 512`, or `-DNX=512`), or empty. Such a constant is a stride
/// like a run-time `nx`: kept as a symbol, it delinearizes the same way.
static std::string wholeMacroName(const IntegerLiteral *Lit, const ASTContext &Context) {
  SourceLocation Loc = Lit->getLocation();
  if (!Loc.isMacroID())
    return "";
  const SourceManager &SM = Context.getSourceManager();
  StringRef Name = Lexer::getImmediateMacroName(Loc, SM, Context.getLangOpts());
  if (Name.empty())
    return "";
  // The literal must be the macro's only token: its spelling sits in the
  // `#define NAME <literal>` line with nothing else after it.
  SourceLocation Spelling = SM.getSpellingLoc(Loc);
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(SM.getFileID(Spelling), &Invalid);
  if (Invalid)
    return "";
  unsigned Offset = SM.getFileOffset(Spelling);
  size_t LineStart = Buffer.rfind('\n', Offset ? Offset - 1 : 0);
  LineStart = LineStart == StringRef::npos || Offset == 0 ? 0 : LineStart + 1;
  size_t LineEnd = Buffer.find('\n', Offset);
  StringRef Before = Buffer.slice(LineStart, Offset);
  StringRef After = Buffer.slice(Offset, LineEnd == StringRef::npos ? Buffer.size() : LineEnd);
  unsigned Length = Lexer::MeasureTokenLength(Spelling, SM, Context.getLangOpts());
  After = After.drop_front(Length).trim();
  static const std::regex Define(R"(^\s*#\s*define\s+([A-Za-z_][A-Za-z_0-9]*)\s+$)");
  std::smatch M;
  std::string BeforeText = Before.str();
  if (!std::regex_match(BeforeText, M, Define) || M[1].str() != Name)
    return "";
  if (!After.empty() && !After.starts_with("//") && !After.starts_with("/*"))
    return "";
  return Name.str();
}

/// Arithmetic in \p T is the polynomial's: signed (overflow is undefined),
/// or 64-bit unsigned, which is the polynomial modulo 2^64, the same
/// address offset. Narrower unsigned arithmetic wraps at 2^32 first
/// (`i + u` with `unsigned u = UINT_MAX` is `i - 1`).
static bool exactArithmetic(QualType T, const ASTContext &Context) {
  T = T.getCanonicalType();
  if (!T->isIntegerType() || T->isBooleanType())
    return false;
  return T->isSignedIntegerType() || Context.getTypeSize(T) == 64;
}

/// A conversion that keeps the value (int -> long, unsigned -> long), or
/// keeps it modulo 2^64 (anything -> size_t): `(char)c` and `(short)(i +
/// c)` do not (the review reproducers r1_char_cast, r2_short_cast).
static bool keepsValue(QualType From, QualType To, const ASTContext &Context) {
  From = From.getCanonicalType();
  To = To.getCanonicalType();
  if (!From->isIntegerType() || !To->isIntegerType() || To->isBooleanType())
    return false;
  if (Context.hasSameType(From, To))
    return true;
  uint64_t FromBits = Context.getTypeSize(From), ToBits = Context.getTypeSize(To);
  if (ToBits == 64)
    return true;
  if (From->isSignedIntegerType())
    return To->isSignedIntegerType() && ToBits >= FromBits;
  return ToBits > FromBits;
}

std::optional<AffineExpr> toAffine(const Expr *E, const ASTContext &Context,
                                   const AffineBindings &Bindings) {
  if (!E)
    return std::nullopt;
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    // Integer conversions that keep the value ((size_t)i3, int -> long).
    if (keepsValue(Cast->getSubExpr()->getType(), Cast->getType(), Context))
      return toAffine(Cast->getSubExpr(), Context, Bindings);
    if (isa<ImplicitCastExpr>(Cast) &&
        Cast->getCastKind() == CK_LValueToRValue)
      return toAffine(Cast->getSubExpr(), Context, Bindings);
    return foldConstant(E, Context);
  }
  if (const auto *Lit = dyn_cast<IntegerLiteral>(E)) {
    if (std::string Macro = wholeMacroName(Lit, Context); !Macro.empty())
      return AffineExpr::symbol(Macro);
    return AffineExpr::constant(Lit->getValue().getSExtValue());
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (isa<EnumConstantDecl>(Ref->getDecl()))
      return foldConstant(E, Context);
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var || !Var->getType()->isIntegerType())
      return std::nullopt;
    std::string Name = symbolKey(Var);
    if (auto It = Bindings.find(Name); It != Bindings.end())
      return It->second;
    if (Var->getType().isConstQualified() && Var->hasGlobalStorage())
      if (auto Folded = foldConstant(E, Context))
        return Folded;
    return AffineExpr::symbol(Name);
  }
  if ((isa<UnaryOperator>(E) || isa<BinaryOperator>(E)) &&
      !exactArithmetic(E->getType(), Context))
    return foldConstant(E, Context);
  if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    auto Sub = toAffine(Unary->getSubExpr(), Context, Bindings);
    if (!Sub)
      return std::nullopt;
    if (Unary->getOpcode() == UO_Minus)
      return -*Sub;
    if (Unary->getOpcode() == UO_Plus)
      return Sub;
    return std::nullopt;
  }
  if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
    BinaryOperatorKind Op = Binary->getOpcode();
    if (Op != BO_Add && Op != BO_Sub && Op != BO_Mul)
      return foldConstant(E, Context);
    auto L = toAffine(Binary->getLHS(), Context, Bindings);
    auto R = toAffine(Binary->getRHS(), Context, Bindings);
    if (!L || !R)
      return std::nullopt;
    if (Op == BO_Add)
      return *L + *R;
    if (Op == BO_Sub)
      return *L - *R;
    return *L * *R;
  }
  return foldConstant(E, Context);
}

static bool signedAtLeastInt(QualType T, const ASTContext &Context) {
  T = T.getCanonicalType();
  return T->isSignedIntegerType() && !T->isBooleanType() && !T->isCharType() &&
         Context.getTypeSize(T) >= Context.getTypeSize(Context.IntTy);
}

/// Unsigned 64-bit arithmetic is arithmetic modulo 2^64, and converting
/// any integer to it keeps the value modulo 2^64: a `size_t` computed from
/// signed and `size_t` operands is its polynomial modulo 2^64, and an index
/// that is valid at all is that polynomial. Narrower unsigned arithmetic
/// would wrap at another modulus first.
static bool unsignedWide(QualType VarType, const Expr *Value, const ASTContext &Context) {
  VarType = VarType.getCanonicalType();
  if (!VarType->isUnsignedIntegerType() || VarType->isBooleanType() ||
      Context.getTypeSize(VarType) != 64)
    return false;
  for (const Expr *E : collectNodes<Expr>(Value->IgnoreImpCasts())) {
    QualType T = E->getType().getCanonicalType();
    if (!T->isIntegerType() || T->isBooleanType())
      return false;
    bool Arithmetic = isa<BinaryOperator>(E) || isa<UnaryOperator>(E);
    if (Arithmetic && T->isUnsignedIntegerType() && Context.getTypeSize(T) != 64)
      return false;
    if (const auto *Cast = dyn_cast<CastExpr>(E))
      if (Context.getTypeSize(T) < Context.getTypeSize(Cast->getSubExpr()->getType()))
        return false; // a narrowing conversion
  }
  return true;
}

bool bindsExactly(QualType VarType, const Expr *Value, const ASTContext &Context) {
  if (!Value)
    return false;
  if (unsignedWide(VarType, Value, Context))
    return true;
  if (!signedAtLeastInt(VarType, Context))
    return false;
  const Expr *Inner = Value->IgnoreImpCasts();
  if (!Inner->getType()->isIntegerType() ||
      Context.getTypeSize(Inner->getType()) > Context.getTypeSize(VarType))
    return false;
  for (const Expr *E : collectNodes<Expr>(Inner)) {
    QualType T = E->getType().getCanonicalType();
    if (T->isUnsignedIntegerOrEnumerationType() || T->isBooleanType())
      return false;
  }
  return true;
}

} // namespace paracodex
