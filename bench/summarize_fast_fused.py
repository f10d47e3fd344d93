"""Reads what bench/fast_fused_gpu.sh run left in OUT and writes
OUT/summary.json and OUT/routines.png (per-routine kernel times: unfused,
inline, plane march, best schedule variant, hand CUDA).

Kernel times are ncu's gpu__time_duration per launch; for a routine, the
median over its launches of each of its kernels, summed over the kernels
of one call (the unfused resid is two kernels). Whole-program times are
the medians of three runs. `verified` is true only if every variant of
every program printed VERIFICATION SUCCESSFUL on the GPU, every fused
routine's checksums equal the unfused ones to every digit, and the sums
of sum(abs(x)) are within 1e-5 of the exact sum (a float reduction's
order is the runtime's choice, in the original too; 2^28 float terms).

Usage: python3 summarize_fast_fused.py OUT"""
import csv
import datetime
import io
import json
import os
import re
import statistics
import struct
import sys
import zlib

MG_VARIANTS = ["unfused", "inline", "march", "march_always", "march_nomerge", "march_ch32", "march_ch128",
               "march_runs", "tuned"]
ROUTINES = ["resid", "psinv", "rprj3", "interp"]
KERNEL = re.compile(r"__omp_offloading_[0-9a-f]+_[0-9a-f]+_(\w+?)_l(\d+)")


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def ncu_rows(path):
    """(kernel name, metric, value) for every row of an ncu --csv file."""
    text = read(path)
    start = text.find('"ID"')
    if start < 0:
        return []
    rows = []
    for r in csv.DictReader(io.StringIO(text[start:])):
        try:
            value = float(r["Metric Value"].replace(",", ""))
        except (KeyError, ValueError):
            continue
        rows.append((r.get("Kernel Name", ""), r.get("Metric Name", ""), r.get("Metric Unit", ""), value))
    return rows


def to_ms(value, unit):
    """ncu durations come in ns, us or ms (`nsecond`... in older versions)."""
    scale = {"ns": 1e-6, "nsecond": 1e-6, "us": 1e-3, "usecond": 1e-3, "ms": 1.0, "msecond": 1.0}
    return value * scale.get(unit, 1.0)


def per_function(rows, metric):
    """function -> {line: [values]} for OpenMP kernels."""
    out = {}
    for name, m, unit, value in rows:
        if m != metric:
            continue
        k = KERNEL.search(name)
        if not k:
            continue
        if metric == "gpu__time_duration.sum":
            value = to_ms(value, unit)
        out.setdefault(k.group(1), {}).setdefault(int(k.group(2)), []).append(value)
    return out


def call_time_ms(fn_lines):
    """Kernel time of one call: each kernel's median, summed."""
    return sum(statistics.median(v) for v in fn_lines.values()) if fn_lines else None


def npb_runs(out, stem):
    times, ok, gpu, norms = [], True, True, set()
    for rep in (1, 2, 3):
        t = read(os.path.join(out, "%s.%d.txt" % (stem, rep)))
        if not t:
            continue
        m = re.search(r"Time in seconds\s*=\s*([0-9.]+)", t)
        if not m:
            return None
        times.append(float(m.group(1)))
        ok = ok and "VERIFICATION SUCCESSFUL" in t
        if "Target regions ran on" in t:
            gpu = gpu and "Target regions ran on: GPU" in t
        n = re.search(r"L2 Norm is\s*(\S+)", t)
        if n:
            norms.add(n.group(1))
    if not times:
        return None
    return {"median_s": statistics.median(times), "times_s": times, "verified": ok and gpu,
            "l2_norms": sorted(norms)}


def launches(log, name):
    m = re.search(r"^%s(?: class=\S+)? launches=(\d+)" % re.escape(name), log, re.M)
    return int(m.group(1)) if m else None


def checksums(text):
    out = {}
    for r in ROUTINES:
        m = re.search(r"^\s*%s\s+\S+\s+\S+\s+\S+\s+\S+\s+(\S+)\s+(\S+)\s*$" % r, text, re.M)
        if m:
            out[r] = (m.group(1), m.group(2))
    return out


def png(path, groups, series, colors):
    """A bar chart as a PNG without any plotting library: one group of bars
    per routine, one bar per series (scaled to the tallest), no text (the
    legend is summary.json's `plot` entry)."""
    width, height, pad = 900, 420, 30
    img = [[(255, 255, 255)] * width for _ in range(height)]
    top = max([v for g in groups for v in g[1] if v] + [1e-9])
    slot = (width - 2 * pad) // max(1, len(groups))
    bar = max(4, (slot - 20) // max(1, len(series)))
    for gi, (_, values) in enumerate(groups):
        for si, v in enumerate(values):
            if not v:
                continue
            h = int((height - 2 * pad) * v / top)
            x0 = pad + gi * slot + 10 + si * bar
            for y in range(height - pad - h, height - pad):
                for x in range(x0, x0 + bar - 2):
                    img[y][x] = colors[si % len(colors)]
    for x in range(pad, width - pad):
        img[height - pad][x] = (0, 0, 0)
    raw = b"".join(b"\x00" + bytes(c for px in row for c in px) for row in img)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) +
                chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1]
    log = read(os.path.join(out, "run.log"))
    s = {"date": datetime.date.today().isoformat(), "gpu": read(os.path.join(out, "gpu.txt")).strip(),
         "commit": os.environ.get("PCX_COMMIT", "unknown")}
    verified = True
    kernels, registers, dram = {}, {}, {}
    for v in MG_VARIANTS:
        rows = ncu_rows(os.path.join(out, "ncu_mg_%s.csv" % v))
        t, r, d = (per_function(rows, m) for m in
                   ("gpu__time_duration.sum", "launch__registers_per_thread", "dram__bytes_read.sum"))
        kernels[v] = {fn: call_time_ms(t.get(fn)) for fn in ROUTINES}
        registers[v] = {fn: sorted({int(x) for xs in r.get(fn, {}).values() for x in xs}) for fn in ROUTINES}
        dram[v] = {fn: call_time_ms(d.get(fn)) for fn in ROUTINES}
    s["mg_routine_kernel_ms_512"] = kernels
    s["mg_routine_registers"] = registers
    s["mg_routine_dram_read_bytes_512"] = dram
    base = checksums(read(os.path.join(out, "bench_mg_unfused.txt")))
    identical = {}
    for v in MG_VARIANTS[1:]:
        if not os.path.exists(os.path.join(out, "bench_mg_%s.txt" % v)):
            continue  # a variant this run did not bench (its class runs still count)
        got = checksums(read(os.path.join(out, "bench_mg_%s.txt" % v)))
        identical[v] = {r: bool(base.get(r)) and got.get(r) == base.get(r) for r in ROUTINES}
        verified = verified and all(identical[v].values())
    s["mg_routine_checksums_identical_to_unfused"] = identical

    def best(routine):
        cands = [(kernels[v][routine], v) for v in MG_VARIANTS[1:] if kernels[v].get(routine)]
        return min(cands) if cands else (None, None)

    def tuned(routine):
        """The kernel of mg_tuned (the file `paracodex tune` wrote, a
        schedule per region) where it ran; else the best variant's."""
        if kernels["tuned"].get(routine):
            return kernels["tuned"][routine], "tuned"
        return best(routine)

    s["resid_unfused_kernel_ms"] = kernels["unfused"].get("resid")
    s["resid_fused_kernel_ms"] = kernels["march"].get("resid")
    s["psinv_unfused_kernel_ms"] = kernels["unfused"].get("psinv")
    s["psinv_fused_kernel_ms"] = kernels["march"].get("psinv")
    s["resid_tuned_kernel_ms"], s["resid_tuned_variant"] = tuned("resid")
    s["psinv_tuned_kernel_ms"], s["psinv_tuned_variant"] = tuned("psinv")
    s["resid_best_variant_kernel_ms"], s["resid_best_variant"] = best("resid")
    s["psinv_best_variant_kernel_ms"], s["psinv_best_variant"] = best("psinv")
    cuda = ncu_rows(os.path.join(out, "ncu_resid_cuda.csv"))
    cuda_ms = [to_ms(v, u) for n, m, u, v in cuda if m == "gpu__time_duration.sum" and "resid_kernel" in n]
    s["resid_cuda_kernel_ms"] = statistics.median(cuda_ms[1:]) if len(cuda_ms) > 1 else None
    s["resid_cuda_check"] = read(os.path.join(out, "resid_cuda.txt")).strip()

    for prog, stem in (("mg", "mg_%s"), ("paracodex_mg", "pcmg_%s")):
        for c in ("B", "C"):
            for v, label in ((("unfused", "unfused"), ("march", "fused"), ("inline", "inline"))
                             if prog == "mg" else (("orig", "unfused"), ("fused", "fused"))):
                r = npb_runs(out, (stem % v) + "_" + c if prog == "paracodex_mg" else "mg_%s_%s" % (v, c))
                key = "%s_%s_%s" % (prog, c, label)
                s[key + "_s"] = r["median_s"] if r else None
                s[key + "_run"] = r
                # The inline variant is a reference of its own; a run that
                # left it out (PCX_MG_VARIANTS) is judged on the others.
                if r or label != "inline":
                    verified = verified and bool(r and r["verified"])
                name = ("pcmg_%s_%s" % (v, c)) if prog == "paracodex_mg" else "mg_%s" % v
                n = launches(log, name) if prog == "paracodex_mg" else \
                    (lambda m: int(m.group(1)) if m else None)(
                        re.search(r"^mg_%s class=%s launches=(\d+)" % (v, c), log, re.M))
                s[key + "_launches"] = n
    for c in ("B", "C"):
        o, f = s.get("paracodex_mg_%s_unfused_run" % c), s.get("paracodex_mg_%s_fused_run" % c)
        same = bool(o and f and o["l2_norms"] and o["l2_norms"] == f["l2_norms"])
        s["paracodex_mg_%s_same_l2_norm" % c] = same
        verified = verified and same
    s["mg_C_fused_launches"] = s.get("mg_C_fused_launches")
    # Every variant's class C and B time, where it ran (the schedule choice).
    for c in ("B", "C"):
        runs = {v: npb_runs(out, "mg_%s_%s" % (v, c)) for v in MG_VARIANTS}
        s["mg_%s_by_variant_s" % c] = {v: r["median_s"] for v, r in runs.items() if r}
        s["mg_%s_tuned_s" % c] = s["mg_%s_by_variant_s" % c].get("tuned")
        verified = verified and all(r["verified"] for r in runs.values() if r)

    sums = {}
    for v in ("unfused", "fused", "twolevel"):
        t = read(os.path.join(out, "sumabs_%s.txt" % v))
        m = re.search(r"device=(\w+) median_ms=([0-9.]+).*sum=(\S+)", t)
        rows = ncu_rows(os.path.join(out, "ncu_sumabs_%s.csv" % v))
        k = per_function(rows, "gpu__time_duration.sum").get("sum_abs")
        s["sumabs_%s_ms" % v] = call_time_ms(k)
        s["sumabs_%s_wall_ms" % v] = float(m.group(2)) if m else None
        verified = verified and bool(m and m.group(1) == "gpu")
        if m:
            sums[v] = float(m.group(3))
    # The exact sum of |x| (x[i] = (i*37 % 19) - 9, sumabs.c), against which
    # each float result is judged: every one reassociates a 2^28-term sum.
    n = 1 << 28
    period = [abs((i * 37) % 19 - 9) for i in range(19)]
    exact = (n // 19) * sum(period) + sum(period[:n % 19])
    s["sumabs_exact"] = exact
    s["sumabs_relative_error"] = {v: abs(x - exact) / exact for v, x in sums.items()}
    s["sumabs_sums"] = sums
    verified = verified and len(sums) == 3 and all(e <= 1e-5 for e in s["sumabs_relative_error"].values())
    t = read(os.path.join(out, "sumabs_torch.txt"))
    m = re.search(r"eager_ms=([0-9.]+) compile_ms=([0-9.]+)", t)
    s["sumabs_torch_eager_ms"] = float(m.group(1)) if m else None
    s["sumabs_torch_compile_ms"] = float(m.group(2)) if m else None
    s["verified"] = verified

    series = ["unfused", "inline", "march", "tuned", "cuda"]
    groups = []
    for r in ROUTINES:
        groups.append((r, [kernels["unfused"].get(r), kernels["inline"].get(r), kernels["march"].get(r), tuned(r)[0],
                           s["resid_cuda_kernel_ms"] if r == "resid" else None]))
    groups = [g for g in groups if any(g[1])]
    colors = [(120, 120, 120), (230, 150, 40), (40, 120, 220), (40, 170, 80), (200, 50, 50)]
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(9, 4.2))
        w = 0.16
        for si, name in enumerate(series):
            ax.bar([gi + si * w for gi in range(len(groups))], [g[1][si] or 0 for g in groups], w, label=name,
                   color=[c / 255 for c in colors[si]])
        ax.set_xticks([gi + 2 * w for gi in range(len(groups))], [g[0] for g in groups])
        ax.set_ylabel("kernel ms at 512^3 (ncu)")
        ax.set_title("NAS MG routines on %s, commit %s" % (s["gpu"].split(",")[0], s["commit"][:7]))
        ax.legend()
        fig.savefig(os.path.join(out, "routines.png"), dpi=100, bbox_inches="tight")
        s["plot"] = "routines.png (matplotlib)"
    except ImportError:
        png(os.path.join(out, "routines.png"), groups, series, colors)
        s["plot"] = ("routines.png without text: groups left to right %s; bars in each group %s, colored "
                     "grey, orange, blue, green, red" % (", ".join(g[0] for g in groups), ", ".join(series)))
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(s, f, indent=1, sort_keys=True)
    for k in sorted(s):
        if not k.endswith("_run") and not isinstance(s[k], dict):
            print("%s: %s" % (k, s[k]))


if __name__ == "__main__":
    main()
