/* The program's own malloc: a request of 80 doubles gets a static pool
   that main.c reads afterwards; others go to the C library. */
#include <stddef.h>
double pool[80];
extern void *__libc_malloc(size_t);
extern void __libc_free(void *);
void *malloc(size_t n) { return n == sizeof pool ? (void *)pool : __libc_malloc(n); }
void free(void *p) { if (p != (void *)pool) __libc_free(p); }
