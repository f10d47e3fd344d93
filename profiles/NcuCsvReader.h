//===- NcuCsvReader.h - Nsight Compute CSV into a ProfileTable --*- C++ -*-===//
//
// Reads what
//   ncu --csv --metrics gpu__time_duration.sum,dram__bytes_read.sum,
//                       dram__bytes_write.sum,launch__registers_per_thread
//       ./prog
// prints: ncu's "==PROF==" status lines, then quoted CSV with one row per
// (kernel launch, metric).
//
//===----------------------------------------------------------------------===//

#ifndef PARACODEX_PROFILES_NCUCSVREADER_H
#define PARACODEX_PROFILES_NCUCSVREADER_H

#include "profiles/ProfileTable.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace paracodex {
namespace profiles {

/// Parses ncu's CSV (the default "details" page). Lines before the header
/// (a row starting with "ID" that has a "Kernel Name" column) are skipped,
/// as are ncu's "==PROF==" lines after it. Columns are found by header
/// name. Per kernel name: Launches counts distinct launch IDs, time
/// (gpu__time_duration.sum, converted to ns) and DRAM bytes (converted to
/// bytes) are summed, registers take the maximum; other metrics are
/// ignored. \p File only names the input in error messages.
llvm::Expected<ProfileTable> readNcuCsv(llvm::StringRef Content,
                                        llvm::StringRef File);

/// True when \p Line is the header row of ncu's CSV.
bool isNcuCsvHeader(llvm::StringRef Line);

} // namespace profiles
} // namespace paracodex

#endif // PARACODEX_PROFILES_NCUCSVREADER_H
