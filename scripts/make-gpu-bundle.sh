#!/bin/sh
# Packs what a GPU host without LLVM 19 needs to run our offload programs:
#   OUT/paracodex-gpu.tar.xz   bin/ (the *_gpu programs, plus any FILE given)
#                              lib/ (libomp, libomptarget with its CUDA plugin,
#                                    libLLVM and their non-libc dependencies)
#   OUT/launch.sh              unpacks the archive once, sets LD_LIBRARY_PATH
#                              and PATH, runs the given command
# Usage: make-gpu-bundle.sh [-b BUILD_DIR] [-o OUT_DIR] [FILE...]
# The host's own libcuda (from its driver) is used, never bundled.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/build"; out="$root/gpu-bundle"
while getopts b:o: opt; do
  case $opt in b) build=$OPTARG ;; o) out=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
llvm_lib=/usr/lib/llvm-19/lib

stage=$(mktemp -d); trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/bin" "$stage/lib" "$out"

progs=$(find "$build" -type f -name '*_gpu' -perm -u+x 2>/dev/null || true)
for f in $progs "$@"; do
  [ -f "$f" ] || { echo "make-gpu-bundle: $f: no such file" >&2; exit 1; }
  cp -L "$f" "$stage/bin/"
done
[ -n "$(ls "$stage/bin")" ] || { echo "make-gpu-bundle: no *_gpu programs under $build (was it built with CUDA?)" >&2; exit 1; }

# The runtime and everything it loads, except the C/C++ runtime that every
# Linux host has in a compatible (newer) version.
roots="$llvm_lib/libomp.so.5 $llvm_lib/libomptarget.so.19.1"
deps=$(ldd $roots | awk '/=> \// {print $3}' | sort -u)
for lib in $roots $deps; do
  case $(basename "$lib") in
    libc.so*|libm.so*|libdl.so*|libpthread.so*|librt.so*|ld-linux*|libstdc++.so*|libgcc_s.so*) continue ;;
  esac
  cp -L "$lib" "$stage/lib/"
done

tar -C "$stage" -cJf "$out/paracodex-gpu.tar.xz" bin lib
cp "$root/scripts/gpu-launch.sh" "$out/launch.sh"
chmod +x "$out/launch.sh"
size=$(du -m "$out/paracodex-gpu.tar.xz" | cut -f1)
echo "make-gpu-bundle: $out/paracodex-gpu.tar.xz (${size} MiB): $(ls "$stage/bin" | tr '\n' ' ')"
[ "$size" -lt 60 ] || { echo "make-gpu-bundle: bundle is ${size} MiB, over the 60 MiB limit" >&2; exit 1; }
