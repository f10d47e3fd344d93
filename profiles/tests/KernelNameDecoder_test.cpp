//===- KernelNameDecoder_test.cpp -----------------------------------------===//

#include "profiles/KernelNameDecoder.h"

#include "gtest/gtest.h"

using namespace paracodex::profiles;

namespace {

void expectDecoded(llvm::StringRef Name, llvm::StringRef Function,
                   std::optional<unsigned> Line, CompilerKind Compiler) {
  DecodedKernelName Decoded = decodeKernelName(Name);
  EXPECT_EQ(Decoded.Function, Function.str()) << Name.str();
  EXPECT_EQ(Decoded.Line, Line) << Name.str();
  EXPECT_EQ(Decoded.Compiler, Compiler) << Name.str();
}

void expectUnknown(llvm::StringRef Name) {
  expectDecoded(Name, "", std::nullopt, CompilerKind::Unknown);
}

TEST(KernelNameDecoderTest, ClangNamesFromTheH200Sample) {
  expectDecoded("__omp_offloading_fe00_a72079_resid_naive_l7", "resid_naive", 7,
                CompilerKind::Clang);
  expectDecoded("__omp_offloading_fe00_a72079_resid_naive_l11", "resid_naive",
                11, CompilerKind::Clang);
  expectDecoded("__omp_offloading_fe00_a72079_copyk_l37", "copyk", 37,
                CompilerKind::Clang);
}

TEST(KernelNameDecoderTest, ClangFunctionMayLookLikeALineMarker) {
  // The line is the last "_l<digits>", so a function named like a marker
  // keeps its whole name.
  expectDecoded("__omp_offloading_10302_2c1d3e_smooth_l2_l140", "smooth_l2",
                140, CompilerKind::Clang);
  expectDecoded("__omp_offloading_fe00_a72079__lead_l3", "_lead", 3,
                CompilerKind::Clang);
}

TEST(KernelNameDecoderTest, ClangCounterSuffixForSeveralRegionsOnOneLine) {
  expectDecoded("__omp_offloading_fe00_a72079_twice_l42_1", "twice", 42,
                CompilerKind::Clang);
}

TEST(KernelNameDecoderTest, ClangCxxFunctionIsDemangled) {
  expectDecoded("__omp_offloading_fe00_a72079__Z5residPdS_S_iii_l7", "resid", 7,
                CompilerKind::Clang);
  expectDecoded("__omp_offloading_fe00_a72079__ZN2mg6smoothEPdi_l19",
                "mg::smooth", 19, CompilerKind::Clang);
}

TEST(KernelNameDecoderTest, NvhpcNames) {
  expectDecoded("nvkernel__Z5residPdS_S_iii_F1L123_2", "resid", 123,
                CompilerKind::Nvhpc);
  expectDecoded("nvkernel_resid_F1L42_1", "resid", 42, CompilerKind::Nvhpc);
  expectDecoded("nvkernel_norm2u3_F1L5_1", "norm2u3", 5, CompilerKind::Nvhpc);
  expectDecoded("nvkernel_resid_F1L42", "resid", 42, CompilerKind::Nvhpc);
  // A static function: nvc++ wraps it in an _INTERNAL_ namespace of its own
  // (ParaCodex's MG as profiled with nsys).
  expectDecoded("nvkernel__ZN20_INTERNAL_4_mg_c_gnr5residEPdS0_S0_iiiS0_i_F1L476_8", "resid",
                476, CompilerKind::Nvhpc);
}

TEST(KernelNameDecoderTest, GccNames) {
  expectDecoded("resid$_omp_fn$0", "resid", std::nullopt, CompilerKind::Gcc);
  expectDecoded("main._omp_fn.3", "main", std::nullopt, CompilerKind::Gcc);
  expectDecoded("resid.constprop.0$_omp_fn$1", "resid", std::nullopt,
                CompilerKind::Gcc);
  expectDecoded("_Z5residPdS_S_iii$_omp_fn$2", "resid", std::nullopt,
                CompilerKind::Gcc);
}

TEST(KernelNameDecoderTest, OtherNamesAreUnknown) {
  expectUnknown("void cub::DeviceReduceSingleTileKernel<double, int>(double "
                "const*, double*, int)");
  expectUnknown("vectorAdd");
  expectUnknown("");
}

TEST(KernelNameDecoderTest, MalformedNamesOfKnownSchemesAreUnknown) {
  expectUnknown("__omp_offloading_fe00_a72079_resid");     // No line.
  expectUnknown("__omp_offloading_fe00_a72079_resid_l");   // No digits.
  expectUnknown("__omp_offloading_zz00_a72079_resid_l7");  // Device not hex.
  expectUnknown("__omp_offloading_fe00_a72079_resid_l7x"); // Junk after line.
  expectUnknown("__omp_offloading_fe00_a72079_l7");        // No function.
  expectUnknown("nvkernel_resid");                         // No F<n>L<line>.
  expectUnknown("nvkernel_resid_FxL12_1");                 // F not numbered.
  expectUnknown("$_omp_fn$0");                             // No function.
  expectUnknown("resid$_omp_fn$");                         // No counter.
}

TEST(KernelNameDecoderTest, DemangleKeepsPlainNames) {
  EXPECT_EQ(demangleFunctionName("resid"), "resid");
  EXPECT_EQ(demangleFunctionName("_Z5residPdS_S_iii"), "resid");
  EXPECT_EQ(demangleFunctionName("_Znot_a_mangled_name"),
            "_Znot_a_mangled_name");
}

} // namespace
