#!/bin/sh
# Runs on the GPU host (bundle from scripts/make-gpu-bundle.sh, which packs
# mg_gpu and the paracodex-generated mg_fused_gpu):
#  1. fused NAS MG, classes S..C, each proved on the device
#     (OMP_TARGET_OFFLOAD=MANDATORY: a region that cannot run on the GPU
#     aborts; LIBOMPTARGET_INFO=1 counts the launches);
#  2. the four routines alone at N^3, unfused and fused in the same call,
#     median of REPS (mg --bench), with output checksums.
# Usage: bench/mg_fused_gpu.sh OUT_DIR [N] [REPS]
set -u
out=$1; n=${2:-512}; reps=${3:-20}
here=$(cd "$(dirname "$0")/.." && pwd)
launch="$here/gpu-bundle/launch.sh"
mkdir -p "$out"
summary="$out/summary.txt"
: > "$summary"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader >> "$summary" 2>&1
export OMP_TARGET_OFFLOAD=MANDATORY
for c in S W A B C; do
  LIBOMPTARGET_INFO=1 timeout 300 "$launch" mg_fused_gpu "$c" > "$out/fused_${c}_info.txt" 2> "$out/fused_${c}.err"
  launches=$(grep -c 'Entering OpenMP kernel' "$out/fused_${c}.err")
  timeout 300 "$launch" mg_fused_gpu "$c" > "$out/fused_${c}.txt" 2>&1
  rc=$?
  echo "fused class $c: rc=$rc gpu_kernel_launches=$launches | $(grep -o 'VERIFICATION [A-Z]*' "$out/fused_${c}.txt") | $(grep 'Target regions ran on' "$out/fused_${c}.txt") | $(grep -i '^ *Time in seconds' "$out/fused_${c}.txt")" >> "$summary"
  rm -f "$out/fused_${c}.err" "$out/fused_${c}_info.txt"
done
for prog in mg_gpu mg_fused_gpu; do
  timeout 240 "$launch" $prog --bench "$n" "$reps" > "$out/bench_${prog}_${n}.txt" 2>&1
  echo "bench $prog N=$n reps=$reps: rc=$?" >> "$summary"
  grep -E '^ *(resid|psinv|rprj3|interp) ' "$out/bench_${prog}_${n}.txt" >> "$summary"
done
cat "$summary"
# Kernel-only times (no allocation, no launch gaps) of the same bench, for
# comparison with the wall-clock medians above.
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)
if [ -n "$ncu" ]; then
  for prog in mg_gpu mg_fused_gpu; do
    timeout 200 "$ncu" --csv --clock-control none --metrics gpu__time_duration.sum \
      "$launch" $prog --bench "$n" 3 > "$out/ncu_bench_${prog}_${n}.csv" 2>/dev/null
    echo "ncu bench $prog: rc=$?" >> "$summary"
  done
fi
tail -3 "$summary"
