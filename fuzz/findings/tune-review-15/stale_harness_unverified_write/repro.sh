#!/bin/sh
# The harness round trip judges results of an earlier version of the input:
# nothing ties DIR's results (or DIR/<tag>.c) to the file being tuned, so the
# edited file is written though no program of it ever ran. Only the combined
# program's tuned.c is compared with what would be built now.
# Usage: repro.sh [PARACODEX]
P=${1:-/tmp/review15b/paracodex}
here=$(cd "$(dirname "$0")" && pwd)
w=$(mktemp -d) && cd "$w" && cp "$here/prog.c" prog.c
opts="--device=host --reps=1 --schedules=keep"
"$P" tune prog.c $opts --emit-harness h -- -fopenmp > /dev/null || exit 1
sh h/run.sh > /dev/null 2>&1
# The user edits the file before the report (or tunes another copy):
sed -i 's|% 101) / 101.0;|% 101) / 99.0;|' prog.c
"$P" tune prog.c $opts --results-from h -o out.c -- -fopenmp; echo "tune rc=$?"
clang-19 -fopenmp -w out.c -o out && echo "out.c prints:       $(./out)"
echo "the run that was verified printed: $(cat h/original.stdout)"
echo "out.c written: $(test -e out.c && echo yes) (from a text no run saw) in $w"
