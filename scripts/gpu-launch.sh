#!/bin/sh
# Runs a command on a GPU host with the paracodex GPU bundle's programs and
# LLVM 19 runtime (made by scripts/make-gpu-bundle.sh) on its paths.
# Usage: launch.sh COMMAND [ARG...]   (e.g. launch.sh mg_gpu C)
# The archive is unpacked once into $PARACODEX_GPU_HOME (/tmp/paracodex-gpu).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
archive="$here/paracodex-gpu.tar.xz"
dest=${PARACODEX_GPU_HOME:-/tmp/paracodex-gpu}
[ -f "$archive" ] || { echo "launch.sh: $archive is missing" >&2; exit 2; }
[ $# -gt 0 ] || { echo "usage: launch.sh COMMAND [ARG...]" >&2; exit 2; }
stamp=$(cksum < "$archive")
if [ "$(cat "$dest/.stamp" 2>/dev/null || true)" != "$stamp" ]; then
  rm -rf "$dest"; mkdir -p "$dest"
  tar -C "$dest" -xJf "$archive"
  echo "$stamp" > "$dest/.stamp"
fi
export LD_LIBRARY_PATH="$dest/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export PATH="$dest/bin:$PATH"
exec "$@"
