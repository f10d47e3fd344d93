//===- KernelNameDecoder.h - Kernel name to source location -----*- C++ -*-===//
//
// OpenMP offload compilers encode the enclosing function (and, except for
// GCC, the line of the target directive) in the kernel's symbol name. That
// is how a profile row finds its target region in the source.
//
//===----------------------------------------------------------------------===//

#ifndef PARACODEX_PROFILES_KERNELNAMEDECODER_H
#define PARACODEX_PROFILES_KERNELNAMEDECODER_H

#include "profiles/ProfileTable.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace paracodex {
namespace profiles {

/// What a kernel name says about its source.
struct DecodedKernelName {
  /// The enclosing function, demangled and without parameters
  /// ("ns::resid" for C++); empty when the name follows no known scheme.
  std::string Function;
  /// The line of the target directive; GCC names carry none.
  std::optional<unsigned> Line;
  CompilerKind Compiler = CompilerKind::Unknown;
};

/// Decodes the naming schemes of the three OpenMP offload compilers:
///   clang:  __omp_offloading_<hexdev>_<hexfile>_<function>_l<line>[_<n>]
///   nvhpc:  nvkernel_<function>_F<n>L<line>[_<n>]
///   gcc:    <function>$_omp_fn$<n>   or   <function>._omp_fn.<n>
/// A function that starts with _Z is demangled. Any other name decodes to
/// CompilerKind::Unknown with no function and no line.
DecodedKernelName decodeKernelName(llvm::StringRef KernelName);

/// \p Mangled demangled to its qualified name without parameter list or
/// return type ("_Z5residPdS_S_iii" gives "resid"); a name that is not an
/// Itanium-mangled function comes back unchanged.
std::string demangleFunctionName(llvm::StringRef Mangled);

} // namespace profiles
} // namespace paracodex

#endif // PARACODEX_PROFILES_KERNELNAMEDECODER_H
