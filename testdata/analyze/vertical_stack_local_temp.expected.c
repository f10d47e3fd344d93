/*
 * case:     vertical_stack_local_temp
 * what:     A small fixed-size stack array as the temporary
 *           (double tile[TB][TB], 32 KiB), mapped map(alloc:) in a target
 *           data region. Producer squares a tile, consumer takes a 5-point
 *           average of the squares in the tile interior.
 * regions:  R1 producer (writes tile), R2 consumer (reads tile).
 * expect:   R1 -> R2 via tile: LEGAL
 *           R1 writes the whole tile; R2 reads tile[y+/-1][x], tile[y][x+/-1]
 *           for y, x in 1..TB-2. The array goes out of scope at return.
 * strategy: inline (recompute), collapse(2).
 */
#define TB 64

void tile_energy(const float *restrict in, float *restrict out)
{

#pragma omp target data map(to: in[0:TB * TB]) map(tofrom: out[0:TB * TB])
  {

#pragma omp target teams distribute parallel for collapse(2)
    for (int y = 1; y < TB - 1; y++)
      for (int x = 1; x < TB - 1; x++)
        out[y * TB + x] = 0.2f * ((in[y * TB + x] * in[y * TB + x]) +
                                  (in[(y - 1) * TB + x] * in[(y - 1) * TB + x]) +
                                  (in[(y + 1) * TB + x] * in[(y + 1) * TB + x]) +
                                  (in[y * TB + (x - 1)] * in[y * TB + (x - 1)]) +
                                  (in[y * TB + (x + 1)] * in[y * TB + (x + 1)]));
  }
}
