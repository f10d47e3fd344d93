#!/bin/sh
# `paracodex verify` on the H200, which has no LLVM: build here, run there,
# report here, with the very same verify commands.
#
#   bench/verify_gpu.sh prepare      build machine, after a build with CUDA (and
#                                    ctest -R verify.Mutants, which writes the
#                                    mutants): emits harnesses and programs into
#                                    gpu-bundle/verify/ (--emit-harness)
#   gpu-bundle/launch.sh sh bench/verify_gpu.sh run OUT
#                                    GPU host: runs every run.sh there and copies
#                                    the results (no binaries) to OUT
#   bench/verify_gpu.sh report DIR   build machine: the verify report of each
#                                    run, from DIR (--results-from), into DIR/*.txt
#
# What runs: the four fused MG routines against mg.c (function mode, with
# compute-sanitizer memcheck and racecheck), fused as fuse does by default
# and with --march-runs (the bare launch in runs of planes, runs of 2 planes
# or more so that the harness's small grids take many); every mutant of
# testdata/verify/mutants (the same, one seed); and the whole MG program,
# unfused against fused, classes S, W, A, B and C (program mode).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 2
pcx=${PARACODEX:-build/tool/paracodex}
extents='m1k=2*m1j-2,m2k=2*m2j-2,m3k=2*m3j-2,n1=2*mm1-2,n2=2*mm2-2,n3=2*mm3-2'
ignore='[Tt]ime|Mop/s|seconds|^ +(resid|psinv|rprj3|interp|comm3|norm2u3|zero3) '
classes='S W A B C'

# verify_routines MODE_FLAG: the four fused routines.
verify_routines() {
  "$pcx" verify --reference=nas_mg/mg.c --optimized=build/nas_mg/mg_fused.c --device=gpu \
    --sanitize --extent "$extents" "$@" -- -Inas_mg nas_mg/randdp.c
}
verify_routines_runs() {
  "$pcx" verify --reference=nas_mg/mg.c --optimized=build/nas_mg/mg_fused_runs.c --device=gpu \
    --sanitize --extent "$extents" "$@" -- -Inas_mg nas_mg/randdp.c -DPARACODEX_BARE_MIN_RUN=2
}
# verify_mutant NAME MODE_FLAG
verify_mutant() {
  name=$1; shift
  fn=$(sed -n 's/^function: //p' "testdata/verify/mutants/$name.mutant")
  "$pcx" verify --reference=nas_mg/mg.c --optimized="build/nas_mg/mutants/$name.c" \
    --function="$fn" --device=gpu --sanitize --seeds=1 --extent "$extents" "$@" \
    -- -Inas_mg nas_mg/randdp.c
}
verify_program() {
  "$pcx" verify --reference=nas_mg/mg.c --optimized=build/nas_mg/mg_fused.c --device=gpu \
    --run "for c in $classes; do {exe} \$c; done" "--ignore=$ignore" "$@" \
    -- -Inas_mg nas_mg/randdp.c
}
mutants() { for f in testdata/verify/mutants/*.mutant; do basename "$f" .mutant; done; }

case ${1:-} in
prepare)
  rm -rf gpu-bundle/verify && mkdir -p gpu-bundle/verify/mutants
  verify_routines --emit-harness gpu-bundle/verify/mg_routines || exit 1
  "$pcx" fuse nas_mg/mg.c --march-runs -o build/nas_mg/mg_fused_runs.c -- -fopenmp -Inas_mg || exit 1
  verify_routines_runs --emit-harness gpu-bundle/verify/mg_routines_runs || exit 1
  for m in $(mutants); do
    [ -f "build/nas_mg/mutants/$m.c" ] || { echo "build/nas_mg/mutants/$m.c: run ctest -R verify.Mutants first" >&2; exit 1; }
    verify_mutant "$m" --emit-harness "gpu-bundle/verify/mutants/$m" || exit 1
  done
  verify_program --emit-harness gpu-bundle/verify/program || exit 1
  du -sh gpu-bundle/verify
  ;;
run)
  out=${2:?usage: verify_gpu.sh run OUT}
  mkdir -p "$out"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$out/gpu.txt" 2>&1
  # Within one device call (10 minutes): each script gets at most 240 s, and
  # none starts after 420 s.
  begin=$(date +%s)
  for script in gpu-bundle/verify/mg_routines/run.sh gpu-bundle/verify/mg_routines_runs/run.sh \
                gpu-bundle/verify/program/run.sh \
                gpu-bundle/verify/mutants/*/run.sh; do
    start=$(date +%s)
    if [ $((start - begin)) -gt 420 ]; then echo "$(dirname "$script"): skipped (time)" >> "$out/times.txt"; continue; fi
    timeout 240 sh "$script"
    echo "$(dirname "$script"): exit $?, $(( $(date +%s) - start )) s" >> "$out/times.txt"
  done
  # Results only: stdout, stderr and exit status of each run, and the scripts.
  (cd gpu-bundle && find verify -name '*.stdout' -o -name '*.stderr' -o -name '*.exit' \
     -o -name run.sh) | tar -C gpu-bundle -czf "$out/verify-results.tar.gz" -T -
  cat "$out/times.txt"
  ;;
report)
  dir=${2:?usage: verify_gpu.sh report DIR}
  : > "$dir/exits.txt"
  verify_routines --results-from="$dir/mg_routines" > "$dir/mg_routines.txt"; echo "mg_routines: exit $?" | tee -a "$dir/exits.txt"
  if [ -d "$dir/mg_routines_runs" ]; then
    verify_routines_runs --results-from="$dir/mg_routines_runs" > "$dir/mg_routines_runs.txt"
    echo "mg_routines_runs: exit $?" | tee -a "$dir/exits.txt"
  fi
  for m in $(mutants); do
    verify_mutant "$m" --results-from="$dir/mutants/$m" > "$dir/mutant_$m.txt"
    echo "mutant $m: exit $?" | tee -a "$dir/exits.txt"
  done
  verify_program --results-from="$dir/program" > "$dir/program.txt"; echo "program: exit $?" | tee -a "$dir/exits.txt"
  for f in "$dir"/program/*_gpu.stdout; do
    echo "$(basename "$f"): $(grep -c 'Target regions ran on: GPU' "$f") of 5 classes ran on the GPU, $(grep -c 'VERIFICATION SUCCESSFUL' "$f") verified" | tee -a "$dir/exits.txt"
  done
  ;;
*)
  sed -n '2,18p' "$0"; exit 2 ;;
esac
