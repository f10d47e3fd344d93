#!/bin/sh
# README command 1: install what is missing, build, and run the main job on
# NAS MG: analyze the unfused offload code, then run it (class ${1:-S}) on
# the GPU when one is present (with proof that kernels ran there), else on
# the host.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
class=${1:-S}
sh "$root/scripts/setup.sh"
sh "$root/scripts/build.sh" "$root/build"
bin="$root/build"

echo
echo "== paracodex analyze nas_mg/mg.c"
(cd "$root" && "$bin/tool/paracodex" analyze nas_mg/mg.c --explain)

echo
if [ -x "$bin/nas_mg/mg_gpu" ] && command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  echo "== NAS MG class $class on the GPU (LIBOMPTARGET_INFO=1 proves each launch)"
  log=$(mktemp)
  LIBOMPTARGET_INFO=1 "$bin/nas_mg/mg_gpu" "$class" 2>"$log"
  echo "kernel launches seen on the GPU: $(grep -c 'Entering OpenMP kernel' "$log" || true)"
  rm -f "$log"
else
  echo "== NAS MG class $class on the host (no GPU found)"
  "$bin/nas_mg/mg_host" "$class"
fi
