#!/usr/bin/env python3
"""Runs every `swift run tessera ...` line of the shell blocks of the README, the docs and
CONTRIBUTING.md, as written, with the built executable: each must exit 0, print what its trailing `# {...}` comment promises, and
`frames` must list at least one element. Afterwards `git status` must be as it was, so no
example writes into the repository. `preview` (a server that runs until stopped) is skipped.

Usage: python3 scripts/check-doc-examples.py [PATH_TO_TESSERA]   (default .build/debug/tessera)
"""
import glob
import json
import os
import re
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)
tessera = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/tessera")


def shell_lines(markdown):
    inside = False
    for number, line in enumerate(markdown.splitlines(), 1):
        if line.startswith("```"):
            inside = line.strip() == "```sh"
            continue
        if inside and line.startswith("swift run tessera "):
            yield number, line


def git_status():
    return subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], capture_output=True, text=True, check=True).stdout


before = git_status()
failures = []
count = 0
examples = [(path, number, line)
            for path in ["README.md", "CONTRIBUTING.md"] + sorted(glob.glob("docs/*.md"))
            for number, line in shell_lines(open(path, encoding="utf-8").read())]
for path, number, line in examples:
    command, _, comment = line.partition("   #")
    command = command.strip()
    if command.startswith("swift run tessera preview"):
        continue
    count += 1
    run = subprocess.run(tessera + command[len("swift run tessera"):], shell=True, capture_output=True, text=True)
    where = f"{path}:{number}: {command}"
    if run.returncode != 0:
        failures.append(f"{where}\n  exited {run.returncode}: {run.stderr.strip()[:400]}")
        continue
    promised = comment.strip()
    if promised.startswith("{"):
        if json.loads(run.stdout) != json.loads(promised):
            failures.append(f"{where}\n  printed {run.stdout.strip()} instead of {promised}")
    if " frames " in command:
        rows = run.stdout.count('"kind"') if "--format" not in command else len(re.findall(r"^(cell|header|footer)\b", run.stdout, re.M))
        if rows == 0:
            failures.append(f"{where}\n  listed no elements:\n{run.stdout[:400]}")

after = git_status()
if after != before:
    failures.append("the examples changed the repository:\n" + after)
if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(1)
print(f"doc examples: {count} commands ran as written")
