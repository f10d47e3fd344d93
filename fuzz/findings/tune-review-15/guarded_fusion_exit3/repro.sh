#!/bin/sh
# testdata/tune/two_regions.c without `restrict`: each pair is fused under a
# run-time overlap test (GuardedFusion.h). A schedule comment above the
# consumer is copied into the fallback branch too and changes the indentation
# of the guarded `} else {`, so "fuse of the input with the variant's
# comments" is never byte-equal to the variant: exit 3 for every schedule
# list (keep alone too), on a plain valid input.
P=${1:-/tmp/review15b/paracodex}
here=$(cd "$(dirname "$0")" && pwd)
cd "$(mktemp -d)" && cp "$here/alias.c" .
"$P" tune alias.c --device=host --reps=1 --schedules=keep -- -fopenmp; echo "rc=$? (keep)"
"$P" tune alias.c --device=host --reps=1 -- -fopenmp; echo "rc=$? (default schedules)"
