#!/bin/bash
cd "$(dirname "$0")" && ../compare.sh cxx_cstdlib_abs.cpp 
../compare.sh cxx_cmath_abs.cpp
../compare.sh cxx_using_ns.cpp
