#!/usr/bin/env python3
"""Compare the verdicts of two paracodex binaries, for a refactoring.

    verdict_diff.py OLD NEW [--seeds A:B] [--march-seeds A:B] [--testdata DIR] [-j N]
                    [--fuse-arg=ARG]...

Runs `analyze --format=json` of both binaries on every input: the C files
of testdata/ (each with its directory on the include path), the programs
gen_program.py draws for --seeds, and march_fuzz.py's for --march-seeds.
For each candidate pair (by its name, `function:producer->consumer`, and
kind) it compares what the binaries say:

  VERDICT   legal in one, refused in the other, or a pair only one reports
  STRATEGY  both legal, another strategy
  RULES     both refused, by other rules (as a multiset of rule names)
  ORDER     the same rules in another order
  REASONS   the same rules, other sentences

and it compares `fuse` output byte for byte (FUSED), fuse given the
--fuse-arg arguments (`--fuse-arg=--schedule=all --fuse-arg=--march-chunk=2`). A refactoring that
changes no behaviour shows no VERDICT, STRATEGY or FUSED lines; the
others say what a report now prints differently. Exit status 1 when any
VERDICT, STRATEGY or FUSED difference is found, or a binary fails on an
input where the other does not. Python 3 standard library only.
"""

import argparse
import concurrent.futures
import collections
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import gen_program  # noqa: E402
import march_fuzz  # noqa: E402

BEHAVIOUR = ("VERDICT", "STRATEGY", "FUSED", "FAILS")


def run(binary, args, timeout=120):
    try:
        p = subprocess.run([binary] + args, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout
    except subprocess.TimeoutExpired:
        return 124, ""


def verdicts(binary, path, flags):
    """{(name, kind): (legal, strategy, [rules], [reasons])} or None when analyze fails."""
    rc, out = run(binary, ["analyze", path, "--format=json", "--"] + flags)
    if rc != 0:
        return None
    try:
        doc = json.loads(out)
    except ValueError:
        return None
    found = {}
    for c in doc.get("candidates", []):
        found[(c["name"], c["kind"])] = (c["legal"], c.get("strategy"), c.get("rules", []),
                                         c.get("reasons", []))
    return found


def fused(binary, path, flags, fuse_args):
    rc, out = run(binary, ["fuse", path] + fuse_args + ["--"] + flags)
    return out if rc == 0 else None


def compare(old, new, path, flags, fuse_args):
    """The differences on one input: [(class, text)]."""
    diffs = []
    a, b = verdicts(old, path, flags), verdicts(new, path, flags)
    if (a is None) != (b is None):
        return [("FAILS", "analyze fails with %s only" % ("the old" if a is None else "the new"))]
    if a is not None:
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                diffs.append(("VERDICT", "%s %s: only the %s reports it" % (
                    key[0], key[1], "new" if key not in a else "old")))
                continue
            (la, sa, ra, wa), (lb, sb, rb, wb) = a[key], b[key]
            where = "%s %s" % key
            if la != lb:
                diffs.append(("VERDICT", "%s: legal %s -> %s (rules %s -> %s)" % (where, la, lb, ra, rb)))
            elif la and sa != sb:
                diffs.append(("STRATEGY", "%s: %s -> %s" % (where, sa, sb)))
            elif collections.Counter(ra) != collections.Counter(rb):
                diffs.append(("RULES", "%s: %s -> %s" % (where, ra, rb)))
            elif ra != rb:
                diffs.append(("ORDER", "%s: %s -> %s" % (where, ra, rb)))
            elif wa != wb:
                diffs.append(("REASONS", "%s: %s" % (where, [x for x in wb if x not in wa][:2])))
    fa, fb = fused(old, path, flags, fuse_args), fused(new, path, flags, fuse_args)
    if (fa is None) != (fb is None):
        diffs.append(("FAILS", "fuse fails with %s only" % ("the old" if fa is None else "the new")))
    elif fa != fb:
        diffs.append(("FUSED", "fuse output differs"))
    return diffs


def inputs(opts, work):
    """(label, path, flags) of every input."""
    out = []
    if opts.testdata:
        for root, _, files in os.walk(opts.testdata):
            for f in sorted(files):
                if f.endswith(".c") and not f.endswith(".expected.c"):
                    out.append((os.path.relpath(os.path.join(root, f), opts.testdata),
                                os.path.join(root, f), ["-fopenmp", "-I" + root]))
    for label, seeds, make in (("gen", opts.seeds, lambda s: gen_program.generate(s)[0]),
                               ("march", opts.march_seeds, march_fuzz.program)):
        if not seeds:
            continue
        a, _, b = seeds.partition(":")
        for s in range(int(a), int(b) if b else int(a) + 1):
            path = os.path.join(work, "%s_%d.c" % (label, s))
            with open(path, "w") as f:
                f.write(make(s))
            out.append(("%s seed %d" % (label, s), path, ["-fopenmp"]))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--seeds", help="gen_program.py seeds A:B")
    ap.add_argument("--march-seeds", help="march_fuzz.py seeds A:B")
    ap.add_argument("--testdata", help="a folder of C cases (testdata/)")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--fuse-arg", action="append", default=[],
                    help="an argument for fuse (repeatable), e.g. --fuse-arg=--schedule=all")
    opts = ap.parse_args()
    work = tempfile.mkdtemp(prefix="pcx_verdicts_")
    todo = inputs(opts, work)
    counts = collections.Counter()
    lines = []
    with concurrent.futures.ThreadPoolExecutor(opts.j) as pool:
        for (label, path, flags), diffs in zip(todo, pool.map(
                lambda t: compare(opts.old, opts.new, t[1], t[2], opts.fuse_arg), todo)):
            for cls, text in diffs:
                counts[cls] += 1
                lines.append("%-8s %s: %s" % (cls, label, text))
    print("verdict diff: %d inputs; %s" % (
        len(todo), ", ".join("%s %d" % kv for kv in sorted(counts.items())) or "no difference"))
    for line in lines:
        print("  " + line)
    return 1 if any(counts[c] for c in BEHAVIOUR) else 0


if __name__ == "__main__":
    sys.exit(main())
