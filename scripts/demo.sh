#!/bin/sh
# README command 1: install what is missing, build, and run the main job on
# NAS MG: analyze the unfused offload code (ranked by the H200 profile in
# testdata/), fuse it, verify the fused routines and the whole program
# against the original, and run both versions of class ${1:-S}. On a machine
# with an NVIDIA GPU everything runs there too; otherwise on the host.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
class=${1:-S}
sh "$root/scripts/setup.sh"
sh "$root/scripts/build.sh" "$root/build"
pcx="$root/build/tool/paracodex"
out="$root/build/demo"
mkdir -p "$out"
cd "$root"
extents="m1k=2*m1j-2,m2k=2*m2j-2,m3k=2*m3j-2,n1=2*mm1-2,n2=2*mm2-2,n3=2*mm3-2"

echo; echo "== 1. paracodex analyze nas_mg/mg.c (ranked by an ncu profile of class B on the H200)"
"$pcx" analyze nas_mg/mg.c --metrics=testdata/profiles/ncu_mg_B_unfused_h200.csv --explain -- -Inas_mg

echo; echo "== 2. paracodex fuse nas_mg/mg.c -o build/demo/mg_fused.c"
"$pcx" fuse nas_mg/mg.c -o "$out/mg_fused.c" -- -Inas_mg
"$pcx" fuse nas_mg/mg.c --diff -- -Inas_mg 2>/dev/null | sed -n '1,40p'
echo "   (first 40 lines of the diff; the whole file is $out/mg_fused.c)"

echo; echo "== 3. paracodex verify: the four fused routines (function mode), then class S (program mode)"
"$pcx" verify --reference=nas_mg/mg.c --optimized="$out/mg_fused.c" --extent "$extents" \
  -- -Inas_mg nas_mg/randdp.c
"$pcx" verify --reference=nas_mg/mg.c --optimized="$out/mg_fused.c" --run '{exe} S' \
  '--ignore=[Tt]ime|Mop/s|seconds|^ +(resid|psinv|rprj3|interp|comm3|norm2u3|zero3) ' \
  -- -Inas_mg nas_mg/randdp.c

echo
gpu=no
if [ -x "$root/build/nas_mg/mg_gpu" ] && command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  gpu=yes
fi
for prog in mg mg_fused; do
  if [ $gpu = yes ]; then
    echo "== 4. $prog class $class on the GPU (OMP_TARGET_OFFLOAD=MANDATORY: a region that cannot run there aborts)"
    OMP_TARGET_OFFLOAD=MANDATORY "$root/build/nas_mg/${prog}_gpu" "$class" | sed -n '/Class/,/Target regions/p'
  else
    echo "== 4. $prog class $class on the host (no GPU found)"
    "$root/build/nas_mg/${prog}_host" "$class" | sed -n '/Class/,/Target regions/p'
  fi
done
