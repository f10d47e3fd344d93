#!/bin/sh
# README command 2 (and .ci/run): install what is missing, build, run every test.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
sh "$root/scripts/setup.sh"
sh "$root/scripts/build.sh" "$root/build"
jobs=$(nproc 2>/dev/null || echo 2)
ctest --test-dir "$root/build" --output-on-failure -j "$jobs"
