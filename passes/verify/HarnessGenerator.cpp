//===- HarnessGenerator.cpp -----------------------------------------------===//
#include "passes/verify/HarnessGenerator.h"

#include "passes/legality/CallerTemporaries.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/Delinearize.h"
#include "passes/model/ExprToAffine.h"
#include "passes/verify/HarnessRuntime.h"
#include "passes/verify/LoopExtents.h"
#include "passes/verify/ReferenceLookup.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <set>
#include <sstream>

using namespace clang;

namespace paracodex {

namespace {

llvm::Error error(const std::string &Message) {
  return llvm::createStringError(std::errc::invalid_argument, "%s", Message.c_str());
}

struct ArrayParam {
  ArrayId Id; ///< the parameter, as the model knows it
  std::string Name;
  std::string Element; ///< "double" or "float"
  std::vector<std::string> LengthTerms; ///< C expressions; the length is their max
  std::vector<Monomial> Strides;        ///< outermost first, for reporting
  bool Input = true;                    ///< read before written: random, else poisoned
  /// A work array every caller discards (CallerTemporaries.h): a fusion may
  /// leave it unwritten, so it is not compared.
  bool WorkArray = false;
};

class FunctionHarness {
public:
  FunctionHarness(const std::string &Name, const TranslationUnit &Ref,
                  const HarnessRequest &Request)
      : Name(Name), Ref(Ref), Request(Request) {}

  llvm::Error build(std::ostream &OS) {
    Decl = findDefinition(*Ref.Context, Name);
    if (!Decl)
      return error("function `" + Name + "` is not defined in the reference file");
    Model = findFunction(*Ref.Model, Name);
    for (const ParmVarDecl *P : Decl->parameters())
      if (llvm::Error E = classify(P))
        return E;
    emit(OS);
    return llvm::Error::success();
  }

private:
  std::string Name;
  const TranslationUnit &Ref;
  const HarnessRequest &Request;
  std::vector<std::string> Notes;
  const FunctionDecl *Decl = nullptr;
  const FunctionModel *Model = nullptr;
  std::vector<std::string> IntParams;
  std::vector<std::pair<std::string, std::string>> FloatParams; // name, type
  std::vector<ArrayParam> Arrays;
  std::vector<std::string> CallArgs;
  std::set<std::string> NeededLocals;

  /// Whether every identifier in \p Expr is an integer parameter of this
  /// function (a derived extent for another function is skipped here).
  bool namesOnlyParams(const std::string &Expr) const {
    std::string Word;
    for (size_t I = 0; I <= Expr.size(); ++I) {
      char C = I < Expr.size() ? Expr[I] : ' ';
      if (std::isalnum(static_cast<unsigned char>(C)) || C == '_') {
        Word += C;
        continue;
      }
      if (!Word.empty() && !std::isdigit(static_cast<unsigned char>(Word[0])) &&
          std::find(IntParams.begin(), IntParams.end(), Word) == IntParams.end())
        return false;
      Word.clear();
    }
    return true;
  }

  const std::string *extentFor(const std::string &Param) const {
    for (const auto &[N, V] : Request.Extents)
      if (N == Param)
        return &V;
    return nullptr;
  }

  static std::string elementOf(QualType T) {
    if (T->isSpecificBuiltinType(BuiltinType::Double))
      return "double";
    if (T->isSpecificBuiltinType(BuiltinType::Float))
      return "float";
    return "";
  }

  llvm::Error classify(const ParmVarDecl *P) {
    std::string PName = P->getName().str();
    QualType T = P->getOriginalType();
    if (T->isIntegerType()) {
      IntParams.push_back(PName);
      CallArgs.push_back(PName);
      return llvm::Error::success();
    }
    if (T->isRealFloatingType()) {
      FloatParams.push_back({PName, T.getUnqualifiedType().getAsString()});
      CallArgs.push_back(PName);
      return llvm::Error::success();
    }
    QualType Element;
    std::vector<std::string> TypeDims;
    QualType Cur = T;
    if (Cur->isPointerType())
      Cur = Cur->getPointeeType();
    while (const ArrayType *A = Ref.Context->getAsArrayType(Cur)) {
      if (const auto *C = dyn_cast<ConstantArrayType>(A))
        TypeDims.push_back(std::to_string(C->getSize().getZExtValue()));
      else if (const auto *V = dyn_cast<VariableArrayType>(A)) {
        CharSourceRange R = CharSourceRange::getTokenRange(V->getSizeExpr()->getSourceRange());
        TypeDims.push_back(Lexer::getSourceText(R, Ref.Context->getSourceManager(),
                                                Ref.Context->getLangOpts()).str());
      } else
        TypeDims.push_back(""); // `[]`
      Cur = A->getElementType();
    }
    Element = Cur;
    std::string ElementName = elementOf(Element);
    if (ElementName.empty())
      return error("`" + Name + "`: cannot generate inputs for parameter `" + PName +
                   "` of type " + T.getAsString());
    ArrayParam A;
    A.Id = ArrayId(P);
    A.Name = PName;
    A.Element = ElementName;
    A.WorkArray = deadAfterEveryCall(P).Dead;
    if (A.WorkArray)
      Notes.push_back("`" + Name + "`: `" + PName +
                      "` is not compared: every caller discards it (a work array)");
    CallArgs.push_back("(void *)" + PName); // the harness buffers are flat
    bool PointerToArrays = T->isPointerType() && !TypeDims.empty();
    if (const std::string *Fixed = extentFor(PName)) {
      A.LengthTerms.push_back("(long long)(" + *Fixed + ")");
    } else if (!TypeDims.empty() && !TypeDims.front().empty() && !PointerToArrays) {
      std::string Product;
      for (const std::string &D : TypeDims)
        Product += (Product.empty() ? "" : "*") + std::string("(long long)(") + D + ")";
      A.LengthTerms.push_back(Product);
      collectUses(TypeDims);
    } else if (llvm::Error E = sizeFromAccesses(A, A.Id, TypeDims, PointerToArrays))
      return E;
    Arrays.push_back(A);
    return llvm::Error::success();
  }

  void collectUses(const std::vector<std::string> &Texts) {
    (void)Texts; // type dimensions name parameters, which are declared already
  }

  /// Lengths from the largest flat index this function's regions (and the
  /// functions it passes the array to) reach.
  llvm::Error sizeFromAccesses(ArrayParam &A, const ArrayId &Param,
                               const std::vector<std::string> &TypeDims, bool PointerToArrays) {
    std::set<Monomial> StrideSet;
    auto addFrom = [&](const FunctionModel &F, const ArrayId &Array,
                       const std::map<std::string, AffineExpr> &Rename) -> llvm::Error {
      for (const TargetRegion &R : F.Regions)
        for (const ArrayAccess &Access : R.Accesses) {
          if (Access.Array != Array)
            continue;
          std::optional<AffineExpr> Flat = Access.FlatIndex;
          if (!Flat && Access.Subscripts.size() == 1 && Access.Affine)
            Flat = Access.Subscripts[0];
          if (!Flat && PointerToArrays && Access.Affine &&
              Access.Subscripts.size() == TypeDims.size() + 1) {
            // double (*u)[n2][n1]: u[i][j][k] is element (i*n2 + j)*n1 + k.
            AffineExpr Linear = Access.Subscripts[0];
            for (size_t D = 0; D < TypeDims.size(); ++D)
              Linear = Linear * AffineExpr::symbol(TypeDims[D]) + Access.Subscripts[D + 1];
            Flat = Linear;
          }
          if (!Flat || !Access.Affine)
            return error("`" + Name + "`: cannot size `" + A.Name + "` from `" +
                         Access.Text + "` (line " + std::to_string(Access.Loc.Line) +
                         "); give --extent " + A.Name + "=ELEMENTS");
          auto Max = maxOverLoops(*Flat, R);
          if (!Max)
            return error("`" + Name + "`: cannot bound the index of `" + Access.Text +
                         "`; give --extent " + A.Name + "=ELEMENTS");
          // The harness works with the program's text: spellings.
          AffineExpr Renamed = Max->spelled();
          for (const auto &[From, To] : Rename)
            Renamed = Renamed.substitute(From, To);
          A.LengthTerms.push_back("1 + " + cText(Renamed));
          for (const std::string &S : Renamed.symbols())
            NeededLocals.insert(S);
          std::set<std::string> Vars;
          for (const LoopInfo &L : R.Loops)
            Vars.insert(L.Name);
          // A callee's strides are in its own parameters: rename them too.
          AffineExpr CallerFlat = Flat->spelled();
          for (const auto &[From, To] : Rename)
            if (!Vars.count(From))
              CallerFlat = CallerFlat.substitute(From, To);
          if (auto S = collectStrides(CallerFlat, Vars))
            StrideSet.insert(S->begin(), S->end());
        }
      return llvm::Error::success();
    };
    if (Model)
      if (llvm::Error E = addFrom(*Model, Param, {}))
        return E;
    if (llvm::Error E = addFromCallees(Param, addFrom))
      return E;
    // The function's own map clauses (`map(from: v[0:n])`) may cover more
    // than its accesses reach: on the GPU the harness's mapping must hold
    // them, or the runtime refuses to extend it.
    if (const ArrayVariable *V = Model ? Model->array(Param) : nullptr)
      for (const HostUse &U : V->HostUses) {
        const auto *Section = U.What == HostUse::MapClause && U.MapItem
                                  ? dyn_cast<ArraySectionExpr>(U.MapItem->IgnoreParenImpCasts())
                                  : nullptr;
        if (!Section || !Section->getLength())
          continue;
        std::optional<AffineExpr> Lower = AffineExpr::constant(0);
        if (Section->getLowerBound())
          Lower = toAffine(Section->getLowerBound(), *Ref.Context);
        std::optional<AffineExpr> Length = toAffine(Section->getLength(), *Ref.Context);
        if (!Lower || !Length)
          continue;
        AffineExpr End = *Lower + *Length;
        A.LengthTerms.push_back(cText(End));
        for (const std::string &S : End.symbols())
          NeededLocals.insert(AffineExpr::spelling(S));
      }
    if (A.LengthTerms.empty())
      return error("`" + Name + "`: no offload region indexes `" + A.Name +
                   "`; give --extent " + A.Name + "=ELEMENTS");
    if (auto Chain = orderStrideChain(StrideSet))
      A.Strides = *Chain;
    return llvm::Error::success();
  }

  /// Calls from this function to functions of the same file that receive
  /// the array: their accesses count too (comm3 writes the ghosts of r).
  template <typename AddFn>
  llvm::Error addFromCallees(const ArrayId &Array, AddFn &AddFrom) {
    for (const CallExpr *Call : collectNodes<CallExpr>(Decl->getBody())) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee)
        continue;
      const FunctionModel *CM = findFunction(*Ref.Model, Callee->getName().str());
      const FunctionDecl *Def = findDefinition(*Ref.Context, Callee->getName().str());
      if (!CM || !Def || Def->getNumParams() != Call->getNumArgs())
        continue;
      for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
        const auto *Ref = dyn_cast<DeclRefExpr>(Call->getArg(I)->IgnoreParenImpCasts());
        if (!Ref || ArrayId(Ref->getDecl()) != Array)
          continue;
        std::map<std::string, AffineExpr> Rename;
        for (unsigned J = 0; J < Call->getNumArgs(); ++J)
          if (auto Value = toAffine(Call->getArg(J), *this->Ref.Context))
            Rename[Def->getParamDecl(J)->getName().str()] = Value->spelled();
        if (llvm::Error E = AddFrom(*CM, ArrayId(Def->getParamDecl(I)), Rename))
          return E;
      }
    }
    return llvm::Error::success();
  }

  /// The value a local without an initializer gets from its one
  /// assignment, a statement of the function's own block (`d1 = (m1k == 3)
  /// ? 2 : 1;` after `int d1;`); null when there is no such single value.
  const Expr *onlyAssignedValue(const VarDecl *V) {
    const BinaryOperator *Only = nullptr;
    for (const BinaryOperator *B : collectNodes<BinaryOperator>(Decl->getBody())) {
      if (!B->isAssignmentOp())
        continue;
      const auto *Lhs = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts());
      if (!Lhs || Lhs->getDecl() != V)
        continue;
      if (Only || B->getOpcode() != BO_Assign)
        return nullptr;
      Only = B;
    }
    const auto *Body = dyn_cast<CompoundStmt>(Decl->getBody());
    if (!Only || !Body || std::find(Body->body_begin(), Body->body_end(), Only) == Body->body_end())
      return nullptr;
    return Only->getRHS();
  }

  /// Locals of the function that array lengths use (`int d1 = (m1k == 3) ?
  /// 2 : 1;`), re-declared in the harness from their initializers, or from
  /// their one assignment.
  std::string localDeclarations() {
    std::set<std::string> Params;
    for (const ParmVarDecl *P : Decl->parameters())
      Params.insert(P->getName().str());
    std::string Out;
    SourceManager &SM = Ref.Context->getSourceManager();
    for (const VarDecl *V : collectNodes<VarDecl>(Decl->getBody())) {
      std::string VName = V->getName().str();
      if (!NeededLocals.count(VName) || Params.count(VName))
        continue;
      const Expr *Value = V->hasInit() ? V->getInit() : onlyAssignedValue(V);
      if (!Value)
        continue;
      CharSourceRange R = CharSourceRange::getTokenRange(Value->getSourceRange());
      std::string Init = Lexer::getSourceText(R, SM, Ref.Context->getLangOpts()).str();
      Out += "  " + V->getType().getUnqualifiedType().getAsString() + " " + VName +
             " = " + Init + ";\n  (void)" + VName + ";\n";
    }
    return Out;
  }

  std::string lengthExpr(const ArrayParam &A) {
    std::string E = "(long long)1";
    for (const std::string &T : A.LengthTerms)
      E = "pcx_max(" + E + ", " + T + ")";
    return E;
  }

  void emit(std::ostream &OS) {
    // Which arrays the function only writes: those start poisoned.
    if (Model)
      for (ArrayParam &A : Arrays) {
        bool Read = false, Written = false;
        for (const TargetRegion &R : Model->Regions) {
          for (const ArrayAccess &Access : R.Accesses)
            if (Access.Array == A.Id) {
              Read |= Access.isRead();
              Written |= Access.isWrite();
            }
          for (const auto &Escape : R.Escapes)
            Read |= Escape.first == A.Id;
        }
        const ArrayVariable *V = Model->array(A.Id);
        if (V)
          for (const HostUse &U : V->HostUses)
            Read |= U.What == HostUse::Read || U.What == HostUse::Escape;
        A.Input = Read || !Written;
      }

    std::string Ret = Decl->getReturnType()->isVoidType() ? "" : "ret";
    bool RetFloat = Decl->getReturnType()->isRealFloatingType();
    OS << "static void pcx_test_" << Name
       << "(const int *ints, uint64_t seed, int special) {\n";
    for (size_t I = 0; I < IntParams.size(); ++I)
      OS << "  int " << IntParams[I] << " = ints[" << I << "];\n";
    // Pinned or derived extents, in the order the user gave them.
    for (const auto &[N, V] : Request.Extents)
      if (std::find(IntParams.begin(), IntParams.end(), N) != IntParams.end() &&
          namesOnlyParams(V))
        OS << "  " << N << " = (int)(" << V << ");\n";
    OS << "  char sizes[512] = \"\";\n";
    for (size_t I = 0; I < IntParams.size(); ++I)
      OS << "  snprintf(sizes + strlen(sizes), sizeof sizes - strlen(sizes), \"%s"
         << IntParams[I] << "=%d\", " << (I ? "\",\"" : "\"\"") << ", " << IntParams[I]
         << ");\n";
    OS << localDeclarations();
    OS << "  pcx_seed(seed);\n";
    OS << "  pcx_current_function = \"" << Name
       << "\"; pcx_current_sizes = sizes; pcx_current_seed = seed;\n";
    for (const auto &[P, T] : FloatParams)
      OS << "  " << T << " " << P << " = (" << T << ")pcx_uniform();\n";
    for (const ArrayParam &A : Arrays) {
      OS << "  size_t len_" << A.Name << " = (size_t)" << lengthExpr(A) << ";\n";
      for (const char *Copy : {"init_", "ref_", "opt_", "ref2_", "opt2_"})
        OS << "  " << A.Element << " *" << Copy << A.Name << " = pcx_alloc(len_" << A.Name
           << ", sizeof(" << A.Element << "), \"" << A.Name << "\", \"" << Copy << "\");\n";
      std::string Suffix = A.Element == "float" ? "_float" : "";
      if (A.Input)
        OS << "  pcx_fill" << Suffix << "(init_" << A.Name << ", len_" << A.Name
           << ", special);\n";
      else
        OS << "  pcx_poison" << Suffix << "(init_" << A.Name << ", len_" << A.Name << ");\n";
    }
    // One run of one version on fresh copies of the inputs.
    for (const char *Who : {"ref", "opt", "ref2", "opt2"}) {
      std::string Prefix = std::string(Who) + "_";
      std::string Version = std::string(Who).substr(0, 3) == "ref" ? "paracodex_ref_"
                                                                   : "paracodex_opt_";
      OS << "  {\n";
      for (const ArrayParam &A : Arrays)
        OS << "    memcpy(" << Prefix << A.Name << ", init_" << A.Name << ", len_" << A.Name
           << " * sizeof(" << A.Element << "));\n";
      if (!Arrays.empty()) {
        OS << "#pragma omp target enter data";
        for (const ArrayParam &A : Arrays)
          OS << " map(to: " << Prefix << A.Name << "[0:len_" << A.Name << "])";
        OS << "\n";
      }
      std::string VersionName = Version == "paracodex_ref_" ? "reference" : "optimized";
      for (const ArrayParam &A : Arrays)
        OS << "    pcx_address(\"" << Name << "\", \"" << A.Name << "\", \"" << VersionName
           << "\", sizes, " << Prefix << A.Name << ", len_" << A.Name << ", sizeof("
           << A.Element << "));\n";
      for (const ArrayParam &A : Arrays)
        OS << "    " << A.Element << " *" << A.Name << " = " << Prefix << A.Name << ";\n";
      OS << "    " << (Ret.empty() ? "" : "double " + Prefix + "ret = (double)") << Version
         << Name << "(";
      for (size_t I = 0; I < CallArgs.size(); ++I)
        OS << (I ? ", " : "") << CallArgs[I];
      OS << ");\n";
      if (!Arrays.empty()) {
        OS << "#pragma omp target exit data";
        for (const ArrayParam &A : Arrays)
          OS << " map(from: " << Prefix << A.Name << "[0:len_" << A.Name << "])";
        OS << "\n";
      }
      for (const ArrayParam &A : Arrays)
        OS << "    pcx_check_guards(\"" << Name << "\", \"" << A.Name << "\", sizes, seed, "
           << "special ? \"special\" : \"random\", \"" << VersionName << "\", " << Prefix
           << A.Name << ", len_" << A.Name << ", sizeof(" << A.Element << "));\n";
      if (!Ret.empty())
        OS << "    " << Who << "_retval = " << Prefix << "ret;\n";
      OS << "  }\n";
    }
    std::string Inputs = "special ? \"special\" : \"random\"";
    for (const ArrayParam &A : Arrays) {
      if (A.WorkArray)
        continue;
      // Extents for the report: the stride chain gives the inner ones.
      size_t ND = std::max<size_t>(1, A.Strides.size());
      OS << "  {\n    size_t dims[" << ND << "];\n";
      if (A.Strides.size() >= 2) {
        for (size_t D = 1; D < A.Strides.size(); ++D) {
          AffineExpr Q;
          Monomial Rest;
          std::multiset<std::string> Big(A.Strides[D - 1].begin(), A.Strides[D - 1].end());
          for (const std::string &S : A.Strides[D])
            Big.erase(Big.find(S));
          Rest.assign(Big.begin(), Big.end());
          Q.addTerm(Rest, 1);
          OS << "    dims[" << D << "] = (size_t)(" << cText(Q) << ");\n";
        }
        AffineExpr Outer;
        Outer.addTerm(A.Strides[0], 1);
        OS << "    dims[0] = len_" << A.Name << " / (size_t)pcx_max(1, " << cText(Outer)
           << ");\n";
      } else {
        OS << "    dims[0] = len_" << A.Name << ";\n";
      }
      std::string Suffix = A.Element == "float" ? "_float" : "";
      for (const auto &[Check, L, R] :
           std::vector<std::tuple<std::string, std::string, std::string>>{
               {"reference-vs-optimized", "ref_", "opt_"},
               {"reference-repeat", "ref_", "ref2_"},
               {"optimized-repeat", "opt_", "opt2_"}})
        OS << "    pcx_report(\"" << Name << "\", \"" << A.Name << "\", sizes, seed, "
           << Inputs << ", \"" << Check << "\", pcx_compare" << Suffix << "(" << L << A.Name
           << ", " << R << A.Name << ", len_" << A.Name << ", PCX_RTOL, PCX_ATOL, dims, " << ND
           << "), dims, " << ND << ");\n";
      OS << "  }\n";
    }
    if (!Ret.empty()) {
      (void)RetFloat;
      OS << "  { size_t one = 1;\n"
         << "    pcx_report(\"" << Name << "\", \"(return value)\", sizes, seed, " << Inputs
         << ", \"reference-vs-optimized\", pcx_compare(&ref_retval, &opt_retval, 1, PCX_RTOL, "
            "PCX_ATOL, &one, 1), &one, 1);\n"
         << "    pcx_report(\"" << Name << "\", \"(return value)\", sizes, seed, " << Inputs
         << ", \"optimized-repeat\", pcx_compare(&opt_retval, &opt2_retval, 1, PCX_RTOL, "
            "PCX_ATOL, &one, 1), &one, 1); }\n";
    }
    for (const ArrayParam &A : Arrays)
      for (const char *Copy : {"init_", "ref_", "opt_", "ref2_", "opt2_"})
        OS << "  pcx_free(" << Copy << A.Name << ");\n";
    OS << "}\n\n";
  }

public:
  size_t intParamCount() const { return IntParams.size(); }
  bool returnsValue() const { return !Decl->getReturnType()->isVoidType(); }
  const std::vector<std::string> &intParams() const { return IntParams; }
  const std::vector<std::string> &notes() const { return Notes; }
};

} // namespace

llvm::Expected<Harness> generateHarness(const HarnessRequest &Request,
                                        const TranslationUnit &Reference,
                                        const TranslationUnit &Optimized) {
  Harness H;
  // Functions under test: as asked, or every function whose text differs.
  if (!Request.Functions.empty()) {
    for (const std::string &F : Request.Functions) {
      if (!findDefinition(*Reference.Context, F))
        return error("function `" + F + "` is not defined in " + Request.ReferencePath);
      if (!findDefinition(*Optimized.Context, F))
        return error("function `" + F + "` is not defined in " + Request.OptimizedPath);
      H.Functions.push_back(F);
    }
  } else {
    for (Decl *D : Reference.Context->getTranslationUnitDecl()->decls()) {
      auto *F = dyn_cast<FunctionDecl>(D);
      if (!F || !F->doesThisDeclarationHaveABody() || F->getName() == "main" ||
          !Reference.Context->getSourceManager().isInMainFile(F->getLocation()))
        continue;
      const FunctionDecl *Other = findDefinition(*Optimized.Context, F->getName().str());
      if (Other && bodyText(F, *Reference.Context) != bodyText(Other, *Optimized.Context))
        H.Functions.push_back(F->getName().str());
    }
    if (H.Functions.empty())
      return error("no function differs between " + Request.ReferencePath + " and " +
                   Request.OptimizedPath + "; name one with --function");
  }
  // Signatures must agree.
  for (const std::string &F : H.Functions) {
    const FunctionDecl *A = findDefinition(*Reference.Context, F);
    const FunctionDecl *B = findDefinition(*Optimized.Context, F);
    bool Same = A->getNumParams() == B->getNumParams() &&
                A->getReturnType().getAsString() == B->getReturnType().getAsString();
    for (unsigned I = 0; Same && I < A->getNumParams(); ++I)
      Same = A->getParamDecl(I)->getOriginalType().getUnqualifiedType().getAsString() ==
             B->getParamDecl(I)->getOriginalType().getUnqualifiedType().getAsString();
    if (!Same)
      return error("`" + F + "` has different signatures in the two files: `" + A->getType().getAsString() + "` and `" + B->getType().getAsString() + "`");
  }

  std::ostringstream OS;
  OS << "/* Generated by `paracodex verify`: reference " << Request.ReferencePath
     << " against optimized " << Request.OptimizedPath << ". */\n";
  OS << HarnessRuntimeSource;
  OS << "static long long pcx_max(long long a, long long b) { return a > b ? a : b; }\n";
  OS << "#define PCX_RTOL " << Request.RTol << "\n#define PCX_ATOL " << Request.ATol << "\n";
  OS << "static double ref_retval, opt_retval, ref2_retval, opt2_retval;\n";
  // Each file's names get a prefix, so that both fit in one program.
  for (const auto &[TU, Path, Prefix] :
       std::vector<std::tuple<const TranslationUnit *, std::string, std::string>>{
           {&Reference, Request.ReferencePath, "paracodex_ref_"},
           {&Optimized, Request.OptimizedPath, "paracodex_opt_"}}) {
    std::set<std::string> Names = definedNames(*TU->Context);
    for (const std::string &N : Names)
      OS << "#define " << N << " " << Prefix << N << "\n";
    OS << "#include \"" << Path << "\"\n";
    for (const std::string &N : Names)
      OS << "#undef " << N << "\n";
  }
  OS << "\n";

  std::vector<size_t> IntCounts;
  std::vector<std::vector<std::string>> IntNames;
  for (const std::string &F : H.Functions) {
    FunctionHarness FH(F, Reference, Request);
    if (llvm::Error E = FH.build(OS))
      return std::move(E);
    IntNames.push_back(FH.intParams());
    H.Notes.insert(H.Notes.end(), FH.notes().begin(), FH.notes().end());
  }

  // Sizes: every integer parameter 4, then 7, then distinct odd/even values
  // (non-cubic shapes); --extent pins a parameter in every set.
  const int Mixed[] = {9, 6, 5, 8, 10, 7};
  OS << "int main(int argc, char **argv) {\n  (void)argc; (void)argv;\n";
  // Line by line, so that what was printed survives a crash (a device fault
  // under compute-sanitizer aborts the program).
  OS << "  setvbuf(stdout, NULL, _IOLBF, 0);\n";
  OS << "  int ran = 0;\n";
  for (size_t I = 0; I < H.Functions.size(); ++I) {
    for (int Set = 0; Set < 3; ++Set) {
      OS << "  {\n    const int ints[] = {";
      for (size_t P = 0; P < IntNames[I].size(); ++P) {
        int V = Set == 0 ? 4 : Set == 1 ? 7 : Mixed[P % 6];
        OS << (P ? ", " : "") << V;
      }
      if (IntNames[I].empty())
        OS << "0";
      OS << "};\n    for (uint64_t seed = 1; seed <= " << Request.Seeds
         << "; seed++)\n      for (int special = 0; special < 2; special++) {\n"
         << "        pcx_test_" << H.Functions[I] << "(ints, seed, special);\n"
         << "        ran++;\n      }\n  }\n";
    }
  }
  OS << "  int on_host = 1;\n#pragma omp target map(from: on_host)\n"
        "  on_host = omp_is_initial_device();\n";
  OS << "  printf(\"{\\\"summary\\\":true,\\\"trials\\\":%d,\\\"failures\\\":%d,"
        "\\\"device\\\":\\\"%s\\\"}\\n\", ran, pcx_failures, on_host ? \"host\" : \"gpu\");\n";
  OS << "  return pcx_failures ? 1 : 0;\n}\n";
  H.Source = OS.str();
  return H;
}

} // namespace paracodex
