#!/usr/bin/env python3
"""Checks that data flows one way through the stages, as docs/ARCHITECTURE.md says.

Each checked folder lists its stages in the order data passes through them. A file may name what
its own stage and the stages before it declare, never what a later stage declares: a later stage
is built from the earlier ones, not the other way round. A file in no listed stage fails too, so
a new folder takes its place in the order when it is made.

Swift: the declarations are a file's top-level types, functions and constants (column 0); a use
is the name as a word (a lower-case name only where it is called or read on its own, not as a
member). TypeScript: the uses are the `import ... from './...'` lines, and the imports must also
form no cycle. Java: a stage is a package in its folder; the uses are a file's imports, the
package-qualified names in its code, and the simple names of the types a later stage's files
declare; the stages' packages must form no cycle, and each file's package is its folder's.

Usage: scripts/check-stages.py            (exit status 1, with every wrong use listed, if any)
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Folder -> its stages, first to last. A stage is a subfolder or a file directly in the folder.
SWIFT_STAGES = {
    "Sources/TesseraRuntime": [
        "Errors", "Geometry", "Inputs", "Model", "Programs", "Engines", "Queries", "Layout", "CompiledLayouts",
        "Fallback", "Driver", "Adapters",
    ],
    "Sources/TesseraCompiler": [
        "TesseraVersion.swift", "Diagnostics", "Support", "YAML", "IR", "Expressions", "Spec",
        "LayoutCompiler.swift", "ScreenHints.swift", "Interpreter", "Generator", "CompiledFile",
        "CompilerStages.swift",
    ],
}
TYPESCRIPT_STAGES = {
    "Runtimes/web/src": [
        "errors", "geometry", "inputs", "model", "programs", "engines", "queries", "layout", "compiled",
        "signing", "fallback", "driver", "session", "view", "index.ts",
    ],
}
# Folder -> the folders of its stages, first to last: the runtime's packages, then the LayoutManager
# (its platform-neutral core, then the Android classes over it). Every .java file under a folder in
# JAVA_CHECKED is in one of them.
JAVA_RUNTIME = "runtime/src/dev/tessera/runtime/"
JAVA_STAGES = {
    "Runtimes/android": [
        JAVA_RUNTIME + stage for stage in
        ["errors", "geometry", "inputs", "model", "programs", "engines", "queries", "layout", "compiled", "signing", "fallback",
         "driver", "session"]
    ] + ["layoutmanager/core/dev/tessera/android", "layoutmanager/src/dev/tessera/android"],
}
JAVA_CHECKED = ["runtime", "layoutmanager"]

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


JAVA_PACKAGE = re.compile(r"^\s*package\s+([\w.]+)\s*;", re.M)
JAVA_TYPE = re.compile(r"\b(?:class|interface|enum)\s+(\w+)")
JAVA_QUALIFIED = re.compile(r"\bdev\.tessera(?:\.\w+)+")


def java_stage_of(path, folder, stages):
    relative = path.relative_to(folder).as_posix()
    found = [index for index, stage in enumerate(stages) if relative.startswith(stage + "/")]
    return found[-1] if found else None


def check_java(folder_name, stages, problems):
    folder = ROOT / folder_name
    files = {}
    packages = {}  # package -> its first stage (the LayoutManager's two stages share one)
    owners = {}  # top-level type name -> stages declaring it
    for path in sorted(p for checked in JAVA_CHECKED for p in (folder / checked).rglob("*.java")):
        stage = java_stage_of(path, folder, stages)
        if stage is None:
            problems.append(f"{path.relative_to(ROOT)}: in no stage of {folder_name}; add its package's folder to "
                            f"scripts/check-stages.py in the order data flows, and to docs/ARCHITECTURE.md")
            continue
        text = path.read_text()
        source = without_comments_and_strings(text)
        package = JAVA_PACKAGE.search(source)
        expected = stages[stage].split("/dev/", 1)[-1].replace("/", ".")
        expected = "dev." + expected if not expected.startswith("dev.") else expected
        if not package or package.group(1) != expected:
            found = package.group(1) if package else "missing"
            problems.append(f"{path.relative_to(ROOT)}:1: its package is {found}, but its folder is the stage "
                            f"{stages[stage]}: declare `package {expected};`")
            continue
        packages.setdefault(expected, stage)
        files[path] = (stage, text, source)
        owners.setdefault(path.stem, set()).add(stage)
    names = [stage.split("/")[-1] if stage.startswith(JAVA_RUNTIME) else "/".join(stage.split("/")[:2]) for stage in stages]
    flow = " -> ".join(names)
    edges = {}

    def line_of(text, pattern):
        return next((i for i, line in enumerate(text.splitlines(), 1) if re.search(pattern, line)), 1)

    for path, (stage, text, source) in files.items():
        used = {}  # stage -> what names it, first seen
        for match in JAVA_QUALIFIED.finditer(JAVA_PACKAGE.sub("", source)):
            parts = match.group(0).split(".")
            package = next((".".join(parts[:n]) for n in range(len(parts), 1, -1) if ".".join(parts[:n]) in packages), None)
            if package is None:
                if not any(known.startswith(match.group(0)) for known in packages):
                    problems.append(f"{path.relative_to(ROOT)}:{line_of(text, re.escape(match.group(0)))}: names "
                                    f"{match.group(0)}, which is in no stage of {folder_name}")
                continue
            rest = match.group(0)[len(package) + 1:].split(".")[0]
            target = min(owners[rest]) if rest in owners else packages[package]
            used.setdefault(target, match.group(0))
        for word in sorted(set(re.findall(r"\b[A-Z]\w*\b", source))):
            declared = owners.get(word, set())
            if declared and not any(s <= stage for s in declared):
                used.setdefault(min(declared), word)
        for target, name in sorted(used.items()):
            if target != stage:
                edges.setdefault(stage, set()).add(target)
            if target > stage:
                line = line_of(text, re.escape(name.split(".")[-1]) + r"\b")
                problems.append(f"{path.relative_to(ROOT)}:{line}: "
                                f"{names[stage]} names {name}, which the later stage {names[target]} declares; move it "
                                f"to the stage that owns it (where data flows: {flow})")
    # Backward uses are listed above; a cycle between the stages' packages is named too, so that
    # the count the check prints (0) is measured, not assumed.
    cycles = []
    state = {}

    def visit(stage, trail):
        state[stage] = "open"
        for target in sorted(edges.get(stage, ())):
            if state.get(target) == "open":
                cycles.append(trail[trail.index(target):] + [target])
            elif target not in state:
                visit(target, trail + [target])
        state[stage] = "done"

    for stage in sorted(edges):
        if stage not in state:
            visit(stage, [stage])
    if cycles:
        problems.append(f"{folder_name}: the stages' packages form {len(cycles)} cycle(s), such as "
                        + " -> ".join(names[s] for s in cycles[0]) + "; each goes through a use against the flow above")
    return len(files), len(cycles)


def main():
    problems = []
    for folder, stages in SWIFT_STAGES.items():
        check_swift(folder, stages, problems)
    for folder, stages in TYPESCRIPT_STAGES.items():
        check_typescript(folder, stages, problems)
    java = []
    for folder, stages in JAVA_STAGES.items():
        count, cycles = check_java(folder, stages, problems)
        java.append(f"{folder} ({count} Java files in {len(stages)} stages, {cycles} cycles between their packages)")
    for problem in problems:
        print(problem)
    if problems:
        print(f"stages: {len(problems)} use(s) against the flow; see docs/ARCHITECTURE.md")
        return 1
    checked = ", ".join(list(SWIFT_STAGES) + list(TYPESCRIPT_STAGES) + java)
    print(f"stages: {checked} flow one way")
    return 0


if __name__ == "__main__":
    sys.exit(main())
