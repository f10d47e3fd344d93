#!/bin/sh
# --whole-program (issue 28, point 1): the cases of testdata/whole_program.
# Usage: whole-program-test.sh PARACODEX TESTDATA_DIR WORK_DIR
# Each check prints what it found; the test fails at the first that does not
# hold, and prints WHOLE_PROGRAM_OK at the end.
set -eu
pcx=$1
data=$(cd "$2/whole_program" && pwd)
work=$3
rm -rf "$work"
mkdir -p "$work"

fail() { echo "FAIL: $*"; exit 1; }

# verdict FILE ARGS...: "legal" or "refused" for the file's one pair, with
# the reasons kept in $work/out.
verdict() {
  file=$1
  shift
  "$pcx" analyze --explain "$file" "$@" > "$work/out" 2>&1 || fail "analyze $file $*: exit $?"
  if grep -q '1 legal fusion candidate, 0 refused' "$work/out"; then
    echo legal
  elif grep -q '0 legal fusion candidates, 1 refused' "$work/out"; then
    echo refused
  else
    cat "$work/out"
    fail "analyze $file $*: not one pair"
  fi
}

expect() { # expect WANT REASON FILE ARGS...
  want=$1
  reason=$2
  shift 2
  got=$(verdict "$@")
  [ "$got" = "$want" ] || { cat "$work/out"; fail "$*: $got, expected $want"; }
  if [ -n "$reason" ]; then
    grep -qF -- "$reason" "$work/out" || { cat "$work/out"; fail "$*: no '$reason'"; }
  fi
  echo "ok: $want: $*"
}

# Same output: FILE and its fused text, built with host OpenMP and with host
# offload (every region run as a target region, on the host device).
same_output() { # same_output ORIGINAL FUSED
  for mode in openmp offload; do
    flags=-fopenmp
    [ $mode = offload ] && flags="-fopenmp -fopenmp-targets=x86_64-pc-linux-gnu"
    clang-19 $flags -O1 "$1" -o "$work/a" || fail "build $1 ($mode)"
    clang-19 $flags -O1 "$2" -o "$work/b" || fail "build $2 ($mode)"
    a=$(OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=/usr/lib/llvm-19/lib "$work/a") || fail "run $1 ($mode)"
    b=$(OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=/usr/lib/llvm-19/lib "$work/b") || fail "run $2 ($mode)"
    [ "$a" = "$b" ] || fail "$1 ($mode): '$a' fused: '$b'"
    echo "ok: same output ($mode): $a"
  done
}

# One file that is the whole program.
for case in one_file_program global_work_array; do
  why="\`smooth\` is not static: callers in other files may pass anything"
  [ $case = global_work_array ] && why="\`flux\` is visible outside this file (not \`static\`)"
  expect refused "$why" "$data/$case.c" -- -fopenmp
  expect legal "under --whole-program no file of the program but this one names it" \
    "$data/$case.c" --whole-program -- -fopenmp
  "$pcx" fuse --whole-program "$data/$case.c" -- -fopenmp > "$work/$case.fused.c" 2> /dev/null ||
    fail "fuse $case"
  diff "$data/$case.expected.c" "$work/$case.fused.c" || fail "fuse $case: not the expected text"
  same_output "$data/$case.c" "$work/$case.fused.c"
done
expect refused "no file of the program defines \`main\`" "$data/library_no_main.c" \
  --whole-program -- -fopenmp
expect refused "has an attribute" "$data/weak_helper.c" --whole-program -- -fopenmp

# same_project_output MAIN FILE FUSED: $proj/MAIN built with $proj/FILE, and
# with FUSED (FILE's fused text), print the same.
same_project_output() {
  for mode in openmp offload; do
    flags=-fopenmp
    [ $mode = offload ] && flags="-fopenmp -fopenmp-targets=x86_64-pc-linux-gnu"
    clang-19 $flags -O1 -I"$proj" "$proj/$1" "$proj/$2" -o "$work/a" || fail "build $2"
    clang-19 $flags -O1 -I"$proj" "$proj/$1" "$3" -o "$work/b" || fail "build $3"
    a=$(OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=/usr/lib/llvm-19/lib "$work/a")
    b=$(OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=/usr/lib/llvm-19/lib "$work/b")
    [ "$a" = "$b" ] || fail "$proj/$1 + $2 ($mode): '$a' fused: '$b'"
    echo "ok: $proj/$1 + $2, same output ($mode): $a"
  done
}

# A program of several files, named by a compilation database.
proj=$data/project
database() { # database DIR FILE...: compile_commands.json in DIR for FILEs
  dir=$1
  shift
  mkdir -p "$dir"
  {
    echo "["
    sep=""
    for f in "$@"; do
      printf '%s{"directory": "%s", "file": "%s", "command": "clang-19 -fopenmp -I%s -c %s"}\n' \
        "$sep" "$proj" "$proj/$f" "$proj" "$proj/$f"
      sep=","
    done
    echo "]"
  } > "$dir/compile_commands.json"
}
database "$work/db-ok" main.c steps.c
database "$work/db-peek" main.c steps.c peek.c
database "$work/db-broken" main.c steps.c broken.c
expect refused "not static" "$proj/steps.c" -p "$work/db-ok"
expect legal "under --whole-program no file of the program but this one names it" \
  "$proj/steps.c" -p "$work/db-ok" --whole-program
expect refused "in $proj/peek.c, \`w\`, which a call (line 12) passes, is used at line 13" \
  "$proj/steps.c" -p "$work/db-peek" --whole-program
expect refused "broken.c, a file of the program, does not parse" "$proj/steps.c" \
  -p "$work/db-broken" --whole-program
# Without -p the file alone is the program, and it has no main.
expect refused "no file of the program defines \`main\`" "$proj/steps.c" --whole-program \
  -- -fopenmp -I"$proj"
"$pcx" fuse --whole-program -p "$work/db-ok" "$proj/steps.c" > "$work/steps.fused.c" \
  2> "$work/fuse.err" || fail "fuse steps.c"
grep -q 'paracodex-fused' "$work/fuse.err" || fail "steps.c not fused"
same_project_output main.c steps.c "$work/steps.fused.c"

# Callers in other files: main.c's calls of relax() are judged in main.c.
proj=$data/callers
database "$work/db-callers" main.c relax.c
database "$work/db-callers-read" main_reads.c relax.c
expect refused "not static" "$proj/relax.c" -p "$work/db-callers"
expect legal "in $proj/main.c, every call of it passes a work array of the caller's own (\`w\`)" \
  "$proj/relax.c" -p "$work/db-callers" --whole-program
# Its calls there pass `in` and `out` different arrays: no run-time test.
grep -qF "in $proj/main.c, arguments 1 and 3 of \`relax\` point into \`a\` and \`b\` at every call" \
  "$work/out" || { cat "$work/out"; fail "relax.c: in and out not proved apart"; }
expect refused "in $proj/main_reads.c, \`w\`, which a call (line 18) passes, is used at line 19" \
  "$proj/relax.c" -p "$work/db-callers-read" --whole-program
"$pcx" fuse --whole-program -p "$work/db-callers" "$proj/relax.c" > "$work/relax.fused.c" \
  2> "$work/fuse.err" || fail "fuse relax.c"
grep -q 'paracodex-fused' "$work/fuse.err" || fail "relax.c not fused"
same_project_output main.c relax.c "$work/relax.fused.c"
# Through run(), which main_driver.c does not make static: followed while
# no other file names run() (peek_run.c calls it and reads its array).
database "$work/db-callers-driver" main_driver.c relax.c
expect legal "in $proj/main_driver.c, every call of it passes a work array of the caller's own (\`w\`)" \
  "$proj/relax.c" -p "$work/db-callers-driver" --whole-program
"$pcx" fuse --whole-program -p "$work/db-callers-driver" "$proj/relax.c" > "$work/relax.fused.c" \
  2> /dev/null || fail "fuse relax.c (driver)"
same_project_output main_driver.c relax.c "$work/relax.fused.c"
database "$work/db-callers-driver-peek" main_driver.c relax.c peek_run.c
expect refused "\`run\` is also named in $proj/peek_run.c" \
  "$proj/relax.c" -p "$work/db-callers-driver-peek" --whole-program
# One array as `in` and `out` in main_overlap.c: fused under the run-time
# overlap test, whose else branch runs there.
database "$work/db-callers-overlap" main_overlap.c relax.c
expect legal "in $proj/main_overlap.c, arguments 1 and 3 of \`relax\` may point into \`a\`" \
  "$proj/relax.c" -p "$work/db-callers-overlap" --whole-program
"$pcx" fuse --whole-program -p "$work/db-callers-overlap" "$proj/relax.c" > "$work/relax.fused.c" \
  2> /dev/null || fail "fuse relax.c (overlap)"
grep -q PARACODEX_NO_OVERLAP "$work/relax.fused.c" || fail "relax.c (overlap): no run-time test"
same_project_output main_overlap.c relax.c "$work/relax.fused.c"

# What reviews 32, 32b and 32c broke (review32/README): each case.txt names
# the analysed file, the files of its program, paracodex's options, the
# verdict (refused unless it says legal) and the reason the report gives.
for dir in "$data"/review32/*/; do
  proj=${dir%/}
  field() { sed -n "s/^$1: *//p" "$proj/case.txt"; }
  db=$work/db-$(basename "$proj")
  mkdir -p "$db"
  {
    echo "["
    sep=""
    for f in $(field files); do
      cc=clang-19
      case $f in *.cpp) cc=clang++-19 ;; esac
      printf '%s{"directory": "%s", "file": "%s", "command": "%s -fopenmp -c %s"}\n' \
        "$sep" "$proj" "$proj/$f" "$cc" "$proj/$f"
      sep=","
    done
    echo "]"
  } > "$db/compile_commands.json"
  # shellcheck disable=SC2046
  want=$(field verdict)
  expect "${want:-refused}" "$(field expect)" "$proj/$(field analyze)" -p "$db" $(field args)
done

# The database cannot stand for the program: a file built twice (only one
# command is read), -p overridden by `--`, the analyzed file not in it.
proj=$data/project
database "$work/db-twice" main.c steps.c peek.c peek.c
expect refused "peek.c has several compile commands in the database" "$proj/steps.c" \
  -p "$work/db-twice" --whole-program
expect refused "-p is ignored when \`--\` gives the compile command" "$proj/steps.c" \
  -p "$work/db-ok" --whole-program -- -fopenmp -I"$proj"
database "$work/db-without" main.c
expect refused "steps.c is not in the compilation database" "$proj/steps.c" \
  -p "$work/db-without" --whole-program
echo WHOLE_PROGRAM_OK
