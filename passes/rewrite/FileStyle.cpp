//===- FileStyle.cpp ------------------------------------------------------===//
#include "passes/rewrite/FileStyle.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <map>

namespace paracodex {

static bool hasStyleFile(llvm::StringRef FileName) {
  llvm::SmallString<256> Dir(FileName);
  llvm::sys::fs::make_absolute(Dir);
  llvm::sys::path::remove_filename(Dir);
  while (!Dir.empty()) {
    for (const char *Name : {".clang-format", "_clang-format"}) {
      llvm::SmallString<256> Candidate(Dir);
      llvm::sys::path::append(Candidate, Name);
      if (llvm::sys::fs::exists(Candidate))
        return true;
    }
    llvm::StringRef Parent = llvm::sys::path::parent_path(Dir);
    if (Parent == Dir)
      break;
    Dir = Parent;
  }
  return false;
}

clang::format::FormatStyle styleForFile(llvm::StringRef FileName,
                                        llvm::StringRef Code) {
  if (hasStyleFile(FileName))
    if (auto Style = clang::format::getStyle("file", FileName, "LLVM", Code))
      return *Style;
  clang::format::FormatStyle Style = clang::format::getLLVMStyle();
  // Indentation: the most common increase from one line to the next.
  std::map<unsigned, unsigned> Steps;
  unsigned Previous = 0, Longest = 0;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Code.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    Longest = std::max<unsigned>(Longest, Line.size());
    if (Line.trim().empty() || Line.ltrim().starts_with("#") ||
        Line.ltrim().starts_with("*"))
      continue;
    unsigned Indent = Line.size() - Line.ltrim(' ').size();
    if (Indent > Previous && Indent - Previous <= 8)
      ++Steps[Indent - Previous];
    Previous = Indent;
  }
  unsigned Best = 0;
  for (const auto &[Step, Count] : Steps)
    if (!Best || Count > Steps[Best])
      Best = Step;
  if (Best)
    Style.IndentWidth = Best;
  Style.ColumnLimit = std::min(120u, std::max(80u, Longest));
  Style.SortIncludes = clang::format::FormatStyle::SI_Never;
  return Style;
}

} // namespace paracodex
