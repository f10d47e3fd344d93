#!/bin/sh
# withoutScheduleComments drops every line that starts with
# `// paracodex: schedule(`, also one inside a /* */ comment (here the file's
# own documentation), and -o/-i writes the file without it.
P=${1:-/tmp/review15b/paracodex}
here=$(cd "$(dirname "$0")" && pwd)
cd "$(mktemp -d)" && cp "$here/doc.c" .
"$P" tune doc.c --device=host --reps=1 --schedules=keep -o out.c -- -fopenmp > /dev/null
diff doc.c out.c
