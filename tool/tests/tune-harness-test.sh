#!/bin/sh
# What tune must not do with its harness and inputs (review 15,
# fuzz/findings/tune-review-15), on the host:
#  1. judge results left by programs of another text: after the input
#     changes, --results-from refuses, and writes nothing;
#  2. write in a folder of the user's: --emit-harness into a non-empty
#     folder it did not make refuses, and the folder's files stay;
#  3. fail on a guarded fusion (testdata/tune/guarded_pairs.c): every
#     schedule is tried (fuse reads a comment above the run-time test),
#     each pair is timed on its own, and a file is written;
#  4. build a C++ input as C (testdata/tune/two_regions.cpp).
# Usage: tune-harness-test.sh PARACODEX TESTDATA_TUNE WORKDIR
set -u
pcx=$1 data=$2 dir=$3
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$dir" && mkdir -p "$dir"
opts="--device=host --schedules=keep,march@0 --reps=1"
cp "$data/two_regions.c" "$dir/prog.c"
"$pcx" tune "$dir/prog.c" $opts --emit-harness "$dir/h" -- -fopenmp > /dev/null || fail "emit"
sh "$dir/h/run.sh" > /dev/null 2>&1 || fail "run.sh"
sed -i 's/0.5 \* t\[(k \* n + j) \* n + i\] +/0.75 * t[(k * n + j) * n + i] +/' "$dir/prog.c"
"$pcx" tune "$dir/prog.c" $opts --results-from "$dir/h" -o "$dir/out.c" -- -fopenmp > "$dir/stale.txt" 2>&1
test $? = 2 || fail "stale results were judged"
grep -q 'programs built from another text' "$dir/stale.txt" || fail "no reason for the stale harness"
test ! -e "$dir/out.c" || fail "a file was written from stale results"
mkdir -p "$dir/project" && echo keep > "$dir/project/notes.txt"
"$pcx" tune "$data/two_regions.c" $opts --emit-harness "$dir/project" -- -fopenmp > "$dir/own.txt" 2>&1
test $? = 2 && grep -q 'not a harness tune made' "$dir/own.txt" || fail "emitted into the user's folder"
test "$(cat "$dir/project/notes.txt")" = keep || fail "the user's file is gone"
"$pcx" tune "$data/guarded_pairs.c" --device=host --reps=1 -o "$dir/guarded.c" -- -fopenmp > "$dir/guarded.txt" 2>&1 || fail "guarded pairs: $(tail -1 "$dir/guarded.txt")"
grep -q '^keep .*same as the original' "$dir/guarded.txt" && grep -q '^march .*same as the original' "$dir/guarded.txt" || fail "guarded pairs: keep and march not both tried"
grep -q 'paracodex: schedule(' "$dir/guarded.c" || fail "guarded pairs: nothing recorded"
grep -q '^region (line)' "$dir/guarded.txt" || fail "guarded pairs: no time per region (the comment above the test and fuse's own inside it are one region)"
"$pcx" tune "$data/two_regions.cpp" $opts -o "$dir/tuned.cpp" -- -fopenmp > "$dir/cxx.txt" 2>&1 || fail "C++: $(tail -3 "$dir/cxx.txt")"
grep -q 'same as the original' "$dir/cxx.txt" || fail "C++: nothing verified"
echo HARNESS_SAFE
