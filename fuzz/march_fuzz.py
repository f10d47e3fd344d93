"""Differential fuzzer for the plane-march loop shape (PlaneMarch.h).

Each seed is a random race-free 3-D stencil program: one collapse(3)
region over (k, j, i), reads of two inputs at random offsets on every axis,
sometimes an in-place update, a body-local scalar, `+=`, index macros or
true 3-D arrays, loop variables declared outside, `target teams loop`,
`default` and `if` clauses, an innermost loop starting at j.
`paracodex fuse --schedule=all` rewrites it; both programs are built with
clang-19 -O2 -fopenmp and must print the same bytes (the shape promises
bit-identical results).

Classes: marched-equal, kept (fuse left the file alone), MISMATCH,
FUSED_DOES_NOT_COMPILE, CRASH, TOOL_ERROR, ORIGINAL_BAD.

Usage: python3 fuzz/march_fuzz.py --seeds A:B [--paracodex BIN] [-j N] [--keep DIR]
                                  [--fuse-arg=--march-chunk=N] [--fuse-arg=--march-runs]..."""
import argparse
import concurrent.futures
import os
import random
import shutil
import subprocess
import sys
import tempfile


def program(seed):
    rng = random.Random(seed)
    elem = rng.choice(["double", "double", "float", "long"])
    style = rng.choice(["flat", "macro", "array"])
    outside = rng.random() < 0.3
    directive = rng.choice(["target teams distribute parallel for"] * 3 + ["target teams loop"])
    inplace = rng.random() < 0.2
    compound = not inplace and rng.random() < 0.25
    local = rng.random() < 0.3
    braces = local or rng.random() < 0.3
    nk, nj, ni = rng.randint(3, 9), rng.randint(3, 8), rng.randint(3, 10)
    # Clauses the bare launch must leave off, turn into its guard, or refuse
    # (session 13's review findings), and non-rectangular inner bounds.
    extra = rng.choice([""] * 6 + ["default(shared)", "if(c > 0)", "if(target: NK > 2)",
                                   "if(parallel: NI > 2)", "if(NK > 100)",
                                   "default(firstprivate)"])
    if not outside and rng.random() < 0.1:
        extra = "default(none) shared(a, b, out) firstprivate(c)"
    if directive.endswith("loop") and "parallel:" in extra:
        extra = ""  # `teams loop` has no parallel construct to name
    nonrect = rng.random() < 0.1

    def at(arr, dk, dj, di):
        k = "k" if dk == 0 else "k %s %d" % ("+" if dk > 0 else "-", abs(dk))
        j = "j" if dj == 0 else "j %s %d" % ("+" if dj > 0 else "-", abs(dj))
        i = "i" if di == 0 else "i %s %d" % ("+" if di > 0 else "-", abs(di))
        if style == "array":
            return "%s[%s][%s][%s]" % (arr, k, j, i)
        if style == "macro":
            return "IDX(%s, %s, %s, %s)" % (arr, k, j, i)
        return "%s[((%s) * NJ + (%s)) * NI + (%s)]" % (arr, k, j, i)

    offsets = []
    for _ in range(rng.randint(1, 9)):
        offsets.append((rng.choice("ab"), rng.randint(-2, 2), rng.randint(-1, 1), rng.randint(-1, 1)))
    if rng.random() < 0.7:  # make reuse along k likely
        arr, _, dj, di = rng.choice(offsets)
        offsets += [(arr, -1, dj, di), (arr, 1, dj, di)]
    lo = [max([0] + [-o[d] for o in offsets]) for d in (1, 2, 3)]
    hi = [max([0] + [o[d] for o in offsets]) for d in (1, 2, 3)]
    lo = [l + rng.randint(0, 1) for l in lo]
    coef = lambda: rng.choice(["2", "3", "5", "(k + 1)", "(i - j)", "c"]) if elem == "long" else \
        rng.choice(["0.5", "0.25", "1.5", "c", "(k * 0.125)", "2.0"])

    def term(o):
        return "%s * %s" % (coef(), at(*o)) if rng.random() < 0.6 else at(*o)

    rng.shuffle(offsets)
    split = rng.randint(0, len(offsets)) if local else 0
    first, rest = offsets[:split], offsets[split:]
    expr = " + ".join(term(o) for o in rest) or "c"
    store = at("out", 0, 0, 0)
    lines = []
    if local:
        lines.append("%s t = %s;" % (elem, " - ".join(term(o) for o in first) or "c"))
        expr = "t * %s + %s" % (coef(), expr)
    if inplace:
        lines.append("%s = %s + %s;" % (store, at("out", 0, 0, 0), expr))
    elif compound:
        lines.append("%s += %s;" % (store, expr))
    else:
        lines.append("%s = %s;" % (store, expr))
    decl = "" if outside else "int "
    body = "\n".join("        " + l for l in lines)
    if braces:
        body = "      {\n" + body + "\n      }"
    if style == "array":
        params = "const %s a[NK][NJ][NI], const %s b[NK][NJ][NI], %s out[NK][NJ][NI]" % (elem, elem, elem)
        maps = "map(to: a[0:NK], b[0:NK]) map(tofrom: out[0:NK])"
    else:
        params = "const %s *restrict a, const %s *restrict b, %s *restrict out" % (elem, elem, elem)
        maps = "map(to: a[0:NK*NJ*NI], b[0:NK*NJ*NI]) map(tofrom: out[0:NK*NJ*NI])"
    src = """#include <stdio.h>
#include <stdlib.h>

#define NK %d
#define NJ %d
#define NI %d
#define IDX(x, k, j, i) (x[((k) * NJ + (j)) * NI + (i)])

static int kern(%s, %s c)
{
  int k = -3, j = -3, i = -3;
  (void)j;
  (void)i;
#pragma omp %s collapse(3) %s
  for (%sk = %d; k < NK - %d; k++)
    for (%sj = %d; j < NJ - %d; j++)
      for (%si = %s; i < NI - %d; i++)
%s
  return k;
}

int main(void)
{
  static %s a[NK * NJ * NI], b[NK * NJ * NI], out[NK * NJ * NI];
  for (int p = 0; p < NK * NJ * NI; p++) {
    a[p] = (%s)((p * 37 + %d) %% 23) - 11;
    b[p] = (%s)((p * 53 + %d) %% 17) / 4;
    out[p] = (%s)(p %% 5);
  }
  int k = kern(%s, (%s)%s);
  double s = 0;
  for (int p = 0; p < NK * NJ * NI; p++)
    s = s * 1.000001 + (double)out[p];
  printf("k %%d checksum %%.17g\\n", k, s);
  return 0;
}
""" % (nk + 0, nj, ni, params, elem, directive, (extra + " " + maps).strip(),
       decl, lo[0], hi[0], decl, lo[1], hi[1], decl,
       ("%d + (j - %d)" % (lo[2], lo[1])) if nonrect else str(lo[2]), hi[2], body,
       elem, elem, seed % 7, elem, seed % 5, elem,
       "(void *)a, (void *)b, (void *)out" if style == "array" else "a, b, out",
       elem, "3" if elem == "long" else "0.75")
    return src


def run(cmd, cwd, timeout=60):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"


def one(seed, opts):
    work = tempfile.mkdtemp(prefix="pcx_march_")
    try:
        with open(os.path.join(work, "prog.c"), "w") as f:
            f.write(program(seed))
        rc, _, err = run([opts.paracodex, "fuse", "prog.c", "--schedule=all", "--explain", "-o", "marched.c"] +
                         opts.fuse_arg + ["--", "-fopenmp"], work)
        if rc >= 3 or rc < 0:
            return seed, "CRASH", err[-300:], work
        if rc != 0:
            return seed, "TOOL_ERROR", err[-300:], work
        marched = open(os.path.join(work, "marched.c")).read() != open(os.path.join(work, "prog.c")).read()
        outs = []
        # The marched program three times: its standard form, its bare launch
        # taken on the host (-DPARACODEX_BARE_ON_HOST; BareLaunch.h), and
        # that launch with a run of planes a block where it marches in runs
        # (--fuse-arg=--march-runs).
        many_runs = ["-DPARACODEX_BARE_ON_HOST", "-DPARACODEX_BARE_BLOCKS=1000000", "-DPARACODEX_BARE_MIN_RUN=1"]
        builds = [("prog.c", [])] + ([("marched.c", []), ("marched.c", ["-DPARACODEX_BARE_ON_HOST"]),
                                      ("marched.c", many_runs)] if marched else [])
        for k, (src, defines) in enumerate(builds):
            # Marched at any size: the fuzzer's grids are far below the plane
            # size from which fuse's output marches by default.
            exe = "%s.%d.exe" % (src, k)
            rc, _, err = run(["clang-19", "-O2", "-fopenmp", "-w", "-DPARACODEX_MARCH_MIN_PLANE=0"] + defines +
                             [src, "-o", exe], work)
            if rc != 0:
                return seed, "ORIGINAL_BAD" if src == "prog.c" else "FUSED_DOES_NOT_COMPILE", err[-300:], work
            rc, out, err = run(["./" + exe], work, 20)
            if rc != 0:
                return seed, "ORIGINAL_BAD" if src == "prog.c" else "MISMATCH", err[-300:], work
            outs.append(out)
        if not marched:
            return seed, "kept", "", work
        for other in outs[1:]:
            if other != outs[0]:
                return seed, "MISMATCH", "%r vs %r" % (outs[0], other), work
        return seed, "marched-equal", "", work
    except Exception as e:  # a bug of this script, reported as such
        return seed, "TOOL_ERROR", "fuzzer: %s" % e, work


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", required=True)
    ap.add_argument("--paracodex", default=os.path.join(os.path.dirname(__file__), "..", "build", "tool",
                                                        "paracodex"))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--keep")
    ap.add_argument("--fuse-arg", action="append", default=[],
                    help="extra argument for fuse, e.g. --fuse-arg=--march-chunk=2 (repeatable)")
    opts = ap.parse_args()
    opts.paracodex = os.path.abspath(opts.paracodex)
    a, _, b = opts.seeds.partition(":")
    seeds = range(int(a), int(b) if b else int(a) + 1)
    counts = {}
    bad = []
    env = dict(os.environ, OMP_NUM_THREADS="3")
    os.environ.update(env)
    with concurrent.futures.ThreadPoolExecutor(opts.j) as pool:
        for seed, cls, detail, work in pool.map(lambda s: one(s, opts), seeds):
            counts[cls] = counts.get(cls, 0) + 1
            if cls not in ("kept", "marched-equal"):
                bad.append((seed, cls, detail))
                if opts.keep:
                    shutil.copytree(work, os.path.join(opts.keep, "seed_%d" % seed), dirs_exist_ok=True)
            shutil.rmtree(work, ignore_errors=True)
    print("march fuzz: seeds %s, %d programs: %s" % (opts.seeds, len(seeds),
                                                    ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    for seed, cls, detail in bad:
        print("  seed %d: %s %s" % (seed, cls, detail.strip().replace("\n", " | ")[:300]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
