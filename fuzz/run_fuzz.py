#!/usr/bin/env python3
"""Differential fuzzer for `paracodex fuse`.

    run_fuzz.py --seeds A:B [-j N] [--paracodex PATH] [--keep DIR]

For each seed in [A, B): generate a program (gen_program.py), run
`paracodex fuse prog.c -o fused.c -- -fopenmp` and
`paracodex analyze prog.c --format=json -- -fopenmp`; when fuse changed
the program, build the original and the fused program with clang-19 for
host OpenMP and for host offload (x86_64 as the device: separate device
memory, so wrong maps show), run each with OMP_NUM_THREADS=1, 2 and 3
(--threads), and compare the outputs exactly: stdout always, stderr where
the original's is empty.

Classes (one per seed, the first that applies in this order):
  CRASH                   paracodex died by a signal, exited >= 128, printed
                          a 'Stack dump', or ran past its time limit
  TOOL_ERROR              paracodex exited non-zero otherwise, or analyze did
                          not print a JSON document (the input is valid C)
  ORIGINAL_BAD            the generated program itself does not build, fails,
                          or prints different things in two build modes or
                          at two thread counts: a generator bug
  FUSED_DOES_NOT_COMPILE  the fused program does not build
  MISMATCH                the fused program prints something else than the
                          original (or fails, or hangs) in some build mode at
                          some thread count, or writes to stderr where the
                          original does not (libomp's "Cannot form a team")
  ANALYZE_FUSE_DISAGREE   analyze's verdicts and what fuse did differ: a
                          candidate legal in the JSON that fuse did not fuse,
                          a fused one the JSON calls refused, or a count that
                          differs (the outputs were equal)
  fused-equal             fused, and every output equal
  refused                 fuse left the program unchanged (and analyze agrees)

Exit status 1 when any seed is in one of the first six classes, else 0.
Python 3 standard library only.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import gen_program  # noqa: E402

FAIL_CLASSES = ["CRASH", "TOOL_ERROR", "ORIGINAL_BAD", "FUSED_DOES_NOT_COMPILE",
                "MISMATCH", "ANALYZE_FUSE_DISAGREE"]
ALL_CLASSES = FAIL_CLASSES + ["fused-equal", "refused"]

OFFLOAD_TRIPLE = "x86_64-pc-linux-gnu"


def sh(cmd, cwd, timeout, env=None):
    """(rc, stdout, stderr, timed_out); rc < 0 is a signal."""
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, env=env)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"), False
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode("utf-8", "replace")
        err = (e.stderr or b"").decode("utf-8", "replace")
        return -9, out, err, True


def crashed(rc, err, timed_out):
    """paracodex died: a signal, exit >= 128, exit 3 (its own 'internal error'),
    a stack dump, or a hang."""
    return (timed_out or rc < 0 or rc >= 128 or rc == 3 or "Stack dump" in err
            or "PLEASE submit a bug report" in err)


def tool(cmd, cwd, timeout):
    """Run paracodex; while its binary is being rebuilt (exit 126/127, text
    file busy, missing), wait and retry for up to two minutes."""
    for attempt in range(60):
        try:
            rc, out, err, to = sh(cmd, cwd, timeout)
        except OSError:
            time.sleep(2)
            continue
        if rc in (126, 127) and ("Permission denied" in err or "busy" in err or "not found" in err
                                 or not err.strip()):
            time.sleep(2)
            continue
        return rc, out, err, to
    return sh(cmd, cwd, timeout)


class Builder:
    def __init__(self, cc, offload):
        self.cc = cc
        self.modes = ["host"] + (["offload"] if offload else [])
        libdir = None
        if offload:
            rc, out, _, _ = sh([cc, "--print-file-name=libomptarget.so"], None, 30)
            if rc == 0 and os.path.isabs(out.strip()):
                libdir = os.path.dirname(os.path.realpath(out.strip()))
        self.libdir = libdir or "/usr/lib/llvm-19/lib"

    def flags(self, mode):
        f = ["-fopenmp", "-O1", "-ffp-contract=off", "-w"]
        if mode == "offload":
            f += ["-fopenmp-targets=" + OFFLOAD_TRIPLE, "-Wl,-rpath," + self.libdir]
        return f

    def build(self, src, exe, cwd, mode):
        return sh([self.cc] + self.flags(mode) + [src, "-o", exe, "-lm"], cwd, 180)

    def run(self, exe, cwd, mode, timeout, threads=3):
        env = dict(os.environ)
        env["OMP_NUM_THREADS"] = str(threads)
        if mode == "offload":
            env["OMP_TARGET_OFFLOAD"] = "MANDATORY"
        return sh(["./" + exe], cwd, timeout, env)


def probe_offload(cc, workdir):
    src = os.path.join(workdir, "probe.c")
    with open(src, "w") as f:
        f.write("#include <stdio.h>\nint main(void){int a[4]={0};\n"
                "#pragma omp target teams distribute parallel for map(tofrom: a[0:4])\n"
                "for(int i=0;i<4;i++) a[i]=i+1;\nprintf(\"%d\\n\", a[0]+a[1]+a[2]+a[3]);return 0;}\n")
    b = Builder(cc, True)
    rc, _, err, _ = b.build("probe.c", "probe", workdir, "offload")
    if rc != 0:
        return False, err.strip().splitlines()[-1] if err.strip() else "build failed"
    rc, out, err, _ = b.run("probe", workdir, "offload", 30)
    if rc != 0 or out.strip() != "10":
        return False, "probe ran with rc %d: %s" % (rc, (err or out).strip()[:200])
    return True, ""


def first_diff(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for k in range(max(len(la), len(lb))):
        x = la[k] if k < len(la) else "<end>"
        y = lb[k] if k < len(lb) else "<end>"
        if x != y:
            return "line %d: original %r, fused %r" % (k + 1, x, y)
    return "equal"


# fuse's report: "FILE:L:C: remark: fused target regions at lines P and C ..."
# and, with --explain, "... remark: target regions at lines P and C are not
# fused ..." followed by notes (older builds: "fused F:P->C (strategy)" and
# "not fused: [cannot rewrite ]F:P->C ...").
FUSED_RES = [re.compile(r"remark: fused target regions at lines (\d+) and (\d+)"),
             re.compile(r": fused [^\s:]+:(\d+)->(\d+) \(")]
REFUSED_RES = [re.compile(r"remark: target regions at lines (\d+) and (\d+) are not fused"),
               re.compile(r"not fused: (?:cannot rewrite )?[^\s:]+:(\d+)->(\d+)")]


def pairs(res, text):
    out = []
    for line in text.splitlines():
        for r in res:
            m = r.search(line)
            if m:
                out.append((int(m.group(1)), int(m.group(2))))
                break
    return out


def refusal_notes(text, pair):
    """fuse --explain's notes under the remark for pair."""
    notes, on = [], False
    for line in text.splitlines():
        if any(r.search(line) for r in REFUSED_RES + FUSED_RES):
            on = pairs(REFUSED_RES, line) == [pair]
            continue
        if on and ": note: " in line:
            notes.append(line.split(": note: ", 1)[1].strip())
    return notes


def disagreement(analysis, fuse_err, changed):
    """Empty string when analyze and fuse agree, else why not."""
    cands = analysis.get("candidates", [])
    key = lambda c: (c["producer"]["line"], c["consumer"]["line"])
    legal = {key(c): c["name"] for c in cands if c.get("legal")}
    # One pair of regions may be two candidates: a vertical pair refused and
    # the keep-store pair of the same regions legal. Lines say which regions.
    refused = {key(c): c["name"] for c in cands if not c.get("legal") and key(c) not in legal}
    fused = pairs(FUSED_RES, fuse_err)
    not_fused = pairs(REFUSED_RES, fuse_err)
    why = []
    for p in not_fused:
        if p in legal and p not in fused:
            notes = refusal_notes(fuse_err, p)
            why.append("analyze says %s legal, fuse refused it%s" % (
                legal[p], (": " + " / ".join(notes)) if notes else ""))
    for k, p in enumerate(fused):
        # fuse repeats until nothing changes: a pair analyze refused may become
        # legal once an earlier fusion merged a region (e.g. a later reader of
        # the temporary into the consumer); only the first fusion must agree.
        if p in refused and k == 0:
            why.append("analyze says %s refused, fuse fused it" % refused[p])
    if legal and not changed and not why:
        why.append("analyze: %d legal (%s), fuse changed nothing" % (len(legal), ", ".join(legal.values())))
    # --schedule=all reshapes stencil regions that no pair joins, and a
    # `teams loop` clang would run serially is expanded fused or not
    # (TeamsLoopExpansion.h): fuse says so, [paracodex-schedule].
    if changed and not legal and "remark: the region takes the " not in fuse_err:
        why.append("fuse changed the file, analyze: no legal candidate")
    if not why and len(fused) < len(legal):  # more is fine: later rounds see merged regions
        why.append("analyze: %d legal, fuse fused %d" % (len(legal), len(fused)))
    return "; ".join(why)


def run_seed(seed, opts, builder):
    code, feats = gen_program.generate(seed)
    work = tempfile.mkdtemp(prefix="pcx_fuzz_%d_" % seed, dir=opts.tmp)
    res = {"seed": seed, "features": feats, "class": None, "detail": "", "flags": []}
    try:
        _run_seed(code, work, res, opts, builder)
    finally:
        if opts.keep and res["class"] in FAIL_CLASSES:
            dst = os.path.join(opts.keep, "seed_%d" % seed)
            shutil.rmtree(dst, ignore_errors=True)
            shutil.copytree(work, dst, ignore=shutil.ignore_patterns("*.exe"))
            with open(os.path.join(dst, "RESULT.txt"), "w") as f:
                f.write("seed %d: %s\n%s\nflags: %s\nfeatures: %s\n" % (
                    seed, res["class"], res["detail"], ", ".join(res["flags"]),
                    " ".join("%s=%s" % kv for kv in sorted(feats.items()))))
        shutil.rmtree(work, ignore_errors=True)
    return res


def _run_seed(code, work, res, opts, builder):
    whole = []
    if opts.whole_program:
        # The program is this one file: its functions and globals, made
        # external, must fuse as their static forms do (static inline
        # stays: a C inline definition alone has no external one).
        code = re.sub(r"(?m)^static (?!inline)", "", code)
        whole = ["--whole-program"]
    with open(os.path.join(work, "prog.c"), "w") as f:
        f.write(code)
    pcx = opts.paracodex
    rc, out, err, to = tool([pcx, "fuse", "prog.c", "--explain", "-o", "fused.c"] + whole + opts.fuse_arg +
                            ["--", "-fopenmp"], work, opts.tool_timeout)
    with open(os.path.join(work, "fuse.stderr"), "w") as f:
        f.write(err)
    fuse_err = err
    if crashed(rc, err, to):
        res["class"] = "CRASH"
        res["detail"] = "fuse: " + ("timeout" if to else "rc %d" % rc) + tail(err)
        return
    if rc != 0:
        res["class"] = "TOOL_ERROR"
        res["detail"] = "fuse: rc %d" % rc + tail(err)
        return
    rc, out, err, to = tool([pcx, "analyze", "prog.c", "--format=json"] + whole + ["--", "-fopenmp"],
                            work, opts.tool_timeout)
    with open(os.path.join(work, "analyze.json"), "w") as f:
        f.write(out)
    if crashed(rc, err, to):
        res["class"] = "CRASH"
        res["detail"] = "analyze: " + ("timeout" if to else "rc %d" % rc) + tail(err)
        return
    try:
        analysis = json.loads(out)
    except ValueError:
        analysis = None
    if rc != 0 or analysis is None:
        res["class"] = "TOOL_ERROR"
        res["detail"] = "analyze: rc %d, %s" % (rc, "no JSON" if analysis is None else "") + tail(err)
        return

    fused_path = os.path.join(work, "fused.c")
    changed = os.path.exists(fused_path) and open(fused_path).read() != code
    dis = disagreement(analysis, fuse_err, changed)
    if dis:
        res["flags"].append("ANALYZE_FUSE_DISAGREE")
    res["legal"] = sum(1 for c in analysis.get("candidates", []) if c.get("legal"))
    res["changed"] = changed

    if changed or opts.check_originals:
        # every build mode, every thread count: one output
        outs, errs = {}, {}
        for mode in builder.modes:
            exe = "orig_%s.exe" % mode
            rc, _, err, to = builder.build("prog.c", exe, work, mode)
            if rc != 0:
                res["class"] = "ORIGINAL_BAD"
                res["detail"] = "original does not build (%s)%s" % (mode, tail(err))
                return
            for nt in opts.threads:
                run = "%s_t%d" % (mode, nt)
                rc, out, err, to = builder.run(exe, work, mode, opts.run_timeout, nt)
                save(work, "orig_%s" % run, out, err)
                if rc != 0 or to:
                    res["class"] = "ORIGINAL_BAD"
                    res["detail"] = "original fails (%s): rc %d%s%s" % (run, rc, " timeout" if to else "", tail(err))
                    return
                outs[run], errs[run] = out, err
        runs = list(outs)
        for run in runs[1:]:
            if outs[run] != outs[runs[0]]:
                res["class"] = "ORIGINAL_BAD"
                res["detail"] = "original differs, %s vs %s: %s" % (
                    runs[0], run, first_diff(outs[runs[0]], outs[run]))
                return
    if not changed:
        if dis:
            res["class"] = "ANALYZE_FUSE_DISAGREE"
            res["detail"] = dis
        else:
            res["class"] = "refused"
        return

    mism = []
    for mode in builder.modes:
        exe = "fused_%s.exe" % mode
        rc, _, err, to = builder.build("fused.c", exe, work, mode)
        if rc != 0:
            res["class"] = "FUSED_DOES_NOT_COMPILE"
            res["detail"] = "(%s)%s" % (mode, tail(err, 3))
            return
        for nt in opts.threads:
            run = "%s_t%d" % (mode, nt)
            rc, out, err, to = builder.run(exe, work, mode, opts.run_timeout, nt)
            save(work, "fused_%s" % run, out, err)
            if rc != 0 or to:
                mism.append("%s: fused program %s%s" % (run, "timed out" if to else "exited %d" % rc, tail(err)))
            elif out != outs[run]:
                mism.append("%s: %s" % (run, first_diff(outs[run], out)))
            elif err.strip() and not errs[run].strip():
                # libomp's "Cannot form a team with N threads" and the like
                mism.append("%s: fused program writes to stderr, the original does not%s" % (
                    run, tail(err, 1)))
    if mism:
        res["class"] = "MISMATCH"
        res["detail"] = "; ".join(mism) + (("; also " + dis) if dis else "")
        return
    if dis:
        res["class"] = "ANALYZE_FUSE_DISAGREE"
        res["detail"] = dis
        return
    res["class"] = "fused-equal"


def save(work, name, out, err):
    """NAME.out, and NAME.err when there is one."""
    with open(os.path.join(work, name + ".out"), "w") as f:
        f.write(out)
    if err:
        with open(os.path.join(work, name + ".err"), "w") as f:
            f.write(err)


def tail(err, n=2):
    lines = [l for l in err.strip().splitlines() if l.strip()]
    if not lines:
        return ""
    return " | " + " / ".join(l.strip()[:200] for l in lines[-n:])


def parse_seeds(s):
    """A:B, one seed, or a comma-separated list of either."""
    out = []
    for part in s.split(","):
        part = part.strip()
        if ":" in part:
            a, b = part.split(":", 1)
            out += range(int(a), int(b))
        elif part:
            out.append(int(part))
    return out


def default_paracodex():
    p = os.path.join(os.path.dirname(HERE), "build", "tool", "paracodex")
    return p


def report(results, elapsed, opts, out=sys.stdout):
    counts = {c: 0 for c in ALL_CLASSES}
    for r in results:
        counts[r["class"]] += 1
    w = out.write
    w("paracodex differential fuzz: seeds %s, %d programs, %.1f s, modes %s, OMP_NUM_THREADS %s\n" % (
        opts.seeds, len(results), elapsed, "+".join(opts.modes), ",".join(map(str, opts.threads))))
    w("\nclass counts:\n")
    for c in ALL_CLASSES:
        w("  %-24s %5d\n" % (c, counts[c]))
    flagged = sum(1 for r in results if "ANALYZE_FUSE_DISAGREE" in r["flags"])
    if flagged:
        w("  (analyze and fuse disagree on %d seeds in all, MISMATCH ones included)\n" % flagged)
    present = [c for c in ALL_CLASSES if counts[c]]
    short = {"CRASH": "CRASH", "TOOL_ERROR": "TOOLERR", "ORIGINAL_BAD": "ORIGBAD",
             "FUSED_DOES_NOT_COMPILE": "NOCOMP", "MISMATCH": "MISM",
             "ANALYZE_FUSE_DISAGREE": "DISAGR", "fused-equal": "equal", "refused": "refused"}
    feats = {}
    for r in results:
        for k, v in r["features"].items():
            feats.setdefault("%s=%s" % (k, v), []).append(r["class"])
    w("\nper generator feature:\n")
    w("  %-28s %5s" % ("feature", "n") + "".join(" %7s" % short[c] for c in present) + "\n")
    for f in sorted(feats):
        cl = feats[f]
        w("  %-28s %5d" % (f, len(cl)) + "".join(" %7d" % cl.count(c) for c in present) + "\n")
    fails = [r for r in results if r["class"] in FAIL_CLASSES]
    if fails:
        w("\nfailing seeds:\n")
        for c in FAIL_CLASSES:
            ss = [r for r in fails if r["class"] == c]
            if ss:
                w("  %s (%d): %s\n" % (c, len(ss), " ".join(str(r["seed"]) for r in ss)))
        w("\ndetails:\n")
        for r in fails:
            w("  seed %d %s: %s\n" % (r["seed"], r["class"], r["detail"]))
    if opts.keep and fails:
        w("\nfailures kept under %s/seed_N/\n" % opts.keep)


def has_legal_kind(seed, kind, opts):
    """Whether analyze calls a pair of \p kind legal in the program of \p seed
    (about 0.1 s a seed: one parse, no build)."""
    try:
        code, _ = gen_program.generate(seed)
    except gen_program.Invalid:
        return False
    with tempfile.TemporaryDirectory(prefix="pcx_fuzz_kind_", dir=opts.tmp) as d:
        path = os.path.join(d, "prog.c")
        with open(path, "w") as f:
            f.write(code)
        try:
            out = subprocess.run([opts.paracodex, "analyze", path, "--format=json", "--",
                                  "-fopenmp"], capture_output=True, text=True,
                                 timeout=opts.tool_timeout).stdout
            cands = json.loads(out).get("candidates", [])
        except (subprocess.TimeoutExpired, ValueError):
            return True  # let the run itself report what is wrong
    return any(c.get("kind") == kind and c.get("legal") for c in cands)


def main(argv=None):
    ap = argparse.ArgumentParser(description="Differential fuzzer for paracodex fuse.",
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("Classes", 1)[1].join(["Classes", ""]))
    ap.add_argument("--seeds", required=True,
                    help="A:B (A included, B not), one seed, or a comma-separated list of either")
    ap.add_argument("-j", type=int, default=2, help="parallel seeds (default 2)")
    ap.add_argument("--paracodex", default=default_paracodex(), help="the paracodex binary")
    ap.add_argument("--keep", help="save each failure's files under DIR/seed_N/")
    ap.add_argument("--cc", default="clang-19", help="C compiler (default clang-19)")
    ap.add_argument("--no-offload", action="store_true", help="host OpenMP builds only")
    ap.add_argument("--require-offload", action="store_true",
                    help="fail (exit 2) instead of going host-only when host offload does not build")
    ap.add_argument("--check-originals", action="store_true",
                    help="build and run every original, also the ones fuse left alone "
                         "(validates the generator: ORIGINAL_BAD over all seeds)")
    ap.add_argument("--fuse-arg", action="append", default=[],
                    help="extra argument for `paracodex fuse` (repeatable), e.g. --fuse-arg=--schedule=all "
                         "to give every 3-D stencil region the plane-march shape")
    ap.add_argument("--threads", default="1,2,3",
                    help="OMP_NUM_THREADS values each program runs with, in each build mode (default 1,2,3)")
    ap.add_argument("--whole-program", action="store_true",
                    help="make every file-scope function and variable external (drop `static`) "
                         "and pass --whole-program to fuse and analyze: each program is one file")
    ap.add_argument("--run-timeout", type=float, default=10.0, help="seconds per program run")
    ap.add_argument("--tool-timeout", type=float, default=60.0, help="seconds per paracodex call")
    ap.add_argument("--json", help="also write every seed's result to this file")
    ap.add_argument("--tmp", default=None, help="directory for the per-seed work directories")
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress line")
    ap.add_argument("--only-kind", metavar="KIND",
                    help="run only the seeds whose program analyze gives a legal pair of this "
                         "kind (keep-store, horizontal, map-reduce, vertical): a rare kind "
                         "gets many programs from a wide seed range")
    opts = ap.parse_args(argv)
    try:
        opts.threads = [int(t) for t in opts.threads.split(",") if t.strip()]
    except ValueError:
        opts.threads = []
    if not opts.threads or min(opts.threads) < 1:
        print("run_fuzz: --threads takes positive numbers separated by commas", file=sys.stderr)
        return 2

    opts.paracodex = os.path.abspath(opts.paracodex)  # the tool runs in per-seed directories
    if not os.access(opts.paracodex, os.X_OK):
        print("run_fuzz: no executable paracodex at %s (build it, or pass --paracodex)" % opts.paracodex,
              file=sys.stderr)
        return 2
    if shutil.which(opts.cc) is None:
        print("run_fuzz: no C compiler %s" % opts.cc, file=sys.stderr)
        return 2
    if opts.keep:
        opts.keep = os.path.abspath(opts.keep)
        os.makedirs(opts.keep, exist_ok=True)
    offload = not opts.no_offload
    if offload:
        d = tempfile.mkdtemp(prefix="pcx_fuzz_probe_", dir=opts.tmp)
        ok, why = probe_offload(opts.cc, d)
        shutil.rmtree(d, ignore_errors=True)
        if not ok:
            msg = ("run_fuzz: host offload (-fopenmp-targets=%s) does not work here: %s\n"
                   "          (Debian: clang-offload-packager and clang-linker-wrapper come with "
                   "clang-tools-19)" % (OFFLOAD_TRIPLE, why))
            if opts.require_offload:
                print(msg, file=sys.stderr)
                return 2
            print(msg + "\n          continuing with host OpenMP builds only", file=sys.stderr)
            offload = False
    builder = Builder(opts.cc, offload)
    opts.modes = builder.modes

    seeds = list(parse_seeds(opts.seeds))
    if opts.only_kind:
        seeds = [s for s in seeds if has_legal_kind(s, opts.only_kind, opts)]
        if not opts.quiet:
            print("run_fuzz: %d seeds have a legal %s pair" % (len(seeds), opts.only_kind),
                  file=sys.stderr)
    if opts.keep:  # no stale failures of an earlier run for these seeds
        for s in seeds:
            shutil.rmtree(os.path.join(opts.keep, "seed_%d" % s), ignore_errors=True)
    t0 = time.time()
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.j)) as ex:
        futs = {ex.submit(run_seed, s, opts, builder): s for s in seeds}
        done = 0
        for fu in concurrent.futures.as_completed(futs):
            s = futs[fu]
            try:
                r = fu.result()
            except Exception as e:  # a generator exception is a generator bug
                r = {"seed": s, "features": {}, "class": "ORIGINAL_BAD",
                     "detail": "generator raised %r" % e, "flags": []}
            results.append(r)
            done += 1
            if not opts.quiet and sys.stderr.isatty():
                sys.stderr.write("\r%d/%d" % (done, len(seeds)))
                sys.stderr.flush()
    if not opts.quiet and sys.stderr.isatty():
        sys.stderr.write("\n")
    results.sort(key=lambda r: r["seed"])
    elapsed = time.time() - t0
    report(results, elapsed, opts)
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump(results, f, indent=1, sort_keys=True)
    return 1 if any(r["class"] in FAIL_CLASSES for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
