#!/usr/bin/env python3
"""paracodex over public offload code, as a user would run it.

Two ways to name the code:
  corpus.py DIR                      every .c/.cpp/.cc file under DIR
  corpus.py --pinned [NAME...]       the pinned corpora of --manifest (default
                                     bench/corpus/manifest.json): all, or those named,
                                     each checked out at its commit under --cache (git
                                     clone, or --source NAME=GITDIR: a local clone or
                                     mirror)

For each file that holds a `target` directive (files with the same bytes
count once): `analyze --format=json` and, when a pair is legal, `fuse -o`,
with the corpus's compile arguments after `--`. Where the file has a `main`
and fuse changed it, original and fused are built with clang-19 -fopenmp and
their outputs compared (lines mentioning time, bandwidth, GB/s, GFLOP or
throughput are ignored).

Prints a line per file with something to say, a progress line on a
terminal, and per corpus: files, parsed, regions, candidates, legal, fused,
compared, differing, crashes, and the histogram of refusal rules (each
refused pair counts once per rule it failed). --out DIR writes the same as
summary.json and table.md, and pairs.jsonl: one line per candidate pair
(corpus, file, pair, kind, verdict, rules, its first reasons), to find
which refusals stand between the corpus and more fusions. Exit 1 on a
crash or a differing output.
"""
import argparse
import collections
import concurrent.futures
import fnmatch
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TARGET = re.compile(rb"#\s*pragma\s+omp\s+(target|declare\s+target)")


def run(cmd, cwd=None, timeout=180):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace",
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timed out"


def checkout(corpus, cache, sources):
    """The folder holding `corpus` at its commit: unpacked from --source's git
    directory, or cloned; reused when it is there already."""
    dest = os.path.join(cache, "%s-%s" % (corpus["name"], corpus["commit"][:12]))
    if os.path.isdir(dest):
        return dest
    os.makedirs(cache, exist_ok=True)
    tmp = dest + ".partial"
    subprocess.run(["rm", "-rf", tmp], check=True)
    os.makedirs(tmp)
    gitdir = sources.get(corpus["name"])
    if not gitdir:
        clone = tmp + ".git"
        subprocess.run(["rm", "-rf", clone], check=True)
        subprocess.run(["git", "clone", "--quiet", "--bare", corpus["repo"], clone], check=True)
        gitdir = clone
    # Sources and headers only: a corpus's data files can be large, and a
    # partial clone or mirror may not hold them.
    kinds = (".c", ".cc", ".cpp", ".cxx", ".h", ".hh", ".hpp", ".hxx", ".cuh", ".inc", ".def")
    listing = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", corpus["commit"]],
                             capture_output=True)
    if listing.returncode:
        sys.exit("corpus: %s: commit %s not in %s" % (corpus["name"], corpus["commit"], gitdir))
    wanted = []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, oid = meta.split()
        path = path.decode("utf-8", "replace")
        if kind == b"blob" and mode != b"120000" and path.endswith(kinds):
            wanted.append((oid.decode(), path))
    # One blob at a time through `cat-file --batch`: `git archive` walks the
    # whole tree and stops at the first blob a partial mirror lacks.
    batch = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    missing = 0
    for oid, path in wanted:
        batch.stdin.write(oid.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] != b"blob":
            missing += 1
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        out = os.path.join(tmp, path)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "wb") as f:
            f.write(data)
    batch.stdin.close()
    batch.wait()
    if missing:
        sys.exit("corpus: %s: %d source files missing from %s" % (corpus["name"], missing, gitdir))
    os.rename(tmp, dest)
    return dest


def matches(rel, patterns):
    # fnmatch's `*` crosses `/`; a pattern without `**` must match segment by segment.
    # With `**`: the folders before it segment by segment, the file name after it.
    for p in patterns:
        if "**" in p:
            head, tail = p.split("**", 1)
            heads, parts = head.split("/")[:-1], rel.split("/")
            if len(parts) > len(heads) and all(map(fnmatch.fnmatch, parts, heads)) \
                    and fnmatch.fnmatch(parts[-1], tail.lstrip("/")):
                return True
        elif len(p.split("/")) == len(rel.split("/")) and fnmatch.fnmatch(rel, p):
            return True
    return False


def offload_files(root, patterns):
    """(path, relative path) of each file with a target directive, one per content."""
    seen = set()
    for base, dirs, files in os.walk(root):
        dirs.sort()
        for f in sorted(files):
            path = os.path.join(base, f)
            rel = os.path.relpath(path, root)
            if not f.endswith((".c", ".cpp", ".cc")) or ".expected." in f:
                continue
            if patterns and not matches(rel, patterns):
                continue
            data = open(path, "rb").read()
            digest = hashlib.sha1(data).hexdigest()
            if not TARGET.search(data) or digest in seen:
                continue
            seen.add(digest)
            yield path, rel


def compile_args(corpus, root, path, rel):
    """The args of each `extra_args` rule whose `match` (patterns as in
    `include`) takes `rel`, then the corpus's args: one flag set cannot build a whole
    corpus when its Makefiles differ (ParaCodex's results/ build in a workdir
    of their own suite; some HeCBench codes need a -D their Makefile passes).
    {base} is the nearest folder named *-omp, without -omp: ParaCodex keeps
    step1/, optimized/... below it, and HeCBench's -omp codes share headers
    with their -cuda sibling."""
    # Rules first: they name what that folder's Makefile passes, so their -I
    # folders are searched before the corpus-wide guesses.
    args = [a for rule in corpus.get("extra_args", []) if matches(rel, rule["match"])
            for a in rule["args"]] + corpus["args"]
    folders = os.path.dirname(rel).split("/")
    base = next((f[:-4] for f in reversed(folders) if f.endswith("-omp")), folders[-1])
    return [a.replace("{dir}", os.path.dirname(path)).replace("{root}", root)
            .replace("{base}", base) for a in args]


def compare(src, fused, args, work, timeout):
    outs = []
    for name, path in (("orig", src), ("fused", fused)):
        # One path for both, built and run in turn: many print their argv[0]
        # (a usage line).
        exe = os.path.join(work, "program")
        cc = "clang-19" if src.endswith(".c") and "-xc++" not in args else "clang++-19"
        rc, _, err = run([cc, "-O1", "-fopenmp", "-fopenmp-version=60", path, "-o", exe, "-lm"] +
                         [a for a in args if a.startswith(("-I", "-D", "-std", "-Wno-error"))])
        if rc:
            return "%s does not build (%s)" % (name, (err.strip().splitlines() or [""])[-1][:120])
        rc, out, _ = run([exe], cwd=os.path.dirname(src), timeout=timeout)
        if rc == 124:
            return "%s times out" % name
        # Timings and the rates computed from them differ from run to run.
        outs.append((rc, re.sub(r"[^\n]*([Tt]ime|[Bb]andwidth|GB/s|GFLOP|[Tt]hroughput)[^\n]*", "",
                                out)))
    return "equal" if outs[0] == outs[1] else "OUTPUT DIFFERS"


def lone_program(path):
    """Whether `path` is a program of one file: the only C or C++ source of
    its folder, and it defines main (compare() builds it alone, too)."""
    folder = os.path.dirname(path)
    sources = [f for f in os.listdir(folder)
               if f.endswith((".c", ".cc", ".cpp", ".cxx"))]
    return sources == [os.path.basename(path)] and \
        re.search(r"\bmain\s*\(", open(path, errors="replace").read()) is not None


def one_file(paracodex, path, args, run_timeout, whole_program=False):
    """What paracodex does with one file: a dict of counts and notes."""
    r = dict(parsed=0, regions=0, candidates=0, legal=0, fused=0, compared=0, differ=0,
             crash=0, rules=collections.Counter(), note="", pairs=[])
    # --whole-program only where the file is all of its program.
    tool = ["--whole-program"] if whole_program and lone_program(path) else []
    r["whole_program"] = int(bool(tool))
    rc, out, err = run([paracodex, "analyze", path, "--format=json"] + tool + ["--"] + args)
    if rc == 3 or rc < 0 or rc >= 128:
        r["crash"], r["note"] = 1, "CRASH in analyze (exit %d)" % rc
        return r
    try:
        report = json.loads(out)
    except ValueError:
        r["note"] = "does not parse"
        return r
    r["parsed"] = 1
    cands = report.get("candidates", [])
    r["regions"] = report.get("summary", {}).get("regions", 0)
    r["candidates"] = len(cands)
    r["legal"] = sum(1 for c in cands if c.get("legal"))
    for c in cands:
        if not c.get("legal"):
            r["rules"].update(set(c.get("rules", [])))
        r["pairs"].append(dict(pair=c.get("name", ""), kind=c.get("kind", ""),
                               legal=bool(c.get("legal")), rules=sorted(set(c.get("rules", []))),
                               reasons=c.get("reasons", [])[:6], temporaries=c.get("temporaries", [])))
    if not r["legal"]:
        return r
    with tempfile.TemporaryDirectory() as work:
        fused = os.path.join(work, "fused" + os.path.splitext(path)[1])
        rc, _, err = run([paracodex, "fuse", path, "-o", fused] + tool + ["--"] + args)
        if rc == 3 or rc < 0 or rc >= 128:
            r["crash"], r["note"] = 1, "CRASH in fuse (exit %d)" % rc
            return r
        r["fused"] = len(re.findall(r"remark: fused ", err))
        source = open(path, errors="replace").read()
        if rc == 0 and os.path.exists(fused) and open(fused, errors="replace").read() != source \
                and re.search(r"\bmain\s*\(", source):
            verdict = compare(path, fused, args, work, run_timeout)
            r["note"] = "run: " + verdict
            r["compared"] = int(verdict == "equal" or verdict == "OUTPUT DIFFERS")
            r["differ"] = int(verdict == "OUTPUT DIFFERS")
    return r


def survey(name, files, paracodex, jobs, run_timeout, pairs, whole_program=False):
    """Runs every (path, rel, args) of `files`; prints and returns the totals.
    Appends one record per candidate pair to `pairs` (for pairs.jsonl)."""
    totals = collections.Counter()
    rules = collections.Counter()
    tty = sys.stderr.isatty()
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        futures = {pool.submit(one_file, paracodex, p, a, run_timeout, whole_program): rel
                   for p, rel, a in files}
        for done, f in enumerate(concurrent.futures.as_completed(futures), 1):
            r = f.result()
            rules.update(r.pop("rules"))
            for p in r.pop("pairs"):
                pairs.append(dict(p, corpus=name, file=futures[f]))
            note = r.pop("note")
            totals.update(r)
            totals["files"] += 1
            if note or r["legal"]:
                print("%s: %s: %d candidates, %d legal, %d fused%s" %
                      (name, futures[f], r["candidates"], r["legal"], r["fused"],
                       (", " + note) if note else ""), flush=True)
            if tty:
                sys.stderr.write("\r%s: %d/%d files" % (name, done, len(files)))
    if tty:
        sys.stderr.write("\n")
    keys = ["files", "parsed", "regions", "candidates", "legal", "fused", "compared",
            "differ", "crash"]
    summary = {k: totals[k] for k in keys}
    summary["refusal_rules"] = dict(rules.most_common())
    if whole_program:
        summary["whole_program_files"] = totals["whole_program"]
    print("%s total: %s" % (name, ", ".join("%s %d" % (k, summary[k]) for k in keys)))
    print("%s refusals by rule: %s" % (name, ", ".join("%s %d" % kv for kv in rules.most_common())))
    return summary


def write_out(out, results, meta, pairs):
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "pairs.jsonl"), "w") as f:
        for p in sorted(pairs, key=lambda p: (p["corpus"], p["file"], str(p["pair"]))):
            f.write(json.dumps(p, sort_keys=True) + "\n")
    json.dump(dict(meta, corpora=results), open(os.path.join(out, "summary.json"), "w"),
              indent=1, sort_keys=True)
    cols = ["files", "parsed", "regions", "candidates", "legal", "fused", "compared", "differ",
            "crash"]
    lines = ["| corpus | commit | " + " | ".join(cols) + " |",
             "|---|---|" + "---|" * len(cols)]
    for name, s in results.items():
        lines.append("| %s | %s | " % (name, s.get("commit", "")[:7]) +
                     " | ".join(str(s[c]) for c in cols) + " |")
    lines += ["", "Refused pairs by rule (a pair counts once per rule it fails):", "",
              "| rule | " + " | ".join(results) + " |", "|---|" + "---|" * len(results)]
    every = collections.Counter()
    for s in results.values():
        every.update(s["refusal_rules"])
    for rule, _ in every.most_common():
        lines.append("| %s | " % rule +
                     " | ".join(str(s["refusal_rules"].get(rule, 0)) for s in results.values()) +
                     " |")
    open(os.path.join(out, "table.md"), "w").write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir", nargs="*", help="folders of sources; with --pinned, corpus names")
    ap.add_argument("--pinned", action="store_true", help="run the corpora of --manifest")
    ap.add_argument("--manifest", default=os.path.join(HERE, "corpus", "manifest.json"))
    ap.add_argument("--cache", default=os.path.expanduser("~/.cache/paracodex-corpus"),
                    help="where corpora are checked out")
    ap.add_argument("--source", action="append", default=[], metavar="NAME=GITDIR",
                    help="take corpus NAME from a local git directory instead of cloning")
    ap.add_argument("--paracodex", default=os.path.join(HERE, "..", "build", "tool", "paracodex"))
    ap.add_argument("--arg", action="append", default=[],
                    help="compile argument for DIR mode (repeatable; default -fopenmp -I<its dir>)")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--run-timeout", type=int, default=60)
    ap.add_argument("--whole-program", action="store_true",
                    help="pass --whole-program for a file that is the only C/C++ source of its "
                         "folder and defines main (a program of one file)")
    ap.add_argument("--out", help="write summary.json, table.md and pairs.jsonl (one line per candidate pair: its verdict and rules) here")
    o = ap.parse_args()
    paracodex = os.path.abspath(o.paracodex)
    results, meta, pairs = {}, {}, []
    if o.pinned:
        manifest = json.load(open(o.manifest))
        sources = dict(s.split("=", 1) for s in o.source)
        chosen = [c for c in manifest["corpora"] if not o.dir or c["name"] in o.dir]
        if o.dir and len(chosen) != len(o.dir):
            sys.exit("corpus: unknown corpus in %s (the manifest has %s)" %
                     (o.dir, ", ".join(c["name"] for c in manifest["corpora"])))
        for c in chosen:
            root = checkout(c, o.cache, sources)
            files = [(p, rel, compile_args(c, root, p, rel))
                     for p, rel in offload_files(root, c["include"])]
            results[c["name"]] = survey(c["name"], files, paracodex, o.j, o.run_timeout, pairs,
                                        o.whole_program)
            results[c["name"]]["commit"] = c["commit"]
    else:
        if not o.dir:
            ap.error("give a folder, or --pinned")
        for d in o.dir:
            files = [(p, rel, o.arg or ["-fopenmp", "-I" + os.path.dirname(p)])
                     for p, rel in offload_files(d, [])]
            results[d] = survey(d, files, paracodex, o.j, o.run_timeout, pairs, o.whole_program)
    rc, version, _ = run([paracodex, "--version"])
    meta["paracodex"] = version.strip()
    if o.out:
        write_out(o.out, results, meta, pairs)
    bad = any(s["crash"] or s["differ"] for s in results.values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
