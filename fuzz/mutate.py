#!/usr/bin/env python3
"""Mutation fuzzer for bad inputs of paracodex (issue 10).

    mutate.py --count N [--seed S] [-j J] [--paracodex PATH] [--keep DIR]

Mutant I of seed S is a deterministic function of (S, I): even I mutate a
C file of testdata/analyze/ (not the *.expected.c ones), odd I a profile of
testdata/profiles/ (.csv, .json, .txt). Each mutant gets 1 to 3 mutations:
bit flips, bytes replaced or inserted (0x00, 0xFF, lone UTF-8 lead and
continuation bytes, overlong and surrogate sequences, '\\r', quotes), a
span deleted, copied elsewhere or duplicated, a truncation, two lines
swapped, a line duplicated or deleted, a token replaced by another token
of the file (numbers, identifiers, brackets, ',', ':'); in C files also a
'#pragma omp' line duplicated or deleted or one word of it replaced; in
profiles also a CSV column dropped (from every row or from one), a number
made huge, negative, NaN, infinite or empty, and JSON nesting broken (a
bracket dropped, added or swapped, or the document wrapped in thousands
of levels).

Commands (the mutant is M.c, or M.<the profile's own extension>):
  C:       paracodex analyze M.c --format=json -- -fopenmp
           paracodex fuse M.c --check -- -fopenmp
  profile: paracodex analyze testdata/profiles/resid_sample_source.c
                     --metrics=M.EXT --format=json -- -fopenmp

Classes (per command; a mutant gets the first that one of its commands has):
  CRASH     exit 3 (paracodex's internal error) or >= 128, a signal, the
            output holds 'Stack dump', 'internal error' or 'PLEASE submit
            a bug report', or the command ran past --timeout (30 s)
  BAD_JSON  exit 0 with --format=json, but stdout is not exactly one JSON
            document (UTF-8, no NaN/Infinity)
  BAD_EXIT  any other exit status than 0, 1 or 2
  ok        anything else; the report counts exit 0, 1 and 2 apart (2 is a
            clear error; 'exit 2 without error:' counts the ones whose
            stderr does not say 'error:')

Exit status 1 when any mutant is CRASH, BAD_JSON or BAD_EXIT, else 0
(2: bad usage). Python 3 standard library only.
"""

import argparse
import concurrent.futures
import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
C_DIR = os.path.join(ROOT, "testdata", "analyze")
PROFILE_DIR = os.path.join(ROOT, "testdata", "profiles")
PROFILE_SOURCE = os.path.join(PROFILE_DIR, "resid_sample_source.c")
PROFILE_EXTS = (".csv", ".json", ".txt")

FAIL_CLASSES = ["CRASH", "BAD_JSON", "BAD_EXIT"]
ALL_CLASSES = FAIL_CLASSES + ["ok"]
CRASH_MARKS = ("Stack dump", "internal error", "PLEASE submit a bug report")


def inputs():
    cs = sorted(os.path.join(C_DIR, f) for f in os.listdir(C_DIR)
                if f.endswith(".c") and not f.endswith(".expected.c"))
    ps = sorted(os.path.join(PROFILE_DIR, f) for f in os.listdir(PROFILE_DIR)
                if f.endswith(PROFILE_EXTS))
    return cs, ps


# ---------------------------------------------------------------- mutations
# Each takes (rng, data: bytes, kind) and returns (bytes, short description).

SPECIAL = [b"\x00", b"\xff", b"\xfe", b"\x80", b"\xbf", b"\xc3", b"\xe2\x82", b"\xf0\x9f\x98",
           b"\xc0\xaf", b"\xe0\x80\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xef\xbb\xbf",
           b"\r", b"\r\n", b"\n", b"\t", b"\x1b", b"\x7f", b"\"", b"'", b"\\", b",", b";",
           b"{", b"}", b"[", b"]", b"(", b")", b":", b"#", b"%", b"??/", b"\\\n"]

TOKEN_RE = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*|[0-9][0-9.,eExX+a-fA-F]*|\"(?:[^\"\\\n]|\\.)*\"|"
                      rb"->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[\[\](){},:;=+\-*/%<>!&|^~?.#]")
NUMBER_RE = re.compile(rb"-?[0-9][0-9.,]*(?:[eE][+-]?[0-9]+)?")
EXTREME = [b"1e309", b"-1e309", b"1e-400", b"-1", b"-0", b"0", b"NaN", b"nan", b"-nan", b"inf",
           b"-inf", b"Infinity", b"99999999999999999999999999999999", b"18446744073709551616",
           b"9223372036854775808", b"-9223372036854775809", b"4294967296", b"2147483648",
           b"1.7976931348623157e308", b"4.9e-324", b"0x7fffffff", b"1,,5", b"1.2.3", b"1e",
           b"--5", b"+", b"", b"\"12\"", b"null", b"true", b"1" * 400]


def pos(rng, data, end=False):
    return rng.randint(0, len(data)) if end else rng.randrange(max(1, len(data)))


def span(rng, data):
    if not data:
        return 0, 0
    a = rng.randrange(len(data))
    n = rng.choice([1, 2, 4, 8, 16, 64, 256, 1024])
    return a, min(len(data), a + rng.randint(1, n))


def m_flip(rng, data, kind):
    if not data:
        return data, "flip(empty)"
    p = pos(rng, data)
    b = data[p] ^ (1 << rng.randrange(8))
    return data[:p] + bytes([b]) + data[p + 1:], "flip@%d" % p


def m_replace_bytes(rng, data, kind):
    p = pos(rng, data)
    s = rng.choice(SPECIAL) if rng.random() < 0.7 else bytes([rng.randrange(256)])
    return data[:p] + s + data[p + len(s):], "replace@%d=%r" % (p, s)


def m_insert_bytes(rng, data, kind):
    p = pos(rng, data, True)
    s = rng.choice(SPECIAL) * rng.choice([1, 1, 1, 2, 3, 100, 60000])  # long runs: long messages
    return data[:p] + s + data[p:], "insert@%d=%r%s" % (p, s[:8], "..." if len(s) > 8 else "")


def m_delete_span(rng, data, kind):
    a, b = span(rng, data)
    return data[:a] + data[b:], "delete[%d:%d]" % (a, b)


def m_copy_span(rng, data, kind):
    a, b = span(rng, data)
    p = pos(rng, data, True)
    return data[:p] + data[a:b] + data[p:], "copy[%d:%d]@%d" % (a, b, p)


def m_dup_span(rng, data, kind):
    a, b = span(rng, data)
    k = rng.choice([1, 1, 1, 2, 10])
    return data[:b] + data[a:b] * k + data[b:], "dup[%d:%d]x%d" % (a, b, k)


def m_truncate(rng, data, kind):
    p = pos(rng, data, True)
    return data[:p], "truncate@%d" % p


def lines_of(data):
    return data.splitlines(True)


def m_swap_lines(rng, data, kind):
    ls = lines_of(data)
    if len(ls) < 2:
        return data, "swap(1 line)"
    i, j = rng.randrange(len(ls)), rng.randrange(len(ls))
    ls[i], ls[j] = ls[j], ls[i]
    return b"".join(ls), "swap_lines %d,%d" % (i + 1, j + 1)


def m_dup_line(rng, data, kind):
    ls = lines_of(data)
    if not ls:
        return data, "dup_line(empty)"
    i = rng.randrange(len(ls))
    line = ls[i] if ls[i].endswith(b"\n") else ls[i] + b"\n"
    ls.insert(rng.randrange(len(ls) + 1) if rng.random() < 0.3 else i + 1, line)
    return b"".join(ls), "dup_line %d" % (i + 1)


def m_delete_line(rng, data, kind):
    ls = lines_of(data)
    if not ls:
        return data, "delete_line(empty)"
    i = rng.randrange(len(ls))
    del ls[i]
    return b"".join(ls), "delete_line %d" % (i + 1)


def m_token(rng, data, kind):
    toks = [(m.start(), m.end()) for m in TOKEN_RE.finditer(data)]
    if len(toks) < 2:
        return data, "token(none)"
    a, b = rng.choice(toks)
    c, d = rng.choice(toks)
    t = data[c:d]
    return data[:a] + t + data[b:], "token@%d %r->%r" % (a, data[a:b][:20], t[:20])


def pragma_lines(ls):
    return [i for i, l in enumerate(ls) if l.lstrip().startswith(b"#pragma")]


def m_pragma(rng, data, kind):
    ls = lines_of(data)
    ps = pragma_lines(ls)
    if not ps:
        return m_dup_line(rng, data, kind)
    i = rng.choice(ps)
    op = rng.choice(["dup", "delete", "word", "move"])
    if op == "dup":
        ls.insert(i + 1, ls[i])
    elif op == "delete":
        del ls[i]
    elif op == "move":
        line = ls.pop(i)
        ls.insert(rng.randrange(len(ls) + 1), line)
    else:
        words = sorted(set(w for p in ps for w in re.findall(rb"[A-Za-z_]+|\([^()]*\)|[:,()]", ls[p])))
        mine = list(re.finditer(rb"[A-Za-z_]+|\([^()]*\)|[:,()]", ls[i]))
        if not mine:
            return data, "pragma(no word)"
        m = rng.choice(mine)
        w = rng.choice(words + [b"", b"target", b"teams", b"map(tofrom:", b"collapse(99)",
                                b"collapse(0)", b"collapse(-1)", b"reduction(+:", b"depend(in:"])
        ls[i] = ls[i][:m.start()] + w + ls[i][m.end():]
    return b"".join(ls), "pragma_%s line %d" % (op, i + 1)


def split_csv(line):
    """Field boundaries of one CSV line: [(start, end)], quotes respected."""
    out, start, q = [], 0, False
    for m in re.finditer(rb"[\",]", line):
        if m.group() == b"\"":
            q = not q
        elif not q:
            out.append((start, m.start()))
            start = m.end()
    out.append((start, len(line)))
    return out


def m_csv_column(rng, data, kind):
    ls = lines_of(data)
    if not ls:
        return data, "csv_column(empty)"
    widths = [len(split_csv(l.rstrip(b"\r\n"))) for l in ls]
    col = rng.randrange(max(widths))
    every = rng.random() < 0.6
    pick = rng.randrange(len(ls))
    for k, l in enumerate(ls):
        if not every and k != pick:
            continue
        body = l.rstrip(b"\r\n")
        eol = l[len(body):]
        f = split_csv(body)
        if col >= len(f):
            continue
        a, b = f[col]
        if col + 1 < len(f):
            body = body[:a] + body[f[col + 1][0]:]
        elif col > 0:
            body = body[:f[col - 1][1]]
        else:
            body = b""
        ls[k] = body + eol
    return b"".join(ls), "csv_drop_column %d %s" % (col, "all rows" if every else "row %d" % (pick + 1))


def m_number(rng, data, kind):
    nums = [(m.start(), m.end()) for m in NUMBER_RE.finditer(data)]
    if not nums:
        return m_insert_bytes(rng, data, kind)
    k = rng.choice([1, 1, 1, 3, 1000])
    desc = []
    for _ in range(min(k, len(nums))):
        a, b = rng.choice(nums)
        v = rng.choice(EXTREME)
        data = data[:a] + v + data[b:]
        desc.append("%d=%r" % (a, v[:12]))
        nums = [(m.start(), m.end()) for m in NUMBER_RE.finditer(data)] if k < 10 else \
            [(x, y) for x, y in nums if y <= a]  # many edits: keep going backwards
        if not nums:
            break
    return data, "number " + (" ".join(desc) if len(desc) <= 3 else "%d numbers" % len(desc))


def m_json_nesting(rng, data, kind):
    op = rng.choice(["drop", "add", "swap", "deep", "deep", "unclosed"])
    bs = [i for i, c in enumerate(data) if c in b"{}[]"]
    if op == "deep" or not bs:
        n = rng.choice([300, 1000, 10000, 100000])
        o, c = rng.choice([(b"[", b"]"), (b"{\"a\":", b"}")])
        return o * n + data + c * n, "json_deep %d %r" % (n, o)
    p = rng.choice(bs)
    if op == "drop":
        return data[:p] + data[p + 1:], "json_drop %r@%d" % (data[p:p + 1], p)
    if op == "add":
        s = rng.choice([b"{", b"}", b"[", b"]", b"{}", b"[]", b"\"x\":", b",", b"null,"])
        return data[:p] + s + data[p:], "json_add %r@%d" % (s, p)
    if op == "unclosed":
        n = rng.choice([10, 1000, 100000])
        return data[:p] + b"[" * n, "json_unclosed [x%d@%d" % (n, p)
    swap = {ord("{"): b"[", ord("["): b"{", ord("}"): b"]", ord("]"): b"}"}
    return data[:p] + swap[data[p]] + data[p + 1:], "json_swap@%d" % p


GENERIC = [m_flip, m_replace_bytes, m_insert_bytes, m_delete_span, m_copy_span, m_dup_span,
           m_truncate, m_swap_lines, m_dup_line, m_delete_line, m_token]
C_ONLY = [m_pragma, m_pragma, m_token]
PROFILE_ONLY = [m_number, m_number, m_csv_column, m_json_nesting]


def mutators(kind, ext):
    if kind == "c":
        return GENERIC + C_ONLY
    ms = GENERIC + PROFILE_ONLY
    if ext == ".json":
        ms = ms + [m_json_nesting, m_json_nesting]
    elif ext == ".csv":
        ms = ms + [m_csv_column]
    return ms


def make_mutant(seed, index, cs, ps):
    """(kind, source path, mutated bytes, [descriptions]); same for same (seed, index)."""
    rng = random.Random("paracodex-mutate:%d:%d" % (seed, index))
    kind = "c" if index % 2 == 0 else "profile"
    src = rng.choice(cs if kind == "c" else ps)
    with open(src, "rb") as f:
        data = f.read()
    ext = os.path.splitext(src)[1]
    ms = mutators(kind, ext)
    desc = []
    for _ in range(rng.choice([1, 1, 2, 2, 3])):
        data, d = rng.choice(ms)(rng, data, kind)
        desc.append(d)
    return kind, src, data, desc


# ---------------------------------------------------------------- running

def sh(cmd, cwd, timeout):
    """(rc, stdout bytes, stderr text, timed_out); rc < 0 is a signal."""
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           stdin=subprocess.DEVNULL, timeout=timeout)
        return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace"), False
    except subprocess.TimeoutExpired as e:
        return -9, e.stdout or b"", (e.stderr or b"").decode("utf-8", "replace"), True


def tool(cmd, cwd, timeout):
    """Run paracodex; while its binary is being rebuilt (126/127, text file
    busy, missing), wait and retry for up to two minutes."""
    for _ in range(60):
        try:
            rc, out, err, to = sh(cmd, cwd, timeout)
        except OSError:
            time.sleep(2)
            continue
        if rc in (126, 127) and ("Permission denied" in err or "busy" in err
                                 or "not found" in err or not err.strip()):
            time.sleep(2)
            continue
        return rc, out, err, to
    return sh(cmd, cwd, timeout)


def _reject_constant(name):
    raise ValueError("not JSON: " + name)


def one_json(out):
    try:
        json.loads(out.decode("utf-8"), parse_constant=_reject_constant)
        return True
    except (ValueError, UnicodeDecodeError, RecursionError):
        return False


def classify(rc, out, err, to, json_out):
    """(class, detail)"""
    text = err + out.decode("utf-8", "replace")
    mark = next((m for m in CRASH_MARKS if m in text), None)
    if to:
        return "CRASH", "timeout"
    if rc < 0 or rc >= 128 or rc == 3 or mark:
        return "CRASH", "rc %d%s" % (rc, (", '%s'" % mark) if mark else "")
    if rc == 0 and json_out and not one_json(out):
        return "BAD_JSON", "rc 0, stdout is not one JSON document (%d bytes)" % len(out)
    if rc not in (0, 1, 2):
        return "BAD_EXIT", "rc %d" % rc
    return "ok", "rc %d" % rc


def commands(kind, name, opts):
    pcx = opts.paracodex
    if kind == "c":
        return [("analyze", [pcx, "analyze", name, "--format=json", "--", "-fopenmp"], True),
                ("fuse", [pcx, "fuse", name, "--check", "--", "-fopenmp"], False)]
    return [("analyze", [pcx, "analyze", PROFILE_SOURCE, "--metrics=" + name, "--format=json",
                         "--", "-fopenmp"], True)]


def tail(err, n=2):
    lines = [l.strip() for l in err.strip().splitlines() if l.strip()]
    return (" | " + " / ".join(l[:160] for l in lines[-n:])) if lines else ""


def run_mutant(index, opts, cs, ps):
    kind, src, data, desc = make_mutant(opts.seed, index, cs, ps)
    ext = ".c" if kind == "c" else os.path.splitext(src)[1]
    name = "M" + ext
    res = {"index": index, "kind": kind, "ext": ext, "source": os.path.relpath(src, ROOT),
           "mutations": desc, "class": "ok", "detail": "", "runs": []}
    work = tempfile.mkdtemp(prefix="pcx_mut_%d_" % index, dir=opts.tmp)
    try:
        with open(os.path.join(work, name), "wb") as f:
            f.write(data)
        for what, cmd, json_out in commands(kind, name, opts):
            rc, out, err, to = tool(cmd, work, opts.timeout)
            cls, detail = classify(rc, out, err, to, json_out)
            res["runs"].append({"cmd": what, "rc": rc, "class": cls,
                                "no_error_line": rc == 2 and "error:" not in err})
            if ALL_CLASSES.index(cls) < ALL_CLASSES.index(res["class"]):
                res["class"] = cls
                res["detail"] = "%s: %s%s" % (what, detail, tail(err))
                res["cmd"] = cmd
        if opts.keep and res["class"] in FAIL_CLASSES:
            dst = os.path.join(opts.keep, "mutant_%d" % index)
            shutil.rmtree(dst, ignore_errors=True)
            os.makedirs(dst)
            shutil.copy(os.path.join(work, name), os.path.join(dst, name))
            with open(os.path.join(dst, "README"), "w") as f:
                f.write("cd %s && %s   # %s (seed %d, mutant %d of %s: %s)\n" % (
                    shlex.quote(dst), " ".join(shlex.quote(c) for c in res["cmd"]), res["class"],
                    opts.seed, index, res["source"], "; ".join(desc)))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return res


def report(results, elapsed, opts, out=sys.stdout):
    w = out.write
    n = len(results)
    w("paracodex mutation fuzz: seed %d, %d mutants, %.1f s (%.3f s per mutant at -j %d)\n" % (
        opts.seed, n, elapsed, elapsed / max(1, n), opts.j))
    groups = [("all", results),
              ("C", [r for r in results if r["kind"] == "c"]),
              ("profile", [r for r in results if r["kind"] == "profile"])]
    groups += [("profile " + e, [r for r in results if r["kind"] == "profile" and r["ext"] == e])
               for e in PROFILE_EXTS]
    w("\nclass counts (per mutant):\n")
    w("  %-16s %6s" % ("inputs", "n") + "".join(" %8s" % c for c in ALL_CLASSES) + "\n")
    for g, rs in groups:
        w("  %-16s %6d" % (g, len(rs)) + "".join(
            " %8d" % sum(1 for r in rs if r["class"] == c) for c in ALL_CLASSES) + "\n")
    w("\nexit statuses (per command):\n")
    rows = [("C analyze", [x for r in results if r["kind"] == "c" for x in r["runs"] if x["cmd"] == "analyze"]),
            ("C fuse --check", [x for r in results if r["kind"] == "c" for x in r["runs"] if x["cmd"] == "fuse"]),
            ("profile analyze", [x for r in results if r["kind"] == "profile" for x in r["runs"]])]
    cols = ["exit 0", "exit 1", "exit 2", "other"]
    w("  %-16s %6s" % ("command", "n") + "".join(" %8s" % c for c in cols)
      + "  exit 2 without 'error:'\n")
    for g, xs in rows:
        cnt = [sum(1 for x in xs if x["rc"] == k) for k in (0, 1, 2)]
        cnt.append(len(xs) - sum(cnt))
        w("  %-16s %6d" % (g, len(xs)) + "".join(" %8d" % c for c in cnt)
          + "  %d\n" % sum(1 for x in xs if x["no_error_line"]))
    fails = [r for r in results if r["class"] in FAIL_CLASSES]
    if fails:
        w("\nfailing mutants:\n")
        for r in fails:
            w("  %d %s (%s; %s): %s\n" % (r["index"], r["class"], r["source"],
                                          "; ".join(r["mutations"]), r["detail"]))
        if opts.keep:
            w("\nkept under %s/mutant_N/ (the mutant and a README with its command)\n" % opts.keep)
    silent = [r["index"] for r in results if any(x["no_error_line"] for x in r["runs"])]
    if silent:
        w("\nexit 2 without an 'error:' line: mutants %s\n" % " ".join(map(str, silent[:50])))


def main(argv=None):
    ap = argparse.ArgumentParser(description="Mutation fuzzer for paracodex's bad-input handling.",
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("Commands", 1)[1].join(["Commands", ""]))
    ap.add_argument("--count", type=int, required=True, help="number of mutants (indices FIRST..FIRST+N-1)")
    ap.add_argument("--seed", type=int, default=0, help="seed (default 0)")
    ap.add_argument("--first", type=int, default=0,
                    help="first mutant index (default 0): --first I --count 1 redoes mutant I")
    ap.add_argument("-j", type=int, default=2, help="parallel mutants (default 2)")
    ap.add_argument("--paracodex", default=os.path.join(ROOT, "build", "tool", "paracodex"),
                    help="the paracodex binary (default build/tool/paracodex)")
    ap.add_argument("--keep", help="save each failing mutant under DIR/mutant_N/")
    ap.add_argument("--timeout", type=float, default=30.0, help="seconds per command (default 30)")
    ap.add_argument("--tmp", default=None, help="directory for the per-mutant work directories")
    ap.add_argument("--json", help="also write every mutant's result to this file")
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress line")
    opts = ap.parse_args(argv)

    opts.paracodex = os.path.abspath(opts.paracodex)
    if not os.access(opts.paracodex, os.X_OK):
        print("mutate: no executable paracodex at %s (build it, or pass --paracodex)" % opts.paracodex,
              file=sys.stderr)
        return 2
    if opts.count < 0 or opts.first < 0:
        print("mutate: --count and --first must not be negative", file=sys.stderr)
        return 2
    cs, ps = inputs()
    if not cs or not ps:
        print("mutate: no inputs under %s or %s" % (C_DIR, PROFILE_DIR), file=sys.stderr)
        return 2
    if opts.keep:
        opts.keep = os.path.abspath(opts.keep)
        os.makedirs(opts.keep, exist_ok=True)
    indices = range(opts.first, opts.first + opts.count)
    if opts.keep:  # no stale failures of an earlier run for these indices
        for i in indices:
            shutil.rmtree(os.path.join(opts.keep, "mutant_%d" % i), ignore_errors=True)
    t0 = time.time()
    results = []
    tty = not opts.quiet and sys.stderr.isatty()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.j)) as ex:
        futs = [ex.submit(run_mutant, i, opts, cs, ps) for i in indices]
        for k, fu in enumerate(concurrent.futures.as_completed(futs)):
            results.append(fu.result())
            if tty:
                sys.stderr.write("\r%d/%d" % (k + 1, len(futs)))
                sys.stderr.flush()
    if tty:
        sys.stderr.write("\n")
    results.sort(key=lambda r: r["index"])
    report(results, time.time() - t0, opts)
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump(results, f, indent=1, sort_keys=True)
    return 1 if any(r["class"] in FAIL_CLASSES for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
