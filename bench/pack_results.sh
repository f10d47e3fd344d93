#!/bin/sh
# Packs one run's raw records so that the tree holds what a reader reads.
#
#   sh bench/pack_results.sh bench/results/RUN [more runs...]
#
# Stays in RUN: README.md (what ran, on what, the commands), summary.json
# and the plots (*.png, *.svg). Everything else (logs, ncu CSVs, copies of
# fused files, verify's --results-from trees) goes into RUN/raw.tar.gz,
# written byte-reproducibly (sorted names, fixed times and owners, gzip -n),
# and is removed from the tree. Unpack with `tar xzf RUN/raw.tar.gz -C RUN`.
# Tests that re-report a run from its records unpack it into the build tree
# (cmake/Records.cmake). A run packed before is packed again with what is
# there now: the old archive's members and any new loose files together.
set -eu
[ $# -ge 1 ] || { echo "usage: sh bench/pack_results.sh bench/results/RUN..." >&2; exit 2; }
for run in "$@"; do
  [ -d "$run" ] || { echo "pack_results: $run: not a directory" >&2; exit 2; }
  [ -f "$run/README.md" ] || { echo "pack_results: $run has no README.md: write what ran first" >&2; exit 2; }
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  mkdir "$work/raw"
  if [ -f "$run/raw.tar.gz" ]; then
    tar -xzf "$run/raw.tar.gz" -C "$work/raw"
  fi
  # the loose records: every file but the ones a reader keeps
  (cd "$run" && find . -type f ! -path ./README.md ! -path ./summary.json ! -path ./raw.tar.gz \
       ! -name '*.png' ! -name '*.svg' | sed 's|^\./||' | sort) > "$work/loose"
  if [ ! -s "$work/loose" ]; then
    echo "pack_results: $run: nothing to pack"
    rm -rf "$work"; trap - EXIT
    continue
  fi
  (cd "$run" && tar -cf - -T "$work/loose") | tar -xf - -C "$work/raw"
  (cd "$work/raw" && find . -type f | sed 's|^\./||' | LC_ALL=C sort > "$work/members")
  tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner --format=gnu \
      -C "$work/raw" -cf "$work/raw.tar" -T "$work/members"
  gzip -n -9 "$work/raw.tar"
  mv "$work/raw.tar.gz" "$run/raw.tar.gz"
  (cd "$run" && xargs rm -f < "$work/loose")
  find "$run" -mindepth 1 -type d -empty -delete
  echo "pack_results: $run: $(wc -l < "$work/members") files into raw.tar.gz ($(wc -c < "$run/raw.tar.gz") bytes)"
  rm -rf "$work"; trap - EXIT
done
