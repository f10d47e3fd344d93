#!/bin/sh
# A user's CMake project (testdata/projects/grid: an index macro in include/,
# -D sizes, sources in src/) under the real pre-commit framework, with the
# .pre-commit-config.yaml that README.md documents, copied from README.md:
#   1. a fusable file blocks the commit with a file:line:col: warning line;
#   2. after `paracodex fuse -i -p build` the commit passes;
#   3. a crash (PARACODEX_TEST_CRASH=segv, and kill, which no handler sees)
#      blocks the commit;
# with commits made from the project root and from src/.
# Usage: pre-commit-project-test.sh PARACODEX_BIN_DIR PROJECT_SOURCE_DIR
set -eu
bin=$1; src=$2
fail() { echo "FAIL: $*"; exit 1; }
command -v pre-commit >/dev/null || fail "pre-commit is not installed (scripts/setup.sh installs it)"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export PATH="$bin:$PATH" PRE_COMMIT_HOME="$work/cache" HOME="$work"
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.invalid
export GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.invalid
unset PARACODEX_TEST_CRASH

cp -r "$src/testdata/projects/grid" "$work/grid"
cd "$work/grid"
# The config block of README.md, exactly as documented.
sed -n '/^<!-- pre-commit-config -->$/,/^<!-- end -->$/p' "$src/README.md" |
  sed '1,2d;$d' | sed '$d' > .pre-commit-config.yaml
grep -q 'paracodex-hook check' .pre-commit-config.yaml || { cat .pre-commit-config.yaml; fail "no config block in README.md"; }
cmake -S . -B build -G Ninja -DCMAKE_C_COMPILER=clang-19 > "$work/cmake.log" 2>&1 || { cat "$work/cmake.log"; fail "cmake"; }
[ -f build/compile_commands.json ] || fail "no compile_commands.json"
printf 'build/\n' > .gitignore
git init -q && git add . && pre-commit install > /dev/null

commit() { # commit DIR MESSAGE LOG: commits from DIR, returns git's status
  (cd "$1" && git commit -qm "$2") > "$3" 2>&1
}

# 1. Blocked, from the root, with a diagnostic per fusable pair.
if commit . "unfused" "$work/1.log"; then cat "$work/1.log"; fail "the commit of fusable code was not blocked"; fi
grep -q '^src/diff.c:9:1: warning: target regions at lines 9 and 13 can be fused through .t. (inline) \[paracodex-fusable\]$' "$work/1.log" ||
  { cat "$work/1.log"; fail "no file:line:col: warning for src/diff.c"; }
# ... and from src/.
if commit src "unfused" "$work/1b.log"; then cat "$work/1b.log"; fail "the commit from src/ was not blocked"; fi
grep -q '^src/diff.c:9:1: warning:' "$work/1b.log" || { cat "$work/1b.log"; fail "no warning from src/"; }

# 2. Fused as documented (from the root for one file, from src/ for the
# rest), then the commit passes.
paracodex fuse -i -p build src/diff.c 2> "$work/fuse.log" || { cat "$work/fuse.log"; fail "fuse -i src/diff.c"; }
(cd src && paracodex fuse -i -p ../build blur.c clean.c) 2>> "$work/fuse.log" || { cat "$work/fuse.log"; fail "fuse -i from src/"; }
grep -q 'src/diff.c:9:1: remark: fused target regions at lines 9 and 13' "$work/fuse.log" || { cat "$work/fuse.log"; fail "fuse -i did not say what it fused"; }
grep -q '^    t\[' src/diff.c && fail "src/diff.c still writes t"
git add -A
if ! commit src "fused" "$work/2.log"; then cat "$work/2.log"; fail "the commit was still blocked after paracodex fuse -i"; fi
git log --oneline | grep -q fused || fail "no commit"

# 3. A crash fails closed, whether paracodex catches it (segv) or cannot (kill).
cp "$src/testdata/projects/grid/src/diff.c" src/diff2.c
git add src/diff2.c
for from in . src; do
  for how in segv kill; do
    if PARACODEX_TEST_CRASH=$how commit $from "crash $how" "$work/3.log"; then
      cat "$work/3.log"; fail "a commit from $from passed while paracodex crashed ($how)"
    fi
    grep -q 'Failed' "$work/3.log" || { cat "$work/3.log"; fail "pre-commit did not report the hook as failed ($how, from $from)"; }
  done
done
grep -q 'killed by signal 9' "$work/3.log" || { cat "$work/3.log"; fail "no message for the killed hook"; }
echo "pre-commit on a CMake project: blocked, fused, passed, crashes blocked (root and src/)"
