//===- ProfileReader_test.cpp ---------------------------------------------===//

#include "profiles/ProfileReader.h"

#include "TestSupport.h"

#include "gtest/gtest.h"

#include <map>
#include <tuple>

using namespace paracodex::profiles;
using namespace paracodex::profiles::test;

namespace {

ProfileTable readFixture(llvm::StringRef Name) {
  return tableOrFail(readProfile(fixturePath(Name)));
}

std::string errorOfFixture(llvm::StringRef Name) {
  return errorOrFail(readProfile(fixturePath(Name)));
}

TEST(ProfileReaderTest, DispatchesEveryFixtureToItsReader) {
  const std::pair<const char *, const char *> Expected[] = {
      {"ncu_resid_sample.csv", "ncu-csv"},
      {"ncu_with_prof_lines.csv", "ncu-csv"},
      {"ncu_units.csv", "ncu-csv"},
      {"libomptarget_profile_sample.json", "libomptarget-trace"},
      {"libomptarget_source_lines.json", "libomptarget-trace"},
      {"nsys_cuda_gpu_kern_sum.txt", "nsys-text"},
      {"nsys_multi_report.txt", "nsys-text"},
      {"nsys_gpukernsum_2021.txt", "nsys-text"},
      {"nsys_cuda_gpu_kern_sum.csv", "nsys-csv"},
      {"nsys_kern_sum_timeunit_us.csv", "nsys-csv"},
      {"nsys_cuda_gpu_kern_sum.json", "nsys-json"},
  };
  for (auto [Name, Format] : Expected) {
    ProfileTable Table = readFixture(Name);
    EXPECT_EQ(Table.SourceFormat, Format) << Name;
    EXPECT_FALSE(Table.Kernels.empty()) << Name;
  }
}

TEST(ProfileReaderTest, SniffsContentNotExtension) {
  std::string Ncu = fixtureText("ncu_resid_sample.csv");
  EXPECT_EQ(sniffProfileFormat(Ncu), ProfileFormat::NcuCsv);
  ProfileTable Table = tableOrFail(parseProfile(Ncu, "misnamed.json"));
  EXPECT_EQ(Table.SourceFormat, "ncu-csv");

  std::string Trace = fixtureText("libomptarget_profile_sample.json");
  EXPECT_EQ(sniffProfileFormat(Trace), ProfileFormat::LibomptargetTrace);
  EXPECT_EQ(tableOrFail(parseProfile(Trace, "profile.csv")).SourceFormat,
            "libomptarget-trace");

  EXPECT_EQ(sniffProfileFormat(fixtureText("nsys_cuda_gpu_kern_sum.json")),
            ProfileFormat::NsysJson);
  EXPECT_EQ(sniffProfileFormat(fixtureText("nsys_kern_sum_timeunit_us.csv")),
            ProfileFormat::NsysCsv);
  EXPECT_EQ(sniffProfileFormat(fixtureText("nsys_multi_report.txt")),
            ProfileFormat::NsysText);
  EXPECT_EQ(sniffProfileFormat("==PROF== Connected to process 1 (/a)\n"),
            ProfileFormat::NcuCsv);
  EXPECT_EQ(sniffProfileFormat("hello\n"), ProfileFormat::Unknown);
}

/// (function, line) -> (launches, time) of the records that have a line.
std::map<std::pair<std::string, unsigned>, std::pair<uint64_t, double>>
byRegion(const ProfileTable &Table) {
  std::map<std::pair<std::string, unsigned>, std::pair<uint64_t, double>>
      Regions;
  for (const KernelRecord &Record : Table.Kernels)
    if (Record.Line)
      Regions[{Record.Function, *Record.Line}] = {Record.Launches,
                                                  Record.TotalTimeNs};
  return Regions;
}

TEST(ProfileReaderTest, NcuAndNsysFormatsAgreeOnTheSameRun) {
  auto Ncu = byRegion(readFixture("ncu_resid_sample.csv"));
  ASSERT_EQ(Ncu.size(), 5u);
  for (const char *Name :
       {"nsys_cuda_gpu_kern_sum.txt", "nsys_cuda_gpu_kern_sum.csv",
        "nsys_cuda_gpu_kern_sum.json", "nsys_multi_report.txt"})
    EXPECT_EQ(byRegion(readFixture(Name)), Ncu) << Name;
}

TEST(ProfileReaderTest, EmptyFile) {
  EXPECT_EQ(errorOfFixture("empty.csv"),
            fixturePath("empty.csv") + ":1: the profile is empty");
  EXPECT_EQ(errorOrFail(parseProfile(" \n\n", "blank.txt")),
            "blank.txt:1: the profile is empty");
}

TEST(ProfileReaderTest, UnknownFormat) {
  std::string Message = errorOfFixture("unknown_format.txt");
  EXPECT_EQ(Message.rfind(fixturePath("unknown_format.txt") +
                              ":1: unknown profile format: ",
                          0),
            0u)
      << Message;
}

TEST(ProfileReaderTest, UnreadableFileIsNamed) {
  std::string Missing = fixturePath("does_not_exist.csv");
  EXPECT_EQ(errorOrFail(readProfile(Missing)),
            Missing + ": cannot read the profile: No such file or directory");
}

TEST(ProfileReaderTest, ReaderErrorsCarryThePathAndLine) {
  EXPECT_EQ(errorOfFixture("ncu_truncated_row.csv"),
            fixturePath("ncu_truncated_row.csv") +
                ":15: expected 15 columns, found 3");
  EXPECT_EQ(errorOrFail(parseProfile("{\"otherData\": {}}\n", "trace.json")),
            "trace.json:1: not a libomptarget profile: no traceEvents array");
  std::string Truncated = errorOfFixture("libomptarget_truncated.json");
  EXPECT_EQ(Truncated.rfind(fixturePath("libomptarget_truncated.json") +
                                ":1: malformed JSON: ",
                            0),
            0u)
      << Truncated;
}

TEST(ProfileReaderTest, ByteOrderMarkIsIgnored) {
  std::string Csv = "\xEF\xBB\xBF" + fixtureText("nsys_cuda_gpu_kern_sum.csv");
  EXPECT_EQ(tableOrFail(parseProfile(Csv, "bom.csv")).Kernels.size(), 5u);
}

TEST(ProfileReaderTest, FormatNames) {
  EXPECT_EQ(profileFormatName(ProfileFormat::NcuCsv), "ncu-csv");
  EXPECT_EQ(profileFormatName(ProfileFormat::NsysJson), "nsys-json");
  EXPECT_EQ(profileFormatName(ProfileFormat::Unknown), "unknown");
}

} // namespace
