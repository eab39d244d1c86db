#!/usr/bin/env python3
"""Docs at the seams: every path of the repository that the docs name exists, and every stage
folder of every runtime is named in docs/ARCHITECTURE.md.

A path is a backquoted word or a link target that starts with one of the repository's top-level
folders (`Sources/TesseraRuntime/Driver`, `Runtimes/web/src/view/view.ts`); words with a pattern
or a placeholder in them (`*`, `NAME`, `…`) are examples, not paths, and are left alone. Run from
anywhere: `python3 scripts/check-doc-paths.py`; it prints each stale path with the file and line
that names it, and exits 1.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md")),
        ROOT / "Runtimes/web/README.md", ROOT / "Runtimes/android/README.md", ROOT / "Fuzz/README.md"]
TOP = sorted(p.name for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith("."))
# Where each runtime keeps its stages, and the stage folders there: every one must be named in
# docs/ARCHITECTURE.md, as the order data flows through them.
STAGE_ROOTS = ["Sources/TesseraRuntime", "Sources/TesseraCompiler", "Runtimes/web/src",
               "Runtimes/android/runtime/src/dev/tessera/runtime"]
_TOP = "|".join(map(re.escape, TOP))
PATH = re.compile(r"`((?:%s)/[^`\s]*)`|\]\((?:\.\./)*((?:%s)/[^)\s#]*)" % (_TOP, _TOP))
PLACEHOLDER = re.compile(r"[*…<>{}$]|\bNAME\b|\bVERSION\b|\bX\.Y|\.\.\.")
# Named before they exist, and why.
ABSENT = {"Fuzz/CompiledRegressions": "made when the compiled-layout fuzzer first keeps a crash; the replay reads it when it is there"}


def named_paths(doc: Path):
    for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), start=1):
        for match in PATH.finditer(line):
            path = (match.group(1) or match.group(2)).rstrip(".,:;")
            # `Sources/TesseraRuntime/Driver/ScrollDriver.swift:42`, a line of a file.
            path = re.sub(r":\d+(:\d+)?$", "", path)
            if PLACEHOLDER.search(path) or path.startswith(("Runtimes/android/build/", "Runtimes/web/build/")):
                continue
            yield number, path


def architecture_names(text: str) -> set:
    """The paths ARCHITECTURE.md's table rows name: a row's path in full; `…/X` below it, X under
    that path (or beside the `…/` row before it); and the folders a row lists by name in
    backquotes (`src/geometry`, `inputs`) under the path it is about."""
    named, base, sibling = set(), None, None
    for line in text.splitlines():
        if not line.startswith("| `"):
            continue
        cell = line.split("|")[1].strip()
        first = re.match(r"`([^`]+)`", cell).group(1)
        if first.startswith("…/"):
            rest = first[2:]
            for parent in (base, sibling):
                if parent and (ROOT / parent / rest).exists():
                    path = f"{parent}/{rest}"
                    named.add(path)
                    sibling = str(Path(path).parent)
                    break
            continue
        if (ROOT / first).exists():
            base, sibling = first, None
            named.add(first)
            for word in re.findall(r"`([A-Za-z0-9_/.-]+)`", line):
                for candidate in (f"{first}/{word}", f"{first}/src/{word}"):
                    if (ROOT / candidate).is_dir():
                        named.add(candidate)
    return named


def main() -> int:
    problems = []
    for doc in DOCS:
        if not doc.exists():
            continue
        for number, path in named_paths(doc):
            if not (ROOT / path).exists() and path not in ABSENT:
                problems.append(f"{doc.relative_to(ROOT)}:{number}: `{path}` does not exist; name the path as it is now, or drop it")
    architecture = (ROOT / "docs/ARCHITECTURE.md").read_text(encoding="utf-8")
    named = architecture_names(architecture)
    for root in STAGE_ROOTS:
        for folder in sorted(p for p in (ROOT / root).iterdir() if p.is_dir() and not p.name.endswith(".docc")):
            name = f"{root}/{folder.name}"
            if name not in named:
                problems.append(f"docs/ARCHITECTURE.md: the stage folder `{name}` is named nowhere; give it a row in its runtime's table")
    for runtime in sorted(p for p in (ROOT / "Runtimes").iterdir() if p.is_dir()):
        name = f"Runtimes/{runtime.name}"
        if f"`{name}" not in architecture:
            problems.append(f"docs/ARCHITECTURE.md: the runtime `{name}` is named nowhere; give it a row")
    for problem in problems:
        print(problem)
    if problems:
        print(f"doc paths: {len(problems)} problem(s) (above)")
        return 1
    print(f"doc paths: every path the docs name exists, and every stage folder of {len(STAGE_ROOTS)} runtimes' stage roots is in docs/ARCHITECTURE.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
