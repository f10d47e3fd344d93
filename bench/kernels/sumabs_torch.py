"""torch reference for sum(abs(x)) over 2^LOG2N floats: eager and
torch.compile, median of REPS by CUDA events (bench/fast_fused_gpu.sh).
Usage: python3 sumabs_torch.py LOG2N REPS"""
import sys

import torch


def median_ms(f, x, reps):
    for _ in range(3):
        f(x)
    torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        b, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        b.record()
        f(x)
        e.record()
        e.synchronize()
        times.append(b.elapsed_time(e))
    times.sort()
    return times[len(times) // 2]


def main():
    log2n = int(sys.argv[1]) if len(sys.argv) > 1 else 28
    reps = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    i = torch.arange(1 << log2n, device="cuda", dtype=torch.int64)
    x = ((i * 37) % 19).to(torch.float32) - 9.0

    def eager(t):
        return t.abs().sum()

    compiled = torch.compile(eager)
    print("sumabs_torch n=2^%d eager_ms=%.4f compile_ms=%.4f sum=%.9g" % (
        log2n, median_ms(eager, x, reps), median_ms(compiled, x, reps), float(compiled(x))))


if __name__ == "__main__":
    main()
