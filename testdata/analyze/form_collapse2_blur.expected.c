/*
 * case:     form_collapse2_blur
 * what:     Separable 3x3 box blur on an image, collapse(2) on both
 *           regions: horizontal pass into a temporary, vertical pass out.
 *           The horizontal pass covers every row, so the vertical pass's
 *           reads of rows y-1 and y+1 are covered.
 * regions:  R1 producer (writes hpass), R2 consumer (reads hpass).
 * expect:   R1 -> R2 via hpass: LEGAL
 *           R1 writes rows 0..h-1, columns 1..w-2; R2 reads rows y-1..y+1
 *           for y in 1..h-2, columns 1..w-2. img is restrict.
 * strategy: inline (recompute) with collapse(2); sliding window would
 *           make y sequential (the slowest index, so it is allowed).
 */
#include <stdlib.h>

void box_blur(const float *restrict img, float *restrict out, int w, int h)
{
  size_t npix = (size_t)w * h;
  const float third = 1.0f / 3.0f;

#pragma omp target data map(to: img[0:npix]) map(tofrom: out[0:npix])
  {

#pragma omp target teams distribute parallel for collapse(2)
    for (int y = 1; y < h - 1; y++)
      for (int x = 1; x < w - 1; x++)
        out[y * w + x] =
            third *
            ((third * (img[(y - 1) * w + x - 1] + img[(y - 1) * w + x] + img[(y - 1) * w + x + 1])) +
             (third * (img[y * w + x - 1] + img[y * w + x] + img[y * w + x + 1])) +
             (third * (img[(y + 1) * w + x - 1] + img[(y + 1) * w + x] + img[(y + 1) * w + x + 1])));
  }

}
