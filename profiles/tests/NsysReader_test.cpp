//===- NsysReader_test.cpp ------------------------------------------------===//
//
// The fixtures are hand-written from nsys's documentation (see NsysReader.h
// and testdata/profiles/README.md); their numbers are the ncu sample's
// measurements, so all formats must agree with each other.
//
//===----------------------------------------------------------------------===//

#include "profiles/NsysReader.h"

#include "TestSupport.h"

#include "gtest/gtest.h"

using namespace paracodex::profiles;
using namespace paracodex::profiles::test;

namespace {

bool startsWith(const std::string &Text, llvm::StringRef Prefix) {
  return llvm::StringRef(Text).starts_with(Prefix);
}

/// The resid kernels of the ncu sample as nsys summarizes them.
void expectResidSummary(const ProfileTable &Table) {
  ASSERT_EQ(Table.Kernels.size(), 5u);
  // nsys sorts by total time; the table keeps that order.
  const KernelRecord &Fused2 = Table.Kernels[0];
  EXPECT_EQ(Fused2.KernelName, "__omp_offloading_fe00_a72079_resid_fused2_l27");
  EXPECT_EQ(Fused2.Function, "resid_fused2");
  EXPECT_EQ(Fused2.Line, 27u);
  EXPECT_EQ(Fused2.Compiler, CompilerKind::Clang);
  EXPECT_EQ(Fused2.Launches, 2u);
  EXPECT_DOUBLE_EQ(Fused2.TotalTimeNs, 646656.0);
  EXPECT_EQ(Fused2.DramBytesRead, std::nullopt); // nsys measures no traffic.
  EXPECT_EQ(Fused2.RegistersPerThread, std::nullopt);

  ASSERT_EQ(Table.findRecords("resid_naive", 11).size(), 1u);
  EXPECT_DOUBLE_EQ(Table.findRecords("resid_naive", 11)[0]->TotalTimeNs,
                   53536.0);
  EXPECT_DOUBLE_EQ(Table.totalTimeNs(), 868864.0);
}

TEST(NsysReaderTest, ConsoleColumns) {
  ProfileTable Table = tableOrFail(readNsysText(
      fixtureText("nsys_cuda_gpu_kern_sum.txt"), "nsys_cuda_gpu_kern_sum.txt"));
  EXPECT_EQ(Table.SourceFormat, "nsys-text");
  expectResidSummary(Table);
}

TEST(NsysReaderTest, Csv) {
  ProfileTable Table = tableOrFail(readNsysCsv(
      fixtureText("nsys_cuda_gpu_kern_sum.csv"), "nsys_cuda_gpu_kern_sum.csv"));
  EXPECT_EQ(Table.SourceFormat, "nsys-csv");
  expectResidSummary(Table);
}

TEST(NsysReaderTest, Json) {
  ProfileTable Table =
      tableOrFail(readNsysJson(fixtureText("nsys_cuda_gpu_kern_sum.json"),
                               "nsys_cuda_gpu_kern_sum.json"));
  EXPECT_EQ(Table.SourceFormat, "nsys-json");
  expectResidSummary(Table);
}

TEST(NsysReaderTest, PicksTheKernelSummaryAmongSeveralReports) {
  // cuda_api_sum and cuda_gpu_mem_time_sum come before and after it.
  ProfileTable Table = tableOrFail(readNsysText(
      fixtureText("nsys_multi_report.txt"), "nsys_multi_report.txt"));
  expectResidSummary(Table);
}

TEST(NsysReaderTest, PrefersTheTableUnderAKernelSummaryTitle) {
  std::string Text =
      " ** CUDA GPU Kernel Summary by grid (cuda_gpu_kern_gb_sum):\n"
      "\n"
      " Total Time (ns)  Instances  GridXYZ  Name  \n"
      " ---------------  ---------  -------  ------\n"
      "             900          3  8  1  1  decoy\n"
      "\n"
      " ** CUDA GPU Kernel Summary (cuda_gpu_kern_sum):\n"
      "\n"
      " Total Time (ns)  Instances  Name \n"
      " ---------------  ---------  -----\n"
      "             100          1  right\n";
  ProfileTable Table = tableOrFail(readNsysText(Text, "t.txt"));
  ASSERT_EQ(Table.Kernels.size(), 1u);
  EXPECT_EQ(Table.Kernels[0].KernelName, "right");
}

TEST(NsysReaderTest, OldGpukernsumReportWithNvhpcKernels) {
  ProfileTable Table = tableOrFail(readNsysText(
      fixtureText("nsys_gpukernsum_2021.txt"), "nsys_gpukernsum_2021.txt"));
  ASSERT_EQ(Table.Kernels.size(), 5u);
  EXPECT_EQ(Table.Kernels[0].Function, "resid_fused2");
  EXPECT_EQ(Table.Kernels[0].Line, 27u);
  EXPECT_EQ(Table.Kernels[0].Compiler, CompilerKind::Nvhpc);

  // A name with blanks is kept whole and decodes to nothing.
  const KernelRecord &Cub = Table.Kernels[3];
  EXPECT_EQ(Cub.KernelName, "void cub::DeviceReduceSingleTileKernel<double, "
                            "int>(double const*, double*, int)");
  EXPECT_EQ(Cub.Compiler, CompilerKind::Unknown);
  EXPECT_EQ(Cub.Launches, 4u);
  EXPECT_DOUBLE_EQ(Cub.TotalTimeNs, 12288.0);

  // The mangled C++ kernel and the plain one both sit at resid_naive:7.
  EXPECT_EQ(Table.findRecords("resid_naive", 7).size(), 2u);
}

TEST(NsysReaderTest, TimeUnitOtherThanNanoseconds) {
  ProfileTable Table =
      tableOrFail(readNsysCsv(fixtureText("nsys_kern_sum_timeunit_us.csv"),
                              "nsys_kern_sum_timeunit_us.csv"));
  ASSERT_EQ(Table.Kernels.size(), 3u);
  EXPECT_EQ(Table.Kernels[0].Compiler, CompilerKind::Gcc);
  EXPECT_EQ(Table.Kernels[0].Function, "resid_fused2");
  EXPECT_EQ(Table.Kernels[0].Line, std::nullopt);
  EXPECT_DOUBLE_EQ(Table.Kernels[0].TotalTimeNs, 1293312.0);
  EXPECT_EQ(Table.Kernels[2].KernelName,
            "void reduce<double>(const double *, double *, int)");
  EXPECT_DOUBLE_EQ(Table.Kernels[2].TotalTimeNs, 226304.0);
}

TEST(NsysReaderTest, RepeatedNamesAreAggregated) {
  std::string Csv = "Total Time (ns),Instances,Name\n"
                    "100,1,__omp_offloading_fe00_a72079_copyk_l37\n"
                    "\"1,000\",3,__omp_offloading_fe00_a72079_copyk_l37\n";
  ProfileTable Table = tableOrFail(readNsysCsv(Csv, "t.csv"));
  ASSERT_EQ(Table.Kernels.size(), 1u);
  EXPECT_EQ(Table.Kernels[0].Launches, 4u);
  EXPECT_DOUBLE_EQ(Table.Kernels[0].TotalTimeNs, 1100.0);
}

TEST(NsysReaderTest, TruncatedJson) {
  std::string Message = errorOrFail(
      readNsysJson(fixtureText("nsys_truncated.json"), "nsys_truncated.json"));
  EXPECT_TRUE(startsWith(Message, "nsys_truncated.json:22: malformed JSON: "))
      << Message;
}

TEST(NsysReaderTest, TruncatedConsoleRow) {
  std::string Text = " Total Time (ns)  Instances  Avg (ns)  Name\n"
                     " ---------------  ---------  --------  ----\n"
                     "             100          1     100.0  k\n"
                     "             200\n";
  EXPECT_EQ(errorOrFail(readNsysText(Text, "t.txt")),
            "t.txt:4: expected 4 columns, found 1");
}

TEST(NsysReaderTest, MalformedCsv) {
  EXPECT_EQ(errorOrFail(readNsysCsv("Total Time (ns),Instances,Name\n"
                                    "100,two,k\n",
                                    "t.csv")),
            "t.csv:2: Instances value \"two\" is not a whole number");
  EXPECT_EQ(errorOrFail(readNsysCsv("Total Time (ns),Instances,Name\n"
                                    "100,1\n",
                                    "t.csv")),
            "t.csv:2: expected 3 columns, found 2");
  EXPECT_EQ(errorOrFail(readNsysCsv("Total Time (ns),Instances,Name\n"
                                    "100,1,\"k(int\n",
                                    "t.csv")),
            "t.csv:2: unterminated quoted field (truncated file?)");
  EXPECT_EQ(errorOrFail(readNsysCsv("Total Time (fortnights),Instances,Name\n"
                                    "100,1,k\n",
                                    "t.csv")),
            "t.csv:1: unknown time unit in column \"Total Time "
            "(fortnights)\"");
  EXPECT_EQ(
      errorOrFail(readNsysCsv("Total Time (ns),Instances,Name\n\n", "t.csv")),
      "t.csv:1: the kernel summary has no rows (truncated file?)");
}

TEST(NsysReaderTest, MalformedJson) {
  EXPECT_EQ(errorOrFail(readNsysJson("[\n {\"Total Time (ns)\": 1, "
                                     "\"Instances\": 1}\n]",
                                     "t.json")),
            "t.json:2: row 0: needs \"Total Time (...)\", \"Instances\" and "
            "\"Name\"");
  EXPECT_EQ(errorOrFail(readNsysJson("[\n {\"Total Time (ns)\": -5, "
                                     "\"Instances\": 1, \"Name\": \"k\"}\n]",
                                     "t.json")),
            "t.json:2: Total Time value \"-5\" is not a non-negative number");
  EXPECT_EQ(errorOrFail(readNsysJson("{\"Name\": 1}", "t.json")),
            "t.json:1: expected the JSON array of 'nsys stats --format json'");
}

TEST(NsysReaderTest, NoKernelSummary) {
  std::string ApiOnly = " Time (%)  Total Time (ns)  Num Calls  Name\n"
                        " --------  ---------------  ---------  ----\n"
                        "    100.0              100          1  cuInit\n";
  EXPECT_EQ(errorOrFail(readNsysText(ApiOnly, "t.txt")),
            "t.txt:3: no CUDA GPU kernel summary (cuda_gpu_kern_sum) table "
            "was found");
  std::string Skipped =
      "Processing [r.sqlite] with [cuda_gpu_kern_sum.py]... \n"
      "SKIPPED: r.sqlite does not contain CUDA kernel data.\n";
  EXPECT_EQ(errorOrFail(readNsysCsv(Skipped, "t.csv")),
            "t.csv:2: nsys skipped the kernel summary: SKIPPED: r.sqlite does "
            "not contain CUDA kernel data.");
}

TEST(NsysReaderTest, KernelSummaryHeaderRecognition) {
  EXPECT_TRUE(isNsysKernelSummaryHeader(
      {"Time (%)", "Total Time (ns)", "Instances", "Avg (ns)", "Name"}));
  EXPECT_TRUE(isNsysKernelSummaryHeader(
      {"Time(%)", "Total Time (us)", "Instances", "Average", "Name"}));
  // nvtx_sum has Instances but names a "Range"; cuda_api_sum counts calls.
  EXPECT_FALSE(isNsysKernelSummaryHeader(
      {"Time (%)", "Total Time (ns)", "Instances", "Style", "Range"}));
  EXPECT_FALSE(isNsysKernelSummaryHeader(
      {"Time (%)", "Total Time (ns)", "Num Calls", "Name"}));
}

} // namespace
