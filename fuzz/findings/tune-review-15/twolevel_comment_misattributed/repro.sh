#!/bin/sh
# Two map-reduce pairs (norm, total). With the two-level reduction, fuse of
# the input with `// paracodex: schedule(two-level reduction)` above a region
# writes that comment TWICE (the input's and its own), so march's timed text
# has timers 0,1 (norm) and 2,3 (total). TimerOf matches comments by text in
# order, so total's march time is read from timer 1 = norm's region.
# Made-up times: norm keep 5 ms / march 1 ms; total keep 5 ms / march 9 ms.
# Right choice: norm two-level, total keep (a combined program). tune says
# total march 1.000 and chooses march for both.
P=${1:-/tmp/review15b/paracodex}
here=$(cd "$(dirname "$0")" && pwd)
cd "$(mktemp -d)" && cp "$here/red2.c" .
opts="--device=host --reps=1 --schedules=keep,march"
"$P" tune red2.c $opts --emit-harness h -- -fopenmp > /dev/null && sh h/run.sh > /dev/null 2>&1
grep -n 'paracodex_tune_enter\|schedule(' h/march.c
for f in keep_0 march_0; do grep -v '^paracodex-tune-region' h/$f.stderr > h/$f.rest; done
{ echo 'paracodex-tune-region 0 0.005 1'; echo 'paracodex-tune-region 1 0.005 1'; cat h/keep_0.rest; } > h/keep_0.stderr
if grep -q 'paracodex_tune_enter(3)' h/march.c; then  # the binary under review: two timers a region
  { for k in 0 1; do echo "paracodex-tune-region $k 0.001 1"; done
    for k in 2 3; do echo "paracodex-tune-region $k 0.009 1"; done; cat h/march_0.rest; } > h/march_0.stderr
else  # session 15's fix: one timer a region (the outer comment's)
  { echo "paracodex-tune-region 0 0.001 1"; echo "paracodex-tune-region 1 0.009 1"; cat h/march_0.rest; } > h/march_0.stderr
fi
"$P" tune red2.c $opts --results-from h -- -fopenmp
