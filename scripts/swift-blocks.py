#!/usr/bin/env python3
"""The Swift code blocks of Markdown files, made checkable.

A block preceded by a comment `<!-- excerpt: PATH -->` shows part of a file the project compiles
(an example app, a Package.swift): its lines of code must appear in PATH, in order and together,
up to indentation (blank lines and whole-line comments aside); this script checks that. Every other block is a program of its own: it is written to
OUTPUT/NAME/main.swift (with OUTPUT/NAME/origin saying where it came from) for
check-apple-platforms.sh to compile, together with the bundled layouts' generated types.

    swift-blocks.py --output DIR FILE.md...

Exits 1, naming the file and line, when an excerpt is not in its file.
"""
import argparse
import pathlib
import re
import sys

FENCE = re.compile(r"^```swift\s*$")
EXCERPT = re.compile(r"^<!--\s*excerpt:\s*(\S+)\s*-->\s*$")


def blocks(path):
    """(line number, excerpt source or None, lines) for each ```swift block of a Markdown file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        if FENCE.match(lines[i]):
            start = i + 1
            j = start
            while j < len(lines) and lines[j].strip() != "```":
                j += 1
            k = i - 1
            while k >= 0 and not lines[k].strip():
                k -= 1
            marker = EXCERPT.match(lines[k]) if k >= 0 else None
            yield start, marker.group(1) if marker else None, lines[start:j]
            i = j + 1
        else:
            i += 1


def code(lines):
    """The lines without indentation, blank lines and whole-line comments, which compile to nothing."""
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("//")]


def contains(haystack, needle):
    """Whether needle's lines of code appear together in haystack's, up to indentation."""
    strip = code(haystack)
    want = code(needle)
    if not want:
        return True
    return any(strip[i:i + len(want)] == want for i in range(len(strip) - len(want) + 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", required=True)
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    output = pathlib.Path(arguments.output)
    output.mkdir(parents=True, exist_ok=True)
    failed = False
    programs = excerpts = 0
    for name in arguments.files:
        path = pathlib.Path(name)
        for line, source, body in blocks(path):
            where = f"{name}:{line}"
            if source:
                target = pathlib.Path(source)
                if not target.is_file():
                    print(f"{where}: error: the excerpt names {source}, which is not a file")
                    failed = True
                elif not contains(target.read_text(encoding="utf-8").splitlines(), body):
                    print(f"{where}: error: this block is not in {source} as written; copy it from there again")
                    failed = True
                excerpts += 1
            else:
                folder = output / f"{path.stem}-{line}"
                folder.mkdir(exist_ok=True)
                (folder / "main.swift").write_text("\n".join(body) + "\n", encoding="utf-8")
                (folder / "origin").write_text(where, encoding="utf-8")
                programs += 1
    print(f"swift blocks: {programs} program(s) to compile, {excerpts} excerpt(s) of compiled files checked")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
