"""Drag to reorder in TesseraView, in each engine: a mouse, a touch and the keyboard move a cell;
each test checks where the items end up in the app's data (moved by the `tessera-move` event),
that every node shows the item the data has at its place, and that each node is drawn at its
element's frame."""
import pytest

from conftest import wait_until
from engines import KEY, Pointer, keys
from test_web_runtime import site  # noqa: F401  (the repository served over HTTP)

MOUNT = """
const [layoutName, count, margin, done] = arguments;
(async () => {
  const { CompiledLayout, TesseraView } = await import('/Runtimes/web/build/tessera.js');
  const bytes = await (await fetch(`/Tests/GoldenCompiled/${layoutName}.json`)).arrayBuffer();
  document.body.innerHTML = '';
  document.body.style.margin = '0';
  const scroller = document.createElement('div');
  scroller.style.cssText = 'width: 375px; height: 667px; position: fixed; left: 0; top: 0; background: white';
  document.body.append(scroller);
  // The app's data: the label each place holds, moved as the view reports moves.
  const data = Array.from({ length: count }, (_, item) => `label ${item}`);
  const moves = [];
  scroller.addEventListener('tessera-move', (event) => {
    const { from, to } = event.detail;
    moves.push([from.item, to.item]);
    const [moved] = data.splice(from.item, 1);
    data.splice(to.item, 0, moved);
  });
  const itemSizes = layoutName === 'waterfall' ? [Array.from({ length: count }, (_, item) => 60 + ((item * 37) % 140))] : undefined;
  const view = new TesseraView(scroller, CompiledLayout.load(new Uint8Array(bytes)), {
    sectionCounts: [count], itemSizes, reorder: true, margin: margin ?? undefined,
    renderItem: (section, item, reusable) => {
      const node = reusable ?? document.createElement('div');
      node.textContent = data[item];
      node.style.background = '#8ab';
      return node;
    },
  });
  const reorder = { view, data, moves, scroller, deepest: 0 };
  scroller.addEventListener('scroll', () => { reorder.deepest = Math.max(reorder.deepest, scroller.scrollTop); });
  window.reorder = reorder;
  done(true);
})().catch((error) => done(String(error)));
"""

CHECK = """
const { view, data, moves, scroller, deepest } = window.reorder;
const content = view.content.getBoundingClientRect();
const nodes = [...view.content.children].filter((node) => node.dataset.kind === 'cell');
const wrong = [];
for (const node of nodes) {
  const item = Number(node.dataset.item);
  const element = view.driver.attributes({ kind: 'cell', section: 0, item });
  const box = node.getBoundingClientRect();
  if (node.textContent !== data[item]) wrong.push(`node ${item} shows ${node.textContent}, the data has ${data[item]}`);
  if (Math.abs(box.left - content.left - element.frame.x) > 0.5 || Math.abs(box.top - content.top - element.frame.y) > 0.5) {
    wrong.push(`node ${item} is drawn at ${box.left - content.left}, ${box.top - content.top}, its frame at ${element.frame.x}, ${element.frame.y}`);
  }
}
const order = nodes.map((node) => Number(node.dataset.item));
if (order.some((item, index) => index > 0 && order[index - 1] >= item)) wrong.push(`the DOM is not in the data's order: ${order}`);
return { wrong, moves, data: data.slice(0, 12), nodes: nodes.length, offset: scroller.scrollTop, deepest,
         announced: scroller.querySelector('[aria-live]').textContent, dragging: !!scroller.querySelector('.tessera-dragging') };
"""


def mount(browser, site, layout="grid", count=30, margin=None):  # noqa: F811
    browser.get(site)
    wait_until(lambda: browser.execute_script("return document.readyState === 'complete'"), message="the page")
    assert browser.execute_async_script(MOUNT, layout, count, margin) is True


def check(browser):
    """The data, the nodes and their places agree, once the cells that made way got there."""
    try:
        wait_until(lambda: browser.execute_script(CHECK)["wrong"] == [], timeout=3, message="the cells in place")
    except AssertionError:
        pass
    state = browser.execute_script(CHECK)
    assert state["wrong"] == [], state["wrong"]
    assert not state["dragging"]
    return state


def centre(browser, item):
    """Where cell `item` is drawn, in the page's (the viewport's) coordinates."""
    return browser.execute_script("""
        const { view } = window.reorder;
        const frame = view.driver.attributes({ kind: 'cell', section: 0, item: arguments[0] }).frame;
        const content = view.content.getBoundingClientRect();
        return [Math.round(content.left + frame.x + frame.width / 2), Math.round(content.top + frame.y + frame.height / 2)];""", item)


def drag(browser, kind, start, *stops, hold=0.0):
    """A pointer of `kind` ("mouse" or "touch") pressed at `start` (and held `hold` seconds),
    moved in steps through each stop (a point, or a point and seconds to rest there), released."""
    pointer = Pointer(kind).move(*start).down()
    if hold:
        pointer.pause(hold)
    at = start
    for stop in stops:
        end, rest = (stop[0], stop[1]) if isinstance(stop[0], (tuple, list)) else (stop, 0.0)
        steps = 8
        for step in range(1, steps + 1):
            pointer.move(at[0] + (end[0] - at[0]) * step / steps, at[1] + (end[1] - at[1]) * step / steps)
        if rest:
            pointer.pause(rest)
        at = end
    browser.perform(pointer.up())


def test_a_mouse_drags_a_cell_to_the_place_of_the_one_it_is_dropped_on(browser, site):  # noqa: F811
    mount(browser, site)
    drag(browser, "mouse", centre(browser, 0), tuple(v + 2 for v in centre(browser, 4)))
    state = wait_until(lambda: (s := browser.execute_script(CHECK))["moves"] and s, message="the move")
    assert state["moves"] == [[0, 4]]
    assert state["data"][:6] == ["label 1", "label 2", "label 3", "label 4", "label 0", "label 5"]
    assert "dropped at position 5 of 30" in state["announced"]
    check(browser)


@pytest.mark.differs_in("webkit", reason="WebKitGTK's WebDriver (2.50) sends a touch pointer's actions as a mouse's (pointerType mouse), so no touch reaches the page")
def test_a_touch_that_rests_picks_a_cell_up_and_one_that_moves_at_once_scrolls(browser, site):  # noqa: F811
    mount(browser, site)
    # Moving at once: a scroll, no move.
    drag(browser, "touch", centre(browser, 8), centre(browser, 2))
    state = check(browser)
    assert state["moves"] == [] and state["data"][0] == "label 0"
    browser.execute_script("window.reorder.scroller.scrollTop = 0")
    # Resting first: a drag.
    drag(browser, "touch", centre(browser, 1), tuple(v + 2 for v in centre(browser, 6)), hold=0.5)
    state = wait_until(lambda: (s := browser.execute_script(CHECK))["moves"] and s, message="the move")
    assert state["moves"] == [[1, 6]]
    assert state["data"][:7] == ["label 0", "label 2", "label 3", "label 4", "label 5", "label 6", "label 1"]
    check(browser)


def test_the_keyboard_picks_up_moves_drops_and_cancels_with_announcements(browser, site):  # noqa: F811
    mount(browser, site)
    columns = browser.execute_script("""
        const cells = window.reorder.view.driver.kept.filter((e) => e.id.kind === 'cell');
        return cells.filter((e) => e.frame.y === cells[0].frame.y).length;""")
    assert columns >= 2
    node = browser.execute_script("const node = window.reorder.view.node('cell', 0, 0); node.focus(); return node;")
    browser.perform(keys(KEY.SPACE))
    assert "Picked up Item 1, position 1 of 30" in browser.execute_script(CHECK)["announced"]
    browser.perform(keys(KEY.ARROW_RIGHT))
    assert "moved to position 2 of 30" in browser.execute_script(CHECK)["announced"]
    browser.perform(keys(KEY.ARROW_DOWN, KEY.SPACE))
    state = check(browser)
    # Right one place, then down a row: the place one row below the second.
    assert state["moves"] == [[0, 1 + columns]], state
    assert state["data"][1 + columns] == "label 0" and state["data"][0] == "label 1"
    assert f"dropped at position {2 + columns} of 30" in state["announced"]
    assert browser.execute_script("return document.activeElement") == node, "the moved cell keeps the focus"
    # Escape puts it back and reports no move.
    browser.perform(keys(KEY.SPACE, KEY.ARROW_UP, KEY.ARROW_LEFT, KEY.ESCAPE))
    state = check(browser)
    assert state["moves"] == [[0, 1 + columns]]
    assert state["data"][1 + columns] == "label 0"
    assert "Move cancelled" in state["announced"] and f"position {2 + columns} of 30" in state["announced"]


def test_a_drag_at_the_edge_scrolls_a_hundred_thousand_items_and_drops_far_below(browser, site):  # noqa: F811
    mount(browser, site, "waterfall", 100_000)
    start = centre(browser, 1)
    # Held in the band along the bottom edge, the view scrolls while the cells make way; then in
    # the band along the top, it scrolls back a little: the cells that come in above the dragged
    # one are between its place in the data and its place in the view (each shows the item after
    # it in the data until the drop).
    drag(browser, "mouse", start, ((start[0], 660), 2.5), ((start[0], 8), 1.0), (start[0], 300))
    state = wait_until(lambda: (s := browser.execute_script(CHECK))["moves"] and s, message="the move")
    assert state["deepest"] > 600 and state["offset"] < state["deepest"] - 200, state
    [[source, target]] = state["moves"]
    assert source == 1 and target > 5, state["moves"]
    assert browser.execute_script("return window.reorder.data[arguments[0]]", target) == "label 1"
    assert browser.execute_script("return window.reorder.data[1]") == "label 2"
    assert state["nodes"] < 60
    check(browser)


def test_cells_that_come_in_during_a_drag_show_the_items_the_data_has_there(browser, site):  # noqa: F811
    """While a drag lasts the view shows the move and the app's data does not have it: a cell
    that comes in between the item's old place and its new one is asked for by its place in the
    data (the next item), or it shows the wrong item once the data has the move."""
    mount(browser, site, "waterfall", 100_000, margin=200)
    browser.execute_script("window.reorder.view.node('cell', 0, 0).focus()")
    browser.perform(keys(KEY.SPACE, *[KEY.ARROW_DOWN] * 20))
    current = browser.execute_script("return Number(document.querySelector('.tessera-dragging').dataset.item)")
    assert current > 20
    # Back up a little, the dragged cell still in the view's frame: cells above come in again.
    browser.execute_async_script("""
        const done = arguments[0];
        const { scroller } = window.reorder;
        scroller.scrollTop -= 180;
        requestAnimationFrame(() => requestAnimationFrame(done));""")
    browser.perform(keys(KEY.SPACE))
    state = check(browser)
    assert state["moves"] == [[0, current]], state
    assert browser.execute_script("return window.reorder.data[arguments[0]]", current) == "label 0"


def test_an_app_that_refuses_the_move_gets_the_item_back(browser, site):  # noqa: F811
    mount(browser, site)
    # Before the page's own listener: the move refused, the data left as it is.
    browser.execute_script("""
        window.refused = [];
        window.reorder.scroller.addEventListener('tessera-move', (event) => {
            window.refused.push([event.detail.from.item, event.detail.to.item]);
            event.preventDefault();
            event.stopImmediatePropagation();
        }, { capture: true });""")
    drag(browser, "mouse", centre(browser, 0), tuple(v + 2 for v in centre(browser, 4)))
    wait_until(lambda: browser.execute_script("return window.refused.length === 1"), message="the move event")
    assert browser.execute_script("return window.refused") == [[0, 4]]
    state = check(browser)
    assert state["moves"] == [] and state["data"][:5] == [f"label {item}" for item in range(5)]
    assert "Move cancelled" in state["announced"] and "position 1 of 30" in state["announced"]


SECTIONS = """
const [counts, done] = arguments;
(async () => {
  const { CompiledLayout, TesseraView } = await import('/Runtimes/web/build/tessera.js');
  const bytes = await (await fetch('/Tests/GoldenCompiled/grid.json')).arrayBuffer();
  document.body.innerHTML = '';
  document.body.style.margin = '0';
  const scroller = document.createElement('div');
  scroller.style.cssText = 'width: 375px; height: 667px; position: fixed; left: 0; top: 0; background: white';
  document.body.append(scroller);
  const data = counts.map((count, section) => Array.from({ length: count }, (_, item) => `label ${section}.${item}`));
  const moves = [];
  scroller.addEventListener('tessera-move', (event) => {
    const { from, to } = event.detail;
    moves.push([from.section, from.item, to.section, to.item]);
    const [moved] = data[from.section].splice(from.item, 1);
    data[to.section].splice(to.item, 0, moved);
  });
  const view = new TesseraView(scroller, CompiledLayout.load(new Uint8Array(bytes)), {
    sectionCounts: counts, reorder: true, margin: 0,
    renderItem: (section, item, reusable) => {
      const node = reusable ?? document.createElement('div');
      node.textContent = data[section][item];
      return node;
    },
  });
  window.sections = { view, data, moves };
  done(true);
})().catch((error) => done(String(error)));
"""

SECTIONS_CHECK = """
const { view, data, moves } = window.sections;
const content = view.content.getBoundingClientRect();
const wrong = [];
for (const node of view.content.querySelectorAll('[data-kind="cell"]')) {
  const section = Number(node.dataset.section), item = Number(node.dataset.item);
  const element = view.driver.attributes({ kind: 'cell', section, item });
  const box = node.getBoundingClientRect();
  if (node.textContent !== data[section][item]) wrong.push(`node ${section}.${item} shows ${node.textContent}, the data has ${data[section][item]}`);
  if (Math.abs(box.left - content.left - element.frame.x) > 0.5 || Math.abs(box.top - content.top - element.frame.y) > 0.5) wrong.push(`node ${section}.${item} is not at its frame`);
}
return { wrong, moves, counts: view.driver.input.sectionCounts, data, dragging: !!view.content.querySelector('.tessera-dragging') };
"""


def test_a_cell_dragged_into_another_section_moves_there_in_the_data_and_the_view(browser, site):  # noqa: F811
    """Held at the bottom edge, the view scrolls from the first section into the second; the
    cells that come in meanwhile (no margin) are asked for by their place in the data, which
    does not have the move until the drop; dropped there, the item is in the second section of
    the data and of the view, and every node shows what the data has at its place."""
    browser.get(site)
    wait_until(lambda: browser.execute_script("return document.readyState === 'complete'"), message="the page")
    assert browser.execute_async_script(SECTIONS, [30, 30]) is True
    start = browser.execute_script("""
        const { view } = window.sections;
        const frame = view.driver.attributes({ kind: 'cell', section: 0, item: 1 }).frame;
        const content = view.content.getBoundingClientRect();
        return [Math.round(content.left + frame.x + frame.width / 2), Math.round(content.top + frame.y + frame.height / 2)];""")
    drag(browser, "mouse", start, ((start[0], 660), 1.6), ((start[0], 420), 0.3))
    state = wait_until(lambda: (s := browser.execute_script(SECTIONS_CHECK))["moves"] and s, message="the move")
    [[from_section, from_item, to_section, to_item]] = state["moves"]
    assert (from_section, from_item, to_section) == (0, 1, 1), state["moves"]
    assert state["counts"] == [29, 31], state["counts"]
    assert state["data"][1][to_item] == "label 0.1" and "label 0.1" not in state["data"][0]
    wait_until(lambda: browser.execute_script(SECTIONS_CHECK)["wrong"] == [], timeout=3, message="the cells in place")
    assert not browser.execute_script(SECTIONS_CHECK)["dragging"]


HEIGHTS = """
const { view, data } = window.reorder;
return view.driver.kept.filter((e) => e.id.kind === 'cell').map((e) => {
  const label = Number(data[e.id.item].split(' ')[1]);
  return [e.id.item, label, e.frame.height, 60 + ((label * 37) % 140)];
}).filter(([, , height, size]) => height !== size);
"""


def test_cells_sized_by_the_data_keep_their_sizes_over_two_moves(browser, site):  # noqa: F811
    """A waterfall sized by the app's data: each move carries the item's size along, and the next
    move starts from the sizes as the last one left them."""
    mount(browser, site, layout="waterfall")
    assert browser.execute_script(HEIGHTS) == [], "the frames are the data's heights before any move"
    for count in (1, 2):
        browser.execute_script("window.reorder.view.node('cell', 0, 0).focus()")
        browser.perform(keys(KEY.SPACE))
        browser.perform(keys(KEY.ARROW_DOWN))
        browser.perform(keys(KEY.SPACE))
        state = check(browser)
        assert len(state["moves"]) == count and state["moves"][-1][0] == 0, state
        assert browser.execute_script(HEIGHTS) == [], f"after {count} moves"
