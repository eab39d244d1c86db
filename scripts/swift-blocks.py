#!/usr/bin/env python3
"""The Swift code blocks of Markdown files, written out to compile.

Every ```swift block that is not an excerpt of a file (doc_blocks.py says what an excerpt is;
check-doc-examples.py checks them) is a program of its own: it is written to
OUTPUT/NAME/main.swift (with OUTPUT/NAME/origin saying where it came from) for
check-apple-platforms.sh to compile, together with the bundled layouts' generated types.

    swift-blocks.py --output DIR FILE.md...
"""
import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import doc_blocks  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", required=True)
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    output = pathlib.Path(arguments.output)
    output.mkdir(parents=True, exist_ok=True)
    programs = 0
    for name in arguments.files:
        path = pathlib.Path(name)
        for line, source, body in doc_blocks.blocks(path, "swift"):
            if source:
                continue
            folder = output / f"{path.stem}-{line}"
            folder.mkdir(exist_ok=True)
            (folder / "main.swift").write_text("\n".join(body) + "\n", encoding="utf-8")
            (folder / "origin").write_text(f"{name}:{line}", encoding="utf-8")
            programs += 1
    print(f"swift blocks: {programs} program(s) to compile")
    return 0


if __name__ == "__main__":
    sys.exit(main())
