//===- ProfileTable.cpp - One table for every profile format --------------===//

#include "profiles/ProfileTable.h"

#include "profiles/KernelNameDecoder.h"

#include <algorithm>

using namespace llvm;

namespace paracodex {
namespace profiles {

StringRef compilerName(CompilerKind Kind) {
  switch (Kind) {
  case CompilerKind::Clang:
    return "clang";
  case CompilerKind::Nvhpc:
    return "nvhpc";
  case CompilerKind::Gcc:
    return "gcc";
  case CompilerKind::Unknown:
    return "unknown";
  }
  return "unknown";
}

double ProfileTable::totalTimeNs() const {
  double Total = 0;
  for (const KernelRecord &Record : Kernels)
    Total += Record.TotalTimeNs;
  return Total;
}

/// "ns::S::resid" -> "resid": the part a C caller would write.
static StringRef unqualifiedName(StringRef Function) {
  size_t Colons = Function.rfind("::");
  if (Colons == StringRef::npos)
    return Function;
  return Function.substr(Colons + 2);
}

std::vector<const KernelRecord *>
ProfileTable::findRecords(StringRef Function, unsigned Line) const {
  std::vector<const KernelRecord *> Found;
  for (const KernelRecord &Record : Kernels) {
    if (Record.Line != Line || Record.Function.empty())
      continue;
    if (Record.Function == Function ||
        unqualifiedName(Record.Function) == Function)
      Found.push_back(&Record);
  }
  return Found;
}

const KernelRecord *ProfileTable::findKernel(StringRef KernelName) const {
  for (const KernelRecord &Record : Kernels)
    if (Record.KernelName == KernelName)
      return &Record;
  return nullptr;
}

KernelRecord &KernelAggregator::recordFor(StringRef KernelName) {
  auto [It, Inserted] = IndexByName.try_emplace(KernelName, Records.size());
  if (!Inserted)
    return Records[It->second];
  DecodedKernelName Decoded = decodeKernelName(KernelName);
  KernelRecord Record;
  Record.KernelName = KernelName.str();
  Record.Function = std::move(Decoded.Function);
  Record.Line = Decoded.Line;
  Record.Compiler = Decoded.Compiler;
  Records.push_back(std::move(Record));
  return Records.back();
}

void KernelAggregator::addLaunches(StringRef KernelName, uint64_t Count,
                                   double TimeNs) {
  KernelRecord &Record = recordFor(KernelName);
  Record.Launches += Count;
  Record.TotalTimeNs += TimeNs;
}

void KernelAggregator::addTime(StringRef KernelName, double TimeNs) {
  recordFor(KernelName).TotalTimeNs += TimeNs;
}

static void addTo(std::optional<double> &Sum, double Value) {
  Sum = Sum.value_or(0) + Value;
}

void KernelAggregator::addDramBytesRead(StringRef KernelName, double Bytes) {
  addTo(recordFor(KernelName).DramBytesRead, Bytes);
}

void KernelAggregator::addDramBytesWritten(StringRef KernelName, double Bytes) {
  addTo(recordFor(KernelName).DramBytesWritten, Bytes);
}

void KernelAggregator::addRegisters(StringRef KernelName, unsigned Registers) {
  std::optional<unsigned> &Max = recordFor(KernelName).RegistersPerThread;
  Max = std::max(Max.value_or(0), Registers);
}

ProfileTable KernelAggregator::takeTable(StringRef SourceFormat) {
  ProfileTable Table;
  Table.SourceFormat = SourceFormat.str();
  Table.Kernels = std::move(Records);
  Records.clear();
  IndexByName.clear();
  return Table;
}

} // namespace profiles
} // namespace paracodex
