//===- AtomicWrite.cpp ----------------------------------------------------===//
#include "tool/AtomicWrite.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

namespace paracodex {

/// Writes \p Text to \p Path through a temporary file in the same directory
/// and a rename, so that the file is either the old text or the new one.
llvm::Error writeAtomically(const std::string &Path, const std::string &Text) {
  llvm::SmallString<256> Model(Path);
  Model += ".paracodex-%%%%%%";
  auto Temp = llvm::sys::fs::TempFile::create(Model);
  if (!Temp)
    return llvm::createStringError(std::errc::io_error, "%s: cannot write: %s",
                                   Path.c_str(), llvm::toString(Temp.takeError()).c_str());
  {
    llvm::raw_fd_ostream OS(Temp->FD, /*shouldClose=*/false);
    OS << Text;
    OS.flush();
    if (OS.has_error()) {
      llvm::consumeError(Temp->discard());
      return llvm::createStringError(std::errc::io_error, "%s: write failed", Path.c_str());
    }
  }
  // Keep the permissions of a file we replace.
  llvm::sys::fs::file_status Status;
  if (!llvm::sys::fs::status(Path, Status))
    llvm::sys::fs::setPermissions(Temp->TmpName, Status.permissions());
  if (llvm::Error E = Temp->keep(Path))
    return llvm::createStringError(std::errc::io_error, "%s: cannot replace: %s",
                                   Path.c_str(), llvm::toString(std::move(E)).c_str());
  return llvm::Error::success();
}

} // namespace paracodex
