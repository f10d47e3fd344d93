#!/usr/bin/env python3
"""paracodex over a directory of offload sources, as a user would run it.

For each .c/.cpp file under DIR: `analyze --format=json` and `fuse -o`,
with the compile command given after `--` (default `-fopenmp -I<its dir>`).
Prints, per file and in total: parse errors, crashes (exit 3 or a signal),
candidate pairs, legal pairs, fused pairs; and, where the file has a `main`
and fuse changed it, builds original and fused with clang-19 -fopenmp and
compares their output.

Usage: corpus.py DIR [--paracodex PATH] [--arg ARG]... [--run-timeout S]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile


def run(cmd, cwd=None, timeout=120):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace",
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timed out"


def sources(root):
    for base, _, files in os.walk(root):
        for f in sorted(files):
            if f.endswith((".c", ".cpp", ".cc")) and ".expected." not in f:
                yield os.path.join(base, f)


def compare(src, fused, args, work, timeout):
    outs = []
    for name, path in (("orig", src), ("fused", fused)):
        exe = os.path.join(work, name)
        cc = "clang++-19" if src.endswith((".cpp", ".cc")) else "clang-19"
        rc, _, err = run([cc, "-O1", "-fopenmp", path, "-o", exe, "-lm"] + args)
        if rc:
            return "%s does not build: %s" % (name, err.strip().splitlines()[-1:] or "")
        rc, out, _ = run([exe], cwd=work, timeout=timeout)
        outs.append((rc, re.sub(r"[Tt]ime[^\n]*", "", out)))
    return "equal" if outs[0] == outs[1] else "OUTPUT DIFFERS"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--paracodex", default=os.path.join(os.path.dirname(__file__), "..", "build",
                                                        "tool", "paracodex"))
    ap.add_argument("--arg", action="append", default=[], help="compile argument (repeatable)")
    ap.add_argument("--run-timeout", type=int, default=60)
    o = ap.parse_args()
    totals = dict(files=0, parse_errors=0, crashes=0, candidates=0, legal=0, fused=0,
                  compared=0, differ=0)
    for src in sources(o.dir):
        totals["files"] += 1
        args = o.arg or ["-fopenmp", "-I" + os.path.dirname(src)]
        rc, out, err = run([o.paracodex, "analyze", src, "--format=json", "--"] + args)
        if rc == 3 or rc < 0 or rc >= 128:
            totals["crashes"] += 1
            print("%s: CRASH in analyze (exit %d)" % (src, rc))
            continue
        if rc != 0:
            totals["parse_errors"] += 1
            print("%s: does not parse" % src)
            continue
        report = json.loads(out)
        cands = report.get("candidates", [])
        legal = sum(1 for c in cands if c.get("legal"))
        with tempfile.TemporaryDirectory() as work:
            fused = os.path.join(work, "fused" + os.path.splitext(src)[1])
            rc, _, err = run([o.paracodex, "fuse", src, "-o", fused, "--"] + args)
            if rc == 3 or rc < 0 or rc >= 128:
                totals["crashes"] += 1
                print("%s: CRASH in fuse (exit %d)" % (src, rc))
                continue
            n_fused = len(re.findall(r"remark: fused ", err))
            verdict = ""
            changed = rc == 0 and (open(fused, errors="replace").read() !=
                                   open(src, errors="replace").read())
            if changed and re.search(r"\bmain\s*\(", open(src, errors="replace").read()):
                verdict = compare(src, fused, args, work, o.run_timeout)
                totals["compared"] += 1
                totals["differ"] += verdict == "OUTPUT DIFFERS"
        totals["candidates"] += len(cands)
        totals["legal"] += legal
        totals["fused"] += n_fused
        print("%s: %d candidates, %d legal, %d fused%s" % (src, len(cands), legal, n_fused,
                                                         (", run: " + verdict) if verdict else ""))
    print("total: " + ", ".join("%s %d" % kv for kv in totals.items()))
    return 1 if totals["crashes"] or totals["differ"] else 0


if __name__ == "__main__":
    sys.exit(main())
