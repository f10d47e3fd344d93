#!/bin/sh
# Installs, from Debian 12's archive, whatever paracodex needs and is missing,
# then checks that every tool and library the build runs or links is there.
# Idempotent: when everything is there it only checks, in well under a second.
# CUDA (for the GPU build) is not a Debian package: with no toolkit at
# /usr/local/cuda the project builds and tests host-only.
#
# Each package is here because the build or a test uses a file from it;
# scripts/tests/setup-packages-test.sh fails when one is missing from this
# list (it maps every file the build uses to its package with dpkg -S).
#   clang-19            the OpenMP offload C compiler (nas_mg, verify harnesses)
#   clang-tools-19      clang-offload-packager, run by every offload compile;
#                       clang-apply-replacements-19 (--export-fixes test)
#   libclang-rt-19-dev  AddressSanitizer runtime (the *_asan tests)
#   libclang-19-dev llvm-19-dev   LibTooling, the tool's front end
#   libomp-19-dev       OpenMP runtime and the NVPTX device runtime
#   nlohmann-json3-dev libgtest-dev   JSON output, unit tests
#   libisl-dev          integer sets: read coverage is an isl set inclusion
#   pre-commit          the hook tests run the real framework
set -eu
packages="build-essential cmake ninja-build git xz-utils python3
clang-19 clang-tools-19 libclang-rt-19-dev libclang-19-dev llvm-19-dev libomp-19-dev
nlohmann-json3-dev libgtest-dev libisl-dev pre-commit"

missing=""
for p in $packages; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing="$missing $p"
  fi
done
if [ -n "$missing" ]; then
  echo "setup: installing:$missing"
  as_root=""
  [ "$(id -u)" -eq 0 ] || as_root="sudo"
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq --no-install-recommends $missing
fi

# Preflight: the files the build relies on, each with the package that
# provides it, so that a broken installation is named before CMake runs.
llvm=/usr/lib/llvm-19
broken=""
need() { # need PATH PACKAGE
  [ -e "$1" ] || broken="$broken
  $1 (package $2)"
}
need $llvm/bin/clang clang-19
need $llvm/bin/clang-offload-packager clang-tools-19
need $llvm/bin/clang-apply-replacements clang-tools-19
need $llvm/lib/clang/19/lib/linux/libclang_rt.asan-x86_64.a libclang-rt-19-dev
need $llvm/lib/cmake/clang/ClangConfig.cmake libclang-19-dev
need $llvm/lib/cmake/llvm/LLVMConfig.cmake llvm-19-dev
need $llvm/lib/libomp.so libomp-19-dev
need $llvm/lib/libomptarget.so libomp-19-dev
need /usr/include/isl/set.h libisl-dev
need /usr/bin/pre-commit pre-commit
if [ -n "$broken" ]; then
  echo "setup: error: these files are missing; reinstall the packages named:$broken" >&2
  exit 1
fi
echo "setup: all packages present"
