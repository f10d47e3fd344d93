#!/usr/bin/env python3
"""Fails when the build or a test uses a file from a Debian package that
scripts/setup.sh does not install.

"Installed by setup" means: listed in setup.sh's `packages=`, pulled in by
one of those through Depends/Pre-Depends, or part of the base system
(Essential or Priority: required). "Used" means every absolute path that
appears in the build's commands (`ninja -t commands`), every header the
compiles read (`ninja -t deps`), every program and library the clang driver
runs or links for those commands (`clang -###`), and the programs the tests
run. Each path is mapped to its package with `dpkg -S`.

Usage: setup_packages_test.py BUILD_DIR SOURCE_DIR
"""
import json
import os
import re
import shlex
import subprocess
import sys

# Programs the tests run by name from scripts or generated harnesses, which
# neither ninja nor ctest's command lines show.
PROGRAMS_TESTS_RUN = ["clang-19", "pre-commit", "git", "cmake", "ninja", "python3",
                      "clang-apply-replacements-19", "sh"]


def run(cmd, cwd=None):
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)


def setup_packages(source):
    text = open(os.path.join(source, "scripts", "setup.sh")).read()
    m = re.search(r'^packages="([^"]*)"', text, re.M)
    if not m:
        sys.exit("FAIL: no packages=\"...\" list in scripts/setup.sh")
    return set(m.group(1).split())


def installed_closure(roots):
    out = run(["dpkg-query", "-W", "-f=${Package}\t${Essential}\t${Priority}\t${Status}\t"
               "${Depends}, ${Pre-Depends}\n"]).stdout
    depends, base = {}, set()
    for line in out.splitlines():
        name, essential, priority, status, deps = (line.split("\t") + [""] * 5)[:5]
        if "install ok installed" not in status:
            continue
        if essential == "yes" or priority == "required":
            base.add(name)
        names = set()
        for alternative in re.split(r"[,|]", deps):
            word = alternative.strip().split(" ")[0].split(":")[0]
            if word:
                names.add(word)
        depends[name] = names
    # Virtual packages: map "Provides" to their providers.
    provides = run(["dpkg-query", "-W", "-f=${Package}\t${Provides}\n"]).stdout
    providers = {}
    for line in provides.splitlines():
        name, provided = (line.split("\t") + [""])[:2]
        for item in provided.split(","):
            word = item.strip().split(" ")[0]
            if word:
                providers.setdefault(word, set()).add(name)
    seen, todo = set(), list(roots | base)
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        todo.extend(depends.get(p, ()))
        todo.extend(providers.get(p, ()))
    return seen


def absolute_paths(command):
    try:
        words = shlex.split(command)
    except ValueError:
        words = command.split()
    paths = []
    for w in words:
        for part in re.split(r"[=,]", w):
            if part.startswith("/usr/") or part.startswith("/lib"):
                paths.append(part)
        if w.startswith("-L/") or w.startswith("-I/"):
            paths.append(w[2:])
    return paths, words


def driver_paths(words, build):
    """What the clang driver runs and links for this command (-###)."""
    if not words or not re.search(r"clang(-\d+)?(\+\+)?$", words[0]):
        return []
    out = run(words + ["-###"], cwd=build)
    paths = []
    for line in out.stderr.splitlines():
        for token in re.findall(r'"([^"]+)"', line):
            for part in re.split(r"[=,]", token):
                if part.startswith("/usr/") or part.startswith("/lib"):
                    paths.append(part)
    return paths


def main():
    build, source = sys.argv[1], sys.argv[2]
    listed = setup_packages(source)
    closure = installed_closure(listed)

    used = {}  # path -> why
    commands = run(["ninja", "-C", build, "-t", "commands"]).stdout.splitlines()
    for line in commands:
        for piece in line.split("&&"):
            paths, words = absolute_paths(piece.strip())
            for p in paths:
                used.setdefault(p, "a build command")
            for p in driver_paths(words, build):
                used.setdefault(p, "what the clang driver runs for a build command")
    deps = run(["ninja", "-C", build, "-t", "deps"]).stdout
    for line in deps.splitlines():
        line = line.strip()
        if line.startswith("/usr/"):
            used.setdefault(line, "a header a compile read")
    tests = json.loads(run(["ctest", "--test-dir", build, "--show-only=json-v1"]).stdout)
    programs = set(PROGRAMS_TESTS_RUN)
    for t in tests.get("tests", []):
        if t.get("command"):
            programs.add(t["command"][0])
    for prog in programs:
        path = prog if os.path.isabs(prog) else run(["sh", "-c", "command -v " + prog]).stdout.strip()
        if not path:
            print(f"FAIL: the tests run `{prog}`, which is not installed")
            return 1
        if path.startswith("/usr/") or path.startswith("/bin") or path.startswith("/sbin"):
            used.setdefault(path, "a program the tests run")

    # Map each path (as written and resolved) to its package.
    owners = {}
    candidates = {}
    for p in used:
        if not os.path.exists(p):
            continue
        for q in {p, os.path.realpath(p)}:
            candidates.setdefault(q, p)
    names = sorted(candidates)
    for i in range(0, len(names), 200):
        out = run(["dpkg", "-S"] + names[i:i + 200]).stdout
        for line in out.splitlines():
            if ": " not in line:
                continue
            pkgs, path = line.split(": ", 1)
            if path in candidates:
                for pkg in pkgs.split(", "):
                    owners.setdefault(candidates[path], set()).add(pkg.split(":")[0])

    failures = []
    for path, pkgs in sorted(owners.items()):
        if not pkgs & closure:
            failures.append(f"{path} ({used[path]}) comes from {', '.join(sorted(pkgs))}, "
                            "which scripts/setup.sh does not install")
    for f in failures:
        print("FAIL:", f)
    print(f"setup packages: {len(used)} used paths, {len(owners)} owned by a package, "
          f"{len(failures)} from packages setup.sh does not install")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
