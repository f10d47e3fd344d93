#!/bin/sh
# End-to-end test of .pre-commit-hooks.yaml with the pre-commit framework
# (Debian package `pre-commit`): in a throw-away repository, the
# paracodex-check hook blocks a commit holding a fusable pair, and the
# commit passes after `paracodex fuse -i`.
# Usage: pre-commit-test.sh PARACODEX_BIN_DIR PROJECT_SOURCE_DIR
set -eu
bin=$1; src=$2
command -v pre-commit >/dev/null || { echo "FAIL: pre-commit is not installed (scripts/setup.sh installs it)"; exit 1; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export PATH="$bin:$PATH" PRE_COMMIT_HOME="$work/cache" HOME="$work"
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.invalid
export GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.invalid

# The hooks repository: just our .pre-commit-hooks.yaml, committed.
mkdir "$work/hooks" && cd "$work/hooks"
git init -q && cp "$src/.pre-commit-hooks.yaml" . && git add . && git commit -qm hooks
rev=$(git rev-parse HEAD)

# The user's repository.
mkdir "$work/user" && cd "$work/user"
git init -q
cat > .pre-commit-config.yaml <<CFG
repos:
  - repo: $work/hooks
    rev: $rev
    hooks:
      - id: paracodex-check
CFG
cp "$src/testdata/analyze/vertical_resid_i3d.c" resid.c
git add .pre-commit-config.yaml resid.c
pre-commit install >/dev/null

if git commit -qm "unfused resid" > "$work/first.log" 2>&1; then
  cat "$work/first.log"; echo "FAIL: the commit of a fusable pair was not blocked"; exit 1
fi
grep -q "^resid.c:[0-9]*:1: warning: target regions at lines [0-9]* and [0-9]* can be fused through 'u1' and 'u2' (inline) \[paracodex-fusable\]$" "$work/first.log" || { cat "$work/first.log"; echo "FAIL: the hook did not say what it would fuse"; exit 1; }

paracodex fuse -i resid.c 2>/dev/null
git add resid.c
if ! git commit -qm "fused resid" > "$work/second.log" 2>&1; then
  cat "$work/second.log"; echo "FAIL: the commit was still blocked after paracodex fuse -i"; exit 1
fi
git log --oneline | grep -q "fused resid" || { echo "FAIL: no commit"; exit 1; }
echo "pre-commit hook: 2 passed, 0 failed"
