#!/bin/sh
# The timer is a second translation unit built with the user's compile
# arguments, so a forced include (-include config.h) that defines a global
# is defined twice: exit 2, link error, for a program that builds alone.
# (Any argument meant for the program's own unit reaches the timer too.)
P=${1:-/tmp/review15b/paracodex}
here=$(cd "$(dirname "$0")" && pwd)
cd "$(mktemp -d)" && cp "$here/prog.c" "$here/config.h" .
clang-19 -fopenmp -include "$PWD/config.h" prog.c -o orig && ./orig
"$P" tune prog.c --device=host --reps=1 --schedules=keep -o out.c -- -fopenmp -include "$PWD/config.h"; echo "rc=$?"
