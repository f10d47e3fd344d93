#!/bin/sh
# ParaCodex's own unfused NAS MG (../shared/inputs/paracodex-mg, unmodified)
# and paracodex's fusion of it, classes S..C, on the GPU.
#   build OUT   (here) fuse a copy once, compile the original and the fused
#               program for each class with clang-19 offload to sm_90 into
#               OUT/pcmg_{orig,fused}_<class>
#   run OUT     (on the GPU host, from the bundle) run each program with
#               OMP_TARGET_OFFLOAD=MANDATORY (a region that cannot run on
#               the GPU aborts) and LIBOMPTARGET_INFO=1 (counts the kernel
#               launches: the proof that it ran there); OUT/summary.txt
# Usage: bench/paracodex_mg_gpu.sh build|run OUT
set -u
mode=$1; out=$2
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
case $mode in
build)
  input=$here/../shared/inputs/paracodex-mg
  [ -f "$input/mg.c" ] || { echo "no $input" >&2; exit 1; }
  work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
  cp -r "$input"/. "$work"/
  cache=$here/build/CMakeCache.txt
  shim=$(sed -n 's/^PARACODEX_CUDA_SHIM:INTERNAL=//p' "$cache")
  flags="-O3 -fopenmp -fopenmp-version=60 --offload-arch=sm_90 --cuda-path=$shim
         --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib -mcmodel=medium -w"
  cd "$work"
  cp params/npbparams_S.h npbparams.h
  "$here/build/tool/paracodex" fuse mg.c -o mg_fused.c -- -I. -Icommon 2>&1 | tee "$out/fuse.log"
  cp mg_fused.c "$out/mg_fused.c"
  for c in S W A B C; do
    cp params/npbparams_$c.h npbparams.h
    for v in orig fused; do
      src=mg.c; [ $v = fused ] && src=mg_fused.c
      clang-19 $flags -I. -Icommon $src common/print_results.c common/c_timers.c \
        common/wtime.c common/randdp.c -lm -Wl,-rpath,/usr/lib/llvm-19/lib \
        -o "$out/pcmg_${v}_$c" || exit 1
    done
  done
  ls -la "$out"
  ;;
run)
  launch="$here/gpu-bundle/launch.sh"
  summary="$out/summary.txt"
  : > "$summary"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$summary" 2>&1
  export OMP_TARGET_OFFLOAD=MANDATORY
  for c in S W A B C; do
    for v in orig fused; do
      p=pcmg_${v}_$c
      LIBOMPTARGET_INFO=1 timeout 300 "$launch" $p > /dev/null 2> "$out/$p.info"
      launches=$(grep -c 'Entering OpenMP kernel' "$out/$p.info")
      rm -f "$out/$p.info"
      for rep in 1 2 3; do
        timeout 300 "$launch" $p > "$out/$p.$rep.txt" 2>&1
        echo "$p rep=$rep rc=$? launches=$launches | $(grep -o 'VERIFICATION [A-Z]*' "$out/$p.$rep.txt") | $(grep 'L2 Norm' "$out/$p.$rep.txt" | head -1) | $(grep -i 'Time in seconds' "$out/$p.$rep.txt")" >> "$summary"
        [ $rep = 1 ] || rm -f "$out/$p.$rep.txt"
      done
    done
  done
  cat "$summary"
  ;;
esac
