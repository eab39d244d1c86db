#!/usr/bin/env python3
"""Checks that no public name of Tessera's app-facing modules is also a name that SwiftUI, UIKit,
AppKit or Foundation export: a file that imports both could no longer name the platform's type
(`'ScrollPosition' is ambiguous for type lookup in this context`). Tessera's names are the
top-level public and open declarations of its sources (SPI left out: apps do not see it); the
platform's are the top-level public declarations of each framework's Swift interface, and of
every Swift module it re-exports (`@_exported import`), and the Objective-C classes and protocols
its headers declare, in every SDK given (as scripts/check-apple-platforms.sh finds them).

    scripts/check-public-names.py                    # the SDKs in $APPLE_SDKS (default ~/apple-sdks)

Exits 1 naming each clash and where both are declared; with no SDK it says so and exits 0.
"""
import os
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULES = ["TesseraRuntime", "TesseraCoreGraphics", "TesseraUIKit", "TesseraAppKit", "TesseraSwiftUI", "TesseraLive", "TesseraCompiler", "TesseraSigning"]
FRAMEWORKS = ["SwiftUI", "UIKit", "AppKit", "Foundation"]
DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:final|nonisolated|indirect|static)\s+)*"
    r"(?:struct|class|enum|protocol|typealias|actor|func|var|let|macro)\s+`?(\w+)")
OBJC = re.compile(r"^\s*@(?:interface|protocol)\s+(\w+)\b(?!\s*;)")


def tessera_names():
    names = {}
    for module in MODULES:
        for path in sorted((ROOT / "Sources" / module).rglob("*.swift")):
            previous = ""
            for number, line in enumerate(path.read_text().splitlines(), 1):
                # Top level only: members and nested types live in their type's scope.
                match = DECLARATION.match(line)
                if match and not line.startswith("@_spi") and not previous.startswith("@_spi"):
                    names.setdefault(match.group(1), f"{path.relative_to(ROOT)}:{number}")
                previous = line
    return names


def interfaces(framework_dir):
    modules = framework_dir / "Modules"
    return sorted(modules.glob("*.swiftmodule/*.swiftinterface")) if modules.is_dir() else []


def platform_names(sdk):
    names = {}
    frameworks = {path.stem: path for folder in ("System/Library/Frameworks", "System/Library/SubFrameworks")
                  for path in (sdk / folder).glob("*.framework")}
    seen, pending = set(), [name for name in FRAMEWORKS if name in frameworks]
    while pending:
        name = pending.pop()
        if name in seen or name not in frameworks:
            continue
        seen.add(name)
        framework = frameworks[name]
        for interface in interfaces(framework)[:1]:
            for line in interface.read_text(errors="replace").splitlines():
                match = DECLARATION.match(line)
                if match:
                    names.setdefault(match.group(1), f"{name} ({sdk.name})")
                exported = re.match(r"^@_exported import (\w+)", line)
                if exported:
                    pending.append(exported.group(1))
        headers = framework / "Headers"
        if name in FRAMEWORKS and headers.is_dir():
            for header in headers.glob("*.h"):
                for line in header.read_text(errors="replace").splitlines():
                    match = OBJC.match(line)
                    if match:
                        names.setdefault(match.group(1), f"{name} ({sdk.name}, Objective-C)")
    return names


def main():
    root = pathlib.Path(os.environ.get("APPLE_SDKS", pathlib.Path.home() / "apple-sdks"))
    sdks = sorted(path for path in root.glob("*.sdk") if path.is_dir()) if root.is_dir() else []
    if not sdks:
        print(f"public names: no Apple SDK in {root}; nothing to compare with")
        return 0
    ours = tessera_names()
    theirs = {}
    for sdk in sdks:
        for name, place in platform_names(sdk).items():
            theirs.setdefault(name, place)
    clashes = sorted(set(ours) & set(theirs))
    for name in clashes:
        print(f"{ours[name]}: error: public name '{name}' is also {theirs[name]}'s: an app that imports both cannot name it; rename it")
    print(f"public names: {len(ours)} of Tessera's against {len(theirs)} of {', '.join(FRAMEWORKS)} in {len(sdks)} SDKs: "
          + (f"{len(clashes)} clash(es)" if clashes else "no clash"))
    return 1 if clashes else 0


if __name__ == "__main__":
    sys.exit(main())
