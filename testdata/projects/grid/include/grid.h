#ifndef GRID_H
#define GRID_H
/* Row-major index into an NX-wide grid; NX comes from the build (-DNX=...). */
#define IDX(i, j) ((i) * NX + (j))
#endif
