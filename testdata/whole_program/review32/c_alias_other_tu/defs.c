/* `h` is another name of `g`'s storage; main.c sees two plain externs. */
double g[96];
extern double h[96] __attribute__((alias("g")));
