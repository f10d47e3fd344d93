//===- ProfileReader.cpp - Read any supported profile ---------------------===//

#include "profiles/ProfileReader.h"

#include "profiles/LibomptargetTraceReader.h"
#include "profiles/NcuCsvReader.h"
#include "profiles/NsysReader.h"
#include "profiles/ParseSupport.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

#include <cctype>

namespace paracodex {
namespace profiles {

namespace {

/// The first line that is neither blank nor profiler status output.
const NumberedLine *firstContentLine(ArrayRef<NumberedLine> Lines) {
  for (const NumberedLine &Line : Lines)
    if (!Line.Text.trim().empty() && !isProfilerChatter(Line.Text))
      return &Line;
  return nullptr;
}

bool isNsysSummaryHeaderText(StringRef Line) {
  return Line.contains("Total Time") && Line.contains("Instances");
}

} // namespace

StringRef profileFormatName(ProfileFormat Format) {
  switch (Format) {
  case ProfileFormat::NcuCsv:
    return "ncu-csv";
  case ProfileFormat::LibomptargetTrace:
    return "libomptarget-trace";
  case ProfileFormat::NsysText:
    return "nsys-text";
  case ProfileFormat::NsysCsv:
    return "nsys-csv";
  case ProfileFormat::NsysJson:
    return "nsys-json";
  case ProfileFormat::Unknown:
    return "unknown";
  }
  return "unknown";
}

ProfileFormat sniffProfileFormat(StringRef Content) {
  std::vector<NumberedLine> Lines = splitLines(Content);
  if (const NumberedLine *First = firstContentLine(Lines)) {
    StringRef Text = First->Text.ltrim();
    if (Text.starts_with("{"))
      return ProfileFormat::LibomptargetTrace;
    // "[5/7] Executing 'cuda_gpu_kern_sum' stats report" is nsys's console
    // progress, not a JSON array.
    bool Progress = Text.size() > 1 && std::isdigit(static_cast<unsigned char>(Text[1]));
    if (Text.starts_with("[") && !Progress)
      return ProfileFormat::NsysJson;
  }
  bool SawNcuStatus = false;
  for (const NumberedLine &Line : Lines) {
    if (isNcuCsvHeader(Line.Text))
      return ProfileFormat::NcuCsv;
    if (isNsysSummaryHeaderText(Line.Text))
      return Line.Text.contains(',') ? ProfileFormat::NsysCsv
                                     : ProfileFormat::NsysText;
    SawNcuStatus |= Line.Text.ltrim().starts_with("==PROF==");
  }
  // ncu prints status lines but no table when nothing was profiled; its
  // reader explains that better than "unknown format" would.
  return SawNcuStatus ? ProfileFormat::NcuCsv : ProfileFormat::Unknown;
}

/// nsys stats writes "Processing [x.sqlite] with [...]..." (and, the first
/// time, "Generating SQLite file ...") before a report it prints to stdout;
/// a JSON report starts after those lines.
static StringRef skipNsysPreamble(StringRef Content) {
  StringRef Rest = Content;
  while (!Rest.empty()) {
    StringRef Line = Rest.take_until([](char C) { return C == '\n'; });
    StringRef Text = Line.trim();
    bool Preamble = Text.empty() || Text.starts_with("Processing [") ||
                    Text.starts_with("Generating SQLite") ||
                    Text.starts_with("Processing events") || Text.starts_with("NOTICE:") ||
                    (Text.size() > 1 && Text[0] == '[' &&
                     std::isdigit(static_cast<unsigned char>(Text[1])));
    if (!Preamble)
      return Text.starts_with("[") ? Rest : Content;
    Rest = Rest.drop_front(std::min(Rest.size(), Line.size() + 1));
  }
  return Content;
}

Expected<ProfileTable> parseProfile(StringRef Content, StringRef File) {
  Content.consume_front("\xEF\xBB\xBF"); // A UTF-8 byte order mark.
  if (Content.trim().empty())
    return makeProfileError(File, 1, "the profile is empty");
  // What `nsys profile` leaves is a database, not a table.
  if (Content.starts_with(StringRef("SQLite format 3\0", 16)) || File.ends_with(".nsys-rep") ||
      File.ends_with(".qdrep"))
    return makeProfileError(
        File, 1,
        "this is an Nsight Systems " +
            std::string(Content.starts_with("SQLite") ? "SQLite export" : "report") +
            ", which paracodex does not read; make its kernel table with `nsys stats "
            "--report cuda_gpu_kern_sum --format csv " +
            File.str() + " > kernels.csv` and pass --metrics=kernels.csv");
  Content = skipNsysPreamble(Content);
  switch (sniffProfileFormat(Content)) {
  case ProfileFormat::NcuCsv:
    return readNcuCsv(Content, File);
  case ProfileFormat::LibomptargetTrace:
    // An object without traceEvents is most likely `nsys export` output.
    if (!Content.contains("\"traceEvents\"") && !Content.contains("\"otherData\""))
      return makeProfileError(
          File, 1,
          "a JSON file that is neither a LIBOMPTARGET_PROFILE trace nor nsys stats output "
          "(an `nsys export` file?); make the kernel table with `nsys stats --report "
          "cuda_gpu_kern_sum --format json REPORT.nsys-rep > kernels.json` and pass "
          "--metrics=kernels.json");
    return readLibomptargetTrace(Content, File);
  case ProfileFormat::NsysText:
    return readNsysText(Content, File);
  case ProfileFormat::NsysCsv:
    return readNsysCsv(Content, File);
  case ProfileFormat::NsysJson:
    return readNsysJson(Content, File);
  case ProfileFormat::Unknown:
    break;
  }
  std::vector<NumberedLine> Lines = splitLines(Content);
  const NumberedLine *First = firstContentLine(Lines);
  return makeProfileError(
      File, First ? First->Number : 1,
      "unknown profile format: expected ncu --csv output, a "
      "LIBOMPTARGET_PROFILE trace, or an nsys stats cuda_gpu_kern_sum report "
      "(console, csv or json)");
}

Expected<ProfileTable> readProfile(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return createStringError(
        Buffer.getError(),
        Path + ": cannot read the profile: " + Buffer.getError().message());
  return parseProfile((*Buffer)->getBuffer(), Path);
}

} // namespace profiles
} // namespace paracodex
