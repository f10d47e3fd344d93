//===- Diagnostics.cpp ----------------------------------------------------===//
#include "tool/Diagnostics.h"

#include "llvm/Support/raw_ostream.h"


namespace paracodex {

/// "file:12: what" -> {"file", "12", "what"}, scanned by hand: a regex
/// recursing once per character overflowed the stack on a 50 KB message.
static bool splitFileLine(llvm::StringRef Message, llvm::StringRef &File,
                          llvm::StringRef &Line, llvm::StringRef &Rest) {
  size_t Colon = Message.find(':');
  if (Colon == llvm::StringRef::npos || Colon == 0)
    return false;
  File = Message.take_front(Colon);
  llvm::StringRef After = Message.drop_front(Colon + 1);
  Line = After.take_while([](char C) { return C >= '0' && C <= '9'; });
  if (Line.empty() || !After.drop_front(Line.size()).starts_with(": "))
    return false;
  Rest = After.drop_front(Line.size() + 2);
  return true;
}

int reportError(llvm::Error E, int ExitCode) {
  llvm::handleAllErrors(std::move(E), [](const llvm::ErrorInfoBase &Info) {
    std::string Message = Info.message();
    llvm::StringRef File, Line, Rest;
    if (Message.find("error:") != std::string::npos)
      llvm::errs() << Message << "\n";
    else if (splitFileLine(Message, File, Line, Rest))
      llvm::errs() << File << ":" << Line << ":1: error: " << Rest << "\n";
    else
      llvm::errs() << "paracodex: error: " << Message << "\n";
  });
  return ExitCode;
}

} // namespace paracodex
