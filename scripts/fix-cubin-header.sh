#!/bin/sh
# Rewrites a CUDA 13 cubin's ELF header to the layout LLVM 19's libomptarget
# loads (details in cmake/nvlink-wrapper.sh.in). Usage: fix-cubin-header.sh FILE
set -eu
f="$1"
byte_at() { od -An -tu1 -j "$2" -N 1 "$1" | tr -d ' '; }
[ "$(od -An -c -j 1 -N 3 "$f" | tr -d ' ')" = "ELF" ] || { echo "fix-cubin-header: $f: not an ELF file" >&2; exit 1; }
osabi=$(byte_at "$f" 7)
[ "$osabi" -eq 65 ] || exit 0            # 0x41: CUDA 13 layout; anything else: leave alone
flags=$(od -An -tu4 -j 48 -N 4 "$f" | tr -d ' ')
sm=$(( (flags >> 8) & 255 ))
new=$(( sm | 1024 | 256 | (sm << 16) ))
le32() { printf "$(printf '\\%03o\\%03o\\%03o\\%03o' $(( $1 & 255 )) $(( ($1 >> 8) & 255 )) $(( ($1 >> 16) & 255 )) $(( ($1 >> 24) & 255 )))"; }
printf '\063\007' | dd of="$f" bs=1 seek=7 conv=notrunc status=none
le32 "$new" | dd of="$f" bs=1 seek=48 conv=notrunc status=none
