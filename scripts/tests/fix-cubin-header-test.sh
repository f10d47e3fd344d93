#!/bin/sh
# Unit test of scripts/fix-cubin-header.sh on a synthetic 64-byte ELF header
# in the CUDA 13 layout: the fix must produce the LLVM 19 layout for sm_90,
# leave the rest of the file alone, and be idempotent.
set -eu
fix="$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
f="$tmp/image.cubin"
# e_ident: 7f E L F, class 2, data 1, version 1, OSABI 0x41, ABIVERSION 8, pad
printf '\177ELF\002\001\001\101\010\000\000\000\000\000\000\000' > "$f"
printf '\001\000\276\000' >> "$f"                 # e_type, e_machine = 190
head -c 28 /dev/zero >> "$f"                       # e_version .. e_shoff
printf '\004\132\000\006' >> "$f"                  # e_flags = 0x06005a04 (sm_90)
printf 'payload-that-must-not-change' >> "$f"
before_tail=$(tail -c +53 "$f" | od -An -tx1)

check() {
  osabi=$(od -An -tu1 -j 7 -N 1 "$f" | tr -d ' ')
  abiv=$(od -An -tu1 -j 8 -N 1 "$f" | tr -d ' ')
  flags=$(od -An -tx4 -j 48 -N 4 "$f" | tr -d ' ')
  [ "$osabi" = 51 ] || { echo "FAIL: EI_OSABI=$osabi, want 51"; exit 1; }
  [ "$abiv" = 7 ] || { echo "FAIL: EI_ABIVERSION=$abiv, want 7"; exit 1; }
  [ "$flags" = 005a055a ] || { echo "FAIL: e_flags=0x$flags, want 0x005a055a"; exit 1; }
  [ "$(tail -c +53 "$f" | od -An -tx1)" = "$before_tail" ] || { echo "FAIL: bytes after the header changed"; exit 1; }
}
"$fix" "$f"; check
"$fix" "$f"; check   # second run: nothing changes
printf 'not an elf' > "$tmp/junk"
if "$fix" "$tmp/junk" 2>/dev/null; then echo "FAIL: accepted a non-ELF file"; exit 1; fi
echo "fix-cubin-header: 1 passed, 0 failed"
