#!/bin/sh
# Installs, from Debian 12's archive, whatever paracodex needs and is missing.
# Idempotent: when everything is there it only checks, in well under a second.
# CUDA (for the GPU build) is not a Debian package: with no toolkit at
# /usr/local/cuda the project builds and tests host-only.
set -eu
packages="build-essential cmake ninja-build git xz-utils python3
clang-19 libclang-19-dev llvm-19-dev libomp-19-dev
nlohmann-json3-dev libgtest-dev pre-commit"

missing=""
for p in $packages; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing="$missing $p"
  fi
done
if [ -z "$missing" ]; then
  echo "setup: all packages present"
  exit 0
fi
echo "setup: installing:$missing"
as_root=""
[ "$(id -u)" -eq 0 ] || as_root="sudo"
$as_root apt-get update -qq
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq --no-install-recommends $missing
