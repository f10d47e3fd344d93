"""Differential fuzzer for the plane-march loop shape (PlaneMarch.h).

Each seed is a random race-free 3-D stencil program: one collapse(3)
region over (k, j, i), reads of two inputs at random offsets on every axis,
sometimes an in-place update, a body-local scalar, `+=`, index macros or
true 3-D arrays, loop variables declared outside, `target teams loop`,
`default` and `if` clauses, an innermost loop starting at j; loop variables
of type long, size_t, unsigned or a typedef (mixed or all one), a term that
wraps where the variable is unsigned, `sizeof` of a loop variable; one seed
in twenty has a plane (NJ x NI iterations) of at least 262144 points.
`paracodex fuse --schedule=all` rewrites it; the original and the marched
program are built with clang-19 -O2 -fopenmp for host OpenMP and for host
offload (-fopenmp-targets=x86_64-pc-linux-gnu, run with
OMP_TARGET_OFFLOAD=MANDATORY), the marched one as its standard form, with
-DPARACODEX_BARE_ON_HOST (the bare launch) and, where it marches in runs
(--fuse-arg=--march-runs), with the many-runs defines; each with
-DPARACODEX_MARCH_MIN_PLANE=0 (large planes: without, so that the default
threshold marches), plus a host build without it at small planes (the
fused form of the else branch).  Every build runs with OMP_NUM_THREADS=1
and 2 and must print the same bytes as the original (the shape promises
bit-identical results), and nothing on stderr where the original prints
nothing.  A program fuse keeps is built on the host only.

Classes: marched-equal, kept (fuse left the file alone), MISMATCH,
FUSED_DOES_NOT_COMPILE, CRASH, TOOL_ERROR, ORIGINAL_BAD.

Usage: python3 fuzz/march_fuzz.py --seeds A:B [--paracodex BIN] [-j N] [--keep DIR]
                                  [--fuse-arg=--march-chunk=N] [--fuse-arg=--march-runs]...
                                  [--threads 1,2] [--no-offload] [--bare]
  --bare: only the original and the marched program's bare form under host
          offload (for counting programs run with the bare form on)."""
import argparse
import concurrent.futures
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import run_fuzz  # noqa: E402  (its probe of host offload)


# Loop variable types of the newer seeds (tag ivtype): `idx_t` is
# `typedef long idx_t;`.
IVTYPES = ["long", "size_t", "unsigned", "idx_t"]
LARGE_PLANE = 262144  # fuse's default --march-min-plane


def program(seed):
    return generate(seed)[0]


def generate(seed):
    """(C text, feature tags) of seed's program."""
    rng = random.Random(seed)
    # what was added later draws from a stream of its own, so that the
    # older draws (and the shape underneath) stay what they were
    rng2 = random.Random(seed * 1000003 + 7)
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
    # loop variable types, a term the type changes, `sizeof` of a variable
    tmode = rng2.choices(["int", "same", "mixed"], [60, 15, 25])[0]
    if tmode == "int":
        types = ["int"] * 3
    elif tmode == "same":
        types = [rng2.choice(["long", "idx_t", "long", "idx_t", "long", "idx_t", "size_t", "unsigned"])] * 3
    else:  # k mostly signed: fuse keeps the shape of an unsigned k
        types = [rng2.choice(["int", "long", "idx_t", "long", "idx_t", "size_t", "unsigned"])] + \
                [rng2.choice(IVTYPES + ["int"]) for _ in range(2)]
    terms = []
    if rng2.random() < 0.2:  # (k - 3) wraps where k is unsigned
        v = rng2.choice("kji")
        terms.append("(%s)((%s - 3) / 2 %% 5)" % (elem, v))
    sz = rng2.choices(["none", "paren", "bare"], [90, 5, 5])[0]
    if sz != "none":
        v = rng2.choice("kji")
        terms.append(("(%s)sizeof(%s)" if sz == "paren" else "(%s)sizeof %s") % (elem, v))
    if terms:
        lines[-1] = lines[-1][:-1] + " + " + " + ".join(terms) + ";"
    # a plane of at least 262144 points, so that the default threshold
    # marches (built without -DPARACODEX_MARCH_MIN_PLANE=0)
    large = rng2.random() < 0.05
    if large:
        nk = lo[0] + hi[0] + rng2.randint(1, 2)
        ni = rng2.randint(500, 700)
        span_i = ni - lo[2] - hi[2]
        nj = -(-LARGE_PLANE // span_i) + lo[1] + hi[1] + rng2.randint(0, 20)
        nonrect = False  # a triangle of the plane: kept rectangular here
    tags = {"ivtype": tmode, "ivterm": int(len(terms) > (sz != "none")),
            "sizeof": sz, "plane": "large" if large else "small"}
    decls = ["" if outside else t + " " for t in types]
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

%sstatic int kern(%s, %s c)
{
  %s
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
""" % (nk + 0, nj, ni, "typedef long idx_t;\n\n" if "idx_t" in types else "", params, elem,
       "int k = -3, j = -3, i = -3;" if types == ["int"] * 3 else
       "\n  ".join("%s %s = -3;" % (t, v) for t, v in zip(types, "kji")),
       directive, (extra + " " + maps).strip(),
       decls[0], lo[0], hi[0], decls[1], lo[1], hi[1], decls[2],
       ("%d + (j - %d)" % (lo[2], lo[1])) if nonrect else str(lo[2]), hi[2], body,
       elem, elem, seed % 7, elem, seed % 5, elem,
       "(void *)a, (void *)b, (void *)out" if style == "array" else "a, b, out",
       elem, "3" if elem == "long" else "0.75")
    return src, tags


def run(cmd, cwd, timeout=60, env=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"


OFFLOAD = ["-fopenmp-targets=x86_64-pc-linux-gnu", "-Wl,-rpath,/usr/lib/llvm-19/lib"]
MIN0 = ["-DPARACODEX_MARCH_MIN_PLANE=0"]
BARE = ["-DPARACODEX_BARE_ON_HOST"]
# the bare launch marching a run of planes a block (--fuse-arg=--march-runs)
MANY_RUNS = BARE + ["-DPARACODEX_BARE_BLOCKS=1000000", "-DPARACODEX_BARE_MIN_RUN=1"]


def builds(marched, runs, large, opts):
    """(name, source, mode, defines) of every build of one seed.  Small
    grids are built with -DPARACODEX_MARCH_MIN_PLANE=0, so that they march;
    large planes (>= 262144 points) without, so that the default threshold
    decides.  A marched program is compared with the original built the
    same way (under --bare: with the host build of the original)."""
    base = [] if large else MIN0
    modes = opts.modes
    if opts.bare:  # the bare form on under host offload, and little else
        if not marched:
            return []
        out = [("orig-host", "prog.c", "host", base), ("offload-bare", "marched.c", "offload", base + BARE)]
        if runs:
            out.append(("offload-runs", "marched.c", "offload", base + MANY_RUNS))
        return out
    if not marched:  # the original on the host only: that it builds and runs
        return [("orig-host", "prog.c", "host", base)]
    out = [("orig-" + m, "prog.c", m, base) for m in modes]
    for m in modes:
        # the marched program as its standard form, as its bare launch taken
        # with no GPU (BareLaunch.h) and, where it marches in runs
        # (--march-runs), with a run of planes a block
        out += [(m, "marched.c", m, base), (m + "-bare", "marched.c", m, base + BARE)]
        if runs:
            out.append((m + "-runs", "marched.c", m, base + MANY_RUNS))
    if not large:  # the default threshold at a small plane: the fused form in the else branch
        out.append(("host-threshold", "marched.c", "host", []))
    return out


def one(seed, opts):
    """(seed, class, detail, work directory, tags, bare form run)"""
    work = tempfile.mkdtemp(prefix="pcx_march_")
    tags = {}
    bare_run = False
    try:
        src, tags = generate(seed)
        with open(os.path.join(work, "prog.c"), "w") as f:
            f.write(src)
        rc, _, err = run([opts.paracodex, "fuse", "prog.c", "--schedule=all", "--explain", "-o", "marched.c"] +
                         opts.fuse_arg + ["--", "-fopenmp"], work)
        with open(os.path.join(work, "fuse.stderr"), "w") as f:
            f.write(err)
        if rc >= 3 or rc < 0:
            return seed, "CRASH", err[-300:], work, tags, False
        if rc != 0:
            return seed, "TOOL_ERROR", err[-300:], work, tags, False
        marched_text = open(os.path.join(work, "marched.c")).read()
        marched = marched_text != src
        large = tags.get("plane") == "large"
        ref = {}     # (mode, threads) -> the original's (stdout, stderr)
        first = None
        runs = "PARACODEX_BARE_MIN_RUN" in marched_text
        for name, source, mode, defines in builds(marched, runs, large, opts):
            exe = name + ".exe"
            flags = ["-O2", "-fopenmp", "-w"] + (OFFLOAD if mode == "offload" else []) + defines
            rc, _, err = run(["clang-19"] + flags + [source, "-o", exe], work, 180)
            if rc != 0:
                return (seed, "ORIGINAL_BAD" if source == "prog.c" else "FUSED_DOES_NOT_COMPILE",
                        "%s: %s" % (name, err[-300:]), work, tags, False)
            for nt in opts.threads:
                env = dict(os.environ, OMP_NUM_THREADS=str(nt))
                if mode == "offload":
                    env["OMP_TARGET_OFFLOAD"] = "MANDATORY"
                rc, out, err = run(["./" + exe], work, 60 if large else 20, env)
                label = "%s t%d" % (name, nt)
                with open(os.path.join(work, "%s_t%d.out" % (name, nt)), "w") as f:
                    f.write(out + ("" if not err else "--- stderr\n" + err))
                if source == "prog.c":
                    if rc != 0:
                        return seed, "ORIGINAL_BAD", "%s: rc %d %s" % (label, rc, err[-300:]), work, tags, False
                    if first is None:
                        first = (label, out)
                    elif out != first[1]:
                        return (seed, "ORIGINAL_BAD", "%s %r vs %s %r" % (first[0], first[1], label, out),
                                work, tags, False)
                    ref[(mode, nt)] = (out, err)
                    continue
                if rc != 0:
                    return seed, "MISMATCH", "%s: rc %d %s" % (label, rc, err[-300:]), work, tags, False
                o_out, o_err = ref.get((mode, nt)) or ref[("host", nt)]
                if out != o_out:
                    return seed, "MISMATCH", "%s: %r vs original %r" % (label, out, o_out), work, tags, False
                if err.strip() and not o_err.strip():
                    return (seed, "MISMATCH", "%s: writes to stderr, the original does not: %s" % (
                        label, err.strip()[-300:]), work, tags, False)
            if source == "marched.c" and mode == "offload" and "-DPARACODEX_BARE_ON_HOST" in defines \
                    and "ompx_bare" in marched_text:
                bare_run = True
        if not marched:
            return seed, "kept", "", work, tags, False
        return seed, "marched-equal", "", work, tags, bare_run
    except Exception as e:  # a bug of this script, reported as such
        return seed, "TOOL_ERROR", "fuzzer: %r" % e, work, tags, False


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", required=True)
    ap.add_argument("--paracodex", default=os.path.join(os.path.dirname(__file__), "..", "build", "tool",
                                                        "paracodex"))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--keep")
    ap.add_argument("--fuse-arg", action="append", default=[],
                    help="extra argument for fuse, e.g. --fuse-arg=--march-chunk=2 (repeatable)")
    ap.add_argument("--threads", default="1,2",
                    help="OMP_NUM_THREADS values every build runs with (default 1,2)")
    ap.add_argument("--no-offload", action="store_true", help="host OpenMP builds only")
    ap.add_argument("--bare", action="store_true",
                    help="only the original and the marched program's bare form under host offload "
                         "(-DPARACODEX_BARE_ON_HOST), and a count of programs it ran")
    opts = ap.parse_args()
    opts.paracodex = os.path.abspath(opts.paracodex)
    opts.threads = [int(t) for t in opts.threads.split(",") if t.strip()]
    opts.modes = ["host"]
    if not opts.no_offload:
        d = tempfile.mkdtemp(prefix="pcx_march_probe_")
        ok, why = run_fuzz.probe_offload("clang-19", d)
        shutil.rmtree(d, ignore_errors=True)
        if ok:
            opts.modes.append("offload")
        else:
            print("march_fuzz: host offload does not work here (%s)" % why, file=sys.stderr)
            if opts.bare:
                return 2
            print("            host OpenMP builds only", file=sys.stderr)
    a, _, b = opts.seeds.partition(":")
    seeds = range(int(a), int(b) if b else int(a) + 1)
    counts = {}
    bad = []
    bare_runs = 0
    per_tag = {}
    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(opts.j) as pool:
        for seed, cls, detail, work, tags, bare_run in pool.map(lambda s: one(s, opts), seeds):
            counts[cls] = counts.get(cls, 0) + 1
            bare_runs += bare_run
            for kv in sorted(tags.items()):
                per_tag.setdefault("%s=%s" % kv, {}).setdefault(cls, 0)
                per_tag["%s=%s" % kv][cls] += 1
            if cls not in ("kept", "marched-equal"):
                bad.append((seed, cls, detail, tags))
                if opts.keep:
                    dst = os.path.join(opts.keep, "seed_%d" % seed)
                    shutil.copytree(work, dst, dirs_exist_ok=True,
                                    ignore=shutil.ignore_patterns("*.exe"))
                    with open(os.path.join(dst, "RESULT.txt"), "w") as f:
                        f.write("seed %d: %s\n%s\ntags: %s\n" % (
                            seed, cls, detail, " ".join("%s=%s" % kv for kv in sorted(tags.items()))))
            shutil.rmtree(work, ignore_errors=True)
    print("march fuzz: seeds %s, %d programs, %.0f s, builds %s, OMP_NUM_THREADS %s: %s" % (
        opts.seeds, len(seeds), time.time() - t0,
        "offload bare form only" if opts.bare else "+".join(opts.modes),
        ",".join(map(str, opts.threads)), ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    if "offload" in opts.modes:
        print("  bare form run under host offload (-DPARACODEX_BARE_ON_HOST, ompx_bare in the output): "
              "%d programs" % bare_runs)
    classes = sorted(counts)
    print("  per tag: " + " ".join("%s" % c for c in classes))
    for t in sorted(per_tag):
        print("    %-22s %s" % (t, " ".join("%d" % per_tag[t].get(c, 0) for c in classes)))
    for seed, cls, detail, tags in bad:
        print("  seed %d: %s [%s] %s" % (seed, cls, " ".join("%s=%s" % kv for kv in sorted(tags.items())),
                                         detail.strip().replace("\n", " | ")[:300]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
