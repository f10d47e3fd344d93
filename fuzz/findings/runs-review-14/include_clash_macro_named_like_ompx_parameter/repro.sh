#!/bin/bash
# A macro `width` (a parameter name in ompx.h's prototypes) defined above the includes.
/tmp/review14/paracodex fuse macro_width.c --schedule=all --explain -o F.c -- -fopenmp; echo "rc=$?"
