#!/bin/sh
# The testdata cases fused this session, verified on the H200 (which has no
# LLVM): build here, run there, report here, with `paracodex verify`.
#
#   bench/cases_gpu.sh prepare       build machine (CUDA build): one harness per
#                                    case into gpu-bundle/cases/CASE (--emit-harness)
#   gpu-bundle/launch.sh sh bench/cases_gpu.sh run OUT
#                                    GPU host: runs every run.sh, packs the
#                                    results (no binaries) into OUT/cases.tar
#   bench/cases_gpu.sh report DIR    build machine: DIR/cases.tar unpacked, the
#                                    verify report of each case into DIR/CASE.txt
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 2
pcx=${PARACODEX:-build/tool/paracodex}
cases="vertical_int_temp_of_double vertical_float_temp_of_double vertical_assigned_malloc
vertical_present_and_nested_maps form_target_then_teams_no_braces
refuse_horizontal_shares_vertical_region"
verify_case() { # CASE MODE_FLAG
  c=$1; shift
  "$pcx" verify --reference="testdata/analyze/$c.c" --optimized="testdata/analyze/$c.expected.c" \
    --device=gpu --seeds=2 "$@"
}
case ${1:-} in
  prepare)
    for c in $cases; do
      rm -rf "gpu-bundle/cases/$c"
      verify_case "$c" --emit-harness "gpu-bundle/cases/$c" > /dev/null || { echo "prepare: $c failed"; exit 1; }
    done
    echo "prepared: $(ls gpu-bundle/cases | wc -l) cases" ;;
  run)
    out=$2; mkdir -p "$out"
    for c in $cases; do
      sh "gpu-bundle/cases/$c/run.sh" 2> "gpu-bundle/cases/$c/run.log"
    done
    (cd gpu-bundle && tar cf "$out/cases.tar" --exclude='harness_gpu' --exclude='*.c' cases) ;;
  report)
    dir=$2
    tar xf "$dir/cases.tar" -C "$dir"
    status=0
    for c in $cases; do
      verify_case "$c" --results-from "$dir/cases/$c" > "$dir/$c.txt" 2>&1 || status=1
      echo "$c: $(tail -1 "$dir/$c.txt")"
    done
    exit $status ;;
  *) echo "usage: cases_gpu.sh prepare | run OUT | report DIR" >&2; exit 2 ;;
esac
