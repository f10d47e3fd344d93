//===- LibomptargetTraceReader.cpp - LIBOMPTARGET_PROFILE traces ----------===//
//
// See the header for what the trace holds and how it maps to kernels.
//
//===----------------------------------------------------------------------===//

#include "profiles/LibomptargetTraceReader.h"

#include "profiles/JsonSupport.h"
#include "profiles/ParseSupport.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

using namespace llvm;
using Json = nlohmann::json;

namespace paracodex {
namespace profiles {

namespace {

constexpr StringLiteral LaunchEventName = "Runtime: target exe";
constexpr StringLiteral LaunchTotalEventName = "Total Runtime: target exe";
constexpr double NsPerUs = 1000.0;

/// The string member \p Key of \p Object, or an empty StringRef.
StringRef stringMember(const Json &Object, const char *Key) {
  auto It = Object.find(Key);
  if (It == Object.end() || !It->is_string())
    return StringRef();
  return It->get_ref<const std::string &>();
}

/// Events only libomptarget writes: proof that a trace-event file comes
/// from the offload runtime and not from, say, clang -ftime-trace.
bool isLibomptargetEvent(const Json &Event) {
  StringRef Name = stringMember(Event, "name");
  if (Name == "process_name") {
    auto Args = Event.find("args");
    return Args != Event.end() && Args->is_object() &&
           stringMember(*Args, "name") == "libomptarget";
  }
  return Name.starts_with("Runtime: ") || Name.starts_with("Total Runtime: ") ||
         Name == "Kernel Target" || Name == "HostToDev" || Name == "DevToHost";
}

std::string locationLabel(const TraceSourceLocation &Location) {
  return ("omp target " + Location.Function + " at " + Location.File + ":" +
          Twine(Location.Line) + ":" + Twine(Location.Column))
      .str();
}

class TraceParser {
public:
  TraceParser(StringRef Content, StringRef File)
      : Content(Content), File(File) {}

  Expected<ProfileTable> parse();

private:
  unsigned lineOfEvent(size_t Index) const;
  Error eventError(size_t Index, const Twine &Message) const;
  Error readEvent(const Json &Event, size_t Index);
  Error readLaunch(const Json &Event, size_t Index);
  Error readLaunchTotal(const Json &Event, size_t Index);
  void addUnlistedLaunches();

  StringRef Content;
  StringRef File;
  std::vector<size_t> EventOffsets;
  KernelAggregator Kernels;
  bool SawLibomptargetEvent = false;
  uint64_t ListedLaunches = 0;
  double ListedTimeUs = 0;
  uint64_t TotalLaunches = 0;
  double TotalTimeUs = 0;
  bool SawTotal = false;
};

unsigned TraceParser::lineOfEvent(size_t Index) const {
  if (Index >= EventOffsets.size())
    return 1;
  return lineOfOffset(Content, EventOffsets[Index]);
}

Error TraceParser::eventError(size_t Index, const Twine &Message) const {
  return makeProfileError(File, lineOfEvent(Index),
                          "traceEvents[" + Twine(Index) + "]: " + Message);
}

Error TraceParser::readLaunch(const Json &Event, size_t Index) {
  auto Duration = Event.find("dur");
  if (Duration == Event.end() || !Duration->is_number() ||
      Duration->get<double>() < 0)
    return eventError(Index,
                      "\"" + LaunchEventName +
                          "\" event has no non-negative numeric \"dur\"");
  double DurationUs = Duration->get<double>();

  TraceSourceLocation Location;
  auto Args = Event.find("args");
  if (Args != Event.end() && Args->is_object() && Args->contains("detail")) {
    StringRef Detail = stringMember(*Args, "detail");
    std::optional<TraceSourceLocation> Parsed = parseTraceDetail(Detail);
    if (!Parsed)
      return eventError(Index, "detail \"" + Detail +
                                   "\" does not start with a source location "
                                   "\";file;function;line;column;\"");
    Location = *Parsed;
  }

  std::string Name = Location.isKnown() ? locationLabel(Location)
                                        : UnknownLocationKernelName.str();
  Kernels.addLaunches(Name, 1, DurationUs * NsPerUs);
  KernelRecord &Record = Kernels.recordFor(Name);
  Record.Compiler = CompilerKind::Clang;
  if (Location.isKnown()) {
    Record.Function = Location.Function;
    Record.SourceFile = Location.File;
    Record.Line = Location.Line;
  }
  ++ListedLaunches;
  ListedTimeUs += DurationUs;
  return Error::success();
}

Error TraceParser::readLaunchTotal(const Json &Event, size_t Index) {
  auto Duration = Event.find("dur");
  auto Args = Event.find("args");
  if (Duration == Event.end() || !Duration->is_number() ||
      Args == Event.end() || !Args->is_object())
    return eventError(Index,
                      "\"" + LaunchTotalEventName +
                          "\" event lacks a numeric \"dur\" or \"args\"");
  auto Count = Args->find("count");
  if (Count == Args->end() || !Count->is_number_unsigned())
    return eventError(Index, "\"" + LaunchTotalEventName +
                                 "\" event lacks a whole \"args.count\"");
  SawTotal = true;
  TotalLaunches += Count->get<uint64_t>();
  TotalTimeUs += Duration->get<double>();
  return Error::success();
}

Error TraceParser::readEvent(const Json &Event, size_t Index) {
  if (!Event.is_object())
    return eventError(Index, "event is not a JSON object");
  if (isLibomptargetEvent(Event))
    SawLibomptargetEvent = true;
  if (stringMember(Event, "ph") != "X")
    return Error::success();
  StringRef Name = stringMember(Event, "name");
  if (Name == LaunchEventName)
    return readLaunch(Event, Index);
  if (Name == LaunchTotalEventName)
    return readLaunchTotal(Event, Index);
  return Error::success();
}

/// Launches shorter than the profiler's granularity are missing from the
/// event list but counted in the total; keep their count and time.
void TraceParser::addUnlistedLaunches() {
  if (!SawTotal || TotalLaunches <= ListedLaunches)
    return;
  double UnlistedTimeUs = std::max(0.0, TotalTimeUs - ListedTimeUs);
  Kernels.addLaunches(BelowGranularityKernelName,
                      TotalLaunches - ListedLaunches, UnlistedTimeUs * NsPerUs);
  Kernels.recordFor(BelowGranularityKernelName).Compiler = CompilerKind::Clang;
}

Expected<ProfileTable> TraceParser::parse() {
  Expected<Json> Document = parseJsonDocument(Content, File);
  if (!Document)
    return Document.takeError();
  auto Events =
      Document->is_object() ? Document->find("traceEvents") : Document->end();
  if (!Document->is_object() || Events == Document->end() ||
      !Events->is_array())
    return makeProfileError(File, 1,
                            "not a libomptarget profile: no traceEvents array");
  EventOffsets = arrayElementOffsets(Content, "traceEvents");
  for (size_t I = 0; I < Events->size(); ++I)
    if (Error Err = readEvent((*Events)[I], I))
      return Err;
  if (!SawLibomptargetEvent)
    return makeProfileError(
        File, 1,
        "not a libomptarget profile: the trace has no libomptarget events "
        "(process \"libomptarget\", \"Runtime: ...\")");
  addUnlistedLaunches();
  return Kernels.takeTable("libomptarget-trace");
}

} // namespace

bool TraceSourceLocation::isKnown() const {
  return Line != 0 || (Function != "unknown" && !Function.empty());
}

std::optional<TraceSourceLocation> parseTraceDetail(StringRef Detail) {
  if (!Detail.consume_front(";"))
    return std::nullopt;
  SmallVector<StringRef, 6> Fields;
  Detail.split(Fields, ';', /*MaxSplit=*/4);
  if (Fields.size() < 5)
    return std::nullopt;
  TraceSourceLocation Location;
  Location.File = Fields[0].str();
  Location.Function = Fields[1].str();
  if (Fields[2].getAsInteger(10, Location.Line) ||
      Fields[3].getAsInteger(10, Location.Column))
    return std::nullopt;
  return Location;
}

Expected<ProfileTable> readLibomptargetTrace(StringRef Content,
                                             StringRef File) {
  TraceParser Parser(Content, File);
  return Parser.parse();
}

} // namespace profiles
} // namespace paracodex
