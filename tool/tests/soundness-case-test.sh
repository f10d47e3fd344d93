#!/bin/sh
# One case of testdata/soundness, as a user would meet it: `paracodex fuse`
# with default options (plus the case's `fuse:` line), then the original
# and the fused program built for host OpenMP and for host offload
# (-fopenmp-targets=x86_64-pc-linux-gnu, OMP_TARGET_OFFLOAD=MANDATORY), each
# run with 1 and 2 threads: stdout, stderr and the exit status must be the
# original's. A fused program that holds a bare launch is also built with
# -DPARACODEX_BARE_ON_HOST. The case's `expect:` line says FUSED (fuse
# changed the file; its `.expected.c`, where there is one, is the text) or
# `REFUSED [rule] words` (the file is left as it is, and analyze --explain
# names the rule with those words), or UNCHANGED (no candidate: the file is
# left as it is). `FUSED (keep-store), vertical REFUSED [rule] words`: fuse
# changes the file, and analyze still refuses a pair with that rule (a pair
# refused as vertical and fused keeping its stores). A `builds: host` line
# limits the builds to host OpenMP, for an original that host offload
# cannot build (an alias of a static array has no device symbol).
#
# usage: soundness-case-test.sh PARACODEX CASE.c|CASE.cpp
set -u
pcx=$1
input=$2
ext=${input##*.}
cc="clang-19 -O1 -fopenmp -w"
[ "$ext" = cpp ] && cc="clang++-19 -O1 -fopenmp -w"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
  echo "FAIL: $*"
  exit 1
}

expect=$(sed -n 's/^ \* expect: *//p' "$input" | head -n 1)
args=$(sed -n 's/^ \* fuse: *//p' "$input" | head -n 1)
# A `std:` line (`c++20`) sets the language standard of every parse and build.
std=$(sed -n 's/^ \* std: *//p' "$input" | head -n 1)
lang=""
[ -n "$std" ] && lang="-std=$std" && cc="$cc $lang"
[ -n "$expect" ] || fail "$input has no expect: line"

# shellcheck disable=SC2086 # the fuse: line is a list of options
"$pcx" fuse "$input" $args --explain -o "$work/fused.$ext" -- -fopenmp $lang 2> "$work/fuse.err"
rc=$?
[ "$rc" -eq 0 ] || { cat "$work/fuse.err"; fail "fuse exited $rc"; }

case $expect in
FUSED*)
  cmp -s "$input" "$work/fused.$ext" && { cat "$work/fuse.err"; fail "fuse left the file as it was"; }
  expected=${input%.*}.expected.$ext
  if [ -f "$expected" ]; then
    diff "$expected" "$work/fused.$ext" || fail "the fused text is not $expected"
  fi
  rule=$(printf '%s\n' "$expect" | sed -n 's/.*REFUSED \[\([a-z-]*\)\].*/\1/p')
  if [ -n "$rule" ]; then
    words=$(printf '%s\n' "$expect" | sed -n 's/.*REFUSED \[[a-z-]*\] *//p')
    "$pcx" analyze "$input" --explain -- -fopenmp $lang > /dev/null 2> "$work/analyze.err"
    grep -F "[paracodex-$rule]" "$work/analyze.err" | grep -q -F -e "$words" ||
      { cat "$work/analyze.err"; fail "analyze does not refuse with [$rule] $words"; }
  fi
  ;;
REFUSED*)
  cmp -s "$input" "$work/fused.$ext" || { diff "$input" "$work/fused.$ext"; fail "fused a pair expected refused"; }
  rule=$(printf '%s\n' "$expect" | sed -n 's/^REFUSED \[\([a-z-]*\)\].*/\1/p')
  words=$(printf '%s\n' "$expect" | sed -n 's/^REFUSED \[[a-z-]*\] *//p')
  "$pcx" analyze "$input" --explain -- -fopenmp $lang > /dev/null 2> "$work/analyze.err"
  grep -F "[paracodex-$rule]" "$work/analyze.err" | grep -q -F -e "$words" ||
    { cat "$work/analyze.err"; fail "analyze does not refuse with [$rule] $words"; }
  echo "REFUSED [$rule]"
  exit 0
  ;;
UNCHANGED*)
  # No candidate at all: the file is left as it is.
  cmp -s "$input" "$work/fused.$ext" || { diff "$input" "$work/fused.$ext"; fail "changed a file expected unchanged"; }
  echo "UNCHANGED"
  exit 0
  ;;
*)
  fail "unknown expect: $expect"
  ;;
esac

offload="-fopenmp-targets=x86_64-pc-linux-gnu -Wl,-rpath,/usr/lib/llvm-19/lib"
modes=$(sed -n 's/^ \* builds: *\([a-z ]*\).*/\1/p' "$input" | head -n 1)
[ -n "$modes" ] || modes="host offload"
variants="plain"
grep -q ompx_bare "$work/fused.$ext" && variants="plain bare_on_host"
for mode in $modes; do
  flags=""
  [ "$mode" = offload ] && flags=$offload
  # shellcheck disable=SC2086
  $cc $flags "$input" -o "$work/orig.$mode" -lm || fail "the original does not build ($mode)"
  for variant in $variants; do
    defines=""
    [ "$variant" = bare_on_host ] && defines=-DPARACODEX_BARE_ON_HOST
    exe="$work/fused.$mode.$variant"
    # shellcheck disable=SC2086
    $cc $flags $defines "$work/fused.$ext" -o "$exe" -lm || fail "the fused program does not build ($mode $variant)"
    for threads in 1 2; do
      # libomp's warning that a teams construct got fewer threads than
      # asked is printed once per launch that asks: a fusion that saves a
      # launch prints it fewer times. It is not the program's output.
      run() {
        if [ "$mode" = offload ]; then
          OMP_NUM_THREADS=$threads OMP_TARGET_OFFLOAD=MANDATORY timeout 60 "$1" > "$2.raw" 2>&1
        else
          OMP_NUM_THREADS=$threads timeout 60 "$1" > "$2.raw" 2>&1
        fi
        echo "exit $?" >> "$2.raw"
        grep -v -e '^OMP: Warning #96: Cannot form a team with' -e '^OMP: Hint Consider unsetting KMP_DEVICE_THREAD_LIMIT' "$2.raw" > "$2"
      }
      run "$work/orig.$mode" "$work/orig.out"
      run "$exe" "$work/fused.out"
      diff "$work/orig.out" "$work/fused.out" > "$work/diff" ||
        { head -n 20 "$work/diff"; fail "outputs differ ($mode $variant, $threads threads)"; }
    done
  done
done
echo "SAME in every build"
