//===- Progress.h - one line of progress on a terminal ---------*- C++ -*-===//
//
// verify and tune build and run programs for minutes: while stderr is a
// terminal they say what they are at, on one line rewritten in place, with
// the seconds since they began. Nothing is written when stderr is a file
// or a pipe (a log keeps only the report).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_PROGRESS_H
#define PARACODEX_TOOL_PROGRESS_H

#include "llvm/Support/Format.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <string>

namespace paracodex {

class Progress {
public:
  Progress()
      : Start(std::chrono::steady_clock::now()),
        Enabled(llvm::sys::Process::StandardErrIsDisplayed()) {}
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  }
  bool enabled() const { return Enabled; }
  void show(const std::string &What) {
    if (!Enabled)
      return;
    llvm::errs() << "\r\033[K" << llvm::format("[%6.1f s] ", elapsed()) << What;
    Shown = true;
  }
  /// Takes the line away (before a report or a message).
  void clear() {
    if (Shown)
      llvm::errs() << "\r\033[K";
    Shown = false;
  }

private:
  std::chrono::steady_clock::time_point Start;
  bool Enabled, Shown = false;
};

} // namespace paracodex

#endif
