#!/bin/sh
# Runs on the GPU host (through the bundle from scripts/make-gpu-bundle.sh):
# NAS MG in its unfused offload form, classes S..C (and D if asked), with
# proof that every target region ran on the device, plus an ncu profile and
# a libomptarget trace of one class for `paracodex analyze --metrics`.
# Usage: bench/mg_unfused_gpu.sh OUT_DIR [PROFILE_CLASS] [D]
# Writes OUT_DIR/mg_<class>.txt (full output), OUT_DIR/summary.txt.
set -u
out=$1; pclass=${2:-B}; with_d=${3:-}
here=$(cd "$(dirname "$0")/.." && pwd)
launch="$here/gpu-bundle/launch.sh"
mkdir -p "$out"
summary="$out/summary.txt"
: > "$summary"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.mem --format=csv,noheader >> "$summary" 2>&1

for c in S W A B C; do
  # Proof run: LIBOMPTARGET_INFO=1 prints one line per kernel launched on
  # the GPU and none for a region that fell back to the host.
  LIBOMPTARGET_INFO=1 timeout 300 "$launch" mg_gpu "$c" > "$out/mg_${c}_info.txt" 2> "$out/mg_${c}_info.err"
  rc_info=$?
  launches=$(grep -c 'Entering OpenMP kernel' "$out/mg_${c}_info.err")
  # Timed run without the per-launch printing.
  timeout 300 "$launch" mg_gpu "$c" > "$out/mg_${c}.txt" 2>&1
  rc=$?
  ver=$(grep -o 'VERIFICATION [A-Z]*' "$out/mg_${c}.txt" | head -1)
  dev=$(grep 'Target regions ran on' "$out/mg_${c}.txt")
  t=$(grep -i '^ *Time in seconds' "$out/mg_${c}.txt" | head -1)
  echo "class $c: rc=$rc rc_info=$rc_info gpu_kernel_launches=$launches | $ver | $dev | $t" >> "$summary"
  rm -f "$out/mg_${c}_info.err"
done

if [ "$with_d" = D ]; then
  # Class D (1024^3, about 30 GB on the device): one run, no per-launch log.
  timeout 240 "$launch" mg_gpu D > "$out/mg_D.txt" 2>&1
  rc=$?
  echo "class D: rc=$rc | $(grep -o 'VERIFICATION [A-Z]*' "$out/mg_D.txt") | $(grep 'Target regions ran on' "$out/mg_D.txt") | $(grep -i '^ *Time in seconds' "$out/mg_D.txt")" >> "$summary"
fi
LIBOMPTARGET_PROFILE="$out/libomptarget_mg_${pclass}.json" "$launch" mg_gpu "$pclass" > /dev/null 2>&1
echo "libomptarget trace class $pclass: rc=$?" >> "$summary"

ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)
if [ -n "$ncu" ]; then
  timeout 300 "$ncu" --csv --clock-control none \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread \
    "$here/gpu-bundle/launch.sh" mg_gpu "$pclass" > "$out/ncu_mg_${pclass}.csv" 2> "$out/ncu_mg_${pclass}.err"
  echo "ncu class $pclass: rc=$? rows=$(wc -l < "$out/ncu_mg_${pclass}.csv")" >> "$summary"
else
  echo "ncu: not found" >> "$summary"
fi
cat "$summary"
