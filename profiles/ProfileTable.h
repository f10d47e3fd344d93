//===- ProfileTable.h - One table for every profile format ------*- C++ -*-===//
//
// Every profile reader (ncu, nsys, libomptarget) produces a ProfileTable, so
// that ranking candidates never depends on which profiler the user ran.
//
//===----------------------------------------------------------------------===//

#ifndef PARACODEX_PROFILES_PROFILETABLE_H
#define PARACODEX_PROFILES_PROFILETABLE_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace paracodex {
namespace profiles {

/// The compiler whose naming scheme a kernel name follows.
enum class CompilerKind { Clang, Nvhpc, Gcc, Unknown };

/// A short lower-case name ("clang", "nvhpc", "gcc", "unknown") for messages
/// and reports.
llvm::StringRef compilerName(CompilerKind Kind);

/// One kernel, aggregated over all of its launches.
struct KernelRecord {
  /// The name as the profiler printed it (or, for traces that carry no
  /// kernel symbol, a readable label; see LibomptargetTraceReader.h).
  std::string KernelName;
  /// Source function that holds the target region; empty when unknown.
  std::string Function;
  /// Source file, when the profile names it (only libomptarget traces of
  /// programs built with -gline-tables-only do); empty otherwise.
  std::string SourceFile;
  /// Line of the target directive; absent when the profile cannot tell.
  std::optional<unsigned> Line;
  CompilerKind Compiler = CompilerKind::Unknown;
  uint64_t Launches = 0;
  /// Time summed over all launches, in nanoseconds.
  double TotalTimeNs = 0;
  /// DRAM traffic summed over all launches, in bytes, where measured.
  std::optional<double> DramBytesRead;
  std::optional<double> DramBytesWritten;
  /// The largest register count seen over the launches, where measured.
  std::optional<unsigned> RegistersPerThread;
};

/// All kernels of one profile, one record per distinct kernel name, in the
/// order the profile first mentions them.
struct ProfileTable {
  /// Which reader produced the table: "ncu-csv", "libomptarget-trace",
  /// "nsys-text", "nsys-csv" or "nsys-json".
  std::string SourceFormat;
  std::vector<KernelRecord> Kernels;

  /// The time of every kernel in the table, in nanoseconds.
  double totalTimeNs() const;

  /// The records whose target region sits at \p Line of \p Function. A
  /// region can have several (a profile may list one kernel under two
  /// names), so all of them are returned. \p Function matches either the
  /// recorded name exactly or, for C++, its unqualified base name.
  std::vector<const KernelRecord *> findRecords(llvm::StringRef Function,
                                                unsigned Line) const;

  /// The record named \p KernelName, or null.
  const KernelRecord *findKernel(llvm::StringRef KernelName) const;
};

/// Folds per-launch (or per-summary-row) measurements into one record per
/// kernel name. Readers feed it samples; it owns the aggregation rules (time
/// and DRAM bytes are summed, registers take the maximum) so that every
/// format aggregates the same way.
class KernelAggregator {
public:
  /// The record for \p KernelName, created on first use with the function,
  /// line and compiler decoded from the name.
  KernelRecord &recordFor(llvm::StringRef KernelName);

  void addLaunches(llvm::StringRef KernelName, uint64_t Count, double TimeNs);
  void addTime(llvm::StringRef KernelName, double TimeNs);
  void addDramBytesRead(llvm::StringRef KernelName, double Bytes);
  void addDramBytesWritten(llvm::StringRef KernelName, double Bytes);
  void addRegisters(llvm::StringRef KernelName, unsigned Registers);

  bool empty() const { return Records.empty(); }

  /// Hands the records over; the aggregator is empty afterwards.
  ProfileTable takeTable(llvm::StringRef SourceFormat);

private:
  std::vector<KernelRecord> Records;
  llvm::StringMap<size_t> IndexByName;
};

} // namespace profiles
} // namespace paracodex

#endif // PARACODEX_PROFILES_PROFILETABLE_H
