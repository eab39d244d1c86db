#!/usr/bin/env python3
"""Breaks the adapters' core on purpose, one way at a time, and runs the random sessions
(CollectionSessionTests) against each break: every invariant they check must catch the break
written for it. Prints, per break, whether the sessions failed and the first invariant that said
so; exits 1 if a break went unnoticed. Each break is undone byte for byte afterwards, even when
interrupted. About two minutes a break (an incremental build and the sessions).

    python3 Fuzz/session-mutations.py            # every break
    python3 Fuzz/session-mutations.py anchor     # those whose name contains 'anchor'
"""
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORE = "Sources/TesseraRuntime/Adapters/"

# (name, file, the text replaced, its replacement, the invariant expected to catch it)
BREAKS = [
    ("a covered view keeps its old layout on reload (issue 48.3)", CORE + "CollectionLayoutCore.swift",
     "        guard let viewport = layoutViewport(view) else { return }",
     "        guard view.viewport.width > 0, view.viewport.height > 0, let viewport = layoutViewport(view) else { return }",
     "index path that does not exist"),
    ("headers served though the app supplies none (48.8)", CORE + "CollectionLayoutCore.swift",
     "        guard id.kind == .header || id.kind == .footer, !suppliedKinds.contains(id.kind) else { return true }",
     "        guard id.kind == .header || id.kind == .footer, !suppliedKinds.contains(id.kind) || true else { return true }",
     "provides no view for"),
    ("a scroll never invalidates effects", CORE + "CollectionLayoutCore.swift",
     "        return driver.prepared.needsNewAttributes(size: viewport, offset: newView.layoutOffset, from: driver.offset)",
     "        return driver.prepared.needsNewAttributes(size: viewport, offset: driver.offset, from: driver.offset)",
     "stale attributes"),
    ("a viewport change along the axis is not taken, and rests use the layout's viewport (48.1)",
     [(CORE + "CollectionLayoutCore.swift", "        if viewport != driver.viewport { return true }\n", ""),
      (CORE + "CollectionLayoutCore+Scrolling.swift",
       "            if viewport != driver.viewport { try driver.resize(to: viewport) }\n", "")],
     None, None, "not at the end"),
    ("rests clamped with the layout's old viewport (48.1)", CORE + "CollectionLayoutCore+Scrolling.swift",
     "            return view.reachable(rest, contentSize: driver.contentSize)",
     "            return rest",
     "outside"),
    ("a drag's start taken from the driver (48.2)", CORE + "CollectionLayoutCore+Scrolling.swift",
     "            gestureStart = view.layoutOffset",
     "            gestureStart = driver?.offset",
     "paging by"),
    ("a new layout object ignores the old one's first cell in view (54)", CORE + "CollectionLayoutCore+Transitions.swift",
     "        pendingAnchor = old.firstCellInView()",
     "        pendingAnchor = nil",
     "first cell in view"),
    ("a start before the first rest counts as at it (48.b)", "Sources/TesseraRuntime/Queries/ItemPaging.swift",
     "positions.lastIndex { $0 <= start + tolerance } ?? -1",
     "positions.lastIndex { $0 <= start + tolerance } ?? 0",
     "paging by"),
    ("a resize's anchor is not given to the view (48.5)", CORE + "CollectionLayoutCore.swift",
     "        return .viewport(contentOffsetAdjustment: Point(x: adjusted.x - newView.bounds.x, y: adjusted.y - newView.bounds.y))",
     "        return .viewport(contentOffsetAdjustment: .zero)",
     "first cell in view"),
    ("section updates read as item updates (48.4)", CORE + "CollectionLayoutCore+Updates.swift",
     "            guard let path, path.count == 1 || (path.count == 2 && path[1] == Int.max) else { return nil }",
     "            guard let path, path.count == 1 else { return nil }",
     "first cell in view"),
    ("reported sizes stay at their index paths through updates", CORE + "CollectionLayoutCore+Updates.swift",
     "            if let new = checked.newPath(of: id) { followed[new] = size }",
     "            followed[id] = size",
     "the size reported for item"),
    ("a view that followed the end stays where it was (54, gravity)", "Sources/TesseraRuntime/Driver/ScrollDriver.swift",
     "            if followedEnd, newPrepared.gravity == .end { position.offset = endOffset }\n", "",
     "followed the end"),
    ("a layout kept to its end opens at the start (54, gravity)", CORE + "CollectionLayoutCore.swift",
     "                scrollIsDue = replacedFollowingEnd == nil\n", "",
     "opened at"),
    ("a batch update at the end keeps the first cell instead (54, gravity)", CORE + "CollectionLayoutCore+Updates.swift",
     "            let anchored = followsEnd ? driver.endOffset : driver.offset",
     "            let anchored = driver.offset",
     "followed the end"),
    ("the keyboard's inset over a chat at its end leaves it there (54, gravity)", CORE + "CollectionLayoutCore.swift",
     "                if followedEnd, anchoredOffset != nil, anchoredOffset != view.layoutOffset { scrollIsDue = true } else { anchoredOffset = nil }",
     "                anchoredOffset = nil",
     "followed the end"),
    ("a failure reported again at each attempt (48.6)", CORE + "CollectionLayoutCore.swift",
     "        if error != failure { unreportedErrors.append(error) }",
     "        unreportedErrors.append(error)",
     "reported"),
]


def run_sessions():
    build = subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, capture_output=True, text=True)
    if build.returncode != 0:
        return None, "the break does not compile"
    test = subprocess.run(["swift", "test", "--skip-build", "--filter", "CollectionSessionTests"], cwd=ROOT,
                          capture_output=True, text=True, env={**__import__("os").environ, "TESSERA_SESSIONS": "48"})
    output = test.stdout + test.stderr
    found = re.findall(r"event \d+ \([^\n]*?\): ([^\n]+)", output)
    if not found:
        found = [line for line in output.splitlines() if "✘" in line or "error" in line.lower()][:1]
    return test.returncode != 0, found[0] if found else ""


def main():
    chosen = [b for b in BREAKS if len(sys.argv) < 2 or sys.argv[1] in b[0]]
    unnoticed = 0
    for name, path, old, new, expected in chosen:
        # A break is one replacement, or a list of (file, text, replacement) made together.
        edits = path if isinstance(path, list) else [(path, old, new)]
        originals = {}
        try:
            for edit_path, edit_old, edit_new in edits:
                file = ROOT / edit_path
                originals.setdefault(file, file.read_bytes())
                text = file.read_text()
                if text.count(edit_old) != 1:
                    raise LookupError(f"the text to break is not in {edit_path} once; update this script")
                file.write_text(text.replace(edit_old, edit_new))
            failed, first = run_sessions()
        except LookupError as error:
            print(f"{name}: {error}")
            unnoticed += 1
            continue
        finally:
            for file, original in originals.items():
                file.write_bytes(original)
        caught = failed and expected in first
        verdict = "caught" if caught else ("caught by another invariant" if failed else "NOT CAUGHT")
        print(f"{name}: {verdict}; first: {first[:160]}", flush=True)
        unnoticed += 0 if failed else 1
    sys.exit(1 if unnoticed else 0)


if __name__ == "__main__":
    main()
