//===- TuneVariants.cpp ---------------------------------------------------===//
#include "tool/TuneVariants.h"

#include "passes/model/ScheduleSpec.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <regex>

namespace paracodex {

/// \p Text without its schedule comment lines.
/// A line inside a block comment (documentation quoting a schedule
/// comment) stays.
std::string withoutScheduleComments(llvm::StringRef Text) {
  std::string Out;
  bool InBlock = false;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    if (InBlock || !isScheduleCommentLine(Line))
      Out += Line.str() + (Rest.empty() && !Text.ends_with("\n") ? "" : "\n");
    // Where the line leaves the block-comment state (strings aside: a
    // `/*` in one only keeps a schedule line, which is then not removed).
    for (size_t K = 0; K + 1 < Line.size(); ++K) {
      if (!InBlock && Line[K] == '/' && Line[K + 1] == '/')
        break;
      if (!InBlock && Line[K] == '/' && Line[K + 1] == '*')
        InBlock = true, ++K;
      else if (InBlock && Line[K] == '*' && Line[K + 1] == '/')
        InBlock = false, ++K;
    }
    Text = Rest;
  }
  return Out;
}


llvm::Expected<FuseOptions> optionsFor(const std::string &Label) {
  FuseOptions O;
  llvm::StringRef L(Label);
  if (L == "keep") {
    O.Schedule = ScheduleRequest::Keep;
    return O;
  }
  // `@P`: march only where the plane has P points or more (0: always).
  auto [Shape, MinPlane] = L.split('@');
  if (!MinPlane.empty() && (MinPlane.getAsInteger(10, O.MarchMinPlane) || Shape == "keep"))
    Shape = "";
  if (Shape == "march")
    return O;
  if (Shape == "march:runs") {
    O.MarchRuns = true;
    return O;
  }
  if (Shape.consume_front("march:") && !Shape.getAsInteger(10, O.MarchChunk) && O.MarchChunk > 0)
    return O;
  return llvm::createStringError(std::errc::invalid_argument,
                                 "unknown schedule '%s' (keep, march, march:N or march:runs, each march "
                                 "with @P for its minimum plane)",
                                 Label.c_str());
}

/// A file-name-safe tag for a schedule: "march:32" -> "march_32".
std::string tagOf(const std::string &Label) {
  std::string T = Label;
  std::replace(T.begin(), T.end(), ':', '_');
  std::replace(T.begin(), T.end(), '@', '_');
  return T;
}

/// The offset where the line holding \p Offset starts.
unsigned lineStart(const std::string &Text, unsigned Offset) {
  size_t Nl = Text.rfind('\n', Offset ? Offset - 1 : 0);
  return Offset == 0 || Nl == std::string::npos ? 0u : static_cast<unsigned>(Nl + 1);
}

/// Where the marches of \p Variants put their comments (the lines they go
/// above): a region's one place in every variant.
std::set<unsigned> marchLines(const std::vector<Variant> &Variants, const std::string &Text) {
  std::set<unsigned> Lines;
  for (const Variant &V : Variants)
    for (const MarchRecord &M : V.Outcome.Marched)
      if (M.Fused && !M.Comment.empty())
        Lines.insert(lineStart(Text, M.InputOffset));
  return Lines;
}

/// The comment lines \p V records, by offset of the line they go above. A
/// kept fusion's goes where a march puts its comment (\p MarchLines: above
/// the producer of a guarded fusion), above its consumer otherwise.
std::map<unsigned, std::string> commentsOf(const Variant &V, const std::string &Text,
                                           const std::set<unsigned> &MarchLines) {
  std::map<unsigned, std::string> At;
  for (const MarchRecord &M : V.Outcome.Marched)
    if (M.Fused && !M.Comment.empty())
      At[lineStart(Text, M.InputOffset)] = M.Comment;
  if (V.Options.Schedule == ScheduleRequest::Keep)
    for (const FusionRecord &A : V.Outcome.Applied)
      if (retiresTemporaries(A.Kind)) {
        unsigned Producer = lineStart(Text, A.ProducerOffset);
        At[MarchLines.count(Producer) ? Producer : lineStart(Text, A.ConsumerOffset)] =
            scheduleComment(ScheduleSpec::keep());
      }
  return At;
}

std::string withComments(const std::string &Text, const std::map<unsigned, std::string> &At) {
  std::string Out = Text;
  for (auto It = At.rbegin(); It != At.rend(); ++It) {
    size_t End = Out.find_first_not_of(" \t", It->first);
    std::string Indent = Out.substr(It->first, End == std::string::npos ? 0 : End - It->first);
    Out.insert(It->first, Indent + It->second + "\n");
  }
  return Out;
}

/// Whether \p A and \p B are the same code beside comments and white
/// space: a comment above a region moves clang-format's line breaks and
/// comment reflow around it (and a guarded fusion copies it into its
/// fallback). A sanity check only: what is recorded is checked exactly
/// against what ran.
bool sameCode(llvm::StringRef A, llvm::StringRef B) {
  auto Tokens = [](llvm::StringRef T) {
    clang::LangOptions Lang;
    Lang.LineComment = true;
    Lang.CPlusPlus = true; // `::` lexes as one token either way
    clang::Lexer Raw(clang::SourceLocation(), Lang, T.begin(), T.begin(), T.end());
    std::vector<std::string> Out;
    clang::Token Tok;
    bool AtEnd = false;
    do {
      AtEnd = Raw.LexFromRawLexer(Tok);
      if (Tok.isNot(clang::tok::eof))
        Out.push_back(std::string(T.data() + (Raw.getBufferLocation() - T.begin()) - Tok.getLength(),
                                  Tok.getLength()));
    } while (!AtEnd && Tok.isNot(clang::tok::eof));
    return Out;
  };
  return Tokens(A) == Tokens(B);
}

double median(std::vector<double> V) {
  std::sort(V.begin(), V.end());
  return V.empty() ? -1 : V[V.size() / 2];
}

/// The wall seconds a run's stderr reports (each run prints its own).
double wallSeconds(const std::string &Stderr) {
  static const std::regex Wall(R"(paracodex-tune-wall ([0-9.]+) ([0-9.]+))");
  std::smatch M;
  return std::regex_search(Stderr, M, Wall) ? std::stod(M[2]) - std::stod(M[1]) : -1.0;
}

/// \p Found without the comments whose statement lies within another's
/// (fuse's own comment on a march inside a guarded pair's run-time test,
/// under the pair's comment; a comment written twice over one statement):
/// the outer timer times that region.
std::vector<ScheduledRegion> outermost(const std::vector<ScheduledRegion> &Found) {
  std::vector<ScheduledRegion> Outer;
  for (size_t I = 0; I < Found.size(); ++I) {
    const ScheduledRegion &R = Found[I];
    bool Inside = false;
    for (size_t J = 0; J < Found.size() && R.timed() && !Inside; ++J) {
      const ScheduledRegion &O = Found[J];
      bool Contains = O.timed() && O.Begin <= R.Begin && R.End <= O.End;
      bool Same = O.Begin == R.Begin && O.End == R.End;
      Inside = J != I && Contains && (!Same || J < I);
    }
    if (!Inside)
      Outer.push_back(R);
  }
  return Outer;
}

/// Each region's schedule: the one under which it ran fastest, of those
/// whose program printed what the original prints; a region that never ran
/// takes \p Best's. Prints each region's times.
std::map<unsigned, std::string> fastestPerRegion(const std::vector<Variant> &Variants,
                                                 const std::set<unsigned> &Regions,
                                                 const Variant &Best, const std::string &Text,
                                                 const std::string &FileName) {
  std::map<unsigned, std::string> Chosen = Best.Comments;
  llvm::outs() << "\nregion (line)   schedule: median ms of the region, summed over its calls\n";
  unsigned K = 0;
  for (unsigned At : Regions) {
    llvm::outs() << llvm::left_justify(
        FileName + ":" + std::to_string(1 + std::count(Text.begin(), Text.begin() + At, '\n')),
        16);
    const Variant *Fastest = nullptr;
    double FastestMs = 0;
    for (const Variant &V : Variants) {
      std::vector<double> Ms;
      for (const auto &Run : V.RegionSeconds)
        if (auto It = Run.find(V.TimerOf[K]); It != Run.end())
          Ms.push_back(1e3 * It->second);
      if (Ms.empty())
        continue;
      llvm::outs() << "  " << V.Label << " " << llvm::format("%.3f", median(Ms))
                   << (V.Verified ? "" : " (differs)");
      if (V.Verified && (!Fastest || median(Ms) < FastestMs))
        Fastest = &V, FastestMs = median(Ms);
    }
    llvm::outs() << "\n";
    if (Fastest)
      Chosen[At] = Fastest->Comments.at(At);
    ++K;
  }
  return Chosen;
}

} // namespace paracodex
