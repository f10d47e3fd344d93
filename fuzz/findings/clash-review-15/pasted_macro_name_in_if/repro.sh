#!/bin/bash
cd "$(dirname "$0")" && ../compare.sh paste_defined.c 
../compare.sh spliced_word.c
