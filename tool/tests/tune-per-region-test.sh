#!/bin/sh
# tune chooses a schedule for each region (tool/TuneCommand.cpp): the
# emit / run / report round trip of testdata/tune/two_regions.c with two
# schedules, keep and march@0. The region times the runs wrote are then
# replaced by made-up ones, opposite for the two regions (region 0 fastest
# kept, region 1 fastest marched), so that the choice is known: real
# timings of a 20^3 grid on the host are noise. The program of both
# choices together has not run, so the first report writes nothing and
# emits DIR/combined/run.sh; after it runs, the second report checks it
# and writes the file with one comment of each.
# Usage: tune-per-region-test.sh PARACODEX INPUT WORKDIR
set -u
pcx=$1 input=$2 dir=$3
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$dir" && mkdir -p "$dir"
opts="--device=host --schedules=keep,march@0 --reps=1"
"$pcx" tune "$input" $opts --emit-harness "$dir/h" -- -fopenmp > /dev/null || fail "emit"
sh "$dir/h/run.sh" > /dev/null 2>&1 || fail "run.sh"
grep -q 'paracodex-tune-region 1 ' "$dir/h/keep_0.stderr" || fail "no region times in keep_0.stderr"
# The made-up times: keep_0 is keep's run, march_0_0 march@0's.
for f in keep_0 march_0_0; do
  grep -v '^paracodex-tune-region' "$dir/h/$f.stderr" > "$dir/h/$f.rest"
done
{ echo 'paracodex-tune-region 0 0.001 1'; echo 'paracodex-tune-region 1 0.009 1'; cat "$dir/h/keep_0.rest"; } > "$dir/h/keep_0.stderr"
{ echo 'paracodex-tune-region 0 0.009 1'; echo 'paracodex-tune-region 1 0.001 1'; cat "$dir/h/march_0_0.rest"; } > "$dir/h/march_0_0.stderr"
"$pcx" tune "$input" $opts --results-from "$dir/h" -o "$dir/tuned.c" -- -fopenmp > "$dir/first.txt" || fail "first report"
cat "$dir/first.txt"
grep -q 'has not run' "$dir/first.txt" || fail "the combination was not held back"
test ! -e "$dir/tuned.c" || fail "written before the combination ran"
sh "$dir/h/combined/run.sh" > /dev/null 2>&1 || fail "combined/run.sh"
"$pcx" tune "$input" $opts --results-from "$dir/h" -o "$dir/tuned.c" -- -fopenmp > "$dir/second.txt" || fail "second report"
cat "$dir/second.txt"
grep -q '^per region .* same as the original' "$dir/second.txt" || fail "the combination was not checked"
grep -q '^chosen: per region' "$dir/second.txt" || fail "not chosen per region"
test "$(grep -c 'paracodex: schedule(keep)' "$dir/tuned.c")" = 1 || fail "no keep comment"
test "$(grep -c 'paracodex: schedule(plane-march' "$dir/tuned.c")" = 1 || fail "no march comment"
# keep above smooth's region (the first), the march above sharpen's.
first=$(grep -n 'paracodex: schedule(' "$dir/tuned.c" | head -1)
case $first in *keep*) ;; *) fail "the first region is not the kept one: $first" ;; esac
# Plain fuse of the recorded file gives both choices back.
"$pcx" fuse "$dir/tuned.c" -- -fopenmp 2>/dev/null > "$dir/fused.c" || fail "fuse of tuned.c"
grep -q 'paracodex: schedule(plane-march' "$dir/fused.c" && grep -q 'collapse(3)' "$dir/fused.c" || fail "fuse did not honour both"
echo PER_REGION
