//===- LibomptargetTraceReader_test.cpp -----------------------------------===//

#include "profiles/LibomptargetTraceReader.h"
#include "profiles/ParseSupport.h"

#include "TestSupport.h"

#include "gtest/gtest.h"

using namespace paracodex::profiles;
using namespace paracodex::profiles::test;

namespace {

ProfileTable readFixture(llvm::StringRef Name) {
  return tableOrFail(readLibomptargetTrace(fixtureText(Name), Name));
}

std::string errorOfFixture(llvm::StringRef Name) {
  return errorOrFail(readLibomptargetTrace(fixtureText(Name), Name));
}

bool startsWith(const std::string &Text, llvm::StringRef Prefix) {
  return llvm::StringRef(Text).starts_with(Prefix);
}

/// A minimal libomptarget trace around \p Events (comma-separated JSON).
std::string traceWith(llvm::StringRef Events) {
  return (R"({"traceEvents":[)" + Events +
          R"(,{"cat":"","pid":1,"tid":1,"ts":0,"ph":"M","name":"process_name","args":{"name":"libomptarget"}}]})")
      .str();
}

TEST(LibomptargetTraceReaderTest, RealH200SampleWithoutDebugInfo) {
  // Built without -gline-tables-only: every location reads "unknown". Two
  // launches are listed (676 us and 516 us); the total says 15 launches
  // took 3124 us, so 13 launches (1932 us) fell below the granularity.
  ProfileTable Table = readFixture("libomptarget_profile_sample.json");
  EXPECT_EQ(Table.SourceFormat, "libomptarget-trace");
  ASSERT_EQ(Table.Kernels.size(), 2u);

  const KernelRecord &Listed = Table.Kernels[0];
  EXPECT_EQ(Listed.KernelName, UnknownLocationKernelName);
  EXPECT_EQ(Listed.Launches, 2u);
  EXPECT_DOUBLE_EQ(Listed.TotalTimeNs, (676.0 + 516.0) * 1000);
  EXPECT_EQ(Listed.Function, "");
  EXPECT_EQ(Listed.Line, std::nullopt);
  EXPECT_EQ(Listed.Compiler, CompilerKind::Clang);
  EXPECT_EQ(Listed.DramBytesRead, std::nullopt);

  const KernelRecord &Unlisted = Table.Kernels[1];
  EXPECT_EQ(Unlisted.KernelName, BelowGranularityKernelName);
  EXPECT_EQ(Unlisted.Launches, 13u);
  EXPECT_DOUBLE_EQ(Unlisted.TotalTimeNs, (3124.0 - 1192.0) * 1000);

  EXPECT_DOUBLE_EQ(Table.totalTimeNs(), 3124.0 * 1000);
}

TEST(LibomptargetTraceReaderTest, SourceLocationsSplitLaunchesPerRegion) {
  ProfileTable Table = readFixture("libomptarget_source_lines.json");
  ASSERT_EQ(Table.Kernels.size(), 6u);

  const KernelRecord &Naive7 = Table.Kernels[0];
  EXPECT_EQ(Naive7.KernelName,
            "omp target resid_naive at resid_sample_source.c:7:3");
  EXPECT_EQ(Naive7.Function, "resid_naive");
  EXPECT_EQ(Naive7.SourceFile, "resid_sample_source.c");
  EXPECT_EQ(Naive7.Line, 7u);
  EXPECT_EQ(Naive7.Launches, 2u);
  EXPECT_DOUBLE_EQ(Naive7.TotalTimeNs, (2001.0 + 1998.0) * 1000);

  std::vector<const KernelRecord *> Fused2 =
      Table.findRecords("resid_fused2", 27);
  ASSERT_EQ(Fused2.size(), 1u);
  EXPECT_DOUBLE_EQ(Fused2[0]->TotalTimeNs, (7041.0 + 7050.0) * 1000);

  const KernelRecord *Copy = Table.findRecords("copyk", 37).at(0);
  EXPECT_EQ(Copy->Launches, 1u);

  // Ten launches in all, one of them (420 us) below the granularity.
  const KernelRecord &Unlisted = Table.Kernels.back();
  EXPECT_EQ(Unlisted.KernelName, BelowGranularityKernelName);
  EXPECT_EQ(Unlisted.Launches, 1u);
  EXPECT_DOUBLE_EQ(Unlisted.TotalTimeNs, 420.0 * 1000);
  EXPECT_DOUBLE_EQ(Table.totalTimeNs(), 26835.0 * 1000);
}

TEST(LibomptargetTraceReaderTest, LocatedLinesAreTargetDirectives) {
  ProfileTable Table = readFixture("libomptarget_source_lines.json");
  std::vector<NumberedLine> Source =
      splitLines(fixtureText("resid_sample_source.c"));
  unsigned Located = 0;
  for (const KernelRecord &Record : Table.Kernels) {
    if (!Record.Line)
      continue;
    ++Located;
    ASSERT_LE(*Record.Line, Source.size());
    EXPECT_TRUE(Source[*Record.Line - 1].Text.contains("#pragma omp target"))
        << Record.KernelName;
  }
  EXPECT_EQ(Located, 5u);
}

TEST(LibomptargetTraceReaderTest, NestedAndOtherEventsAreNotLaunches) {
  // "Kernel Target" and "Runtime: syncronize" nest inside the launch; a
  // data copy is no launch at all.
  std::string Trace = traceWith(
      R"({"ph":"X","ts":9,"dur":5,"name":"Kernel Target","args":{"detail":";f.c;g;3;1;;"}},)"
      R"({"ph":"X","ts":15,"dur":880,"name":"Runtime: syncronize","args":{"detail":";f.c;g;3;1;;"}},)"
      R"({"ph":"X","ts":8,"dur":900,"name":"Runtime: target exe","args":{"detail":";f.c;g;3;1;;NumTeams=0;NumArgs=2"}},)"
      R"({"ph":"X","ts":0,"dur":700,"name":"HostToDev","args":{"detail":";f.c;main;9;1;;Size=8B"}})");
  ProfileTable Table = tableOrFail(readLibomptargetTrace(Trace, "t.json"));
  ASSERT_EQ(Table.Kernels.size(), 1u);
  EXPECT_EQ(Table.Kernels[0].Launches, 1u);
  EXPECT_DOUBLE_EQ(Table.Kernels[0].TotalTimeNs, 900.0 * 1000);
}

TEST(LibomptargetTraceReaderTest, TotalBelowListedCountAddsNothing) {
  std::string Trace = traceWith(
      R"({"ph":"X","ts":8,"dur":900,"name":"Runtime: target exe","args":{"detail":";f.c;g;3;1;;"}},)"
      R"({"ph":"X","ts":0,"dur":900,"name":"Total Runtime: target exe","args":{"count":1,"avg ms":0}})");
  ProfileTable Table = tableOrFail(readLibomptargetTrace(Trace, "t.json"));
  ASSERT_EQ(Table.Kernels.size(), 1u);
  EXPECT_EQ(Table.Kernels[0].Function, "g");
}

TEST(LibomptargetTraceReaderTest, TruncatedFile) {
  std::string Message = errorOfFixture("libomptarget_truncated.json");
  EXPECT_TRUE(startsWith(Message, "libomptarget_truncated.json:1: malformed "
                                  "JSON: "))
      << Message;
}

TEST(LibomptargetTraceReaderTest, NonNumericDurationNamesTheEventAndLine) {
  EXPECT_EQ(errorOfFixture("libomptarget_bad_dur.json"),
            "libomptarget_bad_dur.json:4: traceEvents[2]: \"Runtime: target "
            "exe\" event has no non-negative numeric \"dur\"");
}

TEST(LibomptargetTraceReaderTest, OtherTraceEventFilesAreRejected) {
  std::string Message = errorOfFixture("clang_time_trace.json");
  EXPECT_TRUE(startsWith(Message, "clang_time_trace.json:1: not a "
                                  "libomptarget profile: the trace has no "
                                  "libomptarget events"))
      << Message;
}

TEST(LibomptargetTraceReaderTest, NoTraceEventsArray) {
  EXPECT_EQ(
      errorOrFail(readLibomptargetTrace(R"({"otherData": {}})", "t.json")),
      "t.json:1: not a libomptarget profile: no traceEvents array");
  EXPECT_EQ(
      errorOrFail(readLibomptargetTrace(R"({"traceEvents": 3})", "t.json")),
      "t.json:1: not a libomptarget profile: no traceEvents array");
  EXPECT_EQ(errorOrFail(readLibomptargetTrace("[1, 2]", "t.json")),
            "t.json:1: not a libomptarget profile: no traceEvents array");
}

TEST(LibomptargetTraceReaderTest, MalformedEvents) {
  EXPECT_EQ(errorOrFail(readLibomptargetTrace(traceWith("\n7"), "t.json")),
            "t.json:2: traceEvents[0]: event is not a JSON object");
  std::string BadDetail = traceWith(
      R"({"ph":"X","ts":8,"dur":9,"name":"Runtime: target exe","args":{"detail":";f.c;g;three;1;;"}})");
  EXPECT_EQ(errorOrFail(readLibomptargetTrace(BadDetail, "t.json")),
            "t.json:1: traceEvents[0]: detail \";f.c;g;three;1;;\" does not "
            "start with a source location \";file;function;line;column;\"");
  std::string BadTotal = traceWith(
      R"({"ph":"X","ts":0,"dur":9,"name":"Total Runtime: target exe","args":{"count":-1}})");
  EXPECT_EQ(errorOrFail(readLibomptargetTrace(BadTotal, "t.json")),
            "t.json:1: traceEvents[0]: \"Total Runtime: target exe\" event "
            "lacks a whole \"args.count\"");
}

TEST(LibomptargetTraceReaderTest, DetailStrings) {
  std::optional<TraceSourceLocation> Known =
      parseTraceDetail(";/src/mg.c;resid;712;3;;NumTeams=0;NumArgs=9");
  ASSERT_TRUE(Known);
  EXPECT_EQ(Known->File, "/src/mg.c");
  EXPECT_EQ(Known->Function, "resid");
  EXPECT_EQ(Known->Line, 712u);
  EXPECT_EQ(Known->Column, 3u);
  EXPECT_TRUE(Known->isKnown());

  std::optional<TraceSourceLocation> Unknown =
      parseTraceDetail(";unknown;unknown;0;0;;");
  ASSERT_TRUE(Unknown);
  EXPECT_FALSE(Unknown->isKnown());

  EXPECT_FALSE(parseTraceDetail("unknown;unknown;0;0;;"));
  EXPECT_FALSE(parseTraceDetail(";f.c;g;1"));
  EXPECT_FALSE(parseTraceDetail(";f.c;g;-1;2;;"));
}

} // namespace
