//===- ParseSupport.cpp - Shared helpers of the text profile readers ------===//

#include "profiles/ParseSupport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;

namespace paracodex {
namespace profiles {

Error makeProfileError(StringRef File, unsigned Line, const Twine &Message) {
  return createStringError(inconvertibleErrorCode(),
                           File + ":" + Twine(Line) + ": " + Message);
}

std::vector<NumberedLine> splitLines(StringRef Content) {
  std::vector<NumberedLine> Lines;
  unsigned Number = 1;
  while (!Content.empty()) {
    auto [Line, Rest] = Content.split('\n');
    Lines.push_back({Line.rtrim('\r'), Number++});
    Content = Rest;
  }
  return Lines;
}

unsigned lineOfOffset(StringRef Content, size_t Offset) {
  return 1 + Content.take_front(Offset).count('\n');
}

std::optional<std::vector<std::string>> splitCsvLine(StringRef Line) {
  std::vector<std::string> Fields;
  size_t Pos = 0;
  while (true) {
    std::string Field;
    if (Pos < Line.size() && Line[Pos] == '"') {
      ++Pos;
      while (true) {
        if (Pos >= Line.size())
          return std::nullopt; // The closing quote is missing.
        if (Line[Pos] != '"') {
          Field += Line[Pos++];
          continue;
        }
        if (Pos + 1 < Line.size() && Line[Pos + 1] == '"') {
          Field += '"';
          Pos += 2;
          continue;
        }
        ++Pos;
        break;
      }
      if (Pos < Line.size() && Line[Pos] != ',')
        return std::nullopt; // Text after a closing quote.
    } else {
      size_t Comma = Line.find(',', Pos);
      size_t End = Comma == StringRef::npos ? Line.size() : Comma;
      Field = Line.slice(Pos, End).str();
      Pos = End;
    }
    Fields.push_back(std::move(Field));
    if (Pos >= Line.size())
      return Fields;
    ++Pos; // Skip the comma; a trailing comma yields an empty last field.
    if (Pos == Line.size()) {
      Fields.emplace_back();
      return Fields;
    }
  }
}

/// Consumes "ddd" or "d,ddd,ddd" from the front of \p Text into \p Digits.
/// Groups after a separator must have exactly three digits, so that "1,23"
/// (two numbers run together) is rejected rather than read as 123.
static bool consumeGroupedDigits(StringRef &Text, std::string &Digits) {
  StringRef Lead = Text.take_while(isDigit);
  if (Lead.empty())
    return false;
  Digits += Lead.str();
  Text = Text.drop_front(Lead.size());
  while (Text.starts_with(",")) {
    StringRef Group = Text.drop_front(1).take_while(isDigit);
    if (Group.size() != 3)
      return false;
    Digits += Group.str();
    Text = Text.drop_front(1 + Group.size());
  }
  return true;
}

std::optional<double> parseNumber(StringRef Text) {
  Text = Text.trim();
  std::string Plain;
  if (Text.consume_front("-"))
    Plain += '-';
  else
    Text.consume_front("+");
  if (!consumeGroupedDigits(Text, Plain))
    return std::nullopt;
  if (Text.consume_front(".")) {
    StringRef Fraction = Text.take_while(isDigit);
    Plain += "." + Fraction.str();
    Text = Text.drop_front(Fraction.size());
  }
  if (Text.consume_front("e") || Text.consume_front("E")) {
    Plain += 'e';
    if (Text.consume_front("-"))
      Plain += '-';
    else
      Text.consume_front("+");
    StringRef Exponent = Text.take_while(isDigit);
    if (Exponent.empty())
      return std::nullopt;
    Plain += Exponent.str();
    Text = Text.drop_front(Exponent.size());
  }
  double Value = 0;
  if (!Text.empty() || StringRef(Plain).getAsDouble(Value))
    return std::nullopt;
  return Value;
}

std::optional<double> nanosecondsPerTimeUnit(StringRef Unit) {
  return StringSwitch<std::optional<double>>(Unit.trim())
      .Cases("ns", "nsecond", 1.0)
      .Cases("us", "usecond", 1e3)
      .Cases("ms", "msecond", 1e6)
      .Cases("s", "sec", "second", 1e9)
      .Default(std::nullopt);
}

std::optional<double> bytesPerUnit(StringRef Unit) {
  return StringSwitch<std::optional<double>>(Unit.trim())
      .Cases("byte", "B", 1.0)
      .Cases("Kbyte", "KB", "kB", 1e3)
      .Cases("Mbyte", "MB", 1e6)
      .Cases("Gbyte", "GB", 1e9)
      .Cases("Tbyte", "TB", 1e12)
      .Cases("KiB", "Kibyte", 1024.0)
      .Cases("MiB", "Mibyte", 1024.0 * 1024)
      .Cases("GiB", "Gibyte", 1024.0 * 1024 * 1024)
      .Cases("TiB", "Tibyte", 1024.0 * 1024 * 1024 * 1024)
      .Default(std::nullopt);
}

bool isProfilerChatter(StringRef Line) {
  StringRef Trimmed = Line.trim();
  return Trimmed.starts_with("==PROF==") ||
         Trimmed.starts_with("==WARNING==") ||
         Trimmed.starts_with("==ERROR==") ||
         Trimmed.starts_with("Processing [") ||
         Trimmed.starts_with("Generating SQLite file") ||
         Trimmed.starts_with("Using existing SQLite") ||
         Trimmed.starts_with("** ") || Trimmed.starts_with("NOTICE:") ||
         Trimmed.starts_with("SKIPPED:") || Trimmed.starts_with("WARNING:");
}

} // namespace profiles
} // namespace paracodex
