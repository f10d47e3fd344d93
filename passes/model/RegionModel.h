//===- RegionModel.h - what the source says about offload regions -*- C++ -*-===//
//
// The model layer's output: for every function, its OpenMP `target` regions
// (directive, loop nest, array accesses with delinearized subscripts, map
// clauses) and its array variables (how each is allocated, mapped, freed and
// used on the host). It records facts only; legality is decided elsewhere.
// AST pointers stay valid while the translation unit is alive, which is the
// whole of one analysis run.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_REGIONMODEL_H
#define PARACODEX_PASSES_MODEL_REGIONMODEL_H

#include "passes/model/AffineExpr.h"
#include "passes/model/ArrayId.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class CompoundStmt;
class DeclRefExpr;
class Expr;
class ForStmt;
class FunctionDecl;
class OMPExecutableDirective;
class Stmt;
class OMPClause;
class ValueDecl;
class VarDecl;
} // namespace clang

namespace paracodex {

struct SourceSpan {
  std::string File;
  unsigned Line = 0, Column = 0;
  unsigned EndLine = 0, EndColumn = 0;
  /// Byte offsets in the main file, for ordering and rewriting.
  unsigned Begin = 0, End = 0;
  bool contains(unsigned Offset) const { return Begin <= Offset && Offset < End; }
};

/// One `for` loop of a region, normalized to "Var from Lower to Last by Step".
struct LoopInfo {
  std::string Var;  ///< the loop variable's symbol key (SymbolKey.h)
  std::string Name; ///< its spelling, for messages and text edits
  AffineExpr Lower;
  AffineExpr Last; ///< last value taken (inclusive)
  int64_t Step = 1;
  bool BoundsAffine = true;
  bool InCollapsedNest = false; ///< distributed/collapsed by the directive
  bool Perfect = false;         ///< part of the perfect nest below the directive
  SourceSpan Span;
  const clang::ForStmt *Stmt = nullptr;
};

/// Whether two loops take the same values: the same bounds and step.
inline bool sameRange(const LoopInfo &A, const LoopInfo &B) {
  return A.BoundsAffine && B.BoundsAffine && A.Lower == B.Lower && A.Last == B.Last &&
         A.Step == B.Step;
}

enum class AccessKind { Read, Write, ReadWrite };

struct ArrayAccess {
  ArrayId Array; ///< the array: views such as VLA casts resolved
  AccessKind Kind = AccessKind::Read;
  std::vector<AffineExpr> Subscripts; ///< outermost dimension first
  /// For flat indexing, the one subscript as written, before delinearizing.
  std::optional<AffineExpr> FlatIndex;
  bool Affine = true;                 ///< every subscript affine in loop vars
  SourceSpan Loc;
  std::string Text;
  const clang::Expr *Expr = nullptr;
  /// Expr with the parentheses around it (`(a[i])` from a macro such as
  /// `#define I3D(a, ...) (a[...])`); Expr itself when there are none.
  const clang::Expr *Parenthesized = nullptr;
  /// For writes: the assignment expression (`T[..] = rhs`).
  const clang::Expr *Assignment = nullptr;
  /// In a region the plan composed (plan/ComposedRegion.h): the read of a
  /// temporary whose value this producer access now stands for.
  const clang::Expr *StandsFor = nullptr;
  bool isWrite() const { return Kind != AccessKind::Read; }
  bool isRead() const { return Kind != AccessKind::Write; }
};

struct MapEntry {
  ArrayId Array;
  std::string MapType; ///< alloc, to, from, tofrom, delete, release, present...
  SourceSpan Loc;
};

/// One item of a `reduction` clause: the operator and the variable, by its
/// declaration (issue 27: identity is the declaration, not the spelling).
struct ReductionItem {
  std::string Op; ///< "+", "max", ...
  /// The reduced variable; null for an item that is not a plain variable
  /// (an array section).
  const clang::VarDecl *Var = nullptr;
  std::string Text; ///< the item as written
  /// "op:item", as reports print it.
  std::string spelling() const { return Op + ":" + Text; }
};

/// A statement that makes a region's body more than straight-line code.
struct ControlStatement {
  std::string Sentence; ///< "has an if statement at line N"
  const clang::Stmt *Statement = nullptr;
  /// An `if` that only chooses values of the body's own scalars
  /// (LocalSelects.h): a copy can write it as conditional expressions.
  bool LocalSelect = false;
  bool operator==(const ControlStatement &O) const { return Statement == O.Statement; }
};

struct TargetRegion {
  unsigned Id = 0;
  std::string Function;
  std::string DirectiveKind; ///< e.g. "target teams distribute parallel for"
  SourceSpan Span;           ///< the pragma line through the end of the body
  unsigned Collapse = 1;
  std::vector<LoopInfo> Loops; ///< every for loop inside, perfect nest first
  std::vector<ArrayAccess> Accesses;
  std::vector<MapEntry> Maps;
  std::vector<std::string> IsDevicePtr;
  std::vector<ReductionItem> Reductions;
  bool NoWait = false;
  bool HasDepend = false;
  std::vector<std::string> SideEffects; ///< human sentences
  std::vector<ControlStatement> ControlFlow;
  /// Arrays handed to a call inside the region: array -> "passed to `f`
  /// at line N". What the callee does with them is unknown.
  std::vector<std::pair<ArrayId, std::string>> Escapes;
  /// Scalars declared outside the region that its body reads (globals too):
  /// a copy of its expressions elsewhere must see the same values.
  std::vector<const clang::VarDecl *> ScalarInputs;
  /// Stores through pointers that lead to no known array (`*f(p) = x`):
  /// "`text` (line N)". They may write anything.
  std::vector<std::string> UnknownWrites;
  /// Reads through a pointer computed from an array (`(t + 0)[i]`), which
  /// no access records: where they read is not known.
  std::vector<std::string> UnknownReads;
  /// Calls inside the region to functions that may have effects (a
  /// `declare target` function may write any global): "`f` at line N".
  std::vector<std::string> Calls;
  /// Scalars the body assigns, increments or takes the address of.
  std::vector<const clang::VarDecl *> ScalarWrites;
  /// Integer locals of the body with a known polynomial value
  /// (`int i1 = 2*j1 - d1;`), by symbol key.
  std::map<std::string, AffineExpr> Bindings;
  /// The statement the directive's loop nest ends in (the innermost body).
  const clang::Stmt *InnermostBody = nullptr;
  /// Enclosing `target data` directive, if any (its id in FunctionModel).
  std::optional<unsigned> TargetData;
  const clang::OMPExecutableDirective *Directive = nullptr;
  /// The innermost block that holds the region as one of its statements.
  const clang::CompoundStmt *Block = nullptr;
  size_t IndexInBlock = 0;
  /// The statement of Block at IndexInBlock is bare braces or a loop
  /// around the region (`{ #pragma omp target ... }`), not the region itself.
  bool Wrapped = false;
  /// That statement is a `for` loop whose body is the region alone
  /// (ModelContext::enclosingBlock).
  const clang::ForStmt *RepeatLoop = nullptr;
  /// Where that statement is, when Wrapped: deleting the producer deletes
  /// it whole.
  SourceSpan StatementSpan;
  /// The region is a fallback paracodex kept (KeptFallbacks.h): it stays as
  /// written.
  bool KeptFallback = false;
  /// In the fused branch of a guarded fusion: where its overlap test begins.
  std::optional<unsigned> GuardTestOffset;
  /// Its block is (all of) the `else` of a guarded fusion's overlap test:
  /// the test's line (KeptFallbacks.h). Its pairs are the original code
  /// of a fusion made before.
  std::optional<unsigned> OverlapFallbackLine;
  /// For a region the plan composed (plan/ComposedRegion.h): the directives
  /// of the producers whose bodies it now holds, beside Directive's own.
  std::vector<const clang::OMPExecutableDirective *> InlinedFrom;
  /// ... and those producers' innermost loop bodies, whose declarations and
  /// stored values the fused body holds.
  std::vector<const clang::Stmt *> InlinedBodies;

  /// The loop whose variable has the symbol key \p Var.
  const LoopInfo *loop(const std::string &Var) const;
  std::vector<const ArrayAccess *> accessesTo(const ArrayId &Array) const;
  bool writes(const ArrayId &Array) const;
  bool reads(const ArrayId &Array) const;
};

enum class Allocation {
  Malloc,
  Calloc,
  OmpTargetAlloc,
  LocalArray,
  GlobalArray,
  Parameter,
  Unknown
};
const char *allocationName(Allocation A);

/// A use of an array variable outside the target regions' bodies.
struct HostUse {
  enum Kind {
    Allocate,  ///< `T = malloc(...)`, declaration, `omp_target_alloc`
    Free,      ///< `free(T)`, `omp_target_free(T, ...)`
    MapClause, ///< in a clause of a target/data directive (see MapType)
    Escape,    ///< passed to a call, stored in another pointer
    View,      ///< a VLA-typed view `double (*v)[n] = (double (*)[n])T`
    Read,
    Write,
    NullTest ///< `T == NULL`, `!T`, `if (T)`: the pointer's value only
  } What;
  std::string MapType; ///< for MapClause
  std::string Detail;  ///< e.g. the callee or the other pointer
  SourceSpan Loc;
  /// Allocate/Free: the statement to delete when the array goes away.
  const clang::Stmt *Statement = nullptr;
  /// MapClause: the list item, its clause and its directive.
  const clang::Expr *MapItem = nullptr;
  const clang::OMPClause *Clause = nullptr;
  const clang::OMPExecutableDirective *Directive = nullptr;
};

struct ArrayVariable {
  ArrayId Id;
  std::string Name; ///< Id's spelling
  Allocation Alloc = Allocation::Unknown;
  bool Restrict = false;
  SourceSpan DeclLoc;
  std::vector<HostUse> HostUses;
  /// Views (VLA-typed pointers) that alias this array by construction.
  std::vector<std::string> Views;
  const clang::ValueDecl *Decl = nullptr;
};

/// A `target data`, `target enter/exit data` or `target update` directive.
struct DataDirective {
  unsigned Id = 0;
  std::string Kind;
  SourceSpan Span;
  std::vector<MapEntry> Maps;
  const clang::OMPExecutableDirective *Directive = nullptr;
};

/// A store to a scalar variable outside the target regions' bodies: an
/// assignment, increment, `&x` (it may be stored through), or a directive
/// clause that copies back into it (map from/tofrom, reduction).
struct ScalarWrite {
  const clang::VarDecl *Var = nullptr;
  SourceSpan Loc;
  std::string How;
};

struct FunctionModel {
  std::string Name; ///< as spelled: what kernel names and the harness use
  /// For reports: with its class and namespaces (`Solver::step`), so that
  /// two member functions of one name are two labels.
  std::string QualifiedName;
  SourceSpan Span;
  std::vector<TargetRegion> Regions;
  std::vector<ScalarWrite> HostScalarWrites;
  /// Calls outside the regions to functions that may have effects (they
  /// may change any global).
  std::vector<std::pair<std::string, SourceSpan>> HostCalls;
  /// Stores outside the regions through a pointer that leads to no array
  /// of Arrays (`*q = x` with `q = a + 1`, `st.p[i] = x`): the text and
  /// where. They may write any memory the function can reach.
  std::vector<std::pair<std::string, SourceSpan>> HostUnknownStores;
  std::vector<DataDirective> DataDirectives;
  /// By declaration: two arrays of one name are two entries.
  std::map<ArrayId, ArrayVariable> Arrays;
  const clang::FunctionDecl *Decl = nullptr;
  /// For an instantiation of a template (a function template, or a member
  /// function of a class template): the template's own definition, whose
  /// text every instantiation shares (its spans are the template's), and
  /// the instantiation's name with its arguments (`scale<float>`). Null
  /// and empty for ordinary functions.
  const clang::FunctionDecl *Pattern = nullptr;
  std::string Instantiation;

  const ArrayVariable *array(const ArrayId &Id) const;
};

struct ProgramModel {
  std::string File;
  /// Every function of the main file with a region or data directive; of a
  /// template's instantiations only the first, which stands for the
  /// template's text.
  std::vector<FunctionModel> Functions;
  /// A template's other instantiations: judged only so that a pair of the
  /// template is fused when it is legal, and fused into one text, in each
  /// of them (passes/plan/InstantiationAgreement.h). Nothing else reads them.
  std::vector<FunctionModel> OtherInstantiations;
};

} // namespace paracodex

#endif
