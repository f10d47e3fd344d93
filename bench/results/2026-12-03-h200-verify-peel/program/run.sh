#!/bin/sh
# Written by `paracodex verify --emit-harness`: runs the programs built here
# (on the machine they were built for) and leaves TAG.stdout, TAG.stderr
# and TAG.exit beside them. Afterwards, where paracodex is installed, run
# the same verify command with --results-from=THIS_FOLDER for the report.
cd "$(dirname "$0")" || exit 2
PATH="$PATH:/usr/local/cuda/bin"
run() {
  tag=$1; shift
  echo "run.sh: $tag" >&2
  "$@" > "$tag.stdout" 2> "$tag.stderr"
  echo $? > "$tag.exit"
}
run 'reference_gpu' env 'OMP_TARGET_OFFLOAD=MANDATORY' '/bin/sh' '-c' 'for c in S W A B C; do ./reference_gpu $c; done'
run 'optimized_gpu' env 'OMP_TARGET_OFFLOAD=MANDATORY' '/bin/sh' '-c' 'for c in S W A B C; do ./optimized_gpu $c; done'
