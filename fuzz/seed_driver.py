"""The command line and seed loop shared by the small fuzzers (copy_chain_fuzz.py,
alias_fuzz.py): --seeds A:B, --paracodex, -j, --keep; each seed's class
counted, the bad ones listed (and their work folders kept); exit 1 when
any seed is bad."""
import argparse
import concurrent.futures
import os
import shutil


def drive(description, label, one, good):
    """Runs `one(seed, opts) -> (seed, class, detail, workdir)` over the
    seeds; `good` are the classes that are no failure."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--seeds", required=True)
    ap.add_argument("--paracodex", default=os.path.join(os.path.dirname(__file__), "..", "build", "tool",
                                                        "paracodex"))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--keep")
    opts = ap.parse_args()
    opts.paracodex = os.path.abspath(opts.paracodex)
    a, _, b = opts.seeds.partition(":")
    seeds = range(int(a), int(b) if b else int(a) + 1)
    counts, bad = {}, []
    with concurrent.futures.ThreadPoolExecutor(opts.j) as pool:
        for seed, cls, detail, work in pool.map(lambda s: one(s, opts), seeds):
            counts[cls] = counts.get(cls, 0) + 1
            if cls not in good:
                bad.append((seed, cls, detail))
                if opts.keep:
                    shutil.copytree(work, os.path.join(opts.keep, "seed_%d" % seed), dirs_exist_ok=True)
            shutil.rmtree(work, ignore_errors=True)
    print("%s: seeds %s, %d programs: %s" % (
        label, opts.seeds, len(seeds), ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    for seed, cls, detail in bad:
        print("  seed %d: %s %s" % (seed, cls, detail.strip().replace("\n", " | ")[:300]))
    return 1 if bad else 0
