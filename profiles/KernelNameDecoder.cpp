//===- KernelNameDecoder.cpp - Kernel name to source location -------------===//

#include "profiles/KernelNameDecoder.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"

#include <cstdlib>

using namespace llvm;

namespace paracodex {
namespace profiles {

namespace {

/// True for a non-empty run of decimal digits.
bool isDecimal(StringRef Text) {
  return !Text.empty() && all_of(Text, isDigit);
}

bool isHex(StringRef Text) { return !Text.empty() && all_of(Text, isHexDigit); }

std::optional<unsigned> parseLine(StringRef Digits) {
  unsigned Line = 0;
  if (!isDecimal(Digits) || Digits.getAsInteger(10, Line))
    return std::nullopt;
  return Line;
}

/// Accepts "<digits>" or "<digits>_<digits>", the tail that follows the
/// line marker in clang and nvhpc names (the optional part tells apart
/// several kernels made for one source line).
std::optional<unsigned> parseLineTail(StringRef Tail) {
  auto [LineDigits, Counter] = Tail.split('_');
  if (Tail.contains('_') && !isDecimal(Counter))
    return std::nullopt;
  return parseLine(LineDigits);
}

/// Splits "<function><Marker><line>[_<n>]" at the rightmost marker that is
/// followed by a well-formed tail. Searching from the right lets the
/// function itself contain the marker ("foo_l2" at line 7 is "foo_l2_l7").
std::optional<std::pair<StringRef, unsigned>>
splitAtLineMarker(StringRef Rest, StringRef Marker) {
  size_t Pos = Rest.rfind(Marker);
  while (Pos != StringRef::npos && Pos > 0) {
    if (auto Line = parseLineTail(Rest.substr(Pos + Marker.size())))
      return std::make_pair(Rest.take_front(Pos), *Line);
    Pos = Rest.take_front(Pos).rfind(Marker);
  }
  return std::nullopt;
}

DecodedKernelName decoded(StringRef Function, std::optional<unsigned> Line,
                          CompilerKind Compiler) {
  DecodedKernelName Result;
  Result.Function = demangleFunctionName(Function);
  Result.Line = Line;
  Result.Compiler = Compiler;
  return Result;
}

/// __omp_offloading_<hexdev>_<hexfile>_<function>_l<line>[_<n>]
std::optional<DecodedKernelName> decodeClang(StringRef Name) {
  StringRef Rest = Name;
  if (!Rest.consume_front("__omp_offloading_"))
    return std::nullopt;
  auto [Device, AfterDevice] = Rest.split('_');
  auto [File, AfterFile] = AfterDevice.split('_');
  if (!isHex(Device) || !isHex(File))
    return std::nullopt;
  auto FunctionAndLine = splitAtLineMarker(AfterFile, "_l");
  if (!FunctionAndLine)
    return std::nullopt;
  return decoded(FunctionAndLine->first, FunctionAndLine->second,
                 CompilerKind::Clang);
}

/// nvkernel_<function>_F<n>L<line>[_<n>]. The marker is "_F<digits>L";
/// nvhpc writes F1 for the primary source file.
std::optional<DecodedKernelName> decodeNvhpc(StringRef Name) {
  StringRef Rest = Name;
  if (!Rest.consume_front("nvkernel_"))
    return std::nullopt;
  size_t Pos = Rest.rfind("_F");
  while (Pos != StringRef::npos && Pos > 0) {
    StringRef AfterF = Rest.substr(Pos + 2);
    size_t LPos = AfterF.find('L');
    if (LPos != StringRef::npos && isDecimal(AfterF.take_front(LPos)))
      if (auto Line = parseLineTail(AfterF.substr(LPos + 1)))
        return decoded(Rest.take_front(Pos), *Line, CompilerKind::Nvhpc);
    Pos = Rest.take_front(Pos).rfind("_F");
  }
  return std::nullopt;
}

/// <function>$_omp_fn$<n> (PTX names cannot hold '.') or the host-style
/// <function>._omp_fn.<n>. GCC encodes no line. Clone suffixes that GCC
/// puts on the function (".constprop.0", ".isra.0") are dropped.
std::optional<DecodedKernelName> decodeGcc(StringRef Name) {
  for (StringRef Marker : {StringRef("$_omp_fn$"), StringRef("._omp_fn.")}) {
    size_t Pos = Name.find(Marker);
    if (Pos == StringRef::npos || Pos == 0)
      continue;
    StringRef Counter = Name.substr(Pos + Marker.size());
    Counter = Counter.take_while(isDigit);
    if (Counter.empty())
      continue;
    StringRef Function = Name.take_front(Pos);
    Function = Function.take_until([](char C) { return C == '.' || C == '$'; });
    if (Function.empty())
      continue;
    return decoded(Function, std::nullopt, CompilerKind::Gcc);
  }
  return std::nullopt;
}

} // namespace

std::string demangleFunctionName(StringRef Mangled) {
  if (!Mangled.starts_with("_Z"))
    return Mangled.str();
  ItaniumPartialDemangler Demangler;
  std::string MangledCopy = Mangled.str();
  if (Demangler.partialDemangle(MangledCopy.c_str()) || !Demangler.isFunction())
    return llvm::demangle(MangledCopy);
  size_t Size = 0;
  char *Buffer = Demangler.getFunctionName(nullptr, &Size);
  if (!Buffer)
    return llvm::demangle(MangledCopy);
  std::string Result(Buffer);
  std::free(Buffer);
  // nvc++ puts functions with internal linkage (`static`) in a namespace of
  // its own, `_INTERNAL_4_mg_c_gnr::resid`: the source calls it `resid`.
  llvm::StringRef Name(Result);
  if (Name.starts_with("_INTERNAL_") && Name.contains("::"))
    return Name.split("::").second.str();
  return Result;
}

DecodedKernelName decodeKernelName(StringRef KernelName) {
  if (auto Result = decodeClang(KernelName))
    return *Result;
  if (auto Result = decodeNvhpc(KernelName))
    return *Result;
  if (auto Result = decodeGcc(KernelName))
    return *Result;
  return DecodedKernelName();
}

} // namespace profiles
} // namespace paracodex
