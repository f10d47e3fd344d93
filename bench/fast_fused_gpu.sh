#!/bin/sh
# Issue 12's one bench: fused code shapes against the unfused originals and
# hand-written references, in one device call.
#   build OUT  (here, with LLVM 19 and the CUDA shim of build/) writes into
#              OUT every program below; `paracodex fuse` makes each fused
#              source from its unfused original, and each schedule variant
#              is that fused source with one clause added (what `tune`
#              times), so every variant is the tool's own code.
#   run OUT    (on the GPU host, PCX_COMMIT=<commit built> in the environment, from the bundle of OUT's programs) runs them
#              all under OMP_TARGET_OFFLOAD=MANDATORY, proves each ran on
#              the GPU (LIBOMPTARGET_INFO launch counts; `Target regions ran
#              on: GPU`), times kernels with ncu, and writes
#              OUT/summary.json (bench/summarize_fast_fused.py) and the plot.
# Programs:
#   mg_{unfused,inline,march,march_always,march_nomerge,march_ch32,march_ch128,march_prefetch,march_runs}
#       nas_mg/mg.c: unfused; fused with --schedule=keep (inline collapse(3));
#       fused (plane march where the plane has 262144 points or more, the
#       fused form below); the march at every size (--march-min-plane=0); the march with
#       comm3's copy regions kept apart (--merge-copies=false); in runs of
#       32 / 128 planes (--march-chunk)
#   pcmg_{orig,fused}_{B,C}  ParaCodex's MG (../shared/inputs/paracodex-mg)
#   sumabs_{unfused,fused,twolevel}   bench/kernels/sumabs.c
#   resid_cuda.cu, sumabs_torch.py    references, compiled/run there
#   tune_mg/, tune_bench/   `paracodex tune` of nas_mg/mg.c on class C, and
#              on the four routines at 512^3 (--bench 512 20, timing columns
#              cut); the phases tune and tunebench run them there. Then here:
#   tuned OUT [tune_bench|tune_mg]  tune's report from those results; for
#              tune_bench, mg_tuned: the program of the schedule it chose for
#              each region (when those choices together are a new program,
#              tune_bench/combined: the phase tunecombined runs it there,
#              then `tuned` again writes the file)
# Usage: bench/fast_fused_gpu.sh build OUT | tuned OUT [HARNESS] | run OUT [PHASE...]
set -u
mode=$1; out=$2
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
# Absolute: some steps below run in another directory.
out=$(cd "$out" && pwd)
# The lines of mg's output that are timings (left out of tune's comparison).
mg_ignore='[Tt]ime|Mop/s|benchmark|^   [a-z0-9]+ +[0-9.]+$'
# tune on the four routines at 512^3 (what the kernel targets measure): the
# routine lines without their timing columns (name and the two checksums).
# The line "Target regions ran on: GPU ..." is kept whole (the proof that a
# run was on the GPU; session 16's filter cut it to "Target of 1)").
mg_bench_run="{exe} --bench 512 20 | grep -v bench | awk '/ran on/ {print; next} NF >= 2 {print \$1, \$(NF-1), \$NF}'"
case $mode in
tuned)
  # After the phase tunebench ran there (its results copied back into
  # OUT/tune_bench): tune's report, and mg_tuned built from the file it
  # writes; or, when the regions' choices together have not run, the
  # harness OUT/tune_bench/combined (tar'd) for one more run there.
  # (The phase tune, on class C, is reported by `tuned OUT tune_mg`.)
  h=${3:-tune_bench}
  case $h in tune_bench) run=$mg_bench_run; ign='a^' ;; *) run='{exe} C'; ign=$mg_ignore ;; esac
  pcx=$here/build/tool/paracodex
  cache=$here/build/CMakeCache.txt
  shim=$(sed -n 's/^PARACODEX_CUDA_SHIM:INTERNAL=//p' "$cache")
  cc="clang-19 -O3 -fopenmp --offload-arch=sm_90 --cuda-path=$shim
      --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib -Wl,-rpath,/usr/lib/llvm-19/lib"
  src=$out/src; mkdir -p "$src"
  rm -f "$src/mg_tuned_input.c"
  "$pcx" tune "$here/nas_mg/mg.c" --device=gpu --run="$run" --ignore="$ign" \
    --results-from "$out/$h" -o "$src/mg_tuned_input.c" \
    -- -fopenmp -I"$here/nas_mg" "$here/nas_mg/randdp.c" | tee "$out/${h}_report.txt" || exit 1
  [ $h = tune_bench ] || exit 0
  if [ -f "$src/mg_tuned_input.c" ]; then
    "$pcx" fuse "$src/mg_tuned_input.c" -o "$src/mg_tuned.c" -- -fopenmp -I"$here/nas_mg" 2> "$out/fuse_mg_tuned.log" || exit 1
  else
    # Not written until the program of the regions' choices has run there:
    # that program's text (fuse of the file tune will write, as tune
    # checks) is mg_tuned meanwhile, benched in the same call.
    tar -cJf "$out/tune_bench_combined.tar.xz" -C "$out" tune_bench/combined
    cp "$out/tune_bench/combined/tuned.c" "$src/mg_tuned.c"
    echo "run tune_bench/combined/run.sh there (phase tunecombined), copy its results back into $out/tune_bench/combined, run tuned again"
  fi
  $cc -I"$here/nas_mg" "$src/mg_tuned.c" "$here/nas_mg/randdp.c" -lm -o "$out/mg_tuned" || exit 1
  ;;
build)
  cache=$here/build/CMakeCache.txt
  shim=$(sed -n 's/^PARACODEX_CUDA_SHIM:INTERNAL=//p' "$cache")
  [ -n "$shim" ] || { echo "no CUDA shim in $cache (configure with CUDA)" >&2; exit 1; }
  pcx=$here/build/tool/paracodex
  cc="clang-19 -O3 -fopenmp --offload-arch=sm_90 --cuda-path=$shim
      --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib -Wl,-rpath,/usr/lib/llvm-19/lib"
  src=$out/src; mkdir -p "$src"
  # nas_mg: unfused, inline, plane march, and the march with launch bounds.
  cp "$here/nas_mg/mg.c" "$src/mg_unfused.c"
  "$pcx" fuse "$here/nas_mg/mg.c" --schedule=keep -o "$src/mg_inline.c" -- -fopenmp -I"$here/nas_mg" 2> "$out/fuse_mg_inline.log" || exit 1
  "$pcx" fuse "$here/nas_mg/mg.c" -o "$src/mg_march.c" -- -fopenmp -I"$here/nas_mg" 2> "$out/fuse_mg_march.log" || exit 1
  # The march at every grid size (no run-time choice of the fused form
  # below a plane of 262144 points).
  "$pcx" fuse "$here/nas_mg/mg.c" --march-min-plane=0 -o "$src/mg_march_always.c" -- -fopenmp -I"$here/nas_mg" 2>> "$out/fuse_mg_march.log" || exit 1
  for ch in 32 128; do
    "$pcx" fuse "$here/nas_mg/mg.c" --march-chunk=$ch -o "$src/mg_march_ch$ch.c" -- -fopenmp -I"$here/nas_mg" 2>> "$out/fuse_mg_march.log" || exit 1
  done
  # The march with comm3's three regions kept as three launches.
  "$pcx" fuse "$here/nas_mg/mg.c" --merge-copies=false -o "$src/mg_march_nomerge.c" -- -fopenmp -I"$here/nas_mg" 2>> "$out/fuse_mg_march.log" || exit 1
  # Session 13: the march with its prefetch (each step loads the next
  # step's newest plane), now that the bare launch has registers to spare.
  "$pcx" fuse "$here/nas_mg/mg.c" --march-prefetch -o "$src/mg_march_prefetch.c" -- -fopenmp -I"$here/nas_mg" 2>> "$out/fuse_mg_march.log" || exit 1
  # Session 14: the bare launch in runs of planes, as many as the grid wants.
  "$pcx" fuse "$here/nas_mg/mg.c" --march-runs -o "$src/mg_march_runs.c" -- -fopenmp -I"$here/nas_mg" 2>> "$out/fuse_mg_march.log" || exit 1
  for v in unfused inline march march_always march_nomerge march_ch32 march_ch128 march_prefetch march_runs; do
    $cc -I"$here/nas_mg" "$src/mg_$v.c" "$here/nas_mg/randdp.c" -lm -o "$out/mg_$v" || exit 1
  done
  # Session 15: `paracodex tune` of nas_mg/mg.c on class C, a schedule per
  # region: its harness, run there by the phase tune; `tuned` reads it here.
  rm -rf "$out/tune_mg"
  "$pcx" tune "$here/nas_mg/mg.c" --device=gpu --run='{exe} C' --ignore="$mg_ignore" \
    --emit-harness "$out/tune_mg" -- -fopenmp -I"$here/nas_mg" "$here/nas_mg/randdp.c" \
    > "$out/tune_mg.log" 2>&1 || { cat "$out/tune_mg.log"; exit 1; }
  tar -cJf "$out/tune_mg.tar.xz" -C "$out" tune_mg
  rm -rf "$out/tune_bench"
  "$pcx" tune "$here/nas_mg/mg.c" --device=gpu --run="$mg_bench_run" \
    --emit-harness "$out/tune_bench" -- -fopenmp -I"$here/nas_mg" "$here/nas_mg/randdp.c" \
    > "$out/tune_bench.log" 2>&1 || { cat "$out/tune_bench.log"; exit 1; }
  tar -cJf "$out/tune_bench.tar.xz" -C "$out" tune_bench
  # ParaCodex's MG, classes B and C, unfused and fused.
  input=$here/../shared/inputs/paracodex-mg
  if [ -f "$input/mg.c" ]; then
    work=$(mktemp -d); cp -r "$input"/. "$work"/
    ( cd "$work" && cp params/npbparams_S.h npbparams.h &&
      "$pcx" fuse mg.c -o mg_fused.c -- -I. -Icommon ) 2> "$out/fuse_pcmg.log" || exit 1
    cp "$work/mg_fused.c" "$src/pcmg_fused.c"
    for c in B C; do
      cp "$work/params/npbparams_$c.h" "$work/npbparams.h"
      for v in orig fused; do
        s=mg.c; [ $v = fused ] && s=mg_fused.c
        ( cd "$work" && $cc -fopenmp-version=60 -mcmodel=medium -w -I. -Icommon $s \
            common/print_results.c common/c_timers.c common/wtime.c common/randdp.c -lm \
            -o "$out/pcmg_${v}_$c" ) || exit 1
      done
    done
    rm -rf "$work"
  else
    echo "no $input: ParaCodex's MG is left out" >&2
  fi
  # sum(abs(x)): unfused, fused by paracodex, hand-written two-level.
  cp "$here/bench/kernels/sumabs.c" "$src/sumabs_unfused.c"
  "$pcx" fuse "$here/bench/kernels/sumabs.c" -o "$src/sumabs_fused.c" -- -fopenmp 2> "$out/fuse_sumabs.log" || exit 1
  $cc "$src/sumabs_unfused.c" -lm -o "$out/sumabs_unfused" || exit 1
  $cc "$src/sumabs_fused.c" -lm -o "$out/sumabs_fused" || exit 1
  $cc -DPCX_TWO_LEVEL=270336 "$here/bench/kernels/sumabs.c" -lm -o "$out/sumabs_twolevel" || exit 1
  # Session 10: the march under other thread mappings (hand-written, bodies
  # as fuse writes them).
  $cc "$here/bench/kernels/march_tile_variants.c" -o "$out/march_tile_variants" || exit 1
  # Session 11: one thread per point with teams over rows (CUDA's mapping).
  $cc "$here/bench/kernels/row_team_variants.c" -o "$out/row_team_variants" || exit 1
  # Session 12: the march's registers: standard, manual teams, bare launch, pair sums.
  $cc "$here/bench/kernels/bare_march_variants.c" -o "$out/bare_march_variants" || exit 1
  # Session 14: what holds psinv (runs over i3, corners kept or exchanged).
  $cc -I"$here/bench/kernels" "$here/bench/kernels/psinv_limit_variants.c" -o "$out/psinv_limit_variants" || exit 1
  ls -la "$out"
  ;;
run)
  # Phases (all by default, in this order): mg mgbench mgncu mgchunk pcmg sumabs cuda torch;
  # on request: tiles (march_tile_variants), pcmgtimers (ParaCodex's MG with its timers),
  # rows (row_team_variants, with the march's kernels from march_tile_variants for reference),
  # bare (bare_march_variants: the march under a bare launch, with pair sums),
  # stalls (ncu warp-state, occupancy and memory sections of the march and the CUDA resid),
  # plimit (psinv_limit_variants: kernel times and metrics, then ncu sections of
  # psinv and resid, there and in mg_march).
  # PCX_MG_VARIANTS limits the nas_mg variants of mg, mgbench and mgncu (default: all).
  # Everything lands in OUT and in OUT.tar.gz (one file comes back easily).
  shift 2
  phases=${*:-mg mgbench mgncu mgchunk pcmg sumabs cuda torch}
  launch="$here/gpu-bundle/launch.sh"
  log=$out/run.log
  touch "$log"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$out/gpu.txt" 2>&1
  export OMP_TARGET_OFFLOAD=MANDATORY
  ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)
  nvcc=$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null | head -1)
  counted() {  # NAME PROGRAM ARGS...: one run with launch counting
    name=$1; shift
    LIBOMPTARGET_INFO=1 timeout 200 "$launch" "$@" > /dev/null 2> "$out/info.tmp"
    echo "$name launches=$(grep -c 'Entering OpenMP kernel' "$out/info.tmp")" >> "$log"
    rm -f "$out/info.tmp"
  }
  pack() { tar -czf "$out.tar.gz" -C "$(dirname "$out")" "$(basename "$out")"; }
  only() {  # the words of $1 that PCX_MG_VARIANTS lists (all when it is unset)
    for w in $1; do
      case " ${PCX_MG_VARIANTS:-$1} " in *" $w "*) printf '%s ' "$w" ;; esac
    done
  }
  for phase in $phases; do
    echo "phase $phase start=$(date +%s)" >> "$log"
    case $phase in
    mg)  # NAS MG: class C three times, class B once, for unfused, fused (march), inline
      for v in $(only "unfused march march_always march_nomerge inline march_runs tuned"); do
        counted "mg_$v class=C" mg_$v C
        for rep in 1 2 3; do
          timeout 200 "$launch" mg_$v C > "$out/mg_${v}_C.$rep.txt" 2>&1
          echo "mg_$v class=C rep=$rep rc=$?" >> "$log"
        done
        timeout 200 "$launch" mg_$v B > "$out/mg_${v}_B.1.txt" 2>&1
        echo "mg_$v class=B rep=1 rc=$?" >> "$log"
      done ;;
    mgbench)  # the four routines at 512^3 (wall medians and checksums) for every variant
      for v in $(only "unfused march inline march_always march_prefetch march_runs tuned"); do
        timeout 200 "$launch" mg_$v --bench 512 20 > "$out/bench_mg_$v.txt" 2>&1
        echo "bench mg_$v rc=$?" >> "$log"
      done ;;
    mgncu)  # kernel times of resid and psinv only (ncu -k), every variant
      for v in $(only "unfused march inline march_always march_prefetch march_runs tuned"); do
        [ -n "$ncu" ] && timeout 200 "$ncu" --csv --clock-control none -k regex:'_(resid|psinv)_l' \
          --metrics gpu__time_duration.sum,dram__bytes_read.sum,launch__registers_per_thread \
          "$launch" mg_$v --bench 512 3 > "$out/ncu_mg_$v.csv" 2>/dev/null
        echo "ncu mg_$v rc=$?" >> "$log"
      done ;;
    mgchunk)  # the march in runs of 32 and 128 planes: class C and B once, resid/psinv kernels
      for v in march_ch32 march_ch128; do
        counted "mg_$v class=C" mg_$v C
        timeout 200 "$launch" mg_$v C > "$out/mg_${v}_C.1.txt" 2>&1
        timeout 200 "$launch" mg_$v B > "$out/mg_${v}_B.1.txt" 2>&1
        echo "mg_$v class=C,B rep=1 rc=$?" >> "$log"
        timeout 200 "$launch" mg_$v --bench 512 20 > "$out/bench_mg_$v.txt" 2>&1
        [ -n "$ncu" ] && timeout 200 "$ncu" --csv --clock-control none -k regex:'_(resid|psinv)_l' \
          --metrics gpu__time_duration.sum,dram__bytes_read.sum,launch__registers_per_thread \
          "$launch" mg_$v --bench 512 3 > "$out/ncu_mg_$v.csv" 2>/dev/null
        echo "ncu mg_$v rc=$?" >> "$log"
      done ;;
    pcmg)  # ParaCodex's MG, class C three times and B once, unfused and fused
      for v in orig fused; do
        counted "pcmg_${v}_C" pcmg_${v}_C
        for rep in 1 2 3; do
          timeout 200 "$launch" pcmg_${v}_C > "$out/pcmg_${v}_C.$rep.txt" 2>&1
          echo "pcmg_${v}_C rep=$rep rc=$?" >> "$log"
        done
        timeout 200 "$launch" pcmg_${v}_B > "$out/pcmg_${v}_B.1.txt" 2>&1
        echo "pcmg_${v}_B rep=1 rc=$?" >> "$log"
      done ;;
    sumabs)  # sum(abs(x)) on 2^28 floats
      for v in unfused fused twolevel; do
        counted "sumabs_$v" sumabs_$v 28 3
        timeout 100 "$launch" sumabs_$v 28 20 > "$out/sumabs_$v.txt" 2>&1
        [ -n "$ncu" ] && timeout 100 "$ncu" --csv --clock-control none -k regex:sum_abs \
          --metrics gpu__time_duration.sum "$launch" sumabs_$v 28 3 > "$out/ncu_sumabs_$v.csv" 2>/dev/null
        echo "sumabs_$v rc=$?" >> "$log"
      done ;;
    cuda)  # hand-written CUDA resid
      if [ -n "$nvcc" ]; then
        "$nvcc" -O3 -arch=sm_90 -o "$out/resid_cuda" "$here/bench/kernels/resid_cuda.cu" > "$out/nvcc.txt" 2>&1 &&
          timeout 100 "$out/resid_cuda" 512 20 > "$out/resid_cuda.txt" 2>&1
        echo "resid_cuda rc=$?" >> "$log"
        [ -n "$ncu" ] && timeout 100 "$ncu" --csv --clock-control none -k regex:resid_kernel \
          --metrics gpu__time_duration.sum,dram__bytes_read.sum,launch__registers_per_thread \
          "$out/resid_cuda" 512 3 > "$out/ncu_resid_cuda.csv" 2>/dev/null
        rm -f "$out/resid_cuda"
      fi ;;
    tiles)  # the march's thread mappings: wall medians, then ncu kernel times
      timeout 200 "$launch" march_tile_variants 512 20 > "$out/tiles.txt" 2>&1
      echo "tiles rc=$?" >> "$log"
      [ -n "$ncu" ] && timeout 250 "$ncu" --csv --clock-control none -k regex:'tv_' \
        --metrics gpu__time_duration.sum,dram__bytes_read.sum,launch__registers_per_thread,l1tex__t_sector_hit_rate.pct,lts__t_sectors_srcunit_tex_op_read.sum,sm__warps_active.avg.pct_of_peak_sustained_active \
        "$launch" march_tile_variants 512 2 > "$out/ncu_tiles.csv" 2>/dev/null
      echo "ncu tiles rc=$?" >> "$log" ;;
    tune)  # tune's harness of nas_mg (built by `build`): every schedule on class C
      rm -rf "$out/tune_mg" && tar -xJf "$here/gpu-bundle/tune_mg.tar.xz" -C "$out" &&
        timeout 500 "$launch" sh "$out/tune_mg/run.sh" > "$out/tune_mg_run.txt" 2>&1
      echo "tune rc=$? ran_on_gpu=$(grep -l 'ran on: GPU' "$out"/tune_mg/*.stdout | wc -l)" >> "$log"
      find "$out/tune_mg" -type f ! -name '*.stdout' ! -name '*.stderr' ! -name '*.exit' -delete ;;
    tunebench)  # tune's harness on the four routines at 512^3 (built by `build`)
      rm -rf "$out/tune_bench" && tar -xJf "$here/gpu-bundle/tune_bench.tar.xz" -C "$out" &&
        timeout 500 "$launch" sh "$out/tune_bench/run.sh" > "$out/tune_bench_run.txt" 2>&1
      echo "tunebench rc=$? ran_on_gpu=$(grep -l 'GPU' "$out"/tune_bench/*.stdout | wc -l)" >> "$log"
      find "$out/tune_bench" -type f ! -name '*.stdout' ! -name '*.stderr' ! -name '*.exit' -delete ;;
    tunecombined)  # the program of tune's choices per region (`tuned` built it)
      rm -rf "$out/tune_bench" && mkdir -p "$out/tune_bench" &&
        tar -xJf "$here/gpu-bundle/tune_bench_combined.tar.xz" -C "$out" &&
        timeout 300 "$launch" sh "$out/tune_bench/combined/run.sh" > "$out/tune_bench_combined_run.txt" 2>&1
      echo "tunecombined rc=$? ran_on_gpu=$(grep -l 'GPU' "$out"/tune_bench/combined/*.stdout | wc -l)" >> "$log"
      find "$out/tune_bench" -type f ! -name '*.stdout' ! -name '*.stderr' ! -name '*.exit' -delete ;;
    bare)  # the march under a bare launch (bare_march_variants): wall medians, ncu kernel times
      timeout 200 "$launch" bare_march_variants 512 20 > "$out/bare.txt" 2>&1
      echo "bare rc=$?" >> "$log"
      [ -n "$ncu" ] && timeout 250 "$ncu" --csv --clock-control none -k regex:'bv_' \
        --metrics gpu__time_duration.sum,dram__bytes_read.sum,launch__registers_per_thread,l1tex__t_sector_hit_rate.pct,sm__warps_active.avg.pct_of_peak_sustained_active \
        "$launch" bare_march_variants 512 2 > "$out/ncu_bare.csv" 2>/dev/null
      echo "ncu bare rc=$?" >> "$log" ;;
    plimit)  # what holds psinv: runs, corners in registers or from lanes (psinv_limit_variants)
      timeout 200 "$launch" psinv_limit_variants 512 20 > "$out/plimit.txt" 2>&1
      echo "plimit rc=$?" >> "$log"
      [ -n "$ncu" ] && timeout 250 "$ncu" --csv --clock-control none -k regex:'pl_' \
        --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread,l1tex__t_sector_hit_rate.pct,lts__t_sector_hit_rate.pct,sm__warps_active.avg.pct_of_peak_sustained_active,launch__waves_per_multiprocessor,launch__occupancy_limit_registers,smsp__inst_executed.sum \
        "$launch" psinv_limit_variants 512 2 > "$out/ncu_plimit.csv" 2>/dev/null
      echo "ncu plimit rc=$?" >> "$log"
      sections="--section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section Occupancy --section LaunchStats --section SchedulerStats --section SourceCounters"
      [ -n "$ncu" ] && timeout 200 "$ncu" --csv --page details --clock-control none \
        -k regex:'pl_(psinv_c1|psinv_c8|psinv_shfl_c1|resid_c1)_l' $sections \
        "$launch" psinv_limit_variants 512 1 > "$out/ncu_plimit_sections.csv" 2>/dev/null
      echo "ncu plimit sections rc=$?" >> "$log"
      [ -n "$ncu" ] && timeout 200 "$ncu" --csv --page details --clock-control none \
        -k regex:'_(resid|psinv)_l' -c 8 $sections \
        "$launch" mg_march --bench 512 1 > "$out/ncu_march_sections.csv" 2>/dev/null
      echo "ncu march sections rc=$?" >> "$log" ;;
    pcmgtimers)  # ParaCodex's MG class C with its own section timers (timer.flag)
      tdir=$(mktemp -d); touch "$tdir/timer.flag"
      for v in orig fused; do
        ( cd "$tdir" && timeout 200 "$launch" pcmg_${v}_C ) > "$out/pcmg_${v}_C.timers.txt" 2>&1
        echo "pcmg_${v}_C timers rc=$?" >> "$log"
      done
      rm -rf "$tdir" ;;
    rows)  # one thread per point under teams over rows, against collapse(3) and the march
      timeout 200 "$launch" row_team_variants 512 20 > "$out/rows.txt" 2>&1
      echo "rows rc=$?" >> "$log"
      [ -n "$ncu" ] && timeout 200 "$ncu" --csv --clock-control none -k regex:'rt_' \
        --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum \
        "$launch" row_team_variants 512 2 > "$out/ncu_rows.csv" 2>/dev/null
      echo "ncu rows rc=$?" >> "$log"
      [ -n "$ncu" ] && timeout 200 "$ncu" --csv --clock-control none -k regex:'tv_(resid|psinv)_march' \
        --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum \
        "$launch" march_tile_variants 512 2 > "$out/ncu_rows_march.csv" 2>/dev/null
      echo "ncu rows march rc=$?" >> "$log" ;;
    stalls)  # why the march waits: warp states, occupancy, memory (ncu sections), march and CUDA
      [ -n "$ncu" ] && timeout 200 "$ncu" --csv --page details --clock-control none -k regex:'tv_(resid|psinv)_march' \
        --section WarpStateStats --section SpeedOfLight --section Occupancy --section MemoryWorkloadAnalysis \
        -c 5 "$launch" march_tile_variants 512 1 > "$out/ncu_stalls_march.csv" 2>/dev/null
      echo "ncu stalls march rc=$?" >> "$log"
      if [ -n "$nvcc" ] && [ -n "$ncu" ]; then
        "$nvcc" -O3 -arch=sm_90 -o "$out/resid_cuda" "$here/bench/kernels/resid_cuda.cu" > "$out/nvcc.txt" 2>&1 &&
          timeout 100 "$ncu" --csv --page details --clock-control none -k regex:resid_kernel -s 3 -c 1 \
            --section WarpStateStats --section SpeedOfLight --section Occupancy --section MemoryWorkloadAnalysis \
            "$out/resid_cuda" 512 1 > "$out/ncu_stalls_cuda.csv" 2>/dev/null
        echo "ncu stalls cuda rc=$?" >> "$log"
        rm -f "$out/resid_cuda"
      fi ;;
    torch)
      timeout 200 python3 "$here/bench/kernels/sumabs_torch.py" 28 20 > "$out/sumabs_torch.txt" 2>&1
      echo "sumabs_torch rc=$?" >> "$log" ;;
    esac
    pack
  done
  python3 "$here/bench/summarize_fast_fused.py" "$out" > "$out/summary.txt" 2>&1
  pack
  cat "$log" "$out/summary.txt"
  ;;
esac
