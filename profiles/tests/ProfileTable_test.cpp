//===- ProfileTable_test.cpp ----------------------------------------------===//

#include "profiles/ProfileTable.h"

#include "gtest/gtest.h"

using namespace paracodex::profiles;

namespace {

TEST(ProfileTableTest, AggregatorSumsTimeAndBytesAndKeepsMaxRegisters) {
  KernelAggregator Kernels;
  const char *Name = "__omp_offloading_fe00_a72079_resid_naive_l7";
  Kernels.addLaunches(Name, 1, 100);
  Kernels.addLaunches(Name, 2, 50);
  Kernels.addDramBytesRead(Name, 1000);
  Kernels.addDramBytesRead(Name, 24);
  Kernels.addRegisters(Name, 50);
  Kernels.addRegisters(Name, 40);
  Kernels.addTime("other", 7);
  ProfileTable Table = Kernels.takeTable("test");
  EXPECT_TRUE(Kernels.empty());

  EXPECT_EQ(Table.SourceFormat, "test");
  ASSERT_EQ(Table.Kernels.size(), 2u);
  const KernelRecord &Record = Table.Kernels[0];
  EXPECT_EQ(Record.Function, "resid_naive");
  EXPECT_EQ(Record.Line, 7u);
  EXPECT_EQ(Record.Launches, 3u);
  EXPECT_DOUBLE_EQ(Record.TotalTimeNs, 150);
  EXPECT_EQ(Record.DramBytesRead, 1024.0);
  EXPECT_EQ(Record.DramBytesWritten, std::nullopt);
  EXPECT_EQ(Record.RegistersPerThread, 50u);
  EXPECT_DOUBLE_EQ(Table.totalTimeNs(), 157);
}

TEST(ProfileTableTest, FindRecordsByFunctionAndLine) {
  KernelAggregator Kernels;
  Kernels.addLaunches("__omp_offloading_fe00_a72079_resid_naive_l7", 1, 1);
  Kernels.addLaunches("nvkernel_resid_naive_F1L7_1", 1, 2);
  Kernels.addLaunches("__omp_offloading_fe00_a72079_resid_naive_l11", 1, 4);
  Kernels.addLaunches("__omp_offloading_fe00_a72079__ZN2mg5residEPd_l30", 1, 8);
  Kernels.addLaunches("resid_naive$_omp_fn$0", 1, 16); // GCC: no line.
  ProfileTable Table = Kernels.takeTable("test");

  EXPECT_EQ(Table.findRecords("resid_naive", 7).size(), 2u);
  ASSERT_EQ(Table.findRecords("resid_naive", 11).size(), 1u);
  EXPECT_DOUBLE_EQ(Table.findRecords("resid_naive", 11)[0]->TotalTimeNs, 4);
  EXPECT_TRUE(Table.findRecords("resid_naive", 8).empty());
  EXPECT_TRUE(Table.findRecords("copyk", 7).empty());
  // A C++ function matches by its qualified or its unqualified name.
  EXPECT_EQ(Table.findRecords("mg::resid", 30).size(), 1u);
  EXPECT_EQ(Table.findRecords("resid", 30).size(), 1u);
  EXPECT_TRUE(Table.findRecords("g::resid", 30).empty());

  ASSERT_NE(Table.findKernel("resid_naive$_omp_fn$0"), nullptr);
  EXPECT_EQ(Table.findKernel("resid_naive$_omp_fn$0")->Compiler,
            CompilerKind::Gcc);
  EXPECT_EQ(Table.findKernel("nope"), nullptr);
}

TEST(ProfileTableTest, CompilerNames) {
  EXPECT_EQ(compilerName(CompilerKind::Clang), "clang");
  EXPECT_EQ(compilerName(CompilerKind::Nvhpc), "nvhpc");
  EXPECT_EQ(compilerName(CompilerKind::Gcc), "gcc");
  EXPECT_EQ(compilerName(CompilerKind::Unknown), "unknown");
}

} // namespace
