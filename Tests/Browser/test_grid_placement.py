"""The grid kind against a real CSS Grid: Chromium's auto-placement (`grid-auto-flow: row` and
`row dense`) of random span patterns, some items pinned to a column, is where `tessera frames`
puts every item."""
import json
import random
import subprocess
import tempfile
from pathlib import Path

from conftest import tessera_binary

PATTERNS = 80
TRACK = 10  # points per column and per row, and no gaps: a frame's origin / TRACK is its cell


def random_pattern(rng):
    columns = rng.randint(1, 6)
    items = []
    for _ in range(rng.randint(8, 36)):
        span = rng.choice([1, 1, 1, 2, 2, 3, columns])
        span = min(span, columns)
        row_span = rng.choice([1, 1, 1, 2, 3])
        pinned = rng.randint(0, columns - span) if rng.random() < 0.2 else None
        items.append((span, row_span, pinned))
    return columns, items, rng.random() < 0.5


def lookup(values, default):
    """An expression of `index` giving values[index]: a chain of conditions for the items that
    differ from the default."""
    expression = str(default)
    for index in reversed(range(len(values))):
        if values[index] != default:
            expression = f"index == {index} ? {values[index]} : {expression}"
    return json.dumps(expression)


def tessera_cells(columns, items, dense, folder):
    yaml = "\n".join([
        "layout: Random",
        "grid:",
        f"  columns: {columns}",
        f"  rowLength: {TRACK}",
        f"  span: {lookup([span for span, _, _ in items], 1)}",
        f"  rowSpan: {lookup([rows for _, rows, _ in items], 1)}",
        f"  column: {lookup([-1 if pinned is None else pinned for _, _, pinned in items], -1)}",
        f"  packing: {'dense' if dense else 'sparse'}",
        "",
    ])
    path = folder / "random.yaml"
    path.write_text(yaml)
    result = subprocess.run(
        [str(tessera_binary()), "frames", str(path), "--width", str(columns * TRACK), "--height", "100000",
         "--items", str(len(items)), "--format", "json"],
        capture_output=True, text=True)
    assert result.returncode == 0, f"{yaml}\n{result.stderr}"
    frames = json.loads(result.stdout)["elements"]
    return [(round(f["frame"]["y"] / TRACK), round(f["frame"]["x"] / TRACK)) for f in sorted(frames, key=lambda f: f["item"])], yaml


def chromium_cells(browser, columns, items, dense):
    style = (f"display: grid; grid-template-columns: repeat({columns}, {TRACK}px); grid-auto-rows: {TRACK}px; "
             f"grid-auto-flow: {'row dense' if dense else 'row'}; gap: 0; position: absolute; left: 0; top: 0")
    children = []
    for span, row_span, pinned in items:
        column = f"{pinned + 1} / span {span}" if pinned is not None else f"span {span}"
        children.append(f'<div style="grid-column: {column}; grid-row: span {row_span}"></div>')
    return browser.execute_script("""
        document.body.innerHTML = arguments[0];
        const grid = document.body.firstElementChild;
        const origin = grid.getBoundingClientRect();
        return [...grid.children].map(child => {
            const box = child.getBoundingClientRect();
            return [Math.round((box.top - origin.top) / arguments[1]), Math.round((box.left - origin.left) / arguments[1])];
        });
    """, f'<div style="{style}">{"".join(children)}</div>', TRACK)


def test_random_span_patterns_are_placed_as_chromium_places_them(browser):
    browser.get("about:blank")
    rng = random.Random(20261124)
    with tempfile.TemporaryDirectory() as folder:
        for case in range(PATTERNS):
            columns, items, dense = random_pattern(rng)
            ours, yaml = tessera_cells(columns, items, dense, Path(folder))
            theirs = [tuple(cell) for cell in chromium_cells(browser, columns, items, dense)]
            assert ours == theirs, f"case {case} ({'dense' if dense else 'sparse'}, {columns} columns):\n{yaml}\nTessera:  {ours}\nChromium: {theirs}"


def test_the_explore_grid_is_placed_as_chromium_places_it(browser):
    browser.get("about:blank")
    items = []
    for index in range(48):
        big = index % 6 == 0
        items.append((2 if big else 1, 2 if big else 1, 1 if index % 12 == 6 else None))
    with tempfile.TemporaryDirectory() as folder:
        ours, yaml = tessera_cells(3, items, True, Path(folder))
    assert ours == [tuple(cell) for cell in chromium_cells(browser, 3, items, True)]
