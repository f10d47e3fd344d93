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
run 'harness_gpu' env 'OMP_TARGET_OFFLOAD=MANDATORY' './harness_gpu'
run 'harness_gpu.memcheck' env 'OMP_TARGET_OFFLOAD=MANDATORY' 'LIBOMPTARGET_MEMORY_MANAGER_THRESHOLD=0' 'PCX_PRINT_ADDRESSES=1' 'compute-sanitizer' '--tool' 'memcheck' '--error-exitcode' '3' '--print-limit' '20' '--show-backtrace' 'no' './harness_gpu'
run 'harness_gpu.racecheck' env 'OMP_TARGET_OFFLOAD=MANDATORY' 'LIBOMPTARGET_MEMORY_MANAGER_THRESHOLD=0' 'PCX_PRINT_ADDRESSES=1' 'compute-sanitizer' '--tool' 'racecheck' '--error-exitcode' '3' '--print-limit' '20' '--show-backtrace' 'no' './harness_gpu'
run 'harness_gpu_standard' env 'OMP_TARGET_OFFLOAD=MANDATORY' './harness_gpu_standard'
run 'harness_gpu_standard.memcheck' env 'OMP_TARGET_OFFLOAD=MANDATORY' 'LIBOMPTARGET_MEMORY_MANAGER_THRESHOLD=0' 'PCX_PRINT_ADDRESSES=1' 'compute-sanitizer' '--tool' 'memcheck' '--error-exitcode' '3' '--print-limit' '20' '--show-backtrace' 'no' './harness_gpu_standard'
run 'harness_gpu_standard.racecheck' env 'OMP_TARGET_OFFLOAD=MANDATORY' 'LIBOMPTARGET_MEMORY_MANAGER_THRESHOLD=0' 'PCX_PRINT_ADDRESSES=1' 'compute-sanitizer' '--tool' 'racecheck' '--error-exitcode' '3' '--print-limit' '20' '--show-backtrace' 'no' './harness_gpu_standard'
