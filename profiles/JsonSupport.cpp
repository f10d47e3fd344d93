//===- JsonSupport.cpp - JSON parsing that can say where ------------------===//

#include "profiles/JsonSupport.h"

#include "profiles/ParseSupport.h"

#include <string>

using namespace llvm;
using Json = nlohmann::json;

namespace paracodex {
namespace profiles {

namespace {

/// A SAX consumer that accepts any document and keeps only the first
/// syntax error: where it is and what nlohmann says about it.
class SyntaxErrorRecorder : public nlohmann::json_sax<Json> {
public:
  size_t Position = 0;
  std::string Message;

  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t &) override { return true; }
  bool string(string_t &) override { return true; }
  bool binary(binary_t &) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t &) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t At, const std::string &,
                   const nlohmann::detail::exception &Ex) override {
    Position = At;
    Message = Ex.what();
    return false;
  }
};

/// nlohmann's message without its "[json.exception...] parse error at line
/// L, column C: " prefix, since the caller prints its own location.
std::string withoutNlohmannPrefix(StringRef Message) {
  size_t At = Message.find("parse error at line");
  if (At != StringRef::npos) {
    size_t Colon = Message.find(": ", At);
    if (Colon != StringRef::npos)
      Message = Message.substr(Colon + 2);
  }
  // The library quotes all it last read: a whole file of '[' for one bad
  // byte. A person needs the end of it.
  size_t Quote = Message.find("last read: '");
  if (Quote != StringRef::npos) {
    size_t Start = Quote + 12, End = Message.find("'", Start);
    if (End != StringRef::npos && End - Start > 60)
      return (Message.take_front(Start) + "..." + Message.slice(End - 40, StringRef::npos)).str();
  }
  return Message.str();
}

size_t skipBlanks(StringRef Text, size_t Pos) {
  while (Pos < Text.size() && (Text[Pos] == ' ' || Text[Pos] == '\t' ||
                               Text[Pos] == '\n' || Text[Pos] == '\r'))
    ++Pos;
  return Pos;
}

/// Pos is at an opening quote; returns the position after the closing one.
size_t skipString(StringRef Text, size_t Pos) {
  for (++Pos; Pos < Text.size(); ++Pos) {
    if (Text[Pos] == '\\')
      ++Pos;
    else if (Text[Pos] == '"')
      return Pos + 1;
  }
  return Text.size();
}

/// Pos is at the start of a value; returns the position just after it.
size_t skipValue(StringRef Text, size_t Pos) {
  if (Pos >= Text.size())
    return Pos;
  if (Text[Pos] == '"')
    return skipString(Text, Pos);
  if (Text[Pos] != '{' && Text[Pos] != '[') {
    while (Pos < Text.size() && !StringRef(",}] \t\r\n").contains(Text[Pos]))
      ++Pos;
    return Pos;
  }
  unsigned Depth = 0;
  while (Pos < Text.size()) {
    char C = Text[Pos];
    if (C == '"') {
      Pos = skipString(Text, Pos);
      continue;
    }
    ++Pos;
    if (C == '{' || C == '[')
      ++Depth;
    else if ((C == '}' || C == ']') && --Depth == 0)
      return Pos;
  }
  return Pos;
}

/// The position of the '[' that holds member \p Member of the root object,
/// or std::nullopt.
std::optional<size_t> findMemberArray(StringRef Text, StringRef Member) {
  size_t Pos = skipBlanks(Text, 0);
  if (Pos >= Text.size() || Text[Pos] != '{')
    return std::nullopt;
  Pos = skipBlanks(Text, Pos + 1);
  while (Pos < Text.size() && Text[Pos] == '"') {
    size_t KeyEnd = skipString(Text, Pos);
    StringRef Key = Text.slice(Pos + 1, KeyEnd - 1);
    Pos = skipBlanks(Text, KeyEnd);
    if (Pos >= Text.size() || Text[Pos] != ':')
      return std::nullopt;
    Pos = skipBlanks(Text, Pos + 1);
    if (Key == Member && Pos < Text.size() && Text[Pos] == '[')
      return Pos;
    Pos = skipBlanks(Text, skipValue(Text, Pos));
    if (Pos >= Text.size() || Text[Pos] != ',')
      return std::nullopt;
    Pos = skipBlanks(Text, Pos + 1);
  }
  return std::nullopt;
}

} // namespace

Expected<Json> parseJsonDocument(StringRef Text, StringRef File,
                                 unsigned FirstLine) {
  Json Document = Json::parse(Text.begin(), Text.end(), /*cb=*/nullptr,
                              /*allow_exceptions=*/false);
  if (!Document.is_discarded())
    return Document;
  SyntaxErrorRecorder Recorder;
  Json::sax_parse(Text.begin(), Text.end(), &Recorder);
  size_t Offset = Recorder.Position > 0 ? Recorder.Position - 1 : 0;
  unsigned Line = lineOfOffset(Text, Offset) + FirstLine - 1;
  return makeProfileError(
      File, Line, "malformed JSON: " + withoutNlohmannPrefix(Recorder.Message));
}

std::vector<size_t> arrayElementOffsets(StringRef Text, StringRef Member) {
  std::optional<size_t> Open;
  if (Member.empty()) {
    size_t Pos = skipBlanks(Text, 0);
    if (Pos < Text.size() && Text[Pos] == '[')
      Open = Pos;
  } else {
    Open = findMemberArray(Text, Member);
  }
  std::vector<size_t> Offsets;
  if (!Open)
    return Offsets;
  size_t Pos = skipBlanks(Text, *Open + 1);
  while (Pos < Text.size() && Text[Pos] != ']') {
    Offsets.push_back(Pos);
    Pos = skipBlanks(Text, skipValue(Text, Pos));
    if (Pos >= Text.size() || Text[Pos] != ',')
      break;
    Pos = skipBlanks(Text, Pos + 1);
  }
  return Offsets;
}

std::optional<double> jsonNumber(const Json &Value) {
  if (Value.is_number())
    return Value.get<double>();
  if (Value.is_string())
    return parseNumber(Value.get_ref<const std::string &>());
  return std::nullopt;
}

} // namespace profiles
} // namespace paracodex
