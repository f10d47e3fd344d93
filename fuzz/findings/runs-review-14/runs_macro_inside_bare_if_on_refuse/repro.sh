#!/bin/bash
# Fuse once (bare form, no runs), then ask for runs on a second region and fuse again.
P=/tmp/review14/paracodex
$P fuse step0.c --schedule=all -o step1.c -- -fopenmp
sed 's|// paracodex: schedule(keep)|// paracodex: schedule(plane-march k bare runs)|' step1.c > step1_runs.c
$P fuse step1_runs.c --schedule=all --march-runs --explain -o step2.c -- -fopenmp; echo "rc=$?"
