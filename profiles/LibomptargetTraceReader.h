//===- LibomptargetTraceReader.h - LIBOMPTARGET_PROFILE traces --*- C++ -*-===//
//
// Reads the Chrome trace-event JSON that LLVM's offload runtime writes when
// a program runs with LIBOMPTARGET_PROFILE=<file>.
//
// What the trace holds (LLVM 19, checked against the H200 sample in
// testdata/profiles/libomptarget_profile_sample.json and the runtime's
// source):
//
//  * Events are written by llvm::TimeTraceProfiler: "ph":"X" with "ts" and
//    "dur" in microseconds, one per timed scope. Scopes shorter than the
//    profiler's granularity (LIBOMPTARGET_PROFILE_GRANULARITY, 500 us by
//    default) are dropped from the list, but every scope still counts in a
//    "Total <name>" event ("ts":0, "dur" = summed us, "args":{"count":N}).
//    In the sample only 2 of 15 launches are listed; "Total Runtime: target
//    exe" reports all 15.
//  * A kernel launch is one "Runtime: target exe" event: the scope of
//    __tgt_target_kernel, which maps the arguments, launches the kernel and
//    waits for it ("Runtime: syncronize" nests inside it). Its duration is
//    the host-observed time of the target region, an upper bound on the
//    GPU time. "Kernel Target" (the asynchronous launch call alone, a few
//    us) nests inside it too, so it is not counted again.
//  * The trace never names the kernel symbol. A launch is identified by the
//    source location of its target directive, the prefix of "args.detail":
//    ";<file>;<function>;<line>;<column>;;<details>", e.g.
//    ";unknown;unknown;0;0;;NumTeams=0;NumArgs=9". Without
//    -gline-tables-only every location reads "unknown".
//
// So: one record per source location (file, function, line, column), named
// "omp target <function> at <file>:<line>:<column>", Compiler clang, its
// launches and summed "dur" (converted to ns). Launches whose location is
// unknown share the record "omp target (source location unknown)". The
// launches that only the "Total Runtime: target exe" event knows about
// (count and time beyond the listed ones) go to the record
// "omp target (below profile granularity)", which has no location, so that
// the table's total time matches the runtime's own total.
//
//===----------------------------------------------------------------------===//

#ifndef PARACODEX_PROFILES_LIBOMPTARGETTRACEREADER_H
#define PARACODEX_PROFILES_LIBOMPTARGETTRACEREADER_H

#include "profiles/ProfileTable.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace paracodex {
namespace profiles {

/// Labels of the records that have no source location.
inline constexpr llvm::StringLiteral UnknownLocationKernelName =
    "omp target (source location unknown)";
inline constexpr llvm::StringLiteral BelowGranularityKernelName =
    "omp target (below profile granularity)";

/// The source location at the front of a libomptarget "detail" string.
struct TraceSourceLocation {
  std::string File;
  std::string Function;
  unsigned Line = 0;
  unsigned Column = 0;
  /// False when the runtime had no debug information ("unknown", line 0).
  bool isKnown() const;
};

/// Parses ";<file>;<function>;<line>;<column>;;..." (\p Detail); std::nullopt
/// when the string does not have that shape.
std::optional<TraceSourceLocation> parseTraceDetail(llvm::StringRef Detail);

/// Parses a LIBOMPTARGET_PROFILE trace as described above. \p File only
/// names the input in error messages.
llvm::Expected<ProfileTable> readLibomptargetTrace(llvm::StringRef Content,
                                                   llvm::StringRef File);

} // namespace profiles
} // namespace paracodex

#endif // PARACODEX_PROFILES_LIBOMPTARGETTRACEREADER_H
