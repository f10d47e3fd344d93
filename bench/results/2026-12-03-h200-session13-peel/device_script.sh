#!/bin/sh
# Session 13, one device call at 1128444: the bench phases the peel changes
# (nas_mg unfused and fused, ParaCodex's MG, sum(abs)), verify of both forms,
# the prefetch variant's kernels, and ncu sections of fused psinv and resid.
set -u
R=$1
export PCX_COMMIT=1128444
PCX_MG_VARIANTS="unfused march" timeout 260 sh bench/fast_fused_gpu.sh run "$R/r" mg mgbench mgncu sumabs > "$R/bench1.log" 2>&1
echo "bench1 rc=$?" >> "$R/extra.log"
( cd gpu-bundle && tar -xJf verify.tar.xz )
timeout 150 gpu-bundle/launch.sh sh bench/verify_gpu.sh run "$R/v" > "$R/verify_run.log" 2>&1
echo "verify rc=$?" >> "$R/extra.log"
PCX_MG_VARIANTS="march_prefetch" timeout 60 sh bench/fast_fused_gpu.sh run "$R/p" mgncu > "$R/prefetch.log" 2>&1
echo "prefetch rc=$?" >> "$R/extra.log"
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)
timeout 90 "$ncu" --csv --page details --clock-control none -k regex:'_(resid|psinv)_l' -s 2 -c 2 \
  --section WarpStateStats --section SpeedOfLight --section Occupancy --section MemoryWorkloadAnalysis \
  gpu-bundle/launch.sh mg_march --bench 512 2 > "$R/ncu_sections_mg_march.csv" 2>&1
echo "sections rc=$?" >> "$R/extra.log"
timeout 230 sh bench/fast_fused_gpu.sh run "$R/r" pcmg > "$R/bench2.log" 2>&1
echo "bench2 rc=$?" >> "$R/extra.log"
