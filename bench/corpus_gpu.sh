#!/bin/sh
# Corpus codes that paracodex newly fuses, before and after, on the GPU:
# HeCBench's lid-driven-cavity (F + G, kernels #included in the time loop),
# LULESH (velocity -> position, keep-store under an overlap test), silu
# (the vector loop and its tail side by side, session 34: the fused launch
# keeps the first's shape) and ParaCodex's offload NAS CG (conj_grad's
# keep-store pairs and main's start, with the statement between moved),
# and CloverLeaf's omp-target model (session 36: build_field,
# initialise_chunk and reset_field, whose fills are fused under run-time
# overlap tests with the lines fetching each kernel's arrays moved above;
# reset_field runs every step; session 37: advec_mom's node flux and node
# mass, the flux read at i - 1 recomputed, every step).
#   build OUT HECBENCH_GIT [PARACODEX_GIT]
#                            (here) export each code at the manifest's
#                            commit, fuse it, build original and fused for
#                            sm_90 with clang-19 into OUT/<code>_{orig,fused}
#   run OUT                  (GPU host, from the bundle) run each program:
#                            10 s with LIBOMPTARGET_INFO=1 (kernel launches
#                            in those 10 s: the proof it ran there; a whole
#                            lid-driven-cavity run launches 1.3 million
#                            kernels, too many lines to wait for), then
#                            timed runs (lid-driven-cavity runs about 70 s:
#                            2 each; the others 3); outputs compared,
#                            OUT/summary.txt
# Usage: bench/corpus_gpu.sh build OUT /path/to/HeCBench.git [/path/to/ParaCodex.git] | run OUT
# CODES="lulesh" (or "ldc", "silu", "cg", "clover", several) builds and
# runs those (default ldc and lulesh; cg needs the ParaCodex mirror, clover
# CLOVER_GIT, a CloverLeaf git directory, and its run CLOVER_DECK, the deck
# the build copied to OUT/clover.in, where OUT is not on the GPU host).
set -u
mode=$1; out=$2
codes=${CODES:-ldc lulesh}
has() { case " $codes " in *" $1 "*) return 0 ;; esac; return 1; }
here=$(cd "$(dirname "$0")/.." && pwd)
commit=f27000a5188f
mkdir -p "$out"
out=$(cd "$out" && pwd)
case $mode in
build)
  git=$3
  work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
  git --git-dir="$git" archive "$commit" src/lid-driven-cavity-omp src/lulesh-omp \
    src/silu-omp src/silu-cuda | tar -x -C "$work"
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
  # silu: one file; the checks print PASS or FAIL, the benchmarks a time
  # per block size.
  if has silu; then
  cd "$work/src/silu-omp"
  "$pcx" fuse main.cpp -o fused.cpp -- -fopenmp -std=c++17 -I. -I../silu-cuda 2> "$out/silu.fuse.log"
  cmp -s main.cpp fused.cpp && { echo "silu: nothing fused" >&2; exit 1; }
  cp fused.cpp "$out/silu_fused.cpp"
  clang++-19 $flags -I. -I../silu-cuda main.cpp -Wl,-rpath,/usr/lib/llvm-19/lib -o "$out/silu_orig" || exit 1
  clang++-19 $flags -I. -I../silu-cuda fused.cpp -Wl,-rpath,/usr/lib/llvm-19/lib -o "$out/silu_fused" || exit 1
  fi
  # ParaCodex's offload CG (class C, its npbparams.h), built against the
  # NPB common files of the suite's workdir.
  if has cg; then
  pgit=$4; pcommit=7ef7ecc6104ecc0077b147fb217d7a61bf8f4925
  wd=workdirs/serial_omp_nas_workdir/data/src/cg-omp
  git --git-dir="$pgit" archive "$pcommit" $wd/common $wd/globals.h $wd/npbparams.h | tar -x -C "$work"
  cd "$work/$wd"
  git --git-dir="$pgit" show "$pcommit:results/nas/paracodex_nas_codes/cg-omp/cg_initial.c" > cg.c
  "$pcx" fuse cg.c -o cg_fused.c -- -fopenmp -Icommon -I. 2> "$out/cg.fuse.log"
  cmp -s cg.c cg_fused.c && { echo "cg: nothing fused" >&2; exit 1; }
  cp cg_fused.c "$out/cg_fused.c"
  cflags=$(echo "$flags" | sed 's/-std=c++17//')
  for v in orig fused; do
    src=cg.c; [ $v = fused ] && src=cg_fused.c
    clang-19 $cflags -Icommon -I. $src common/print_results.c common/randdp.c common/c_timers.c \
      common/wtime.c -lm -Wl,-rpath,/usr/lib/llvm-19/lib -o "$out/cg_$v" || exit 1
  done
  fi
  # CloverLeaf (omp-target model, no MPI): four files fused, the rest as
  # they are; the deck is the suite's 3840^2 short benchmark, which checks
  # its own answer (test_problem 4).
  if has clover; then
  cgit=${CLOVER_GIT:?set CLOVER_GIT to a CloverLeaf git directory}
  ccommit=ba256dccb033d385c23a4a02983b2d137eebeca4
  mkdir -p "$work/clover"
  git --git-dir="$cgit" archive "$ccommit" driver src/omp-target InputDecks | tar -x -C "$work/clover"
  cd "$work/clover"
  cdefs="-DNO_MPI -DOMP_TARGET -Isrc/omp-target -Idriver"
  : > "$out/clover.fuse.log"
  for f in advec_mom build_field initialise_chunk reset_field; do
    "$pcx" fuse src/omp-target/$f.cpp -o $f.fused.cpp -- -fopenmp -xc++ -std=c++17 $cdefs \
      2>> "$out/clover.fuse.log"
    cmp -s src/omp-target/$f.cpp $f.fused.cpp && { echo "clover: $f: nothing fused" >&2; exit 1; }
    cp $f.fused.cpp "$out/clover_$f.fused.cpp"
  done
  for v in orig fused; do
    mkdir -p obj_$v
    for f in driver/*.cpp src/omp-target/*.cpp; do
      b=$(basename "$f" .cpp); src=$f
      [ $v = fused ] && [ -f $b.fused.cpp ] && src=$b.fused.cpp
      echo "$src obj_$v/$b.o"
    done | xargs -P 4 -n 2 sh -c "clang++-19 $(echo $flags $cdefs) -c \"\$0\" -o \"\$1\"" || exit 1
    clang++-19 $flags obj_$v/*.o -Wl,-rpath,/usr/lib/llvm-19/lib -o "$out/clover_$v" || exit 1
  done
  cp InputDecks/clover_bm16_short.in "$out/clover.in"
  fi
  ls -la "$out"
  ;;
run)
  launch="$here/gpu-bundle/launch.sh"
  summary="$out/summary.txt"
  : > "$summary"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$summary" 2>&1
  export OMP_TARGET_OFFLOAD=MANDATORY
  for p in ldc_orig ldc_fused lulesh_orig lulesh_fused silu_orig silu_fused cg_orig cg_fused \
           clover_orig clover_fused; do
    has "${p%_*}" || continue
    args=""
    case $p in lulesh*) args="-s 128 -i 200" ;; silu*) args="64 64 64 64 200" ;;
      clover*) args="--file ${CLOVER_DECK:-$out/clover.in}" ;; esac
    dir="$out/$p.d"; mkdir -p "$dir"
    # CG spends its first 10 s initialising on the host: a whole run.
    secs=10; case $p in cg*) secs=25 ;; esac
    (cd "$dir" && LIBOMPTARGET_INFO=1 timeout $secs "$launch" $p $args > /dev/null 2> info.txt)
    launches=$(grep -c 'Entering OpenMP kernel' "$dir/info.txt")
    rm -f "$dir/info.txt"
    reps="1 2 3"; case $p in ldc*) reps="1 2" ;; esac
    for rep in $reps; do
      (cd "$dir" && timeout 300 "$launch" $p $args > "out.$rep.txt" 2>&1; echo "rc=$?" >> "out.$rep.txt")
      t=$(grep -iE 'execution time|Elapsed time|Time in seconds|block_size|^ *Wall clock [0-9.]+$' \
            "$dir/out.$rep.txt" | tail -n 3 | tr '\n' ';')
      echo "$p rep=$rep launches_in_${secs}s=$launches | $t" >> "$summary"
    done
  done
  # Outputs, time lines aside: original against fused.
  for code in $codes; do
    for f in out.1.txt velocity_gpu.dat clover.out; do
      a="$out/${code}_orig.d/$f"; b="$out/${code}_fused.d/$f"
      [ -f "$a" ] || continue
      grep -viE 'execution time|elapsed|FOM|grind|^rc=|time|mop|wall clock|overhead' "$a" > "$a.cmp"
      grep -viE 'execution time|elapsed|FOM|grind|^rc=|time|mop|wall clock|overhead' "$b" > "$b.cmp"
      if cmp -s "$a.cmp" "$b.cmp"; then echo "$code $f: same" >> "$summary"
      else echo "$code $f: DIFFERENT" >> "$summary"; fi
    done
  done
  rm -f "$out"/*.d/*.dat "$out"/*.d/*.cmp
  cat "$summary"
  ;;
esac
