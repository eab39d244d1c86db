"""TesseraView sideways right to left (issue 58, defects 9 and 10): the content's start is at its
right, so data added at either end changes every cell's distance from the content's left, which
is where the offset counts from. An append (infinite scroll) away from the end leaves the visible
cells where they are, as a batch update does; a prepend keeps the first cell in view (the
rightmost on the screen) with its leading edge, its right edge, where it was, also when its
length changes with its index."""
import json
import subprocess

import pytest

from conftest import tessera_binary
from test_web_runtime import site  # noqa: F401  (the repository served over HTTP)

# Kept to its end: the end (the newest items) is at the left, at offset 0.
KEPT_TO_END = """
layout: RightToLeftKeptToEnd
scroll: horizontal
direction: rtl
gravity: end
line:
  item: {width: 80, height: height - 20}
  spacing: 10
insets: {top: 10, left: 10, bottom: 10, right: 10}
"""

# Each cell's length depends on its index: a prepend gives every cell another length.
LENGTHS_BY_INDEX = """
layout: RightToLeftLengthsByIndex
scroll: horizontal
direction: rtl
line:
  item: {width: "36 + index % 5 * 7", height: height - 20}
  spacing: 6
insets: {top: 10, left: 10, bottom: 10, right: 10}
"""

MOUNT = """
const [json, count, done] = arguments;
(async () => {
  const runtime = await import('/Runtimes/web/build/tessera.js');
  document.body.innerHTML = '';
  document.body.style.margin = '0';
  const scroller = document.createElement('div');
  scroller.style.cssText = 'width: 375px; height: 200px; position: fixed; left: 0; top: 0; background: white';
  document.body.append(scroller);
  const view = new runtime.TesseraView(scroller, runtime.CompiledLayout.load(json), {
    sectionCounts: [count], renderItem: (section, item) => Object.assign(document.createElement('div'), { textContent: `${item}` }),
  });
  window.rtl = { view, scroller };
  done(true);
})().catch((error) => done(String(error)));
"""

# The cells on the screen, right to left: [item, left, right] relative to the scroller's box.
VISIBLE = """
const { view, scroller } = window.rtl;
const box = scroller.getBoundingClientRect();
return [...view.content.children].filter((node) => node.dataset.kind === 'cell')
  .map((node) => ({ item: Number(node.dataset.item), rect: node.getBoundingClientRect() }))
  .filter((cell) => cell.rect.right > box.left && cell.rect.left < box.right)
  .sort((a, b) => b.rect.right - a.rect.right)
  .map((cell) => [cell.item, cell.rect.left - box.left, cell.rect.right - box.left]);
"""


def compiled(tmp_path, name, source):
    path = tmp_path / f"{name}.yaml"
    path.write_text(source)
    subprocess.run([str(tessera_binary()), "compile", str(path), "--output", str(tmp_path)], check=True, capture_output=True)
    return (tmp_path / f"{name}.json").read_text()


def mount(browser, site, json_text, count):
    browser.get("about:blank")
    browser.get(site)
    browser.set_script_timeout(20)
    assert browser.execute_async_script(MOUNT, json_text, count) is True


def settle(browser):
    browser.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));")


def scroll_to(browser, x):
    browser.execute_script("window.rtl.scroller.scrollLeft = arguments[0]; window.rtl.view.scrollFrame();", x)
    settle(browser)
    return browser.execute_script("return window.rtl.scroller.scrollLeft")


def test_an_append_away_from_the_end_leaves_the_visible_cells_where_they_are(browser, site, tmp_path):
    mount(browser, site, compiled(tmp_path, "kept_to_end", KEPT_TO_END), 30)
    settle(browser)
    assert browser.execute_script("return window.rtl.scroller.scrollLeft") == 0, "the view opens at its end, at the left"
    assert scroll_to(browser, 300) == 300
    before = browser.execute_script(VISIBLE)
    browser.execute_script("window.rtl.view.append([35]);")
    settle(browser)
    after = browser.execute_script(VISIBLE)
    assert after == before, (before, after)
    # As a batch update of the same items leaves them.
    browser.execute_async_script("const done = arguments[0]; window.rtl.view.performBatchUpdates([0, 1, 2].map((i) => ({ insert: { section: 0, item: 35 + i } }))).then(() => done());")
    settle(browser)
    assert browser.execute_script(VISIBLE) == before


def test_an_append_at_the_end_follows_the_end(browser, site, tmp_path):
    mount(browser, site, compiled(tmp_path, "kept_to_end", KEPT_TO_END), 30)
    settle(browser)
    browser.execute_script("window.rtl.view.append([35]);")
    settle(browser)
    assert browser.execute_script("return window.rtl.scroller.scrollLeft") == 0
    assert browser.execute_script(VISIBLE)[-1][0] == 34, "the newest item is in view at the left"


@pytest.mark.parametrize("offset", [301, 517, 2000])
def test_a_prepend_keeps_the_first_cells_right_edge_in_place(browser, site, tmp_path, offset):
    mount(browser, site, compiled(tmp_path, "lengths_by_index", LENGTHS_BY_INDEX), 120)
    settle(browser)
    scroll_to(browser, offset)
    before = browser.execute_script(VISIBLE)
    first = before[0]
    # The first cell in view is the rightmost that starts on the screen, or the one that reaches in from the right.
    browser.execute_async_script("const done = arguments[0]; window.rtl.view.performBatchUpdates([{ insert: { section: 0, item: 0 } }, { insert: { section: 0, item: 1 } }]).then(() => done());")
    settle(browser)
    after = browser.execute_script(VISIBLE)
    moved = [cell for cell in after if cell[0] == first[0] + 2]
    assert moved, (before, after)
    assert abs(moved[0][2] - first[2]) <= 0.5, f"right edge {first[2]} -> {moved[0][2]} (left edge {first[1]} -> {moved[0][1]})"


def test_a_prepend_at_the_start_stays_at_the_start(browser, site, tmp_path):
    mount(browser, site, compiled(tmp_path, "lengths_by_index", LENGTHS_BY_INDEX), 120)
    settle(browser)
    start = browser.execute_script("return window.rtl.scroller.scrollWidth - window.rtl.scroller.clientWidth")
    assert scroll_to(browser, start) == start
    browser.execute_async_script("const done = arguments[0]; window.rtl.view.performBatchUpdates([{ insert: { section: 0, item: 0 } }]).then(() => done());")
    settle(browser)
    now = browser.execute_script("return [window.rtl.scroller.scrollLeft, window.rtl.scroller.scrollWidth - window.rtl.scroller.clientWidth]")
    assert now[0] == now[1], now
    assert browser.execute_script(VISIBLE)[0][0] == 0, "the new first item is in view at the right"
