//===- BareLaunch.cpp -----------------------------------------------------===//
#include "passes/rewrite/BareLaunch.h"

#include "passes/model/CollectNodes.h"
#include "passes/rewrite/ScheduleChecks.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenMP.h"

namespace paracodex {

using namespace clang;

namespace {

llvm::Error notBare(const std::string &Why) {
  return llvm::createStringError(std::make_error_code(std::errc::invalid_argument), "%s",
                                 Why.c_str());
}

/// The variable a for loop counts with: `for (int i = ...)` or `for (i = ...)`.
const VarDecl *loopVariable(const ForStmt *For) {
  if (const auto *Init = llvm::dyn_cast_or_null<DeclStmt>(For->getInit()))
    return Init->isSingleDecl() ? llvm::dyn_cast<VarDecl>(Init->getSingleDecl()) : nullptr;
  if (const auto *Set = llvm::dyn_cast_or_null<BinaryOperator>(For->getInit()))
    if (Set->getOpcode() == BO_Assign)
      if (const auto *Ref = llvm::dyn_cast<DeclRefExpr>(Set->getLHS()->IgnoreParens()))
        return llvm::dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

/// Why the host may not compute \p For's bounds as the region does, or
/// nothing. The grid is sized on the host; the region's loops read their
/// bounds on the device. Local scalars are captured by value, so both
/// sides see the same number; a global may have a device copy of its own.
std::optional<std::string> boundsDifferOnDevice(const ForStmt *For, const VarDecl *Var,
                                                const TargetRegion &R) {
  for (const Stmt *Part : {For->getInit(), static_cast<const Stmt *>(For->getCond())})
    for (const DeclRefExpr *E : collectNodes<DeclRefExpr>(Part)) {
      if (E->getDecl() == Var || llvm::isa<EnumConstantDecl>(E->getDecl()))
        continue;
      const auto *V = llvm::dyn_cast<VarDecl>(E->getDecl());
      if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType() ||
          V->getType().isVolatileQualified())
        return "the bounds of `" + Var->getName().str() + "` read `" +
               E->getDecl()->getNameAsString() +
               "`, which the device may hold apart from the host";
      for (const VarDecl *W : R.ScalarWrites)
        if (W == V)
          return "the region changes `" + V->getName().str() + "`, which the bounds of `" +
                 Var->getName().str() + "` read";
    }
  return std::nullopt;
}

} // namespace

llvm::Expected<std::string> bareLaunchPrefix(const TargetRegion &R, const SourceText &Text,
                                             const std::string &Column) {
  const auto *D = R.Directive;
  if (!D || R.Loops.size() != 3)
    return notBare("the region is not a three-loop nest");
  const LoopInfo &L2 = R.Loops[1], &L1 = R.Loops[2];
  // The loops' own variables are private to each thread in both forms (the
  // bare one declares them afresh), and so is what the body declares; any
  // other scalar the region writes would be one per block.
  for (const VarDecl *W : R.ScalarWrites) {
    bool Private = false;
    for (const LoopInfo &L : R.Loops)
      Private = Private || (L.Stmt && loopVariable(L.Stmt) == W);
    if (R.InnermostBody)
      for (const VarDecl *Local : collectNodes<VarDecl>(R.InnermostBody))
        Private = Private || Local == W;
    if (!Private)
      return notBare("the region writes `" + W->getName().str() +
                     "`, which a bare launch would share between the threads of a block");
  }
  if (!L2.BoundsAffine || !L1.BoundsAffine)
    return notBare("the bounds of the collapsed loops are not affine");
  std::string Types[2];
  for (int K = 0; K < 2; ++K) {
    const ForStmt *For = K == 0 ? L2.Stmt : L1.Stmt;
    const VarDecl *Var = For ? loopVariable(For) : nullptr;
    if (!Var || !signedLoop(For, Var))
      return notBare("a collapsed loop does not count with a signed integer");
    if (auto Why = boundsDifferOnDevice(For, Var, R))
      return notBare(*Why);
    PrintingPolicy Policy(Var->getASTContext().getLangOpts());
    Types[K] = Var->getType().getUnqualifiedType().getAsString(Policy);
  }
  // Every clause but the loop's own goes on the bare `target teams`.
  std::string Kept;
  for (const OMPClause *C : D->clauses()) {
    if (C->isImplicit()) // clang's own, from the region's uses: the bare region makes them too
      continue;
    switch (C->getClauseKind()) {
    case llvm::omp::OMPC_collapse:
    case llvm::omp::OMPC_num_teams:
    case llvm::omp::OMPC_thread_limit:
      continue;
    case llvm::omp::OMPC_map:
    case llvm::omp::OMPC_firstprivate:
    case llvm::omp::OMPC_shared:
    case llvm::omp::OMPC_is_device_ptr:
    case llvm::omp::OMPC_has_device_addr:
    case llvm::omp::OMPC_nowait:
    case llvm::omp::OMPC_depend:
    case llvm::omp::OMPC_device:
    case llvm::omp::OMPC_if:
    case llvm::omp::OMPC_default:
    case llvm::omp::OMPC_defaultmap:
      break;
    default:
      return notBare("its `" +
                     std::string(llvm::omp::getOpenMPClauseName(C->getClauseKind())) +
                     "` clause has no meaning on a bare launch");
    }
    auto Range = Text.clauseRange(*C);
    if (!Range)
      return notBare("a clause of the region is partly inside a macro body");
    Kept += " " + Text.text(*Range);
  }
  auto Whole = Text.fileRange(D->getSourceRange());
  auto Nest = Text.statementRange(R.Loops[0].Stmt);
  if (!Whole || !Nest)
    return notBare("the region is partly inside a macro body");
  for (const char *Name : {"pcx_host", "pcx_b", "pcx_l", "pcx_le", "pcx_n1", "pcx_g1",
                           "pcx_blocks"})
    if (!Text.identifierOffsets({Whole->Begin, Nest->End}, Name).empty())
      return notBare(std::string("the name `") + Name + "` is taken");

  const std::string Rows = "(" + wideText(L2.Last - L2.Lower + AffineExpr::constant(1)) + ")";
  const std::string Points = "(" + wideText(L1.Last - L1.Lower + AffineExpr::constant(1)) + ")";
  const std::string B = std::to_string(BareBlockThreads);
  std::string Out;
  Out += "#if PARACODEX_BARE\n";
  // The grid: g1 blocks of 128 threads per row, one row per value of the
  // outer loop. Every count and index fits an int (num_teams is one; at
  // most 2^30 - 1 blocks, so that a block index plus the grid size does
  // not overflow): 32-bit arithmetic keeps the march's registers down.
  const std::string B1 = std::to_string(BareBlockThreads - 1);
  Out += "if (PARACODEX_BARE_WANTED() && " + Rows + " > 0 && " + Points + " > 0 && " + Points +
         " <= 2147483647LL - " + B1 + " && " + Rows + " * ((" + Points + " + " + B1 + ") / " + B +
         ") <= 1073741823LL) {\n";
  Out += "int pcx_n1 = (int)" + Points + ", pcx_g1 = (pcx_n1 + " + B1 + ") / " + B +
         ", pcx_blocks = pcx_g1 * (int)" + Rows + ";\n";
  Out += "#pragma omp target teams ompx_bare num_teams(pcx_blocks) thread_limit(" + B +
         ") firstprivate(pcx_n1, pcx_g1, pcx_blocks)" + Kept + "\n";
  Out += "{\n";
  Out += "// on the GPU: block b, thread l takes column (b / g1, (b % g1) * " + B +
         " + l); run on the host, team 0 takes every column\n";
  Out += "int pcx_host = omp_is_initial_device();\n";
  Out += "if (!pcx_host || omp_get_team_num() == 0)\n";
  Out += "for (int pcx_b = pcx_host ? 0 : ompx_block_id_x(); pcx_b < pcx_blocks;\n"
         "pcx_b += pcx_host ? 1 : ompx_grid_dim_x())\n";
  Out += "for (int pcx_l = pcx_host ? 0 : ompx_thread_id_x(), pcx_le = pcx_host ? " + B +
         " : pcx_l + 1; pcx_l < pcx_le; pcx_l++)\n";
  Out += "if ((pcx_b % pcx_g1) * " + B + " + pcx_l < pcx_n1) {\n";
  Out += Types[0] + " " + L2.Name + " = (" + Types[0] + ")(" + wideText(L2.Lower) +
         " + pcx_b / pcx_g1);\n";
  Out += Types[1] + " " + L1.Name + " = (" + Types[1] + ")(" + wideText(L1.Lower) +
         " + (pcx_b % pcx_g1) * " + B + " + pcx_l);\n";
  Out += Column;
  Out += "}\n}\n} else\n#endif\n";
  return Out;
}

std::string bareLaunchMacroText(const clang::ASTContext &Context) {
  auto Known = Context.Idents.find("PARACODEX_BARE");
  if (Known != Context.Idents.end() && Known->getValue()->hasMacroDefinition())
    return "";
  return
      "/* paracodex: a marched region is also written as a bare launch (clang's\n"
      "   ompx_bare: no OpenMP device runtime in the kernel, fewer registers), taken\n"
      "   when target regions run on a device. -DPARACODEX_NO_BARE keeps the\n"
      "   standard form only; -DPARACODEX_BARE_ON_HOST takes the bare form with no\n"
      "   device too (paracodex verify tests both forms so). */\n"
      "#if defined(__clang__) && __clang_major__ >= 19 && defined(_OPENMP) && \\\n"
      "    !defined(PARACODEX_NO_BARE)\n"
      "#include <omp.h>\n"
      "#include <ompx.h>\n"
      "#define PARACODEX_BARE 1\n"
      "#ifdef PARACODEX_BARE_ON_HOST\n"
      "#define PARACODEX_BARE_WANTED() 1\n"
      "#else\n"
      "#define PARACODEX_BARE_WANTED() paracodex_on_device()\n"
      "/* Whether target regions run on a device: asked once, by running one. */\n"
      "static int paracodex_on_device(void) {\n"
      "  static int known = -1;\n"
      "  int on;\n"
      "#pragma omp atomic read\n"
      "  on = known;\n"
      "  if (on < 0) {\n"
      "    on = 0;\n"
      "#pragma omp target map(from : on)\n"
      "    on = !omp_is_initial_device();\n"
      "#pragma omp atomic write\n"
      "    known = on;\n"
      "  }\n"
      "  return on;\n"
      "}\n"
      "#endif\n"
      "#else\n"
      "#define PARACODEX_BARE 0\n"
      "#endif\n";
}

} // namespace paracodex
