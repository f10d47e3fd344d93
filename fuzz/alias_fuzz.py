"""Differential fuzzer for fusions under the run-time overlap test when the
arrays of two adjacent regions may be one buffer (keep-store and horizontal
pairs, GuardedFusion.h).

Each seed is a function of two adjacent target regions over one 1-D or 2-D
loop nest (2-D: flat `a[j * nx + i]`, collapse(2)), whose 2 to 4 array
parameters have no `restrict`; each region stores one or two elements per
iteration at small offsets (-1..1, a row, or an offset parameter `k`) and
reads others. `main` calls it several times on one buffer: once with the
arrays apart, then with layouts where they overlap (a second array one
element or one row into the first, two names for one array). Every layout
is checked here, by enumerating the iterations with the sizes main uses,
to leave each region free of races, so that the original's result does
not depend on the order of its iterations; layouts that race are dropped.
`paracodex fuse` rewrites the file; original and fused are built with
clang-19 -fopenmp, and the fused one run on 1 and 2 threads and once more
with every loop reversed (a missed dependence between iterations shows on
one thread every time; threads show it by chance). Each must print what the
original prints on one thread; fusing the output again must change nothing.

Classes: fused-equal, kept, MISMATCH, NOT_IDEMPOTENT, FUSED_DOES_NOT_COMPILE,
CRASH, TOOL_ERROR, ORIGINAL_BAD.

Usage: python3 fuzz/alias_fuzz.py --seeds A:B [--paracodex BIN] [-j N] [--keep DIR]"""
import os
import random
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from march_fuzz import run  # noqa: E402
from seed_driver import drive  # noqa: E402

NAMES = ["a", "b", "c", "d"]


def design(rng):
    """The function's shape: dims, bounds, arrays and the two bodies, each
    statement (target, target offset, [(array, offset, coefficient)], op)."""
    dims = rng.choice([1, 1, 2])
    narrays = rng.randint(2, 4)
    arrays = NAMES[:narrays]
    use_k = rng.random() < 0.2
    lo, hi = rng.randint(0, 2), rng.randint(0, 2)
    offsets = ["0", "0", "0", "1", "-1"] + (["nx", "-nx"] if dims == 2 else []) + (["k"] if use_k else [])

    def stmt():
        target = rng.choice(arrays)
        toff = rng.choice(["0", "0", "0", "0"] + offsets)
        reads = [(rng.choice(arrays), rng.choice(offsets), rng.choice(["0.5", "0.25", "2.0", "1.5"]))
                 for _ in range(rng.randint(1, 3))]
        op = rng.choice(["=", "=", "+="])
        return target, toff, reads, op

    bodies = [[stmt() for _ in range(rng.randint(1, 2))] for _ in range(2)]
    # The second reads what the first stores, at the same point, most of
    # the time: the keep-store shape.
    if rng.random() < 0.7:
        t, toff, _, _ = bodies[0][0]
        bodies[1][0][2][0] = (t, toff, "1.0")
    return dict(dims=dims, arrays=arrays, use_k=use_k, lo=lo, hi=hi, bodies=bodies)


def iterations(d, n, nx):
    if d["dims"] == 1:
        return [(i,) for i in range(d["lo"], n - d["hi"])]
    ny = n // nx
    return [(j, i) for j in range(d["lo"], ny - d["hi"]) for i in range(d["lo"], nx - d["hi"])]


def point(d, it, nx):
    return it[0] if d["dims"] == 1 else it[0] * nx + it[1]


def offset_value(off, nx, k):
    return {"0": 0, "1": 1, "-1": -1, "nx": nx, "-nx": -nx, "k": k}[off]


def race_free(d, bases, n, nx, k):
    """Whether each region, with the arrays at \\p bases, has no element
    that one iteration stores and another touches."""
    for body in d["bodies"]:
        writer, touched = {}, {}
        for it in iterations(d, n, nx):
            p = point(d, it, nx)
            for target, toff, reads, op in body:
                for a, off, _ in reads:
                    touched.setdefault(bases[a] + p + offset_value(off, nx, k), set()).add(it)
                w = bases[target] + p + offset_value(toff, nx, k)
                if writer.get(w, it) != it:
                    return False
                writer[w] = it
                touched.setdefault(w, set()).add(it)
        for w, it in writer.items():
            if touched[w] - {it}:
                return False
    return True


def layouts(d, rng, n, nx, pad):
    """Base offsets of the arrays in the buffer for each call: apart first,
    then overlapping ones that leave each region race-free."""
    span = n + 2 * nx + 8
    apart = {a: pad + m * span for m, a in enumerate(d["arrays"])}
    chosen = [apart]
    shifts = [0, 1, -1, 2, -2] + ([nx, -nx, nx + 1] if d["dims"] == 2 else [])
    for _ in range(80):
        base = pad + span
        lay = {}
        for a in d["arrays"]:
            lay[a] = rng.choice([base + rng.choice(shifts), apart[a]])
        if lay != apart and lay not in chosen:
            k = 1 if d["use_k"] else 0
            if race_free(d, lay, n, nx, k):
                chosen.append(lay)
        if len(chosen) >= 8:
            break
    return chosen


def program(seed):
    rng = random.Random(seed * 31 + 7)
    # A design whose regions race even on arrays apart is drawn again.
    for _ in range(100):
        d = design(rng)
        n, nx = rng.choice([12, 17, 40]), 1
        if d["dims"] == 2:
            nx = rng.choice([5, 6, 8])
            n = nx * rng.choice([4, 6, 7])
        pad = 4 * n + 64
        calls = layouts(d, rng, n, nx, pad)
        if race_free(d, calls[0], n, nx, 1 if d["use_k"] else 0):
            break
    else:
        raise ValueError("no race-free design")
    directive = "target teams distribute parallel for"

    def index(off, dims):
        idx = "i" if dims == 1 else "j * nx + i"
        return idx if off == "0" else "%s + %s" % (idx, off) if not off.startswith("-") else "%s - %s" % (idx, off[1:])

    lines = []
    headers = []
    for body in d["bodies"]:
        if d["dims"] == 1:
            hdr = ["for (int i = %d; i < n - %d; i++)" % (d["lo"], d["hi"])]
            lines.append("#pragma omp %s" % directive)
        else:
            hdr = ["for (int j = %d; j < ny - %d; j++)" % (d["lo"], d["hi"]),
                   "  for (int i = %d; i < nx - %d; i++)" % (d["lo"], d["hi"])]
            lines.append("#pragma omp %s collapse(2)" % directive)
        headers += [h.strip() for h in hdr]
        lines += hdr
        ind = "  " * len(hdr)
        stmts = []
        for target, toff, reads, op in body:
            rhs = " + ".join("%s * %s[%s]" % (c, a, index(off, d["dims"])) for a, off, c in reads)
            stmts.append("%s[%s] %s %s + 0.125;" % (target, index(toff, d["dims"]), op, rhs))
        if len(stmts) == 1:
            lines.append(ind + stmts[0])
        else:
            lines.append(ind[:-2] + "{")
            lines += [ind + s for s in stmts]
            lines.append(ind[:-2] + "}")
    params = ", ".join("double *%s" % a for a in d["arrays"])
    params += ", int n" if d["dims"] == 1 else ", int ny, int nx"
    if d["use_k"]:
        params += ", int k"
    args = lambda lay: ", ".join("buf + %d" % lay[a] for a in d["arrays"]) + (
        ", %d" % n if d["dims"] == 1 else ", %d, %d" % (n // nx, nx)) + (", 1" if d["use_k"] else "")
    total = max(max(lay.values()) for lay in calls) + n + 2 * nx + pad
    body_calls = "\n".join("  once(buf, %d);\n#pragma omp target data map(tofrom: buf[0:%d])\n  step(%s);\n  show(buf, %d);"
                           % (total, total, args(lay), total) for lay in calls)
    text = """#include <stdio.h>
#include <stdlib.h>

void step(%s)
{
%s
}

static void once(double *buf, long total)
{
  for (long p = 0; p < total; p++)
    buf[p] = (double)((p * 37 + %d) %% 101) / 8.0;
}

static void show(const double *buf, long total)
{
  double s = 0;
  for (long p = 0; p < total; p++)
    s = s * 1.000001 + buf[p];
  printf("%%.17g\\n", s);
}

int main(void)
{
  double *buf = malloc(sizeof(double) * %d);
%s
  free(buf);
  return 0;
}
""" % (params, "\n".join("  " + l for l in lines), seed % 11, total, body_calls)
    return text, headers


def reversed_loops(text, headers):
    """Every generated loop run from its last iteration to its first."""
    for h in set(headers):
        m = re.match(r"for \(int (\w) = (\d+); \1 < (\w+) - (\d+); \1\+\+\)", h)
        v, first, size, hi = m.groups()
        text = text.replace(h, "for (int %s = %s - %s - 1; %s >= %s; %s--)" % (v, size, hi, v, first, v))
    return text


def one(seed, opts):
    work = tempfile.mkdtemp(prefix="pcx_alias_")
    try:
        text, headers = program(seed)
        with open(os.path.join(work, "prog.c"), "w") as f:
            f.write(text)
        rc, _, err = run([opts.paracodex, "fuse", "prog.c", "-o", "fused.c", "--", "-fopenmp"], work)
        if rc >= 3 or rc < 0:
            return seed, "CRASH", err[-300:], work
        if rc != 0:
            return seed, "TOOL_ERROR", err[-300:], work
        fused = open(os.path.join(work, "fused.c")).read()
        changed = fused != text
        if changed:
            rc, again, err = run([opts.paracodex, "fuse", "fused.c", "--", "-fopenmp"], work)
            if rc != 0 or again != fused:
                return seed, "NOT_IDEMPOTENT", err[-300:], work
            back = reversed_loops(fused, headers)
            if back == fused:
                return seed, "TOOL_ERROR", "fuzzer: no loop to reverse in the fused text", work
            with open(os.path.join(work, "backwards.c"), "w") as f:
                f.write(back)
        outs = {}
        builds = [("prog.c", []), ("fused.c", []), ("backwards.c", []),
                  ("fused.c", ["-fopenmp-targets=x86_64-pc-linux-gnu", "-Wl,-rpath,/usr/lib/llvm-19/lib"])]
        for src, flags in builds[:1] + (builds[1:] if changed else []):
            exe = src + (".offload" if flags else "") + ".exe"
            rc, _, err = run(["clang-19", "-O1", "-fopenmp", "-w"] + flags + [src, "-o", exe], work)
            if rc != 0:
                return seed, "ORIGINAL_BAD" if src == "prog.c" else "FUSED_DOES_NOT_COMPILE", err[-300:], work
            for threads in ("1",) if src != "fused.c" else ("1", "2"):
                env = ["env", "OMP_NUM_THREADS=" + threads, "OMP_TARGET_OFFLOAD=" + ("MANDATORY" if flags else "DEFAULT")]
                rc, out, err = run(env + ["./" + exe], work, 20)
                if rc != 0:
                    return seed, "ORIGINAL_BAD" if src == "prog.c" else "MISMATCH", err[-300:], work
                outs[exe, threads] = out
        if not changed:
            return seed, "kept", "", work
        reference = outs["prog.c.exe", "1"]
        for key, out in outs.items():
            if out != reference:
                return seed, "MISMATCH", "%s threads=%s: %r vs %r" % (key[0], key[1], reference[:80], out[:80]), work
        return seed, "fused-equal", "", work
    except Exception as e:  # a bug of this script, reported as such
        return seed, "TOOL_ERROR", "fuzzer: %r" % e, work


def main():
    return drive(__doc__.split("\n")[0], "alias fuzz", one, ("kept", "fused-equal"))


if __name__ == "__main__":
    sys.exit(main())
