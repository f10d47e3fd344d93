#!/bin/sh
# The layers of passes/ (docs/architecture.md): model <- legality <- plan
# <- {report, rewrite}; verify stands apart. A file of a layer includes
# only its own layer and those below it; analyze (tool/AnalyzeCommand.cpp)
# prints the plan and includes nothing of the rewrite. Prints each include
# that breaks that, and fails if there is one.
# Usage: layering-test.sh SOURCE_DIR
src=${1:-.}
cd "$src/passes" || exit 2
allowed() { # layer -> the layers its files may include
  case $1 in
  model) echo "model" ;;
  legality) echo "model legality" ;;
  plan) echo "model legality plan" ;;
  report) echo "model legality plan report" ;;
  rewrite) echo "model legality plan rewrite" ;;
  verify) echo "model legality verify" ;;
  esac
}
bad=0
files=0
for layer in model legality plan report rewrite verify; do
  ok=$(allowed $layer)
  for f in $(find $layer -name '*.h' -o -name '*.cpp' | sort); do
    files=$((files + 1))
    for used in $(sed -n 's|^#include "passes/\([a-z]*\)/.*|\1|p' "$f" | sort -u); do
      case " $ok " in
      *" $used "*) ;;
      *) echo "passes/$f includes passes/$used/ (layer $layer may include: $ok)"; bad=1 ;;
      esac
    done
  done
done
if grep -n '#include "passes/rewrite/' ../tool/AnalyzeCommand.cpp; then
  echo "tool/AnalyzeCommand.cpp includes the rewrite: analyze prints the plan, it does not fuse"
  bad=1
fi
[ $bad = 0 ] && echo "layering: $files files, every include within its layer or below; analyze includes no rewrite"
exit $bad
