//===- HarnessLines.cpp ---------------------------------------------------===//
#include "tool/HarnessLines.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <sstream>

namespace paracodex {

using json = nlohmann::json;

/// A harness line about one trial (function, sizes, seed) on \p Shown.
void showTrial(Progress &Shown, const char *Target, const std::string &Line, unsigned &Trials) {
  if (!Shown.enabled())
    return;
  json J = json::parse(Line, nullptr, false);
  if (J.is_discarded() || !J.is_object() || !J.contains("function"))
    return;
  ++Trials;
  Shown.show(std::string(Target) + ": " + J.value("function", "?") + ", sizes " +
             J.value("sizes", "?") + ", seed " + J["seed"].dump() + " (" +
             std::to_string(Trials) + " comparisons)");
}

/// The last \p Count lines of \p Text, indented, for a failure message.
std::string lastLines(const std::string &Text, size_t Count) {
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(Text).rtrim().split(Lines, '\n');
  std::string Out;
  for (size_t I = Lines.size() > Count ? Lines.size() - Count : 0; I < Lines.size(); ++I)
    Out += "      | " + Lines[I].str() + "\n";
  return Out;
}

/// A harness line about an access outside an array (host guards).
bool isOutOfBounds(const nlohmann::json &Line) {
  return Line["check"] == "out-of-bounds-write" || Line["check"] == "out-of-bounds-access";
}

/// One failing comparison among the harness's JSON lines, for people.
std::string describe(const nlohmann::json &Line) {
  std::ostringstream OS;
  if (isOutOfBounds(Line)) {
    long long First = Line["first_offset"];
    bool Write = Line["check"] == "out-of-bounds-write";
    OS << Line["function"].get<std::string>() << ": the " << Line["version"].get<std::string>()
       << " version " << (Write ? "wrote" : "read or wrote") << " outside `"
       << Line["array"].get<std::string>() << "` (sizes "
       << Line["sizes"].get<std::string>() << ", seed " << Line["seed"] << "): "
       << (Write ? Line["mismatches"].dump() + " guard element(s) changed, the first at "
                 : std::string("stopped by the guard page at "))
       << "element [" << First << "] of " << Line["elements"] << " ("
       << (First < 0 ? std::to_string(-First) + " before the start"
                     : std::to_string(First - Line["elements"].get<long long>() + 1) +
                           " past the end")
       << ")";
    return OS.str();
  }
  OS << Line["function"].get<std::string>() << ": `" << Line["array"].get<std::string>()
     << "` differs at " << Line["mismatches"] << " of " << Line["elements"]
     << " elements (sizes " << Line["sizes"].get<std::string>() << ", seed " << Line["seed"]
     << ", " << Line["inputs"].get<std::string>() << " inputs)";
  auto Element = [&](const json &E) {
    OS << "[";
    for (size_t I = 0; I < E["index"].size(); ++I)
      OS << (I ? "][" : "") << E["index"][I];
    OS << "] (" << E["where"].get<std::string>() << "): reference " << E["reference"]
       << ", optimized " << E["optimized"];
    if (!E["unwritten"].get<std::string>().empty())
      OS << " -- the " << E["unwritten"].get<std::string>() << " version never wrote it";
    if (!E["read_outside"].get<std::string>().empty())
      OS << " -- the " << E["read_outside"].get<std::string>()
         << " version's value came from outside its arrays (an out-of-bounds read)";
  };
  // The first mismatch outside the halo is where the fault shows; the
  // largest error may well be a ghost copy of it. (The harness prints
  // "first" with every failing comparison, the only ones described.)
  OS << "; first at index ";
  Element(Line["first"]);
  if (Line["first"]["flat"] != Line["worst"]["flat"]) {
    OS << "; largest error at index ";
    Element(Line["worst"]);
  }
  return OS.str();
}

} // namespace paracodex
