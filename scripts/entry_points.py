"""The entry points of the adapters' shells, read from their sources: what an app or the platform
can call (docs/SESSIONS.md, "Every call, sent"). Each is named `Type.member(labels:)` (Swift),
`Class.method` (TypeScript, Java), `listens:EVENT@FILE` (a DOM event the web view listens to) or
`.modifier(argument)` (a SwiftUI change the collection follows); each comes with `file:line`.

Swift: every `public`/`open` func, var and init, and every `override`, in the files' types.
SwiftUI also: the `.onChange(of:)`, `.onScrollGeometryChange`, `.onGeometryChange`, `.gesture`
and `.task(id:)` of the collection's body, which are how the platform's changes reach it.
TypeScript: the public methods and accessors of the exported classes, and `addEventListener`'s
events (`listens:EVENT@FILE`; a `ResizeObserver` is `listens:resize@FILE`). Java: the public
and protected methods (every `@Override` of these classes is one) and constructors of the class
and its nested classes (`Outer.Inner.method`); anonymous classes are the shell's own and are
left out.
"""
import glob
import os
import re

SWIFT_TYPE = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|open|package|private|fileprivate|internal|final)\s+)*(?:class|struct|enum|extension|actor)\s+(\w+)")
SWIFT_MEMBER = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|open|override|required|convenience|final|static|class|nonisolated|mutating)\s+)+)(func|var|init|subscript)\b\s*(\w*)")
SWIFTUI_CHANGE = re.compile(r"\.(onChange|onScrollGeometryChange|onGeometryChange|gesture|task)\(")


def _labels(text, start):
    """The argument labels of the parameter list that opens at text[start] ('(')."""
    depth, params, current = 0, [], ""
    for character in text[start:]:
        if character in "([<":
            depth += 1
            if depth == 1:
                continue
        elif character in ")]>":
            depth -= 1
            if depth == 0:
                params.append(current)
                break
        if depth == 1 and character == ",":
            params.append(current)
            current = ""
        else:
            current += character
    labels = [param.split(":")[0].split()[0] for param in params if param.strip() and ":" in param]
    return "(" + "".join(label + ":" for label in labels) + ")"


def _first_argument(text, start):
    """The first argument of the call whose '(' ends at text[start], its own calls' arguments left
    out: `.gesture(LongPressGesture(minimumDuration: 0.3)...` is `LongPressGesture`."""
    depth, argument = 0, ""
    for character in text[start:]:
        if character in "([":
            depth += 1
        elif character in ")]":
            if depth == 0:
                break
            depth -= 1
        elif character == "," and depth == 0:
            break
        elif depth == 0:
            argument += character
    return argument.strip()


def swift(path, with_body_changes=False):
    lines = open(path, encoding="utf-8").read().split("\n")
    types, found = [], []
    for number, line in enumerate(lines, 1):
        indent = len(line) - len(line.lstrip())
        while types and types[-1][1] >= indent and line.strip() and not line.strip().startswith(("}", "#", "//")):
            types.pop()
        kind = SWIFT_TYPE.match(line)
        if kind:
            types.append((kind.group(1), indent))
            continue
        member = SWIFT_MEMBER.match(line)
        if member and types and re.search(r"\b(public|open|override)\b", member.group(1)):
            what, name = member.group(2), member.group(3)
            owner = ".".join(name for name, _ in types)
            if what in ("func", "init", "subscript"):
                rest = "\n".join(lines[number - 1:number + 8])
                opening = rest.index("(", rest.index(what) + len(what))
                title = (name if what == "func" else what) + _labels(rest, opening)
            else:
                title = name
            found.append((owner + "." + title, f"{path}:{number}"))
        if with_body_changes:
            for change in SWIFTUI_CHANGE.finditer(line):
                found.append((f".{change.group(1)}({_first_argument(line, change.end())})", f"{path}:{number}"))
    return found


TS_CLASS = re.compile(r"^export class (\w+)")
TS_MEMBER = re.compile(r"^  (?:async\s+)?(?:(get|set)\s+)?([A-Za-z]\w*)\s*\(")
TS_LISTEN = re.compile(r"addEventListener\(\"(\w+)\"")


def typescript(path, classes):
    found, owner = [], None
    for number, line in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
        opening = TS_CLASS.match(line)
        if opening:
            owner = opening.group(1) if opening.group(1) in classes else None
        elif line.startswith("}"):
            owner = None
        member = TS_MEMBER.match(line)
        if owner and member and member.group(2) != "constructor":
            name = member.group(2)
            found.append((f"{owner}.{name}", f"{path}:{number}"))
        for event in TS_LISTEN.findall(line):
            found.append((f"listens:{event}@{os.path.basename(path)}", f"{path}:{number}"))
        if "new ResizeObserver(" in line:
            found.append((f"listens:resize@{os.path.basename(path)}", f"{path}:{number}"))
    return found


JAVA_TYPE = re.compile(r"^(\s*)(?:public\s+|static\s+|final\s+|abstract\s+|private\s+)*(?:class|interface)\s+(\w+)")
JAVA_METHOD = re.compile(r"^\s*(?:public|protected)\s+(?:static\s+|final\s+|synchronized\s+)*[\w.<>\[\], ?]+\s+(\w+)\s*\(")


def java(path):
    found, types, anonymous, depth = [], [], [], 0
    for number, line in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
        code = re.sub(r'"(?:\\.|[^"\\])*"', '""', line.split("//")[0])
        kind = JAVA_TYPE.match(code)
        method = JAVA_METHOD.match(code)
        constructor = types and re.match(rf"^\s*public\s+{types[-1][0]}\s*\(", code)
        if kind and not anonymous:
            types.append((kind.group(2), depth))
        elif (method or constructor) and types and not anonymous and depth == types[-1][1] + 1:
            name = types[-1][0] if constructor else method.group(1)
            found.append((".".join(t for t, _ in types) + "." + name, f"{path}:{number}"))
        if re.search(r"new [\w.<>]+\([^;]*\)\s*\{", code):
            # Its body's members are the shell's own: left out until its brace closes.
            anonymous.append(depth)
        for character in code:
            if character == "{":
                depth += 1
            elif character == "}":
                depth -= 1
                if types and depth == types[-1][1]:
                    types.pop()
                if anonymous and depth <= anonymous[-1]:
                    anonymous.pop()
    return found


def adapters(root="."):
    """Every adapter's entry points: {adapter: [(name, where)]}, names unique per adapter."""
    def files(*patterns):
        return sorted({os.path.realpath(p): os.path.relpath(p, root) for pattern in patterns
                       for p in glob.glob(os.path.join(root, pattern))}.values())

    web = os.path.join(root, "Runtimes/web/src/view")
    read = {
        "uikit": [e for f in files("Sources/TesseraUIKit/*.swift", "Sources/TesseraUIKit/Generated/*.swift") for e in swift(os.path.join(root, f))],
        "appkit": [e for f in files("Sources/TesseraAppKit/*.swift", "Sources/TesseraAppKit/Generated/*.swift")
                   for e in swift(os.path.join(root, f))],
        "swiftui": [e for f in files("Sources/TesseraSwiftUI/*.swift") for e in swift(os.path.join(root, f), with_body_changes=True)],
        "web": [e for f in sorted(glob.glob(os.path.join(web, "*.ts"))) for e in typescript(f, {"TesseraView", "LayoutTransition"})],
        "android": [e for name in ("TesseraLayoutManager", "TesseraSnapHelper", "ShelfScroller", "TesseraItemDecoration")
                    for e in java(os.path.join(root, "Runtimes/android/layoutmanager/src/dev/tessera/android", name + ".java"))],
    }
    unique = {}
    for adapter, entries in read.items():
        seen = {}
        for name, where in entries:
            seen.setdefault(name, os.path.normpath(os.path.relpath(where.rsplit(":", 1)[0], root)) + ":" + where.rsplit(":", 1)[1])
        unique[adapter] = seen
    return unique
