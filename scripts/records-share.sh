#!/bin/sh
# Share of the tracked text lines (binary files such as raw.tar.gz count 0)
# that are measurement records: bench/results/ and fuzz/findings/. Exit 1
# above LIMIT percent (default 10), 77 outside a git checkout (CTest: skip).
limit=${1:-10}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 2
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "records-share: not a git checkout, skipped"; exit 77; }
lines() { git ls-files -z -- "$@" | xargs -0 -r grep -Ic '' | awk -F: '{s += $NF} END {print s + 0}'; }
all=$(lines .)
records=$(lines bench/results fuzz/findings)
awk -v r="$records" -v a="$all" -v l="$limit" 'BEGIN {
  p = a ? 100 * r / a : 0
  printf "records: %d of %d tracked text lines (%.1f%%, limit %d%%)\n", r, a, p, l
  exit p > l }'
