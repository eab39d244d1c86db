#!/usr/bin/env python3
"""Checks the examples of the README, the docs and CONTRIBUTING.md as written, with the built
executable:

- every `swift run tessera ...` line of their shell blocks runs: it must exit 0, print what its
  trailing `# {...}` comment promises, and `frames` must list at least one element; `preview` (a
  server that runs until stopped) is skipped;
- every block marked `<!-- excerpt: FILE -->` (Swift, YAML, JavaScript or Java) appears in FILE as written
  (doc_blocks.py says how exactly), so that no excerpt of an example app or a layout goes stale;
- every other YAML block is a layout of its own, which `tessera validate` accepts.

Afterwards `git status` must be as it was, so no example writes into the repository.

Usage: python3 scripts/check-doc-examples.py [PATH_TO_TESSERA]   (default .build/debug/tessera)
"""
import glob
import json
import os
import re
import pathlib
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)
sys.path.insert(0, os.path.join(root, "scripts"))
import doc_blocks  # noqa: E402
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

# Excerpts of the files the project builds and checks, and the YAML blocks that stand alone.
excerpts = layouts = 0
scratch = tempfile.mkdtemp(prefix="tessera-doc-layouts-")
for path in doc_blocks.documents():
    # JavaScript and Java blocks are checked when they are excerpts of the examples (the web page,
    # the Android example that build.py compiles); others stand as prose.
    for language in ("swift", "yaml", "js", "java"):
        for number, source, body in doc_blocks.blocks(path, language):
            where = f"{path}:{number}"
            if source:
                excerpts += 1
                target = pathlib.Path(source)
                if not target.is_file():
                    failures.append(f"{where}: the excerpt names {source}, which is not a file")
                elif not doc_blocks.contains(target.read_text(encoding="utf-8").splitlines(), body, language):
                    failures.append(f"{where}: this {language} block is not in {source} as written; copy it from there again")
            elif language == "yaml":
                layouts += 1
                file = os.path.join(scratch, f"{path.stem}-{number}.yaml")
                with open(file, "w", encoding="utf-8") as handle:
                    handle.write("\n".join(body) + "\n")
                run = subprocess.run([tessera, "validate", file], capture_output=True, text=True)
                if run.returncode != 0:
                    failures.append(f"{where}: this YAML block is no excerpt (no <!-- excerpt: FILE --> above it), so it must be a "
                                    f"layout of its own, and validate says:\n{run.stdout}{run.stderr}".rstrip())
        # A block a script checks must name a script that reads it from here.
        for number, marker, script, _ in doc_blocks.marked_blocks(path, language):
            if marker == "checked by" and not (os.path.isfile(script) and str(path) in open(script, encoding="utf-8").read()):
                failures.append(f"{path}:{number}: the block says {script} checks it, but that script does not read {path}")
subprocess.run(["rm", "-rf", scratch], check=True)

after = git_status()
if after != before:
    failures.append("the examples changed the repository:\n" + after)
if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(1)
print(f"doc examples: {count} commands ran as written, {excerpts} excerpts are in their files, {layouts} YAML blocks validate")
