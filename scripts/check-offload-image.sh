#!/bin/sh
# Checks that an offload executable embeds at least one CUDA device image
# (an ELF with e_machine 190) and that every such image has the ELF header
# layout LLVM 19's libomptarget loads (EI_OSABI 51, EI_ABIVERSION 7).
# A binary that fails this check would silently run on the host.
# Usage: check-offload-image.sh EXECUTABLE
set -eu
exe="$1"
[ -f "$exe" ] || { echo "check-offload-image: $exe: no such file" >&2; exit 2; }
found=0; bad=0
for off in $(LC_ALL=C grep -obUaP '\x7fELF' "$exe" | cut -d: -f1); do
  machine=$(od -An -tu2 -j $((off + 18)) -N 2 "$exe" | tr -d ' ')
  [ "$machine" = 190 ] || continue
  found=$((found + 1))
  osabi=$(od -An -tu1 -j $((off + 7)) -N 1 "$exe" | tr -d ' ')
  abiv=$(od -An -tu1 -j $((off + 8)) -N 1 "$exe" | tr -d ' ')
  flags=$(od -An -tx4 -j $((off + 48)) -N 4 "$exe" | tr -d ' ')
  echo "$exe: CUDA image at byte $off: EI_OSABI=$osabi EI_ABIVERSION=$abiv e_flags=0x$flags"
  if [ "$osabi" != 51 ] || [ "$abiv" != 7 ]; then bad=$((bad + 1)); fi
done
if [ "$found" -eq 0 ]; then echo "$exe: error: no CUDA device image embedded" >&2; exit 1; fi
if [ "$bad" -ne 0 ]; then echo "$exe: error: $bad image(s) in the CUDA 13 layout; libomptarget 19 would run them on the host" >&2; exit 1; fi
