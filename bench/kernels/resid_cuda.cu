// Hand-written CUDA reference for NAS MG's resid at N^3 interior points
// (extent N+2), one thread per point, blocks of 128 along i1: what the
// fused OpenMP kernels are measured against (bench/fast_fused_gpu.sh).
// r = v - A u with NAS MG's a = {-8/3, 0, 1/6, 1/12}; checked against a
// host loop on every point of a small grid first.
// Usage: resid_cuda N REPS   (prints median kernel ms by cudaEvent)
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define IDX(i3, i2, i1) (((size_t)(i3) * n2 + (i2)) * n1 + (i1))

__global__ void resid_kernel(const double *__restrict__ u, const double *__restrict__ v,
                             double *__restrict__ r, int n1, int n2, int n3, double a0,
                             double a2, double a3) {
  int i1 = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int i2 = blockIdx.y + 1;
  int i3 = blockIdx.z + 1;
  if (i1 >= n1 - 1)
    return;
  double u1m = u[IDX(i3, i2 - 1, i1 - 1)] + u[IDX(i3, i2 + 1, i1 - 1)] +
               u[IDX(i3 - 1, i2, i1 - 1)] + u[IDX(i3 + 1, i2, i1 - 1)];
  double u1p = u[IDX(i3, i2 - 1, i1 + 1)] + u[IDX(i3, i2 + 1, i1 + 1)] +
               u[IDX(i3 - 1, i2, i1 + 1)] + u[IDX(i3 + 1, i2, i1 + 1)];
  double u2m = u[IDX(i3 - 1, i2 - 1, i1 - 1)] + u[IDX(i3 - 1, i2 + 1, i1 - 1)] +
               u[IDX(i3 + 1, i2 - 1, i1 - 1)] + u[IDX(i3 + 1, i2 + 1, i1 - 1)];
  double u2c = u[IDX(i3 - 1, i2 - 1, i1)] + u[IDX(i3 - 1, i2 + 1, i1)] +
               u[IDX(i3 + 1, i2 - 1, i1)] + u[IDX(i3 + 1, i2 + 1, i1)];
  double u2p = u[IDX(i3 - 1, i2 - 1, i1 + 1)] + u[IDX(i3 - 1, i2 + 1, i1 + 1)] +
               u[IDX(i3 + 1, i2 - 1, i1 + 1)] + u[IDX(i3 + 1, i2 + 1, i1 + 1)];
  r[IDX(i3, i2, i1)] = v[IDX(i3, i2, i1)] - a0 * u[IDX(i3, i2, i1)] -
                       a2 * (u2c + u1m + u1p) - a3 * (u2m + u2p);
}

static void resid_host(const std::vector<double> &u, const std::vector<double> &v,
                       std::vector<double> &r, int n1, int n2, int n3, double a0, double a2,
                       double a3) {
  for (int i3 = 1; i3 < n3 - 1; i3++)
    for (int i2 = 1; i2 < n2 - 1; i2++)
      for (int i1 = 1; i1 < n1 - 1; i1++) {
        double u1m = u[IDX(i3, i2 - 1, i1 - 1)] + u[IDX(i3, i2 + 1, i1 - 1)] +
                     u[IDX(i3 - 1, i2, i1 - 1)] + u[IDX(i3 + 1, i2, i1 - 1)];
        double u1p = u[IDX(i3, i2 - 1, i1 + 1)] + u[IDX(i3, i2 + 1, i1 + 1)] +
                     u[IDX(i3 - 1, i2, i1 + 1)] + u[IDX(i3 + 1, i2, i1 + 1)];
        double u2m = u[IDX(i3 - 1, i2 - 1, i1 - 1)] + u[IDX(i3 - 1, i2 + 1, i1 - 1)] +
                     u[IDX(i3 + 1, i2 - 1, i1 - 1)] + u[IDX(i3 + 1, i2 + 1, i1 - 1)];
        double u2c = u[IDX(i3 - 1, i2 - 1, i1)] + u[IDX(i3 - 1, i2 + 1, i1)] +
                     u[IDX(i3 + 1, i2 - 1, i1)] + u[IDX(i3 + 1, i2 + 1, i1)];
        double u2p = u[IDX(i3 - 1, i2 - 1, i1 + 1)] + u[IDX(i3 - 1, i2 + 1, i1 + 1)] +
                     u[IDX(i3 + 1, i2 - 1, i1 + 1)] + u[IDX(i3 + 1, i2 + 1, i1 + 1)];
        r[IDX(i3, i2, i1)] = v[IDX(i3, i2, i1)] - a0 * u[IDX(i3, i2, i1)] -
                             a2 * (u2c + u1m + u1p) - a3 * (u2m + u2p);
      }
}

static double run(int n, int reps, bool check) {
  int n1 = n + 2, n2 = n + 2, n3 = n + 2;
  size_t total = (size_t)n1 * n2 * n3;
  std::vector<double> u(total), v(total), r(total, 0.0);
  for (size_t i = 0; i < total; i++) {
    u[i] = (double)((i * 7919) % 1013) / 1013.0 - 0.5;
    v[i] = (double)((i * 104729) % 997) / 997.0;
  }
  const double a0 = -8.0 / 3.0, a2 = 1.0 / 6.0, a3 = 1.0 / 12.0;
  double *du, *dv, *dr;
  cudaMalloc(&du, total * sizeof(double));
  cudaMalloc(&dv, total * sizeof(double));
  cudaMalloc(&dr, total * sizeof(double));
  cudaMemcpy(du, u.data(), total * sizeof(double), cudaMemcpyHostToDevice);
  cudaMemcpy(dv, v.data(), total * sizeof(double), cudaMemcpyHostToDevice);
  cudaMemset(dr, 0, total * sizeof(double));
  dim3 block(128), grid((n1 - 2 + 127) / 128, n2 - 2, n3 - 2);
  cudaEvent_t b, e;
  cudaEventCreate(&b);
  cudaEventCreate(&e);
  std::vector<float> ms;
  for (int k = 0; k < reps + 2; k++) {
    cudaEventRecord(b);
    resid_kernel<<<grid, block>>>(du, dv, dr, n1, n2, n3, a0, a2, a3);
    cudaEventRecord(e);
    cudaEventSynchronize(e);
    float t;
    cudaEventElapsedTime(&t, b, e);
    if (k >= 2)
      ms.push_back(t);
  }
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) {
    std::fprintf(stderr, "resid_cuda: %s\n", cudaGetErrorString(err));
    std::exit(1);
  }
  if (check) {
    std::vector<double> got(total);
    cudaMemcpy(got.data(), dr, total * sizeof(double), cudaMemcpyDeviceToHost);
    resid_host(u, v, r, n1, n2, n3, a0, a2, a3);
    double worst = 0;
    for (size_t i = 0; i < total; i++)
      worst = std::max(worst, std::fabs(got[i] - r[i]));
    std::printf("resid_cuda check n=%d: max |gpu - host| = %.3g\n", n, worst);
    if (worst > 1e-12)
      std::exit(1);
  }
  cudaFree(du);
  cudaFree(dv);
  cudaFree(dr);
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 512;
  int reps = argc > 2 ? std::atoi(argv[2]) : 20;
  run(30, 1, true);
  double med = run(n, reps, false);
  std::printf("resid_cuda n=%d reps=%d median_kernel_ms=%.4f\n", n, reps, med);
  return 0;
}
