"""Differential fuzzer for merged copy chains (CopyChainMerge.h).

Each seed is a random chain of 2 to 4 adjacent target regions that copy
elements within one 2-D or 3-D array (flat indexing, sizes as parameters):
each region loops over some dimensions from a small offset to the size
minus a small offset, and each copy's destination and source fix the
other dimensions at 0, 1, 2, n-1, n-2 or n-3 or shift a loop variable by
-1..1. Many chains race or overlap; the tool must refuse those. `main`
runs the chain at several sizes, small ones included (where the merged
region's run-time test must fail), on a buffer padded on both sides so
that every program is defined. `paracodex fuse` rewrites it; both
programs are built with clang-19 -fopenmp and run on one host thread,
and the merged program once more with its merged loop run backwards (its
iterations must be independent, so any order must do, and reversing every
pair shows a missed dependence every time, where threads show it only by
chance); the outputs must equal the original's sequential run, and fusing
the output again must change nothing.

Classes: merged-equal, kept, MISMATCH, NOT_IDEMPOTENT, FUSED_DOES_NOT_COMPILE, CRASH,
TOOL_ERROR, ORIGINAL_BAD.

Usage: python3 fuzz/copy_chain_fuzz.py --seeds A:B [--paracodex BIN] [-j N] [--keep DIR]"""
import os
import random
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from march_fuzz import run  # noqa: E402
from seed_driver import drive  # noqa: E402


def program(seed):
    rng = random.Random(seed)
    dims = rng.choice([2, 3, 3])
    names = ["n1", "n2", "n3"][:dims]          # n1 is the unit-stride size
    loopvar = ["i1", "i2", "i3"][:dims]
    directive = rng.choice(["target teams distribute parallel for"] * 3 + ["target teams loop"])
    # Loop variables declared once at the top and reused by every region
    # (C89 style: one variable for several regions' loops, the shape a
    # review found forwarding to get wrong).
    outside = rng.random() < 0.35
    # Some loops start at the parameter `lo` (1 at run time).
    param_lo = rng.random() < 0.25

    def index(coords):  # coords[d] for d = 0 (i1) .. dims-1, as text
        if dims == 2:
            return "u[(%s) * n1 + (%s)]" % (coords[1], coords[0])
        return "u[((%s) * n2 + (%s)) * n1 + (%s)]" % (coords[2], coords[1], coords[0])

    def fixed(d):
        return rng.choice(["0", "1", "2", "%s - 1" % names[d], "%s - 2" % names[d], "%s - 3" % names[d]])

    regions = []
    # A transposing copy mixes the loop variables of two dimensions.
    transpose = dims == 2 and rng.random() < 0.25
    for _ in range(rng.randint(2, 4)):
        looped = sorted(rng.sample(range(dims), rng.randint(1, dims - 1 if rng.random() < 0.8 else dims)))
        bounds = {d: (rng.randint(0, 2), rng.randint(0, 2)) for d in looped}
        stmts = []
        for _ in range(rng.randint(1, 2)):
            dst, src = [], []
            for d in range(dims):
                if d in looped:
                    dst.append(loopvar[d] + rng.choice(["", "", " + 1", " - 1"]))
                    src.append(loopvar[d] + rng.choice(["", "", "", " + 1", " - 1"]))
                else:
                    dst.append(fixed(d))
                    src.append(fixed(d))
            if transpose and len(looped) == 2 and rng.random() < 0.5:
                src = [src[1], src[0]]
            stmts.append("%s = %s;" % (index(dst), index(src)))
        regions.append((looped, bounds, stmts))

    body = []
    for looped, bounds, stmts in regions:
        outer = list(reversed(looped))  # slowest dimension first
        clause = " collapse(%d)" % len(outer) if len(outer) > 1 else ""
        body.append("#pragma omp %s%s" % (directive, clause))
        for k, d in enumerate(outer):
            lo, hi = bounds[d]
            first = "lo" if param_lo and lo == 1 else str(lo)
            body.append("  " * k + "for (%s%s = %s; %s < %s - %d; %s++)" % (
                "" if outside else "int ", loopvar[d], first, loopvar[d], names[d], hi, loopvar[d]))
        ind = "  " * len(outer)
        if len(stmts) == 1:
            body.append(ind + stmts[0])
        else:
            body.append(ind[:-2] + "  {")
            body += [ind + s for s in stmts]
            body.append(ind[:-2] + "  }")
    params = ", ".join("int %s" % n for n in names)
    if outside:
        body.insert(0, "int %s;" % ", ".join(loopvar))
    if param_lo:
        body.insert(0, "const int lo = 1;")
    sizes = [[rng.choice([1, 2, 3, 4, 5, 7, 9]) for _ in names] for _ in range(3)] + \
            [[rng.randint(4, 9) for _ in names]]
    calls = "\n".join("  run(%s);" % ", ".join(map(str, s)) for s in sizes)
    size = " * ".join(names)
    return """#include <stdio.h>
#include <stdlib.h>

static void chain(double *u, %s)
{
%s
}

static void run(%s)
{
  long n = (long)%s, pad = 4L * n + 64;
  double *buf = malloc(sizeof(double) * (n + 2 * pad)), *u = buf + pad;
  for (long p = 0; p < n + 2 * pad; p++)
    buf[p] = (double)((p * 37 + %d) %% 101);
#pragma omp target data map(tofrom: buf[0:n + 2 * pad])
  chain(u, %s);
  double s = 0;
  for (long p = 0; p < n + 2 * pad; p++)
    s = s * 1.000001 + buf[p];
  printf("%%.17g\\n", s);
  free(buf);
}

int main(void)
{
%s
  return 0;
}
""" % (params, "\n".join("  " + line for line in body), params, size, seed % 13,
       ", ".join(names), calls)


def one(seed, opts):
    work = tempfile.mkdtemp(prefix="pcx_copy_")
    try:
        with open(os.path.join(work, "prog.c"), "w") as f:
            f.write(program(seed))
        rc, _, err = run([opts.paracodex, "fuse", "prog.c", "--explain", "-o", "merged.c",
                          "--", "-fopenmp"], work)
        if rc >= 3 or rc < 0:
            return seed, "CRASH", err[-300:], work
        if rc != 0:
            return seed, "TOOL_ERROR", err[-300:], work
        text = open(os.path.join(work, "merged.c")).read()
        merged = "merged-copies" in text
        if merged:
            # The merged loop run backwards: its iterations must not depend
            # on each other, so any order gives the sequence's result; one
            # thread running them in reverse shows a missed dependence
            # every time, where threads show it only by chance.
            loop = re.compile(r"for \(long long pcx_copy_t = 0; pcx_copy_t < (\w+); pcx_copy_t\+\+\) \{")
            reverse = loop.sub(lambda m: "for (long long pcx_copy_r = 0; pcx_copy_r < %s; pcx_copy_r++) "
                               "{ long long pcx_copy_t = %s - 1 - pcx_copy_r;" % (m.group(1), m.group(1)), text)
            if reverse == text:
                return seed, "TOOL_ERROR", "fuzzer: no merged loop to reverse", work
            with open(os.path.join(work, "reversed.c"), "w") as f:
                f.write(reverse)
        if merged:
            rc, again, err = run([opts.paracodex, "fuse", "merged.c", "--", "-fopenmp"], work)
            if rc != 0 or again != text:
                return seed, "NOT_IDEMPOTENT", err[-300:], work
        outs = {}
        for src in ("prog.c", "merged.c", "reversed.c") if merged else ("prog.c",):
            rc, _, err = run(["clang-19", "-O1", "-fopenmp", "-w", src, "-o", src + ".exe"], work)
            if rc != 0:
                return seed, "ORIGINAL_BAD" if src == "prog.c" else "FUSED_DOES_NOT_COMPILE", err[-300:], work
            for threads in ("1",):
                rc, out, err = run(["env", "OMP_NUM_THREADS=" + threads, "./" + src + ".exe"], work, 20)
                if rc != 0:
                    return seed, "ORIGINAL_BAD" if src == "prog.c" else "MISMATCH", err[-300:], work
                outs[src, threads] = out
        if not merged:
            return seed, "kept", "", work
        # The original is defined by its sequential run: a region the tool
        # left alone may race, so runs on three threads can differ by chance
        # (session 9 saw 11 of 980 such programs); the merged program must
        # give the sequential result forwards and backwards on one thread.
        reference = outs["prog.c", "1"]
        for key in [("reversed.c", "1"), ("merged.c", "1")]:
            if outs[key] != reference:
                return seed, "MISMATCH", "%s threads=%s: %r vs %r" % (key[0], key[1], reference, outs[key]), work
        return seed, "merged-equal", "", work
    except Exception as e:  # a bug of this script, reported as such
        return seed, "TOOL_ERROR", "fuzzer: %s" % e, work


def main():
    return drive(__doc__.split("\n")[0], "copy-chain fuzz", one, ("kept", "merged-equal"))


if __name__ == "__main__":
    sys.exit(main())
