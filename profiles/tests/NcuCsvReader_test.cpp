//===- NcuCsvReader_test.cpp ----------------------------------------------===//

#include "profiles/NcuCsvReader.h"
#include "profiles/ParseSupport.h"

#include "TestSupport.h"

#include "gtest/gtest.h"

using namespace paracodex::profiles;
using namespace paracodex::profiles::test;

namespace {

ProfileTable readFixture(llvm::StringRef Name) {
  return tableOrFail(readNcuCsv(fixtureText(Name), Name));
}

std::string errorOfFixture(llvm::StringRef Name) {
  return errorOrFail(readNcuCsv(fixtureText(Name), Name));
}

const char *Header =
    R"csv("ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit","Metric Value")csv";

std::string row(llvm::StringRef Id, llvm::StringRef Kernel,
                llvm::StringRef Metric, llvm::StringRef Unit,
                llvm::StringRef Value) {
  return ("\"" + Id + "\",\"467\",\"resid\",\"127.0.0.1\",\"" + Kernel +
          "\",\"1\",\"13\",\"(128, 1, 1)\",\"(3200, 1, 1)\",\"0\",\"9.0\","
          "\"Command line profiler metrics\",\"" +
          Metric + "\",\"" + Unit + "\",\"" + Value + "\"")
      .str();
}

TEST(NcuCsvReaderTest, RealH200SampleAggregatesPerKernel) {
  ProfileTable Table = readFixture("ncu_resid_sample.csv");
  EXPECT_EQ(Table.SourceFormat, "ncu-csv");
  ASSERT_EQ(Table.Kernels.size(), 5u);

  // Order of first appearance in the file.
  const KernelRecord &Naive7 = Table.Kernels[0];
  EXPECT_EQ(Naive7.KernelName, "__omp_offloading_fe00_a72079_resid_naive_l7");
  EXPECT_EQ(Naive7.Function, "resid_naive");
  EXPECT_EQ(Naive7.Line, 7u);
  EXPECT_EQ(Naive7.Compiler, CompilerKind::Clang);
  EXPECT_EQ(Naive7.Launches, 2u); // IDs 0 and 5.
  EXPECT_DOUBLE_EQ(Naive7.TotalTimeNs, 33856.0 + 33248.0);
  EXPECT_EQ(Naive7.DramBytesRead, 18264832.0 + 18281472.0);
  EXPECT_EQ(Naive7.DramBytesWritten, 12589824.0 + 10534656.0);
  EXPECT_EQ(Naive7.RegistersPerThread, 50u);

  const KernelRecord *Fused2 =
      Table.findKernel("__omp_offloading_fe00_a72079_resid_fused2_l27");
  ASSERT_NE(Fused2, nullptr);
  EXPECT_DOUBLE_EQ(Fused2->TotalTimeNs, 323456.0 + 323200.0);
  EXPECT_EQ(Fused2->RegistersPerThread, 95u);

  EXPECT_DOUBLE_EQ(Table.totalTimeNs(), 868864.0);
}

TEST(NcuCsvReaderTest, DecodedLinesAreTheTargetDirectivesOfTheSampleSource) {
  ProfileTable Table = readFixture("ncu_resid_sample.csv");
  std::vector<NumberedLine> Source =
      splitLines(fixtureText("resid_sample_source.c"));
  ASSERT_FALSE(Table.Kernels.empty());
  for (const KernelRecord &Record : Table.Kernels) {
    ASSERT_TRUE(Record.Line) << Record.KernelName;
    ASSERT_LE(*Record.Line, Source.size());
    EXPECT_TRUE(Source[*Record.Line - 1].Text.contains("#pragma omp target"))
        << Record.KernelName;
  }
}

TEST(NcuCsvReaderTest, SkipsProfLinesAndProgramOutputBeforeTheHeader) {
  ProfileTable Table = readFixture("ncu_with_prof_lines.csv");
  ASSERT_EQ(Table.Kernels.size(), 2u);
  EXPECT_EQ(Table.Kernels[0].Launches, 1u);
  EXPECT_DOUBLE_EQ(Table.Kernels[0].TotalTimeNs, 33856.0);
  EXPECT_DOUBLE_EQ(Table.Kernels[1].TotalTimeNs, 26816.0);
}

TEST(NcuCsvReaderTest, ConvertsTimeAndByteUnits) {
  ProfileTable Table = readFixture("ncu_units.csv");
  ASSERT_EQ(Table.Kernels.size(), 2u);
  const KernelRecord &Naive = Table.Kernels[0];
  EXPECT_EQ(Naive.Launches, 2u);
  EXPECT_DOUBLE_EQ(Naive.TotalTimeNs, 33860.0 + 500000.0); // usecond, msecond
  EXPECT_DOUBLE_EQ(*Naive.DramBytesRead, 18260000.0 + 2097152.0); // Mbyte, MiB
  EXPECT_DOUBLE_EQ(*Naive.DramBytesWritten, 12589820.0 + 1536.0); // Kbyte, KiB
  EXPECT_EQ(Naive.RegistersPerThread, 52u); // The larger of 50 and 52.

  const KernelRecord &Copy = Table.Kernels[1];
  EXPECT_EQ(Copy.Launches, 2u);
  EXPECT_DOUBLE_EQ(Copy.TotalTimeNs, 1e6 + 1024.0); // second, nsecond
  EXPECT_DOUBLE_EQ(*Copy.DramBytesRead, 4096.0);    // "n/a" is a gap.
  EXPECT_DOUBLE_EQ(*Copy.DramBytesWritten, 1e6);    // Gbyte
  EXPECT_EQ(Copy.RegistersPerThread, 26u);
}

TEST(NcuCsvReaderTest, MetricsThatWereNotCollectedStayAbsent) {
  std::string Csv =
      std::string(Header) + "\n" +
      row("0", "vectorAdd", "gpu__time_duration.sum", "ns", "1,000") + "\n";
  ProfileTable Table = tableOrFail(readNcuCsv(Csv, "t.csv"));
  ASSERT_EQ(Table.Kernels.size(), 1u);
  EXPECT_EQ(Table.Kernels[0].Compiler, CompilerKind::Unknown);
  EXPECT_EQ(Table.Kernels[0].Function, "");
  EXPECT_EQ(Table.Kernels[0].Line, std::nullopt);
  EXPECT_EQ(Table.Kernels[0].DramBytesRead, std::nullopt);
  EXPECT_EQ(Table.Kernels[0].RegistersPerThread, std::nullopt);
}

TEST(NcuCsvReaderTest, LaunchesOfTwoProcessesWithTheSameIdAreDistinct) {
  std::string SecondProcess =
      row("0", "k", "gpu__time_duration.sum", "ns", "5");
  SecondProcess.replace(SecondProcess.find("\"467\""), 5, "\"468\"");
  std::string Csv = std::string(Header) + "\n" +
                    row("0", "k", "gpu__time_duration.sum", "ns", "5") + "\n" +
                    SecondProcess + "\n";
  ProfileTable Table = tableOrFail(readNcuCsv(Csv, "t.csv"));
  ASSERT_EQ(Table.Kernels.size(), 1u);
  EXPECT_EQ(Table.Kernels[0].Launches, 2u);
  EXPECT_DOUBLE_EQ(Table.Kernels[0].TotalTimeNs, 10.0);
}

TEST(NcuCsvReaderTest, TruncatedAfterAClosingQuote) {
  EXPECT_EQ(errorOfFixture("ncu_truncated_row.csv"),
            "ncu_truncated_row.csv:15: expected 15 columns, found 3");
}

TEST(NcuCsvReaderTest, TruncatedInsideAQuotedField) {
  EXPECT_EQ(errorOfFixture("ncu_truncated_mid_field.csv"),
            "ncu_truncated_mid_field.csv:15: unterminated quoted field "
            "(truncated file?)");
}

TEST(NcuCsvReaderTest, HeaderWithoutMetricValueColumn) {
  std::string Message = errorOfFixture("ncu_no_metric_value.csv");
  EXPECT_EQ(Message.rfind("ncu_no_metric_value.csv:1: ncu CSV header has no "
                          "\"Metric Value\" column",
                          0),
            0u)
      << Message;
}

TEST(NcuCsvReaderTest, MalformedValuesAndUnits) {
  std::string BadNumber =
      std::string(Header) + "\n" +
      row("0", "k", "gpu__time_duration.sum", "ns", "12ns") + "\n";
  EXPECT_EQ(errorOrFail(readNcuCsv(BadNumber, "p.csv")),
            "p.csv:2: gpu__time_duration.sum value \"12ns\" is not a "
            "non-negative number");

  std::string BadUnit =
      std::string(Header) + "\n" +
      row("0", "k", "gpu__time_duration.sum", "ns", "1") + "\n" +
      row("0", "k", "dram__bytes_read.sum", "furlong", "1") + "\n";
  EXPECT_EQ(errorOrFail(readNcuCsv(BadUnit, "p.csv")),
            "p.csv:3: unknown byte unit \"furlong\" for dram__bytes_read.sum");

  std::string FractionalRegisters =
      std::string(Header) + "\n" +
      row("0", "k", "launch__registers_per_thread", "register/thread", "3.5") +
      "\n";
  EXPECT_EQ(errorOrFail(readNcuCsv(FractionalRegisters, "p.csv")),
            "p.csv:2: launch__registers_per_thread value \"3.5\" is not a "
            "whole number");
}

TEST(NcuCsvReaderTest, HeaderWithoutRowsOrWithoutTime) {
  EXPECT_EQ(errorOrFail(readNcuCsv(std::string(Header) + "\n", "p.csv")),
            "p.csv:1: the ncu CSV header is followed by no rows (truncated "
            "file?)");
  std::string NoTime = std::string(Header) + "\n" +
                       row("0", "k", "dram__bytes_read.sum", "byte", "1") +
                       "\n";
  std::string Message = errorOrFail(readNcuCsv(NoTime, "p.csv"));
  EXPECT_EQ(Message.rfind("p.csv:1: no gpu__time_duration.sum rows", 0), 0u)
      << Message;
}

TEST(NcuCsvReaderTest, NoHeaderAtAll) {
  EXPECT_EQ(errorOrFail(readNcuCsv("==PROF== Connected to process 1 (/a)\n"
                                   "==PROF== Disconnected from process 1\n"
                                   "==WARNING== No kernels were profiled.\n",
                                   "p.csv")),
            "p.csv:3: ncu profiled no kernels, so there is no table");
  std::string Message = errorOrFail(readNcuCsv("a,b\n1,2\n", "p.csv"));
  EXPECT_EQ(Message.rfind("p.csv:2: no ncu CSV header", 0), 0u) << Message;
}

} // namespace
