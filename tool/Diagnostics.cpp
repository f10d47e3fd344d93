//===- Diagnostics.cpp ----------------------------------------------------===//
#include "tool/Diagnostics.h"

#include "llvm/Support/raw_ostream.h"

#include <regex>

namespace paracodex {

int reportError(llvm::Error E, int ExitCode) {
  llvm::handleAllErrors(std::move(E), [](const llvm::ErrorInfoBase &Info) {
    std::string Message = Info.message();
    static const std::regex FileLine(R"(^([^:]+):(\d+): (.*)$)");
    std::smatch M;
    if (Message.find("error:") != std::string::npos)
      llvm::errs() << Message << "\n";
    else if (std::regex_match(Message, M, FileLine))
      llvm::errs() << M[1].str() << ":" << M[2].str() << ":1: error: "
                   << M[3].str() << "\n";
    else
      llvm::errs() << "paracodex: error: " << Message << "\n";
  });
  return ExitCode;
}

} // namespace paracodex
