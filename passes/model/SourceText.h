//===- SourceText.h - byte ranges of the main file, read only -*- C++ -*-===//
//
// The rewrite works on the file's own text: it keeps macro invocations
// (`I3D(u, n1, n2, i3, i2 - 1, i1)`), comments and spacing, and replaces only
// what changes. These helpers turn AST nodes into byte ranges of the main
// file and refuse nodes that do not map onto one contiguous piece of it
// (part of a macro body, say), because such text cannot be edited safely.
// They only read: the plan asks them whether the text can express a
// fusion, the rewrite then edits those ranges (passes/rewrite/TextEdit.h).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_SOURCETEXT_H
#define PARACODEX_PASSES_MODEL_SOURCETEXT_H

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class OMPClause;
class Stmt;
class Token;
} // namespace clang

namespace paracodex {

/// Whether \p Line (a line of source, indentation and all) is a `#line`
/// directive or a `# 12 "file"` line marker.
bool isLineDirective(llvm::StringRef Line);

struct ByteRange {
  unsigned Begin = 0, End = 0; ///< [Begin, End) in the main file
  bool contains(unsigned Offset) const { return Begin <= Offset && Offset < End; }
  bool overlaps(const ByteRange &O) const { return Begin < O.End && O.Begin < End; }
};

class SourceText {
public:
  explicit SourceText(clang::ASTContext &Context);

  llvm::StringRef code() const { return Code; }
  llvm::StringRef fileName() const { return FileName; }

  /// The file bytes that spell \p Range, or nothing when they are not one
  /// contiguous piece of the main file.
  std::optional<ByteRange> fileRange(clang::SourceRange Range) const;
  /// The bytes that replace \p E as a whole: fileRange, or, when \p E is
  /// exactly what one macro invocation of the main file expands to
  /// (`I3D(u1, n1, n2, i3, i2, i1-1)` for `u1[...]`), that invocation.
  std::optional<ByteRange> replaceableRange(const clang::Expr *E) const;
  /// The bytes of the one macro invocation of the main file that expands
  /// to exactly \p Range (`clover_use_target(c)` for `if (target : (c))`).
  std::optional<ByteRange> invocationRange(clang::SourceRange Range) const;
  std::string text(ByteRange R) const { return Code.substr(R.Begin, R.End - R.Begin).str(); }

  /// \p R widened to whole lines when only blanks share those lines with it
  /// (and its trailing `;`), so that deleting it leaves no empty line.
  ByteRange wholeLines(ByteRange R) const;

  /// The bytes of statement \p S with the `;` that ends it: Clang's range
  /// for `x = 1;` (and for a loop or `if` ending in one) stops before it.
  std::optional<ByteRange> statementRange(const clang::Stmt *S) const;

  /// The bytes of an explicit OpenMP clause: its name and, when it has
  /// one, its parenthesized argument. (Clang ends a clause without an
  /// argument at the token after it, so its own range will not do.)
  std::optional<ByteRange> clauseRange(const clang::OMPClause &C) const;

  /// Where a clause is appended to the `#pragma` line holding \p Offset:
  /// after its last token, so before any trailing comment.
  unsigned pragmaEnd(unsigned Offset) const;

  /// Whether \p R holds a token: anything but blanks and comments.
  bool hasTokens(ByteRange R) const;
  /// The same, where `#line` directives count as blank too: they change
  /// what diagnostics say, not what code means (a spliced kernel file is
  /// framed by two: StatementIncludes.h).
  bool hasTokensBesideLineDirectives(ByteRange R) const;

  /// The whole `#pragma` line holding \p Offset, with its backslash
  /// continuations; End is the offset of its final newline.
  ByteRange pragmaLine(unsigned Offset) const;

  /// Offset of the start of the line holding \p Offset.
  unsigned lineStart(unsigned Offset) const;
  unsigned lineNumber(unsigned Offset) const;

  /// The text of \p R with every identifier token named in \p Substitutions
  /// replaced by its value (comments, spacing and other tokens kept).
  std::string substituteIdentifiers(
      ByteRange R, const std::map<std::string, std::string> &Substitutions) const;

  /// Offsets of the identifier tokens spelled \p Name in \p R.
  std::vector<unsigned> identifierOffsets(ByteRange R, llvm::StringRef Name) const;

  clang::SourceManager &sourceManager() const { return SM; }
  clang::ASTContext &context() const { return Context; }

private:
  /// Calls \p Visit with each raw token (comments included) that starts in
  /// [\p Begin, end of file) and its offset, until \p Visit returns false.
  void forEachToken(unsigned Begin,
                    llvm::function_ref<bool(const clang::Token &, unsigned)> Visit) const;

  clang::ASTContext &Context;
  clang::SourceManager &SM;
  llvm::StringRef Code;
  std::string FileName;
};

/// The indentation of the first line of \p R that is not a `#pragma`
/// (code lines carry the indentation of a block; pragma lines often none).
std::string codeIndent(const SourceText &Text, ByteRange R);

/// Where a definition the rewritten text needs goes: after the file's last
/// `#include` and `#pragma omp requires` before its first definition that
/// holds an OpenMP directive (a target region must follow a requires
/// directive), one inside `#if` counting at its `#endif`; else at the top.
unsigned afterIncludes(const SourceText &Text);

} // namespace paracodex

#endif
