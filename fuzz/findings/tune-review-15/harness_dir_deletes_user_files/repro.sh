#!/bin/sh
# --emit-harness DIR / --results-from DIR with DIR the project folder (".",
# as "build here" suggests): the first report removes DIR/combined
# recursively (TuneCommand.cpp: remove_directories(CDir)) though tune never
# made it, and the emit writes DIR/<schedule tag>.c, so an input named
# march.c (or keep.c, march_32.c ...) is overwritten by the instrumented
# fused text before anything ran.
P=${1:-/tmp/review15b/paracodex}
here=$(cd "$(dirname "$0")" && pwd)
w=$(mktemp -d) && cd "$w" && cp "$here/prog.c" prog.c
mkdir combined && echo "my notes" > combined/notes.txt
opts="--device=host --schedules=keep,march@0 --reps=1"
"$P" tune prog.c $opts --emit-harness . -- -fopenmp > /dev/null && sh ./run.sh > /dev/null 2>&1
# Made-up region times (as tool/tests/tune-per-region-test.sh) so that the
# regions choose differently and a combined program is needed:
for f in keep_0 march_0_0; do grep -v '^paracodex-tune-region' $f.stderr > $f.rest; done
{ echo 'paracodex-tune-region 0 0.001 1'; echo 'paracodex-tune-region 1 0.009 1'; cat keep_0.rest; } > keep_0.stderr
{ echo 'paracodex-tune-region 0 0.009 1'; echo 'paracodex-tune-region 1 0.001 1'; cat march_0_0.rest; } > march_0_0.stderr
"$P" tune prog.c $opts --results-from . -o out.c -- -fopenmp | tail -1
test -e combined/notes.txt && echo "notes kept" || echo "combined/notes.txt DELETED"
# The input overwritten: a file named after a schedule tag.
w2=$(mktemp -d) && cd "$w2" && cp "$here/prog.c" march.c && sum1=$(md5sum < march.c)
"$P" tune march.c --device=host --schedules=keep,march --reps=1 --emit-harness . -- -fopenmp > /dev/null
test "$sum1" = "$(md5sum < march.c)" && echo "march.c kept" || { echo "march.c OVERWRITTEN:"; grep -m2 paracodex_tune march.c; }
