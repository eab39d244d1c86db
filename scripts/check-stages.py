#!/usr/bin/env python3
"""Checks that data flows one way through the stages, as docs/ARCHITECTURE.md says.

Each checked folder lists its stages in the order data passes through them. A file may name what
its own stage and the stages before it declare, never what a later stage declares: a later stage
is built from the earlier ones, not the other way round. A file in no listed stage fails too, so
a new folder takes its place in the order when it is made.

Swift: the declarations are a file's top-level types, functions and constants (column 0); a use
is the name as a word (a lower-case name only where it is called or read on its own, not as a
member). TypeScript: the uses are the `import ... from './...'` lines, and the imports must also
form no cycle.

Usage: scripts/check-stages.py            (exit status 1, with every wrong use listed, if any)
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Folder -> its stages, first to last. A stage is a subfolder or a file directly in the folder.
SWIFT_STAGES = {
    "Sources/TesseraRuntime": [
        "Geometry", "Inputs", "Model", "Programs", "Engines", "Queries", "Layout", "CompiledLayouts",
        "Driver", "Adapters",
    ],
    "Sources/TesseraCompiler": [
        "TesseraVersion.swift", "Diagnostics", "Support", "YAML", "IR", "Expressions", "Spec",
        "LayoutCompiler.swift", "ScreenHints.swift", "Interpreter", "Generator", "CompiledFile",
        "CompilerStages.swift",
    ],
}
TYPESCRIPT_STAGES = {
    "Runtimes/web/src": [
        "geometry", "inputs", "model", "programs", "engines", "queries", "layout", "compiled",
        "driver", "view", "index.ts",
    ],
}

DECLARATION = re.compile(
    r"^(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated|static)\s+)*"
    r"(?:struct|enum|class|protocol|typealias|actor|func|let|var)\s+(\w+)", re.M)
IMPORT = re.compile(r"""^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"](\.[^'"]+)['"]""", re.M)


def without_comments_and_strings(source):
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    source = re.sub(r"//[^\n]*", "", source)
    source = re.sub(r'"""(.*?)"""', '""', source, flags=re.S)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', source)


def stage_of(path, folder, stages):
    first = path.relative_to(folder).parts[0]
    return stages.index(first) if first in stages else None


def check_swift(folder_name, stages, problems):
    folder = ROOT / folder_name
    files = {}
    owners = {}
    for path in sorted(folder.rglob("*.swift")):
        stage = stage_of(path, folder, stages)
        if stage is None:
            problems.append(f"{path.relative_to(ROOT)}: in no stage of {folder_name}; add its folder to "
                            f"scripts/check-stages.py in the order data flows, and to docs/ARCHITECTURE.md")
            continue
        source = without_comments_and_strings(path.read_text())
        files[path] = (stage, source)
        for match in DECLARATION.finditer(source):
            owners.setdefault(match.group(1), set()).add(stage)
    for path, (stage, source) in files.items():
        words = set(re.findall(r"\b[A-Z]\w*\b", source))
        words |= set(re.findall(r"(?<![.\w])([a-z_]\w*)\b", source))
        for word in sorted(words):
            later = sorted(s for s in owners.get(word, ()) if s > stage)
            if later and not owners[word] & {stage} and not any(s < stage for s in owners[word]):
                line = next(i for i, text in enumerate(path.read_text().splitlines(), 1) if re.search(rf"\b{word}\b", text))
                problems.append(f"{path.relative_to(ROOT)}:{line}: {stages[stage]} names {word}, which the later "
                                f"stage {stages[later[0]]} declares; move {word} to the stage that owns it "
                                f"(where data flows: {' -> '.join(stages)})")


def check_typescript(folder_name, stages, problems):
    folder = ROOT / folder_name
    graph = {}
    for path in sorted(folder.rglob("*.ts")):
        stage = stage_of(path, folder, stages)
        if stage is None:
            problems.append(f"{path.relative_to(ROOT)}: in no stage of {folder_name}; add its folder to "
                            f"scripts/check-stages.py in the order data flows, and to docs/ARCHITECTURE.md")
            continue
        text = path.read_text()
        graph[path] = []
        for match in IMPORT.finditer(text):
            target = (path.parent / match.group(1)).resolve().with_suffix(".ts")
            line = text[:match.start()].count("\n") + 1
            if not target.exists():
                problems.append(f"{path.relative_to(ROOT)}:{line}: imports {match.group(1)}, which is not there")
                continue
            graph[path].append(target)
            target_stage = stage_of(target, folder, stages)
            if target_stage is not None and target_stage > stage:
                problems.append(f"{path.relative_to(ROOT)}:{line}: {stages[stage]} imports "
                                f"{target.relative_to(folder)}, of the later stage {stages[target_stage]}; move what it "
                                f"needs to the stage that owns it (where data flows: {' -> '.join(stages)})")
    # A cycle within one stage is as wrong as one across stages: each file is read before the next.
    state = {}

    def visit(path, trail):
        state[path] = "open"
        for target in graph.get(path, ()):
            if state.get(target) == "open":
                cycle = trail[trail.index(target):] + [target]
                problems.append(f"{path.relative_to(ROOT)}: import cycle "
                                + " -> ".join(str(p.relative_to(folder)) for p in cycle)
                                + "; move the type that closes it to the file that owns it")
            elif target not in state:
                visit(target, trail + [target])
        state[path] = "done"

    for path in graph:
        if path not in state:
            visit(path, [path])


def main():
    problems = []
    for folder, stages in SWIFT_STAGES.items():
        check_swift(folder, stages, problems)
    for folder, stages in TYPESCRIPT_STAGES.items():
        check_typescript(folder, stages, problems)
    for problem in problems:
        print(problem)
    if problems:
        print(f"stages: {len(problems)} use(s) against the flow; see docs/ARCHITECTURE.md")
        return 1
    checked = ", ".join(SWIFT_STAGES) + ", " + ", ".join(TYPESCRIPT_STAGES)
    print(f"stages: {checked} flow one way")
    return 0


if __name__ == "__main__":
    sys.exit(main())
