#!/bin/sh
# Corpus codes that paracodex newly fuses, before and after, on the GPU:
# HeCBench's lid-driven-cavity (F + G, kernels #included in the time loop)
# and LULESH (velocity -> position, keep-store under an overlap test).
#   build OUT HECBENCH_GIT   (here) export each code at the manifest's commit,
#                            fuse it, build original and fused for sm_90
#                            with clang-19 into OUT/<code>_{orig,fused}
#   run OUT                  (GPU host, from the bundle) run each program:
#                            10 s with LIBOMPTARGET_INFO=1 (kernel launches
#                            in those 10 s: the proof it ran there; a whole
#                            lid-driven-cavity run launches 1.3 million
#                            kernels, too many lines to wait for), then
#                            timed runs (lid-driven-cavity runs about 70 s:
#                            2 each; LULESH 3); outputs compared,
#                            OUT/summary.txt
# Usage: bench/corpus_gpu.sh build OUT /path/to/HeCBench.git | run OUT
# CODES="lulesh" (or "ldc") builds and runs one of them (default both).
set -u
mode=$1; out=$2
codes=${CODES:-ldc lulesh}
has() { case " $codes " in *" $1 "*) return 0 ;; esac; return 1; }
here=$(cd "$(dirname "$0")/.." && pwd)
commit=f27000a5188f
mkdir -p "$out"
case $mode in
build)
  git=$3
  work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
  git --git-dir="$git" archive "$commit" src/lid-driven-cavity-omp src/lulesh-omp | tar -x -C "$work"
  shim=$(sed -n 's/^PARACODEX_CUDA_SHIM:INTERNAL=//p' "$here/build/CMakeCache.txt")
  flags="-O3 -fopenmp --offload-arch=sm_90 --cuda-path=$shim
         --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib -std=c++17 -w"
  pcx=$here/build/tool/paracodex
  # lid-driven-cavity: one file, kernels #included inside main.
  if has ldc; then
  cd "$work/src/lid-driven-cavity-omp"
  "$pcx" fuse main.cpp -o fused.cpp -- -fopenmp -std=c++17 2> "$out/ldc.fuse.log"
  cmp -s main.cpp fused.cpp && { echo "lid-driven-cavity: nothing fused" >&2; exit 1; }
  cp fused.cpp "$out/ldc_fused.cpp"
  clang++-19 $flags main.cpp -Wl,-rpath,/usr/lib/llvm-19/lib -o "$out/ldc_orig" || exit 1
  clang++-19 $flags fused.cpp -Wl,-rpath,/usr/lib/llvm-19/lib -o "$out/ldc_fused" || exit 1
  fi
  # LULESH: lulesh.cc fused, the other files as they are.
  if has lulesh; then
  cd "$work/src/lulesh-omp"
  "$pcx" fuse lulesh.cc -o lulesh_fused.cc -- -fopenmp -std=c++17 -I. 2> "$out/lulesh.fuse.log"
  cmp -s lulesh.cc lulesh_fused.cc && { echo "lulesh: nothing fused" >&2; exit 1; }
  cp lulesh_fused.cc "$out/lulesh_fused.cc"
  for v in orig fused; do
    main=lulesh.cc; [ $v = fused ] && main=lulesh_fused.cc
    clang++-19 $flags -I. $main lulesh-viz.cc lulesh-util.cc lulesh-init.cc \
      -Wl,-rpath,/usr/lib/llvm-19/lib -o "$out/lulesh_$v" || exit 1
  done
  fi
  ls -la "$out"
  ;;
run)
  launch="$here/gpu-bundle/launch.sh"
  summary="$out/summary.txt"
  : > "$summary"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$summary" 2>&1
  export OMP_TARGET_OFFLOAD=MANDATORY
  for p in ldc_orig ldc_fused lulesh_orig lulesh_fused; do
    has "${p%_*}" || continue
    args=""; case $p in lulesh*) args="-s 128 -i 200" ;; esac
    dir="$out/$p.d"; mkdir -p "$dir"
    (cd "$dir" && LIBOMPTARGET_INFO=1 timeout 10 "$launch" $p $args > /dev/null 2> info.txt)
    launches=$(grep -c 'Entering OpenMP kernel' "$dir/info.txt")
    rm -f "$dir/info.txt"
    reps="1 2 3"; case $p in ldc*) reps="1 2" ;; esac
    for rep in $reps; do
      (cd "$dir" && timeout 300 "$launch" $p $args > "out.$rep.txt" 2>&1; echo "rc=$?" >> "out.$rep.txt")
      t=$(grep -iE 'execution time|Elapsed time' "$dir/out.$rep.txt" | head -1)
      echo "$p rep=$rep launches_in_10s=$launches | $t" >> "$summary"
    done
  done
  # Outputs, time lines aside: original against fused.
  for code in $codes; do
    for f in out.1.txt velocity_gpu.dat; do
      a="$out/${code}_orig.d/$f"; b="$out/${code}_fused.d/$f"
      [ -f "$a" ] || continue
      grep -viE 'execution time|elapsed|FOM|grind|^rc=' "$a" > "$a.cmp"
      grep -viE 'execution time|elapsed|FOM|grind|^rc=' "$b" > "$b.cmp"
      if cmp -s "$a.cmp" "$b.cmp"; then echo "$code $f: same" >> "$summary"
      else echo "$code $f: DIFFERENT" >> "$summary"; fi
    done
  done
  rm -f "$out"/*.d/*.dat "$out"/*.d/*.cmp
  cat "$summary"
  ;;
esac
