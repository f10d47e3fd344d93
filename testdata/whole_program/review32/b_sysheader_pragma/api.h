#pragma GCC system_header
void relax(const double *in, double *w, double *out, int n);
