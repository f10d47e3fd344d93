//===- NcuCsvReader.cpp - Nsight Compute CSV into a ProfileTable ----------===//

#include "profiles/NcuCsvReader.h"

#include "profiles/ParseSupport.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <cmath>

using namespace llvm;

namespace paracodex {
namespace profiles {

namespace {

constexpr StringLiteral TimeMetric = "gpu__time_duration.sum";
constexpr StringLiteral DramReadMetric = "dram__bytes_read.sum";
constexpr StringLiteral DramWriteMetric = "dram__bytes_write.sum";
constexpr StringLiteral RegistersMetric = "launch__registers_per_thread";

/// Where the columns this reader needs sit in ncu's header.
struct NcuColumns {
  size_t Count = 0;
  size_t Id = 0;
  std::optional<size_t> ProcessId;
  size_t KernelName = 0;
  size_t MetricName = 0;
  size_t MetricUnit = 0;
  size_t MetricValue = 0;
};

std::optional<size_t> columnIndex(ArrayRef<std::string> Header,
                                  StringRef Name) {
  auto It = find(Header, Name);
  if (It == Header.end())
    return std::nullopt;
  return It - Header.begin();
}

/// Why a metric value has no number: ncu prints "n/a" for metrics it could
/// not collect on a launch; that is a gap, not a malformed file.
bool isMissingValue(StringRef Value) {
  Value = Value.trim();
  return Value.empty() || Value.equals_insensitive("n/a");
}

class NcuCsvParser {
public:
  NcuCsvParser(StringRef Content, StringRef File)
      : Lines(splitLines(Content)), File(File) {}

  Expected<ProfileTable> parse();

private:
  std::optional<size_t> findHeaderLine() const;
  Error noHeaderError() const;
  Expected<NcuColumns> readColumns(const NumberedLine &Header) const;
  Error readRow(const NumberedLine &Line);
  Error addMetric(StringRef Kernel, StringRef Metric, StringRef Unit,
                  StringRef Value, unsigned Line);

  std::vector<NumberedLine> Lines;
  StringRef File;
  NcuColumns Columns;
  KernelAggregator Kernels;
  StringSet<> SeenLaunches;
  unsigned Rows = 0;
  unsigned TimeRows = 0;
};

std::optional<size_t> NcuCsvParser::findHeaderLine() const {
  for (size_t I = 0; I < Lines.size(); ++I)
    if (isNcuCsvHeader(Lines[I].Text))
      return I;
  return std::nullopt;
}

/// ncu prints no table when nothing was profiled but says why on a
/// "==PROF==" line; pass that on.
Error NcuCsvParser::noHeaderError() const {
  unsigned LastLine = Lines.empty() ? 1 : Lines.back().Number;
  for (const NumberedLine &Line : Lines)
    if (Line.Text.contains("No kernels were profiled"))
      return makeProfileError(File, Line.Number,
                              "ncu profiled no kernels, so there is no table");
  return makeProfileError(File, LastLine,
                          "no ncu CSV header (a row starting with \"ID\" that "
                          "has a \"Kernel Name\" column) was found");
}

Expected<NcuColumns>
NcuCsvParser::readColumns(const NumberedLine &Header) const {
  std::optional<std::vector<std::string>> Fields = splitCsvLine(Header.Text);
  if (!Fields)
    return makeProfileError(File, Header.Number,
                            "unterminated quoted field in the CSV header");
  NcuColumns Result;
  Result.Count = Fields->size();
  Result.ProcessId = columnIndex(*Fields, "Process ID");
  std::pair<size_t *, StringRef> Needed[] = {
      {&Result.Id, "ID"},
      {&Result.KernelName, "Kernel Name"},
      {&Result.MetricName, "Metric Name"},
      {&Result.MetricUnit, "Metric Unit"},
      {&Result.MetricValue, "Metric Value"}};
  for (auto &[Slot, Name] : Needed) {
    std::optional<size_t> Index = columnIndex(*Fields, Name);
    if (!Index)
      return makeProfileError(
          File, Header.Number,
          "ncu CSV header has no \"" + Name +
              "\" column; expected the default page of 'ncu --csv' "
              "(one row per launch and metric)");
    *Slot = *Index;
  }
  return Result;
}

Error NcuCsvParser::readRow(const NumberedLine &Line) {
  std::optional<std::vector<std::string>> Fields = splitCsvLine(Line.Text);
  if (!Fields)
    return makeProfileError(File, Line.Number,
                            "unterminated quoted field (truncated file?)");
  if (Fields->size() != Columns.Count)
    return makeProfileError(File, Line.Number,
                            "expected " + Twine(Columns.Count) +
                                " columns, found " + Twine(Fields->size()));
  const std::string &Kernel = (*Fields)[Columns.KernelName];
  if (Kernel.empty())
    return makeProfileError(File, Line.Number, "empty kernel name");
  ++Rows;
  // A launch is one ID; IDs are unique per profiling session, and the
  // process ID keeps two processes of one session apart.
  std::string LaunchKey = (*Fields)[Columns.Id];
  if (Columns.ProcessId)
    LaunchKey = (*Fields)[*Columns.ProcessId] + "/" + LaunchKey;
  if (SeenLaunches.insert(Kernel + "\n" + LaunchKey).second)
    Kernels.addLaunches(Kernel, 1, 0);
  return addMetric(Kernel, (*Fields)[Columns.MetricName],
                   (*Fields)[Columns.MetricUnit],
                   (*Fields)[Columns.MetricValue], Line.Number);
}

Error NcuCsvParser::addMetric(StringRef Kernel, StringRef Metric,
                              StringRef Unit, StringRef Value, unsigned Line) {
  bool IsTime = Metric == TimeMetric;
  bool IsBytes = Metric == DramReadMetric || Metric == DramWriteMetric;
  bool IsRegisters = Metric == RegistersMetric;
  if (!IsTime && !IsBytes && !IsRegisters)
    return Error::success();
  if (IsTime)
    ++TimeRows;
  if (isMissingValue(Value))
    return Error::success();
  std::optional<double> Number = parseNumber(Value);
  if (!Number || *Number < 0)
    return makeProfileError(File, Line,
                            Metric + " value \"" + Value +
                                "\" is not a non-negative number");
  if (IsRegisters) {
    if (*Number != std::floor(*Number))
      return makeProfileError(File, Line,
                              Metric + " value \"" + Value +
                                  "\" is not a whole number");
    Kernels.addRegisters(Kernel, static_cast<unsigned>(*Number));
    return Error::success();
  }
  std::optional<double> Scale =
      IsTime ? nanosecondsPerTimeUnit(Unit) : bytesPerUnit(Unit);
  if (!Scale)
    return makeProfileError(File, Line,
                            "unknown " + Twine(IsTime ? "time" : "byte") +
                                " unit \"" + Unit + "\" for " + Metric);
  double Scaled = *Number * *Scale;
  if (IsTime)
    Kernels.addTime(Kernel, Scaled);
  else if (Metric == DramReadMetric)
    Kernels.addDramBytesRead(Kernel, Scaled);
  else
    Kernels.addDramBytesWritten(Kernel, Scaled);
  return Error::success();
}

Expected<ProfileTable> NcuCsvParser::parse() {
  std::optional<size_t> HeaderIndex = findHeaderLine();
  if (!HeaderIndex)
    return noHeaderError();
  const NumberedLine &Header = Lines[*HeaderIndex];
  Expected<NcuColumns> FoundColumns = readColumns(Header);
  if (!FoundColumns)
    return FoundColumns.takeError();
  Columns = *FoundColumns;
  for (size_t I = *HeaderIndex + 1; I < Lines.size(); ++I) {
    const NumberedLine &Line = Lines[I];
    if (Line.Text.trim().empty() || isProfilerChatter(Line.Text))
      continue;
    if (Error Err = readRow(Line))
      return Err;
  }
  if (Rows == 0)
    return makeProfileError(File, Header.Number,
                            "the ncu CSV header is followed by no rows "
                            "(truncated file?)");
  if (TimeRows == 0)
    return makeProfileError(File, Header.Number,
                            "no " + TimeMetric +
                                " rows; run ncu with --metrics " + TimeMetric +
                                ",...");
  return Kernels.takeTable("ncu-csv");
}

} // namespace

bool isNcuCsvHeader(StringRef Line) {
  Line = Line.trim();
  if (!Line.starts_with("\"ID\",") && !Line.starts_with("ID,"))
    return false;
  std::optional<std::vector<std::string>> Fields = splitCsvLine(Line);
  return Fields && is_contained(*Fields, "Kernel Name");
}

Expected<ProfileTable> readNcuCsv(StringRef Content, StringRef File) {
  NcuCsvParser Parser(Content, File);
  return Parser.parse();
}

} // namespace profiles
} // namespace paracodex
