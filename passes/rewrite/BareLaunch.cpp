//===- BareLaunch.cpp -----------------------------------------------------===//
#include "passes/rewrite/BareLaunch.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/LoopParser.h"
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

/// The names the bare form declares around the region's own text.
constexpr const char *ReservedNames[] = {"pcx_host", "pcx_b",     "pcx_l",   "pcx_le",
                                         "pcx_n1",   "pcx_n2",    "pcx_g1",  "pcx_blocks",
                                         "pcx_tiles", "pcx_t",    "pcx_run", "pcx_len",
                                         "pcx_runs"};

/// The macros of bareLaunchMacroText; the last one marks the block as ours.
constexpr const char *BareMacros[] = {"PARACODEX_BARE", "PARACODEX_BARE_WANTED",
                                      "PARACODEX_GPU_CODE", "PARACODEX_BARE_TEAMS"};
constexpr const char *BareBlockMarker = BareMacros[3];

/// The names bareLaunchMacroText defines or uses inside its function.
constexpr const char *BareFunctionNames[] = {"paracodex_on_device", "pcx_known", "pcx_on"};

/// The macro of bareRunsMacroText, which marks its block, the function it
/// calls, and the names that function uses.
constexpr const char *BareRunsMacro = "PARACODEX_BARE_RUNS";
constexpr const char *BareRunsFunction = "paracodex_bare_runs";
constexpr const char *BareRunsNames[] = {"pcx_want", "pcx_most", "pcx_planes", "pcx_tiles"};

bool definesMacro(const ASTContext &Ctx, llvm::StringRef Name) {
  auto Known = Ctx.Idents.find(Name);
  return Known != Ctx.Idents.end() && Known->getValue()->hadMacroDefinition();
}

bool declaresAtFileScope(const ASTContext &Ctx, llvm::StringRef Name) {
  auto Known = Ctx.Idents.find(Name);
  return Known != Ctx.Idents.end() &&
         !Ctx.getTranslationUnitDecl()->lookup(DeclarationName(Known->getValue())).empty();
}

/// Whether an expression of \p C has side effects (a combined construct's
/// clause reads clang's captured copy: its initializer is what was written).
bool clauseHasSideEffects(const OMPClause &C, const ASTContext &Ctx) {
  for (const Stmt *Child : const_cast<OMPClause &>(C).children()) {
    const auto *E = llvm::dyn_cast_or_null<Expr>(Child);
    if (!E)
      continue;
    if (const auto *Ref = llvm::dyn_cast<DeclRefExpr>(E->IgnoreImpCasts()))
      if (const auto *Captured = llvm::dyn_cast<VarDecl>(Ref->getDecl()))
        if (Captured->isImplicit() && Captured->getInit())
          E = Captured->getInit();
    if (E->HasSideEffects(Ctx))
      return true;
  }
  return false;
}

/// Why the file's own macros stand in the way of bareLaunchMacroText's,
/// or nothing: the file defines some of them, but not as that block does.
std::optional<std::string> userDefinesBareMacros(const ASTContext &Ctx) {
  // A block of an earlier paracodex, whose device test takes a CPU offload
  // device for a GPU: new bare code needs the block of this one.
  if (definesMacro(Ctx, BareBlockMarker) && !definesMacro(Ctx, "PARACODEX_GPU_CODE"))
    return std::string("the file holds an older paracodex preamble (without "
                       "PARACODEX_GPU_CODE): fuse the original file again");
  if (definesMacro(Ctx, BareBlockMarker))
    return std::nullopt;
  for (llvm::StringRef Name : BareMacros)
    if (definesMacro(Ctx, Name))
      return "the file defines `" + Name.str() + "` itself";
  // The names inside those definitions, which a macro of the file would
  // rewrite, or a declaration of the file would clash with.
  for (llvm::StringRef Name : BareFunctionNames) {
    if (definesMacro(Ctx, Name))
      return "the file defines a macro `" + Name.str() + "`, a name fuse's definitions use";
    if (Name.starts_with("paracodex_") && declaresAtFileScope(Ctx, Name))
      return "the file declares `" + Name.str() + "`, a name fuse's definitions use";
  }
  return std::nullopt;
}

/// Why the file's own names stand in the way of bareRunsMacroText's, or
/// nothing: the file has both the macro and the function (ours), or
/// neither and no macro of a name the function uses.
std::optional<std::string> userDefinesRunsMacros(const ASTContext &Ctx) {
  bool Macro = definesMacro(Ctx, BareRunsMacro);
  bool Function = declaresAtFileScope(Ctx, BareRunsFunction);
  if (Macro && Function)
    return std::nullopt;
  if (Macro || Function)
    return "the file defines `" + std::string(Macro ? BareRunsMacro : BareRunsFunction) +
           "` itself";
  for (llvm::StringRef Name : BareRunsNames)
    if (definesMacro(Ctx, Name))
      return "the file defines a macro `" + Name.str() + "`, a name fuse's definitions use";
  if (definesMacro(Ctx, BareRunsFunction))
    return "the file defines a macro `" + std::string(BareRunsFunction) +
           "`, a name fuse's definitions use";
  return std::nullopt;
}

/// The functions a bare region calls in the region's own scope (through
/// macros or in its text), and those a two-level reduction's clauses call.
constexpr const char *BareCallNames[] = {"paracodex_on_device", "paracodex_bare_runs",
                                         "omp_get_team_num",    "ompx_block_id_x",
                                         "ompx_grid_dim_x",     "ompx_thread_id_x"};
constexpr const char *ReductionCallNames[] = {"paracodex_on_device", "paracodex_host_threads"};

/// The macros of reductionTeamsMacroText.
constexpr const char *ReductionTeamsMacros[] = {
    "PARACODEX_REDUCTION_TEAMS", "PARACODEX_REDUCTION_THREADS", "PARACODEX_REDUCTION_BOUNDS"};

} // namespace

std::optional<std::string> reductionTeamsUnavailable(const ASTContext &Ctx) {
  if (auto Why = userDefinesBareMacros(Ctx))
    return Why;
  // All of them, after the bare block: ours, from an earlier fuse.
  bool All = definesMacro(Ctx, BareBlockMarker);
  for (llvm::StringRef Name : ReductionTeamsMacros)
    All = All && definesMacro(Ctx, Name);
  if (All)
    return std::nullopt;
  for (llvm::StringRef Name : ReductionTeamsMacros)
    if (definesMacro(Ctx, Name) || declaresAtFileScope(Ctx, Name))
      return "the file defines `" + Name.str() + "` itself";
  for (llvm::StringRef Name : {"paracodex_host_threads", "pcx_n", "pcx_limit"})
    if (definesMacro(Ctx, Name) ||
        (Name.starts_with("paracodex_") && declaresAtFileScope(Ctx, Name)))
      return "the file defines `" + Name.str() + "`, a name fuse's definitions use";
  return std::nullopt;
}

std::string reductionTeamsMacroText(const ASTContext &Ctx, unsigned BlockThreads) {
  if (definesMacro(Ctx, ReductionTeamsMacros[0]))
    return "";
  const std::string B = std::to_string(BlockThreads);
  return "/* paracodex: a two-level reduction's teams (paracodex_on_device above): on\n"
         "   a device as many as it asks; with no device one team of a thread a\n"
         "   processor within the thread limits (libomp warns at more). The bounds\n"
         "   keep the kernel's launch bound at its block size, which a run-time\n"
         "   thread_limit would lose. */\n"
         "#if PARACODEX_BARE\n"
         "static int paracodex_host_threads(void) {\n"
         "  int pcx_n = omp_get_num_procs();\n"
         "  int pcx_limit = omp_get_teams_thread_limit();\n"
         "  if (pcx_limit > 0 && pcx_limit < pcx_n)\n"
         "    pcx_n = pcx_limit;\n"
         "  pcx_limit = omp_get_thread_limit();\n"
         "  if (pcx_limit > 0 && pcx_limit < pcx_n)\n"
         "    pcx_n = pcx_limit;\n"
         "  return pcx_n > 0 ? pcx_n : 1;\n"
         "}\n"
         "#define PARACODEX_REDUCTION_TEAMS(teams) (paracodex_on_device() ? (teams) : 1)\n"
         "#define PARACODEX_REDUCTION_THREADS(threads) \\\n"
         "  (paracodex_on_device() ? (threads) : paracodex_host_threads())\n"
         "#define PARACODEX_REDUCTION_BOUNDS \\\n"
         "  ompx_attribute(__attribute__((__launch_bounds__(" + B + "))))\n"
         "#else\n"
         "#define PARACODEX_REDUCTION_TEAMS(teams) (teams)\n"
         "#define PARACODEX_REDUCTION_THREADS(threads) (threads)\n"
         "#define PARACODEX_REDUCTION_BOUNDS\n"
         "#endif\n";
}

std::optional<std::string> fuseNamesShadowed(const FunctionModel &F, bool Reduction) {
  if (!F.Decl)
    return std::nullopt;
  llvm::ArrayRef<const char *> Called =
      Reduction ? llvm::ArrayRef(ReductionCallNames) : llvm::ArrayRef(BareCallNames);
  auto Ours = [&](llvm::StringRef Name) {
    return llvm::any_of(Called, [&](llvm::StringRef N) { return N == Name; });
  };
  auto Why = [](llvm::StringRef Name) {
    return "the function declares `" + Name.str() + "`, a name fuse's code calls there";
  };
  for (const ParmVarDecl *P : F.Decl->parameters())
    if (Ours(P->getName()))
      return Why(P->getName());
  if (!F.Decl->getBody())
    return std::nullopt;
  for (const DeclStmt *S : collectNodes<DeclStmt>(F.Decl->getBody()))
    for (const Decl *D : S->decls()) {
      if (const auto *N = llvm::dyn_cast<NamedDecl>(D))
        if (Ours(N->getName()))
          return Why(N->getName());
      if (const auto *E = llvm::dyn_cast<EnumDecl>(D))
        for (const EnumConstantDecl *C : E->enumerators())
          if (Ours(C->getName()))
            return Why(C->getName());
    }
  return std::nullopt;
}

llvm::Expected<std::string> bareLaunchPrefix(const TargetRegion &R, const SourceText &Text,
                                             const std::string &Column,
                                             const std::optional<BareRuns> &Runs) {
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
  const ASTContext *Ctx = nullptr;
  for (int K = 0; K < 2; ++K) {
    const ForStmt *For = K == 0 ? L2.Stmt : L1.Stmt;
    const VarDecl *Var = For ? loopVariable(For) : nullptr;
    if (!Var || !signedLoop(For, Var))
      return notBare("a collapsed loop does not count with a signed integer");
    if (auto Why = boundsDifferOnDevice(For, Var, R))
      return notBare(*Why);
    Ctx = &Var->getASTContext();
    Types[K] = canonicalSpelling(Var->getType(), *Ctx);
  }
  // Every clause but the loop's own goes on the bare `target teams`,
  // except those that the bare form spells otherwise (below).
  std::string Kept, OnlyIf;
  for (const OMPClause *C : D->clauses()) {
    if (C->isImplicit()) // clang's own, from the region's uses: the bare region makes them too
      continue;
    switch (C->getClauseKind()) {
    case llvm::omp::OMPC_collapse:
      continue;
    case llvm::omp::OMPC_num_teams:
    case llvm::omp::OMPC_thread_limit:
      // Left off: the bare form sets its own grid. An expression with side
      // effects would then not run (review 14: num_teams(bump())).
      if (clauseHasSideEffects(*C, *Ctx))
        return notBare("its `" +
                       std::string(llvm::omp::getOpenMPClauseName(C->getClauseKind())) +
                       "` clause has side effects, which the bare form would not run");
      continue;
    case llvm::omp::OMPC_default: {
      // default(none) and default(shared) say what the region's own
      // data-sharing already is (clang 19 crashes on default(none) beside
      // ompx_bare); default(private) and default(firstprivate) would give
      // each team copies of the arrays' pointers and scalars the standard
      // form shares, which the bare form cannot be trusted to match.
      auto Kind = llvm::cast<OMPDefaultClause>(C)->getDefaultKind();
      if (Kind == llvm::omp::OMP_DEFAULT_none || Kind == llvm::omp::OMP_DEFAULT_shared)
        continue;
      return notBare("its `default` clause gives the teams private copies");
    }
    case llvm::omp::OMPC_if: {
      // `if(parallel: c)` and `if(simd: c)` only say how many threads run;
      // the bare form has no parallel construct to carry them. `if(c)` and
      // `if(target: c)` become part of the guard: when c is false the
      // standard form runs, on the host, as the original did.
      const auto *If = llvm::cast<OMPIfClause>(C);
      auto Modifier = If->getNameModifier();
      if (Modifier == llvm::omp::OMPD_parallel || Modifier == llvm::omp::OMPD_simd) {
        if (clauseHasSideEffects(*C, *Ctx))
          return notBare("the condition of its `if` clause has side effects, which the bare form "
                         "would not run");
        continue;
      }
      if (Modifier != llvm::omp::OMPD_unknown && Modifier != llvm::omp::OMPD_target)
        return notBare("its `if` clause applies to a construct the bare form does not have");
      // On a combined construct clang captures the condition in a variable
      // of its own (`.capture_expr.`); what the source says is its value.
      const Expr *Cond = If->getCondition();
      if (const auto *Ref = llvm::dyn_cast_or_null<DeclRefExpr>(Cond ? Cond->IgnoreImpCasts()
                                                                     : nullptr))
        if (const auto *Captured = llvm::dyn_cast<VarDecl>(Ref->getDecl()))
          if (Captured->isImplicit() && Captured->getInit())
            Cond = Captured->getInit();
      auto CondRange = Cond ? Text.fileRange(Cond->getSourceRange()) : std::nullopt;
      if (!CondRange)
        return notBare("the condition of its `if` clause is partly inside a macro body");
      if (Cond->HasSideEffects(*Ctx))
        return notBare("the condition of its `if` clause has side effects; testing it twice "
                       "could change it");
      OnlyIf += " && (" + Text.text(*CondRange) + ")";
      continue;
    }
    case llvm::omp::OMPC_map:
    case llvm::omp::OMPC_firstprivate:
    case llvm::omp::OMPC_shared:
    case llvm::omp::OMPC_is_device_ptr:
    case llvm::omp::OMPC_has_device_addr:
    case llvm::omp::OMPC_nowait:
    case llvm::omp::OMPC_depend:
    case llvm::omp::OMPC_device:
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
  // (A preprocessor line inside the region, which would give the grid and
  // the loops different macros, has already stopped addPlaneMarch.)
  for (llvm::StringRef Name : ReservedNames)
    if (nameTaken(Name, *D, R.Loops[0].Stmt, {Whole->Begin, Nest->End}, Text))
      return notBare("the name `" + Name.str() + "` is taken");
  if (auto Why = userDefinesBareMacros(*Ctx))
    return notBare(*Why);

  // Runs of planes, where the host counts the marched loop's planes as the
  // region would.
  const LoopInfo &L3 = R.Loops[0];
  bool InRuns = false;
  if (Runs) {
    std::optional<std::string> Why;
    if (!L3.BoundsAffine)
      Why = "the bounds of `" + L3.Name + "` are not affine";
    else
      Why = boundsDifferOnDevice(Runs->Loop, Runs->Var, R);
    if (!Why && !Runs->Chunk)
      Why = userDefinesRunsMacros(*Ctx);
    if (Why)
      return notBare("runs of planes: " + *Why);
    InRuns = true;
  }

  const std::string Rows = "(" + wideText(L2.Last - L2.Lower + AffineExpr::constant(1)) + ")";
  const std::string Points = "(" + wideText(L1.Last - L1.Lower + AffineExpr::constant(1)) + ")";
  const std::string Planes = "(" + wideText(L3.Last - L3.Lower + AffineExpr::constant(1)) + ")";
  const std::string B = std::to_string(BareBlockThreads);
  const std::string TX = std::to_string(BareTileColumns), TY = std::to_string(BareTileRows);
  const std::string TX1 = std::to_string(BareTileColumns - 1),
                    TY1 = std::to_string(BareTileRows - 1);
  std::string Out;
  Out += "#if PARACODEX_BARE\n";
  // The grid: tiles of 32 x 4 columns, g1 of them across a row, times the
  // runs. Every count and index fits an int (num_teams is one; at most
  // 2^30 - 1 blocks, so that a block index plus the grid size does not
  // overflow; a run's planes, first + pcx_run * pcx_len up to its end, lie
  // below 2^31): 32-bit arithmetic keeps the march's registers down.
  Out += "if (PARACODEX_BARE_WANTED()" + OnlyIf + " && " + Rows + " > 0 && " + Points +
         " > 0 && " + Rows + " <= 2147483647LL - " + TY1 + " && " + Points +
         " <= 2147483647LL - " + TX1 + " && ((" + Rows + " + " + TY1 + ") / " + TY + ") * ((" +
         Points + " + " + TX1 + ") / " + TX + ") <= 1073741823LL" +
         (InRuns ? " && " + Planes + " > 0 && " + Planes + " <= 1073741823LL && " +
                       wideText(L3.Last) + " <= 1073741823LL"
                 : "") +
         ") {\n";
  // The tile (t) a block takes: the block itself, or, in runs, b % tiles
  // over run b / tiles. Without runs the text is the one measured whole
  // (its registers change with any of it).
  const std::string Tile = InRuns ? "pcx_t" : "pcx_b";
  const std::string Tiles = InRuns ? "pcx_tiles" : "pcx_blocks";
  Out += "int pcx_n1 = (int)" + Points + ", pcx_n2 = (int)" + Rows + ", pcx_g1 = (pcx_n1 + " +
         TX1 + ") / " + TX + ", " + Tiles + " = pcx_g1 * ((pcx_n2 + " + TY1 + ") / " + TY +
         ");\n";
  std::string Private = "pcx_n1, pcx_n2, pcx_g1, pcx_blocks";
  if (InRuns) {
    // pcx_len planes a run, and as many runs as cover the planes (none
    // empty, so that a run's first plane is one of the loop's).
    std::string Chosen = Runs->Chunk ? "(int)((" + Planes + " + " +
                                           std::to_string(Runs->Chunk - 1) + ") / " +
                                           std::to_string(Runs->Chunk) + ")"
                                     : "PARACODEX_BARE_RUNS(pcx_tiles, " + Planes + ")";
    Out += "int pcx_runs = " + Chosen + ";\n";
    Out += "if (pcx_runs > 1073741823 / pcx_tiles)\npcx_runs = 1073741823 / pcx_tiles;\n";
    Out += "int pcx_len = (int)((" + Planes + " + pcx_runs - 1) / pcx_runs);\n";
    Out += "pcx_runs = (int)((" + Planes + " + pcx_len - 1) / pcx_len);\n";
    Out += "int pcx_blocks = pcx_tiles * pcx_runs;\n";
    Private = "pcx_n1, pcx_n2, pcx_g1, pcx_tiles, pcx_blocks, pcx_len";
  }
  Out += "#pragma omp target teams ompx_bare num_teams(PARACODEX_BARE_TEAMS(pcx_blocks)) "
         "thread_limit(PARACODEX_BARE_THREADS(" + B + ")) firstprivate(" + Private + ")" +
         Kept + "\n";
  Out += "{\n";
  if (InRuns)
    Out += "// on the GPU: block b, thread l takes column ((t / g1) * " + TY + " + l / " + TX +
           ", (t % g1) * " + TX + " + l % " + TX + ") of tile t = b % tiles over run b / tiles "
           "(pcx_len planes); run on the host, team 0 takes every block\n";
  else
    Out += "// on the GPU: block b, thread l takes column ((b / g1) * " + TY + " + l / " + TX +
           ", (b % g1) * " + TX + " + l % " + TX + "); run on the host, team 0 takes every column\n";
  // Host code, the host fallback's or a CPU offload device's (x86_64 under
  // -fopenmp-targets), walks every column: there the ompx_* ids say nothing
  // of the grid (review 26: a host-offload run computed some columns only).
  Out += "int pcx_host = !PARACODEX_GPU_CODE;\n";
  Out += "if (!pcx_host || omp_get_team_num() == 0)\n";
  Out += "for (int pcx_b = pcx_host ? 0 : ompx_block_id_x(); pcx_b < pcx_blocks;\n"
         "pcx_b += pcx_host ? 1 : ompx_grid_dim_x())\n";
  Out += "for (int pcx_l = pcx_host ? 0 : ompx_thread_id_x(), pcx_le = pcx_host ? " + B +
         " : pcx_l + 1; pcx_l < pcx_le; pcx_l++)" + (InRuns ? " {\n" : "\n");
  if (InRuns)
    Out += "int pcx_t = pcx_b % pcx_tiles, pcx_run = pcx_b / pcx_tiles;\n";
  Out += "if ((" + Tile + " / pcx_g1) * " + TY + " + pcx_l / " + TX + " < pcx_n2 && (" + Tile +
         " % pcx_g1) * " + TX + " + pcx_l % " + TX + " < pcx_n1) {\n";
  Out += Types[0] + " " + L2.Name + " = (" + Types[0] + ")(" + wideText(L2.Lower) + " + (" +
         Tile + " / pcx_g1) * " + TY + " + pcx_l / " + TX + ");\n";
  Out += Types[1] + " " + L1.Name + " = (" + Types[1] + ")(" + wideText(L1.Lower) + " + (" +
         Tile + " % pcx_g1) * " + TX + " + pcx_l % " + TX + ");\n";
  Out += InRuns ? Runs->Column : Column;
  Out += InRuns ? "}\n}\n}\n} else\n#endif\n" : "}\n}\n} else\n#endif\n";
  return Out;
}

std::string bareLaunchMacroText(const clang::ASTContext &Context) {
  if (definesMacro(Context, BareBlockMarker))
    return "";
  return
      "/* paracodex: a marched region is also written as a bare launch (clang's\n"
      "   ompx_bare: no OpenMP device runtime in the kernel, fewer registers), taken\n"
      "   when target regions run on a GPU. -DPARACODEX_NO_BARE keeps the\n"
      "   standard form only; -DPARACODEX_BARE_ON_HOST takes the bare form with no\n"
      "   device too (paracodex verify tests both forms so). */\n"
      "#if defined(__clang__) && __clang_major__ >= 19 && defined(_OPENMP) && \\\n"
      "    !defined(PARACODEX_NO_BARE)\n"
      "#include <omp.h>\n"
      "#include <ompx.h>\n"
      "#define PARACODEX_BARE 1\n"
      "/* Whether this is a GPU's code: a CPU offload device\n"
      "   (-fopenmp-targets=x86_64-...) runs target regions too, but a bare\n"
      "   launch's grid means nothing there. */\n"
      "#if defined(__NVPTX__) || defined(__AMDGCN__)\n"
      "#define PARACODEX_GPU_CODE 1\n"
      "#else\n"
      "#define PARACODEX_GPU_CODE 0\n"
      "#endif\n"
      "/* Whether target regions run on a GPU: asked once, by running one. */\n"
      "static int paracodex_on_device(void) {\n"
      "  static int pcx_known = -1;\n"
      "  int pcx_on;\n"
      "#pragma omp atomic read\n"
      "  pcx_on = pcx_known;\n"
      "  if (pcx_on < 0) {\n"
      "    pcx_on = 0;\n"
      "#pragma omp target map(from : pcx_on)\n"
      "    pcx_on = PARACODEX_GPU_CODE;\n"
      "#pragma omp atomic write\n"
      "    pcx_known = pcx_on;\n"
      "  }\n"
      "  return pcx_on;\n"
      "}\n"
      "#ifdef PARACODEX_BARE_ON_HOST\n"
      "#define PARACODEX_BARE_WANTED() 1\n"
      "#else\n"
      "#define PARACODEX_BARE_WANTED() paracodex_on_device()\n"
      "#endif\n"
      "/* One team of one thread on the host, where team 0 walks every column\n"
      "   (more make libomp warn). */\n"
      "#define PARACODEX_BARE_TEAMS(blocks) (paracodex_on_device() ? (blocks) : 1)\n"
      "#define PARACODEX_BARE_THREADS(threads) (paracodex_on_device() ? (threads) : 1)\n"

      "#else\n"
      "#define PARACODEX_BARE 0\n"
      "#endif\n";
}

std::string bareRunsMacroText(const clang::ASTContext &Context) {
  if (definesMacro(Context, BareRunsMacro))
    return "";
  return
      "#if PARACODEX_BARE\n"
      "/* Runs of planes a bare launch marches, a block for each tile and run:\n"
      "   blocks enough for about PARACODEX_BARE_BLOCKS (a few waves of a large GPU,\n"
      "   so that the last one is a small share), runs of PARACODEX_BARE_MIN_RUN\n"
      "   planes or more (each loads its window afresh). */\n"
      "#ifndef PARACODEX_BARE_BLOCKS\n"
      "#define PARACODEX_BARE_BLOCKS 8192\n"
      "#endif\n"
      "#ifndef PARACODEX_BARE_MIN_RUN\n"
      "#define PARACODEX_BARE_MIN_RUN 32\n"
      "#endif\n"
      "static int paracodex_bare_runs(long long pcx_tiles, long long pcx_planes) {\n"
      "  long long pcx_want = (PARACODEX_BARE_BLOCKS + pcx_tiles - 1) / pcx_tiles;\n"
      "  long long pcx_most = pcx_planes / PARACODEX_BARE_MIN_RUN;\n"
      "  if (pcx_want > pcx_most)\n"
      "    pcx_want = pcx_most;\n"
      "  return pcx_want < 1 ? 1 : pcx_want > 1073741823LL ? 1073741823 : (int)pcx_want;\n"
      "}\n"
      "#define PARACODEX_BARE_RUNS(tiles, planes) paracodex_bare_runs((tiles), (planes))\n"
      "#endif\n";
}

} // namespace paracodex
