"""Differential fuzzer for side-by-side fusion over different ranges
(same-iteration-space's box, plan/HorizontalLayout.cpp).

Each seed is a function with two adjacent target regions of one depth (1
or 2, collapsed) inside a `target data` region, each loop with its own
start (0, 1, 2 or the parameter `lo`) and end (`n`, `n - 1`, `n + 1`, `m`,
`m - 2`, a constant) tested with `<` or `<=`: independent (the second
writes another array: a horizontal pair), or the second reading what the
first wrote at the same point or one point off (a keep-store pair, whose
read one point off recomputes the first's value since session 37, or a
refusal), sometimes into a reduction. Some seeds break one condition of
the rule on purpose: a step of 2, an inner bound on the outer variable, a
`lastprivate`, loop variables of other types, a bound of another type.
Some put host statements between the regions (movable-between): ones that
only prepare the second body (`k = m + 1;`, `const int kk = n - m;`) and
ones that change what the first region may read (`n = n - 1;`,
`lo = lo + 1;`).
`main` runs the function at several sizes (0 and 1 among them, and sizes
where either range is empty or holds the other) on padded flat buffers
and prints checksums. `paracodex fuse` rewrites it; original and fused are
built with clang-19 -fopenmp, on the host with 1 and 3 threads and under
host offload (OMP_TARGET_OFFLOAD=MANDATORY); every output must equal the
original's run on one thread, and fusing the output again must change
nothing.

Classes: fused-equal, kept, MISMATCH, NOT_IDEMPOTENT, FUSED_DOES_NOT_COMPILE, CRASH,
TOOL_ERROR, ORIGINAL_BAD.

Usage: python3 fuzz/box_fuzz.py --seeds A:B [--paracodex BIN] [-j N] [--keep DIR]"""
import os
import random
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from march_fuzz import OFFLOAD, run  # noqa: E402
from seed_driver import drive  # noqa: E402

WIDTH = 24  # a row of the flat buffers; every index is 2*WIDTH + [-WIDTH, 12*WIDTH)


def program(seed):
    rng = random.Random(seed)
    depth = rng.choice([1, 1, 2])
    kind = rng.choice(["horizontal", "keep", "keep", "reduce"])
    vtype = rng.choice(["int", "int", "long", "size_t"])
    flaw = rng.choice([None] * 6 + ["step", "triangle", "lastprivate", "vartype", "boundtype"])
    names = ["i", "j"][:depth]
    other = [rng.choice([v, v + "2"]) for v in names]  # the second's loop variables

    def loop(var, typ, d, which):
        start = rng.choice(["0", "0", "1", "2", "lo"])
        if vtype == "size_t" and start == "lo":
            start = "1"
        end = rng.choice(["n", "n - 1", "n + 1", "m", "m - 2", "5", "(n)"])
        if vtype == "size_t" and end in ("n - 1", "m - 2"):
            end = end.replace(" - ", " + ")  # no wrap-around below zero
        op = rng.choice(["<", "<", "<="])
        step = var + "++"
        if flaw == "step" and which == 1 and d == depth - 1:
            step = var + " += 2"
        if flaw == "triangle" and which == 0 and d == 1:
            # (An inner start on the outer variable with an end below it
            # crashed the original under clang-19's collapse: seed 84.)
            start, end, op = "0", names[0], "<"
        if flaw == "boundtype" and which == 1 and d == 0:
            end = "(long)" + end if typ == "int" else "(int)(" + end + ")"
        return "for (%s %s = %s; %s %s %s; %s)" % (typ, var, start, var, op, end, step)

    def index(vs, shift=0):
        flat = "%d + (%s)" % (2 * WIDTH, vs[0]) if depth == 1 else \
            "%d + (%s) * %d + (%s)" % (2 * WIDTH, vs[0], WIDTH, vs[1])
        return flat + (" + %d" % shift if shift > 0 else " - %d" % -shift if shift < 0 else "")

    type2 = vtype
    if flaw == "vartype":
        type2 = "long" if vtype == "int" else "int"
    directive = rng.choice(["target teams distribute parallel for", "target teams loop",
                            "target teams distribute parallel for simd"])
    collapse = " collapse(2)" if depth == 2 else ""
    last = " lastprivate(t)" if flaw == "lastprivate" else ""
    if last and directive == "target teams loop":
        directive = "target teams distribute parallel for"
    lines = ["#pragma omp %s%s%s" % (directive, collapse, last)]
    for d, v in enumerate(names):
        lines.append("  " * d + loop(v, vtype, d, 0))
    ind = "  " * depth
    lines.append(ind[:-2] + "{")
    lines.append(ind + ("t" if last else "double t") + " = 0.5 * c[%s] + %d;" % (index(names), seed % 7))
    lines.append(ind + "a[%s] = t;" % index(names))
    lines.append(ind[:-2] + "}")
    reduce = kind == "reduce"
    # Host statements between the regions (movable-between): `k` and `kk`
    # only prepare the second body; `n` and `lo` may be the first's bounds,
    # which must keep the statement where it is.
    between = rng.choice([None, None, None, "k", "const", "n", "lo"])
    if between == "n" and "size_t" in (vtype, type2):
        between = "lo"  # n = -1 would be SIZE_MAX in a size_t loop
    use = ""
    if between == "k":
        lines.append("k = m + %d; /* prepares the second */" % (seed % 5))
        use = " + 0.25 * k"
    elif between == "const":
        lines.append("const int kk = n - m;")
        use = " + 0.25 * kk"
    elif between == "n":
        lines.append("n = n - 1;")
    elif between == "lo":
        lines.append("lo = lo + 1;")
    lines.append("#pragma omp %s%s%s" % (directive, collapse, " reduction(+: s)" if reduce else ""))
    for d, v in enumerate(other):
        lines.append("  " * d + loop(v, type2, d, 1))
    shift = rng.choice([0, 0, 0, 1, -1])
    if kind == "horizontal":
        body = "b[%s] = 2.0 * c[%s] + 1.0%s;" % (index(other), index(other, shift), use)
    elif kind == "keep":
        body = "b[%s] = a[%s] * 3.0 - c[%s]%s;" % (index(other), index(other, shift),
                                                   index(other), use)
    else:
        body = "s += a[%s] * (1.0 + 0.125 * (%s))%s;" % (index(other, shift), other[-1], use)
    lines.append(ind + body)
    sizes = [(rng.randint(0, 9), rng.randint(0, 9)) for _ in range(3)] + [(0, 4), (1, 1), (9, 2)]
    calls = "\n".join("  run(%d, %d);" % nm for nm in sizes)
    return """#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

static double step(double *restrict a, double *restrict b, const double *restrict c, int n, int m,
                   int lo)
{
  double s = 0.0, t = 0.0;
  int k = 0;
#pragma omp target data map(tofrom: a[0:%(len)d], b[0:%(len)d], s, t) map(to: c[0:%(len)d])
  {
%(body)s
  }
  return s + t;
}

static void run(int n, int m)
{
  double *buf = malloc(sizeof(double) * 3 * %(len)d);
  for (int p = 0; p < 3 * %(len)d; p++)
    buf[p] = (double)((p * 37 + %(salt)d) %% 101) / 8.0;
  double r = step(buf, buf + %(len)d, buf + 2 * %(len)d, n, m, 1);
  double h = 0.0;
  for (int p = 0; p < 3 * %(len)d; p++)
    h = h * 1.000001 + buf[p];
  printf("%%d %%d %%.17g %%.17g\\n", n, m, r, h);
  free(buf);
}

int main(void)
{
%(calls)s
  return 0;
}
""" % {"len": 14 * WIDTH, "salt": seed % 13, "calls": calls,
       "body": "\n".join("  " + line for line in lines)}


def one(seed, opts):
    work = tempfile.mkdtemp(prefix="pcx_box_")
    try:
        with open(os.path.join(work, "prog.c"), "w") as f:
            f.write(program(seed))
        rc, _, err = run([opts.paracodex, "fuse", "prog.c", "-o", "fused.c", "--", "-fopenmp"], work)
        if rc >= 3 or rc < 0:
            return seed, "CRASH", err[-300:], work
        if rc != 0:
            return seed, "TOOL_ERROR", err[-300:], work
        prog = open(os.path.join(work, "prog.c")).read()
        text = open(os.path.join(work, "fused.c")).read()
        fused = text != prog
        if fused:
            rc, again, err = run([opts.paracodex, "fuse", "fused.c", "--", "-fopenmp"], work)
            if rc != 0 or again != text:
                return seed, "NOT_IDEMPOTENT", err[-300:], work
        outs = {}
        for src in ("prog.c", "fused.c") if fused else ("prog.c",):
            for mode, flags in (("host", []), ("offload", OFFLOAD)):
                exe = "%s.%s.exe" % (src, mode)
                rc, _, err = run(["clang-19", "-O1", "-fopenmp", "-w"] + flags + [src, "-o", exe], work)
                if rc != 0:
                    return seed, "ORIGINAL_BAD" if src == "prog.c" else "FUSED_DOES_NOT_COMPILE", \
                        err[-300:], work
                for threads in ("1", "3") if mode == "host" else ("2",):
                    env = dict(os.environ, OMP_NUM_THREADS=threads, OMP_TARGET_OFFLOAD="MANDATORY",
                               LD_LIBRARY_PATH="/usr/lib/llvm-19/lib")
                    rc, out, err = run(["./" + exe], work, 30, env)
                    if rc != 0:
                        return seed, "ORIGINAL_BAD" if src == "prog.c" else "MISMATCH", err[-300:], work
                    outs[src, mode, threads] = out
        reference = outs["prog.c", "host", "1"]
        for key, out in outs.items():
            if out != reference:
                if key[0] == "prog.c":
                    return seed, "ORIGINAL_BAD", "the original differs between runs %r" % (key,), work
                return seed, "MISMATCH", "%s: %r vs %r" % (key, reference[:200], out[:200]), work
        return seed, "fused-equal" if fused else "kept", "", work
    except Exception as e:  # a bug of this script, reported as such
        return seed, "TOOL_ERROR", "fuzzer: %s" % e, work


def main():
    return drive(__doc__.split("\n")[0], "box fuzz", one, ("kept", "fused-equal"))


if __name__ == "__main__":
    sys.exit(main())
