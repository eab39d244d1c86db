"""The fenced code blocks of the project's Markdown, and the excerpt rule they follow.

A block preceded by a comment `<!-- checked by: SCRIPT -->` is checked by that script, which
reads it from the Markdown (the install line, which check-example-consumer.sh resolves).

A block preceded by a comment `<!-- excerpt: PATH -->` shows part of a file the project builds,
runs or checks (an example app, a Package.swift, a layout): its lines must appear in PATH, in
order and together. Swift (and JavaScript and Java, whose excerpts check-doc-examples.py checks
alike) is compared up to indentation, blank lines and whole-line comments,
which compile to nothing; YAML line for line up to one indentation for the whole block (an
excerpt may be a nested part of its file), blank lines and whole-line comments aside, since
indentation is YAML's structure.

Used by check-doc-examples.py (which checks every excerpt, and that every other YAML block is a
layout that validates) and swift-blocks.py (which writes every other Swift block out to compile).
"""
import glob
import pathlib
import re

MARKER = re.compile(r"^<!--\s*(excerpt|checked by):\s*(\S+)\s*-->\s*$")


def documents(root="."):
    """The Markdown files whose blocks are checked: the README, CONTRIBUTING, docs/ and the web runtime's README."""
    base = pathlib.Path(root)
    return [base / "README.md", base / "CONTRIBUTING.md"] + sorted(base.glob("docs/*.md")) + [base / "Runtimes/web/README.md"]


def blocks(path, language):
    """(line number of the block's first line, excerpt source or None, lines) for each
    ```LANGUAGE block of a Markdown file that no script checks (no `checked by:` marker)."""
    for start, marker, target, lines in marked_blocks(path, language):
        if marker != "checked by":
            yield start, target, lines


def marked_blocks(path, language):
    """(line number of the block's first line, marker or None, its path or None, lines) for each
    ```LANGUAGE block of a Markdown file."""
    lines = pathlib.Path(path).read_text(encoding="utf-8").splitlines()
    fence = re.compile(rf"^```{re.escape(language)}\s*$")
    i = 0
    while i < len(lines):
        if fence.match(lines[i]):
            start = i + 1
            j = start
            while j < len(lines) and lines[j].strip() != "```":
                j += 1
            k = i - 1
            while k >= 0 and not lines[k].strip():
                k -= 1
            marker = MARKER.match(lines[k]) if k >= 0 else None
            yield start, marker.group(1) if marker else None, marker.group(2) if marker else None, lines[start:j]
            i = j + 1
        else:
            i += 1


def _swift_code(lines):
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("//")]


def _yaml_code(lines):
    return [line.rstrip() for line in lines if line.strip() and not line.strip().startswith("#")]


def contains(haystack, needle, language):
    """Whether needle's lines appear together in haystack's, by the excerpt rule of LANGUAGE."""
    if language != "yaml":
        have, want = _swift_code(haystack), _swift_code(needle)
        return not want or any(have[i:i + len(want)] == want for i in range(len(have) - len(want) + 1))
    have, want = _yaml_code(haystack), _yaml_code(needle)
    if not want:
        return True
    indent = min(len(line) - len(line.lstrip()) for line in want)
    want = [line[indent:] for line in want]
    for i in range(len(have) - len(want) + 1):
        first = have[i]
        shift = len(first) - len(first.lstrip()) - (len(want[0]) - len(want[0].lstrip()))
        if shift < 0:
            continue
        pad = " " * shift
        if all(have[i + n] == pad + line for n, line in enumerate(want)):
            return True
    return False


def checked_by(path, language, script):
    """The blocks of a Markdown file that `script` says it checks: (line number, lines)."""
    return [(start, lines) for start, marker, target, lines in marked_blocks(path, language)
            if marker == "checked by" and target == script]
