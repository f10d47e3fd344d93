//===- ParseSupport_test.cpp ----------------------------------------------===//

#include "profiles/JsonSupport.h"
#include "profiles/ParseSupport.h"

#include "gtest/gtest.h"

using namespace paracodex::profiles;

namespace {

TEST(ParseSupportTest, NumbersWithThousandsSeparators) {
  EXPECT_EQ(parseNumber("18,264,832"), 18264832.0);
  EXPECT_EQ(parseNumber(" 323,328.0 "), 323328.0);
  EXPECT_EQ(parseNumber("0.001"), 0.001);
  EXPECT_EQ(parseNumber("-1.5e3"), -1500.0);
  EXPECT_EQ(parseNumber("50"), 50.0);
}

TEST(ParseSupportTest, RejectsWhatIsNotOneNumber) {
  EXPECT_EQ(parseNumber(""), std::nullopt);
  EXPECT_EQ(parseNumber("n/a"), std::nullopt);
  EXPECT_EQ(parseNumber("1,23"), std::nullopt); // Not a group of three.
  EXPECT_EQ(parseNumber("12 ns"), std::nullopt);
  EXPECT_EQ(parseNumber("inf"), std::nullopt);
  EXPECT_EQ(parseNumber("0x10"), std::nullopt);
  EXPECT_EQ(parseNumber("1e"), std::nullopt);
}

TEST(ParseSupportTest, TimeUnits) {
  EXPECT_EQ(nanosecondsPerTimeUnit("ns"), 1.0);
  EXPECT_EQ(nanosecondsPerTimeUnit("usecond"), 1e3);
  EXPECT_EQ(nanosecondsPerTimeUnit("ms"), 1e6);
  EXPECT_EQ(nanosecondsPerTimeUnit("sec"), 1e9);
  EXPECT_EQ(nanosecondsPerTimeUnit("second"), 1e9);
  EXPECT_EQ(nanosecondsPerTimeUnit("minute"), std::nullopt);
}

TEST(ParseSupportTest, ByteUnitsDecimalAndBinary) {
  EXPECT_EQ(bytesPerUnit("byte"), 1.0);
  EXPECT_EQ(bytesPerUnit("Kbyte"), 1e3);
  EXPECT_EQ(bytesPerUnit("Mbyte"), 1e6);
  EXPECT_EQ(bytesPerUnit("Gbyte"), 1e9);
  EXPECT_EQ(bytesPerUnit("KiB"), 1024.0);
  EXPECT_EQ(bytesPerUnit("MiB"), 1048576.0);
  EXPECT_EQ(bytesPerUnit("register/thread"), std::nullopt);
}

TEST(ParseSupportTest, CsvFields) {
  auto Fields = splitCsvLine(R"csv("0","(128, 1, 1)",plain,"say ""hi""",)csv");
  ASSERT_TRUE(Fields);
  EXPECT_EQ(*Fields, (std::vector<std::string>{"0", "(128, 1, 1)", "plain",
                                               "say \"hi\"", ""}));
  EXPECT_EQ(splitCsvLine(R"csv("0","(128, 1)csv"), std::nullopt); // Unclosed.
  EXPECT_EQ(splitCsvLine(R"csv("0"x,"1")csv"), std::nullopt); // Junk after ".
}

TEST(ParseSupportTest, LinesAndOffsets) {
  std::vector<NumberedLine> Lines = splitLines("a\r\nb\n\nc");
  ASSERT_EQ(Lines.size(), 4u);
  EXPECT_EQ(Lines[0].Text, "a");
  EXPECT_EQ(Lines[2].Text, "");
  EXPECT_EQ(Lines[3].Number, 4u);
  EXPECT_EQ(lineOfOffset("a\nb\nc", 4), 3u);
}

TEST(ParseSupportTest, ErrorsCarryFileAndLine) {
  llvm::Error Err = makeProfileError("prof.csv", 7, "expected 15 columns");
  EXPECT_EQ(llvm::toString(std::move(Err)), "prof.csv:7: expected 15 columns");
}

TEST(JsonSupportTest, MalformedJsonReportsTheLine) {
  auto Parsed = parseJsonDocument("{\"a\": [1,\n 2,\n ", "x.json");
  ASSERT_FALSE(Parsed);
  std::string Message = llvm::toString(Parsed.takeError());
  EXPECT_EQ(Message.rfind("x.json:3: malformed JSON: ", 0), 0u) << Message;
}

TEST(JsonSupportTest, ArrayElementOffsets) {
  llvm::StringRef Text =
      R"({"x": {"traceEvents": [9]}, "traceEvents": [ {"s": "]"}, [1,2],3 ]})";
  std::vector<size_t> Offsets = arrayElementOffsets(Text, "traceEvents");
  ASSERT_EQ(Offsets.size(), 3u);
  EXPECT_EQ(Text[Offsets[0]], '{');
  EXPECT_EQ(Text[Offsets[1]], '[');
  EXPECT_EQ(Text[Offsets[2]], '3');
  EXPECT_EQ(arrayElementOffsets("[ 1, {\"a\": 2} ]").size(), 2u);
  EXPECT_TRUE(arrayElementOffsets(Text, "missing").empty());
}

} // namespace
