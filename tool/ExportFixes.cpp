//===- ExportFixes.cpp ----------------------------------------------------===//
#include "tool/ExportFixes.h"

#include "clang/Tooling/DiagnosticsYaml.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

namespace paracodex {

static clang::tooling::Replacement changedSpan(const FileFixes &F) {
  size_t Head = 0;
  while (Head < F.Before.size() && Head < F.After.size() && F.Before[Head] == F.After[Head])
    ++Head;
  size_t Tail = 0;
  while (Tail < F.Before.size() - Head && Tail < F.After.size() - Head &&
         F.Before[F.Before.size() - 1 - Tail] == F.After[F.After.size() - 1 - Tail])
    ++Tail;
  return clang::tooling::Replacement(F.Path, Head, F.Before.size() - Head - Tail,
                                     F.After.substr(Head, F.After.size() - Head - Tail));
}

llvm::Error writeExportFixes(const std::string &Path, const std::vector<FileFixes> &Files) {
  clang::tooling::TranslationUnitDiagnostics All;
  llvm::SmallString<256> Directory;
  llvm::sys::fs::current_path(Directory);
  for (const FileFixes &F : Files) {
    for (size_t I = 0; I < F.Messages.size(); ++I) {
      clang::tooling::DiagnosticMessage Message(F.Messages[I].first);
      Message.FilePath = F.Path;
      Message.FileOffset = F.Messages[I].second;
      if (I == 0 && F.Before != F.After) {
        clang::tooling::Replacements Edits;
        if (llvm::Error E = Edits.add(changedSpan(F)))
          return E;
        Message.Fix[F.Path] = Edits;
      }
      All.Diagnostics.emplace_back("paracodex-fusable", Message,
                                   llvm::SmallVector<clang::tooling::DiagnosticMessage, 1>(),
                                   clang::tooling::Diagnostic::Warning, Directory.str());
    }
  }
  if (Files.size() == 1)
    All.MainSourceFile = Files[0].Path;
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC)
    return llvm::createStringError(EC, "%s: cannot write: %s", Path.c_str(),
                                   EC.message().c_str());
  llvm::yaml::Output YAML(OS);
  YAML << All;
  return llvm::Error::success();
}

} // namespace paracodex
