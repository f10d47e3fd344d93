//===- NsysReader.h - nsys stats kernel summaries ---------------*- C++ -*-===//
//
// Reads the CUDA GPU kernel summary of Nsight Systems
// (`nsys stats --report cuda_gpu_kern_sum`, called `gpukernsum` before
// nsys 2022) in its three output formats: the default console columns,
// `--format csv` and `--format json`.
//
// nsys does not run on our GPU host, so the formats come from NVIDIA's
// documentation and report script, not from a file we produced:
//  * Columns, from the report script cuda_gpu_kern_sum.py that ships in
//    nsys's reports directory (its usage text and SQL column aliases):
//    "Time (%)", "Total Time (ns)", "Instances", "Avg (ns)", "Med (ns)",
//    "Min (ns)", "Max (ns)", "StdDev (ns)", "Name"; rows sorted by total
//    time, descending. The older gpukernsum report printed "Time(%)",
//    "Total Time (ns)", "Instances", "Average", "Minimum", "Maximum"[,
//    "StdDev"], "Name".
//  * Units, from the Nsight Systems Post-Collection Analysis Guide: "All
//    time values given in nanoseconds by default"; `--timeunit` changes the
//    unit, and the column header then reads e.g. "Total Time (us)".
//  * Formats, from `nsys stats --help`: the console default is "column"
//    (a header line, a line of dashes under each column, right-aligned
//    numbers with thousands separators, the name last); "csv" is comma
//    separated with a header row; "json" is an array of row objects keyed
//    by the column names.
// Column positions are therefore never assumed: every reader finds "Total
// Time (<unit>)", "Instances" and "Name" by header name.
//
//===----------------------------------------------------------------------===//

#ifndef PARACODEX_PROFILES_NSYSREADER_H
#define PARACODEX_PROFILES_NSYSREADER_H

#include "profiles/ProfileTable.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace paracodex {
namespace profiles {

/// The console table (`nsys stats` default "column" format). The input may
/// hold several reports (nsys prints them one after another); the kernel
/// summary is the table whose header has "Total Time (...)", "Instances"
/// and "Name" columns, preferring the one under a title naming
/// cuda_gpu_kern_sum or gpukernsum.
llvm::Expected<ProfileTable> readNsysText(llvm::StringRef Content,
                                          llvm::StringRef File);

/// `nsys stats --format csv`: status lines before the header are skipped;
/// the table ends at the first blank or status line.
llvm::Expected<ProfileTable> readNsysCsv(llvm::StringRef Content,
                                         llvm::StringRef File);

/// `nsys stats --format json`: an array of objects keyed by column name.
/// Status lines before the array are skipped.
llvm::Expected<ProfileTable> readNsysJson(llvm::StringRef Content,
                                          llvm::StringRef File);

/// True when \p Columns (header names) are those of a kernel summary.
bool isNsysKernelSummaryHeader(llvm::ArrayRef<std::string> Columns);

} // namespace profiles
} // namespace paracodex

#endif // PARACODEX_PROFILES_NSYSREADER_H
