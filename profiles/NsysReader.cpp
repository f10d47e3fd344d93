//===- NsysReader.cpp - nsys stats kernel summaries -----------------------===//
//
// See the header for the documentation each format is built from.
//
//===----------------------------------------------------------------------===//

#include "profiles/NsysReader.h"

#include "profiles/JsonSupport.h"
#include "profiles/ParseSupport.h"

#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <utility>

using namespace llvm;
using Json = nlohmann::json;

namespace paracodex {
namespace profiles {

namespace {

constexpr StringLiteral TotalTimePrefix = "Total Time";
constexpr StringLiteral InstancesColumn = "Instances";
constexpr StringLiteral NameColumn = "Name";

bool isTotalTimeColumn(StringRef Column) {
  return Column.trim().starts_with(TotalTimePrefix);
}

/// Nanoseconds per unit of a "Total Time (<unit>)" column; a header
/// without a unit is in nanoseconds, nsys's default.
std::optional<double> totalTimeScale(StringRef Column) {
  StringRef Unit = Column.trim().drop_front(TotalTimePrefix.size()).trim();
  if (Unit.empty())
    return 1.0;
  if (!Unit.consume_front("(") || !Unit.consume_back(")"))
    return std::nullopt;
  return nanosecondsPerTimeUnit(Unit);
}

/// Where the three columns this reader needs sit.
struct SummaryColumns {
  size_t Count = 0;
  size_t TotalTime = 0;
  double NsPerUnit = 1.0;
  size_t Instances = 0;
  size_t Name = 0;
};

Expected<SummaryColumns> findSummaryColumns(ArrayRef<std::string> Header,
                                            StringRef File, unsigned Line) {
  SummaryColumns Columns;
  Columns.Count = Header.size();
  auto TotalTime = find_if(Header, isTotalTimeColumn);
  auto Instances = find_if(Header, [](StringRef Column) {
    return Column.trim() == InstancesColumn;
  });
  auto Name = find_if(
      Header, [](StringRef Column) { return Column.trim() == NameColumn; });
  if (TotalTime == Header.end() || Instances == Header.end() ||
      Name == Header.end())
    return makeProfileError(File, Line,
                            "not a CUDA GPU kernel summary header: need "
                            "\"Total Time (...)\", \"Instances\" and \"Name\" "
                            "columns");
  std::optional<double> Scale = totalTimeScale(*TotalTime);
  if (!Scale)
    return makeProfileError(
        File, Line, "unknown time unit in column \"" + *TotalTime + "\"");
  Columns.TotalTime = TotalTime - Header.begin();
  Columns.NsPerUnit = *Scale;
  Columns.Instances = Instances - Header.begin();
  Columns.Name = Name - Header.begin();
  return Columns;
}

/// Adds one summary row; the values come as text (text and CSV) or JSON.
class SummaryRowSink {
public:
  explicit SummaryRowSink(StringRef File) : File(File) {}

  Error add(unsigned Line, StringRef Name, std::optional<double> Instances,
            StringRef InstancesText, std::optional<double> TotalTime,
            StringRef TotalTimeText, double NsPerUnit) {
    Name = Name.trim();
    if (Name.empty())
      return makeProfileError(File, Line, "empty kernel name");
    if (!Instances || *Instances < 0 || *Instances != std::floor(*Instances))
      return makeProfileError(File, Line,
                              "Instances value \"" + InstancesText.trim() +
                                  "\" is not a whole number");
    if (!TotalTime || *TotalTime < 0)
      return makeProfileError(File, Line,
                              "Total Time value \"" + TotalTimeText.trim() +
                                  "\" is not a non-negative number");
    Kernels.addLaunches(Name, static_cast<uint64_t>(*Instances),
                        *TotalTime * NsPerUnit);
    ++Rows;
    return Error::success();
  }

  Error addCells(unsigned Line, const SummaryColumns &Columns,
                 ArrayRef<std::string> Cells) {
    const std::string &Instances = Cells[Columns.Instances];
    const std::string &Time = Cells[Columns.TotalTime];
    return add(Line, Cells[Columns.Name], parseNumber(Instances), Instances,
               parseNumber(Time), Time, Columns.NsPerUnit);
  }

  Expected<ProfileTable> finish(StringRef SourceFormat, unsigned HeaderLine) {
    if (Rows == 0)
      return makeProfileError(File, HeaderLine,
                              "the kernel summary has no rows "
                              "(truncated file?)");
    return Kernels.takeTable(SourceFormat);
  }

private:
  StringRef File;
  KernelAggregator Kernels;
  unsigned Rows = 0;
};

/// A line that ends a table: blank, or nsys status and report titles.
bool endsTable(StringRef Line) {
  return Line.trim().empty() || isProfilerChatter(Line);
}

Error noSummaryError(StringRef File, ArrayRef<NumberedLine> Lines) {
  unsigned LastLine = Lines.empty() ? 1 : Lines.back().Number;
  for (const NumberedLine &Line : Lines)
    if (Line.Text.contains("SKIPPED:") && Line.Text.contains("kernel"))
      return makeProfileError(File, Line.Number,
                              "nsys skipped the kernel summary: " +
                                  Line.Text.trim());
  return makeProfileError(File, LastLine,
                          "no CUDA GPU kernel summary (cuda_gpu_kern_sum) "
                          "table was found");
}

//===--- Console columns --------------------------------------------------===//

using Span = std::pair<size_t, size_t>;

bool isDashLine(StringRef Line) {
  return Line.contains('-') && Line.find_first_not_of("- ") == StringRef::npos;
}

/// The columns of a console table are the runs of dashes under its header.
std::vector<Span> dashSpans(StringRef Line) {
  std::vector<Span> Spans;
  size_t Pos = Line.find('-');
  while (Pos != StringRef::npos) {
    size_t End = Line.find(' ', Pos);
    if (End == StringRef::npos)
      End = Line.size();
    Spans.emplace_back(Pos, End);
    Pos = Line.find('-', End);
  }
  return Spans;
}

/// Cells of \p Line cut at \p Spans; the last column (the kernel name,
/// which may hold blanks) runs to the end of the line.
std::vector<std::string> cellsBySpans(StringRef Line, ArrayRef<Span> Spans) {
  std::vector<std::string> Cells;
  for (size_t I = 0; I < Spans.size(); ++I) {
    size_t End = I + 1 == Spans.size() ? Line.size() : Spans[I].second;
    Cells.push_back(Line.slice(Spans[I].first, End).trim().str());
  }
  return Cells;
}

bool isKernelSummaryTitle(StringRef Line) {
  return Line.contains("cuda_gpu_kern_sum") || Line.contains("gpukernsum") ||
         Line.contains("CUDA Kernel Statistics");
}

struct ConsoleTable {
  size_t HeaderIndex = 0;
  std::vector<Span> Spans;
  std::vector<std::string> Header;
};

/// The kernel summary among the tables in \p Lines: the first one under a
/// kernel-summary title, else the first with the right columns.
std::optional<ConsoleTable> findConsoleTable(ArrayRef<NumberedLine> Lines) {
  std::optional<ConsoleTable> First;
  bool UnderKernelTitle = false;
  for (size_t I = 0; I + 1 < Lines.size(); ++I) {
    StringRef Text = Lines[I].Text;
    // Report titles: " ** CUDA GPU Kernel Summary (cuda_gpu_kern_sum):",
    // or "CUDA Kernel Statistics:" in old versions.
    if (isProfilerChatter(Text) || Text.trim().ends_with(":"))
      UnderKernelTitle = isKernelSummaryTitle(Text);
    if (Text.trim().empty() || isDashLine(Text) ||
        !isDashLine(Lines[I + 1].Text))
      continue;
    ConsoleTable Table;
    Table.HeaderIndex = I;
    Table.Spans = dashSpans(Lines[I + 1].Text);
    Table.Header = cellsBySpans(Text, Table.Spans);
    if (!isNsysKernelSummaryHeader(Table.Header))
      continue;
    if (UnderKernelTitle)
      return Table;
    if (!First)
      First = std::move(Table);
  }
  return First;
}

//===--- JSON -------------------------------------------------------------===//

/// The member of \p Row whose key satisfies \p Matches, or null.
const Json *findMember(const Json &Row, function_ref<bool(StringRef)> Matches,
                       std::string *Key = nullptr) {
  for (auto It = Row.begin(); It != Row.end(); ++It) {
    if (!Matches(It.key()))
      continue;
    if (Key)
      *Key = It.key();
    return &It.value();
  }
  return nullptr;
}

Error addJsonRow(SummaryRowSink &Sink, const Json &Row, size_t Index,
                 unsigned Line, StringRef File) {
  auto Where = [&](const Twine &Message) {
    return makeProfileError(File, Line, "row " + Twine(Index) + ": " + Message);
  };
  if (!Row.is_object())
    return Where("not a JSON object");
  std::string TimeKey;
  const Json *Time = findMember(Row, isTotalTimeColumn, &TimeKey);
  const Json *Instances = findMember(
      Row, [](StringRef Key) { return Key.trim() == InstancesColumn; });
  const Json *Name =
      findMember(Row, [](StringRef Key) { return Key.trim() == NameColumn; });
  if (!Time || !Instances || !Name)
    return Where("needs \"Total Time (...)\", \"Instances\" and \"Name\"");
  if (!Name->is_string())
    return Where("\"Name\" is not a string");
  std::optional<double> Scale = totalTimeScale(TimeKey);
  if (!Scale)
    return Where("unknown time unit in \"" + TimeKey + "\"");
  return Sink.add(Line, Name->get_ref<const std::string &>(),
                  jsonNumber(*Instances), Instances->dump(), jsonNumber(*Time),
                  Time->dump(), *Scale);
}

} // namespace

bool isNsysKernelSummaryHeader(ArrayRef<std::string> Columns) {
  auto Is = [&](StringRef Name) {
    return any_of(Columns,
                  [&](StringRef Column) { return Column.trim() == Name; });
  };
  return any_of(Columns, isTotalTimeColumn) && Is(InstancesColumn) &&
         Is(NameColumn);
}

Expected<ProfileTable> readNsysText(StringRef Content, StringRef File) {
  std::vector<NumberedLine> Lines = splitLines(Content);
  std::optional<ConsoleTable> Table = findConsoleTable(Lines);
  if (!Table)
    return noSummaryError(File, Lines);
  const NumberedLine &Header = Lines[Table->HeaderIndex];
  Expected<SummaryColumns> Columns =
      findSummaryColumns(Table->Header, File, Header.Number);
  if (!Columns)
    return Columns.takeError();
  SummaryRowSink Sink(File);
  for (size_t I = Table->HeaderIndex + 2; I < Lines.size(); ++I) {
    const NumberedLine &Line = Lines[I];
    if (endsTable(Line.Text))
      break;
    std::vector<std::string> Cells = cellsBySpans(Line.Text, Table->Spans);
    size_t Filled =
        count_if(Cells, [](const std::string &C) { return !C.empty(); });
    if (Filled != Cells.size())
      return makeProfileError(File, Line.Number,
                              "expected " + Twine(Cells.size()) +
                                  " columns, found " + Twine(Filled));
    if (Error Err = Sink.addCells(Line.Number, *Columns, Cells))
      return Err;
  }
  return Sink.finish("nsys-text", Header.Number);
}

Expected<ProfileTable> readNsysCsv(StringRef Content, StringRef File) {
  std::vector<NumberedLine> Lines = splitLines(Content);
  size_t HeaderIndex = 0;
  std::optional<std::vector<std::string>> Header;
  for (; HeaderIndex < Lines.size(); ++HeaderIndex) {
    Header = splitCsvLine(Lines[HeaderIndex].Text);
    if (Header && isNsysKernelSummaryHeader(*Header))
      break;
  }
  if (HeaderIndex == Lines.size())
    return noSummaryError(File, Lines);
  unsigned HeaderLine = Lines[HeaderIndex].Number;
  Expected<SummaryColumns> Columns =
      findSummaryColumns(*Header, File, HeaderLine);
  if (!Columns)
    return Columns.takeError();
  SummaryRowSink Sink(File);
  for (size_t I = HeaderIndex + 1; I < Lines.size(); ++I) {
    const NumberedLine &Line = Lines[I];
    if (endsTable(Line.Text))
      break;
    std::optional<std::vector<std::string>> Cells = splitCsvLine(Line.Text);
    if (!Cells)
      return makeProfileError(File, Line.Number,
                              "unterminated quoted field (truncated file?)");
    if (Cells->size() != Columns->Count)
      return makeProfileError(File, Line.Number,
                              "expected " + Twine(Columns->Count) +
                                  " columns, found " + Twine(Cells->size()));
    if (Error Err = Sink.addCells(Line.Number, *Columns, *Cells))
      return Err;
  }
  return Sink.finish("nsys-csv", HeaderLine);
}

Expected<ProfileTable> readNsysJson(StringRef Content, StringRef File) {
  std::vector<NumberedLine> Lines = splitLines(Content);
  auto Start = find_if(Lines, [](const NumberedLine &Line) {
    return !Line.Text.trim().empty() && !isProfilerChatter(Line.Text);
  });
  if (Start == Lines.end() || !Start->Text.ltrim().starts_with("["))
    return makeProfileError(File, Start == Lines.end() ? 1 : Start->Number,
                            "expected the JSON array of 'nsys stats --format "
                            "json'");
  StringRef Text = Content.drop_front(Start->Text.data() - Content.data());
  Expected<Json> Rows = parseJsonDocument(Text, File, Start->Number);
  if (!Rows)
    return Rows.takeError();
  if (!Rows->is_array())
    return makeProfileError(File, Start->Number,
                            "expected a JSON array of kernel summary rows");
  std::vector<size_t> Offsets = arrayElementOffsets(Text);
  SummaryRowSink Sink(File);
  for (size_t I = 0; I < Rows->size(); ++I) {
    unsigned Line = I < Offsets.size()
                        ? lineOfOffset(Text, Offsets[I]) + Start->Number - 1
                        : Start->Number;
    if (Error Err = addJsonRow(Sink, (*Rows)[I], I, Line, File))
      return Err;
  }
  return Sink.finish("nsys-json", Start->Number);
}

} // namespace profiles
} // namespace paracodex
