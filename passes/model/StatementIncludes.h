//===- StatementIncludes.h - kernels #included inside a function -*- C++ -*-===//
//
// Some codes keep each kernel in a file of its own and splice it into the
// time loop with `#include "calculate_F.h"` inside a function body
// (HeCBench's lid-driven-cavity). paracodex analyses and rewrites one file,
// so such a file is spliced in before it is parsed: the #include line is
// replaced by the included text between two #line directives, which keep
// every line number, __FILE__ and __LINE__ what they were. Splicing is what
// the preprocessor does itself, so the program is the same; it is done
// only where it cannot change what the text means (no nested #include,
// which would resolve from another directory, and no #pragma once).
//
// After fusion each spliced text is put back: an #include whose text the
// rewrite left alone is the #include line again; one whose text changed
// (a fused region now stands there) stays in the file, without the #line
// directives.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_STATEMENTINCLUDES_H
#define PARACODEX_PASSES_MODEL_STATEMENTINCLUDES_H

#include <string>
#include <utility>
#include <vector>

namespace paracodex {

class SplicedSource {
public:
  /// \p Original spliced: each `#include "name"` inside braces that follow
  /// a `)` (a function body) whose file, beside \p MainFile, holds a
  /// `#pragma omp target`. \p MainFile is the absolute name the parse uses.
  static SplicedSource splice(const std::string &Original, const std::string &MainFile);

  /// The text paracodex parses and rewrites.
  const std::string &text() const { return Text; }
  bool spliced() const { return !Blocks.empty(); }

  /// \p Rewritten (the spliced text after the rewrite) in the user's form.
  std::string restore(const std::string &Rewritten) const;

  /// Where \p Offset of the spliced text is in the user's files: the file
  /// (empty for the main file), line and column.
  struct Place {
    std::string File;
    unsigned Line = 1, Column = 1;
  };
  Place place(unsigned Offset) const;
  /// \p Offset of the spliced text as an offset of the original main file:
  /// a spliced text's offsets are its #include line's start.
  unsigned originalOffset(unsigned Offset) const;

private:
  struct Block {
    std::string Header;       ///< the included file's absolute name
    std::string IncludeLine;  ///< the #include line as written, no newline
    std::string HeaderText;   ///< its text, ending in a newline
    unsigned OriginalBegin = 0; ///< offset of the #include line in the original
    unsigned Begin = 0, End = 0; ///< the block (both #line directives) in Text
    unsigned FirstLine = 0;      ///< the #include line's number
    std::string open() const;
    std::string close(const std::string &MainFile) const;
  };
  std::string Text, MainFile;
  std::vector<Block> Blocks;
};

} // namespace paracodex

#endif
