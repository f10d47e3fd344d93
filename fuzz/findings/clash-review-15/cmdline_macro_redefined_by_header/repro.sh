#!/bin/bash
cd "$(dirname "$0")" && ../compare.sh cmdline_big_endian.c -- -DBIG_ENDIAN=0
../compare.sh cmdline_endian.c -- -DLITTLE_ENDIAN=1
../compare.sh cmdline_randmax.c -- -DRAND_MAX=32767
