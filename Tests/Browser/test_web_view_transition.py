"""Switching TesseraView between two layouts, in each engine: the cell first on the screen is
on the screen before and after the switch at its distance from the top, each frame between
draws the runtime's interpolation (nodes where `interpolate` puts them, seen from the offset
between the two), a cancelled switch puts back what was shown, and under reduced motion the
switch jumps to its end."""
import pytest

from conftest import wait_until
from test_web_runtime import site  # noqa: F401  (the repository served over HTTP)

MOUNT = """
const [from, count, reduceMotion, offset, done] = arguments;
(async () => {
  const runtime = await import('/Runtimes/web/build/tessera.js');
  const load = async (name) => runtime.CompiledLayout.load(new Uint8Array(await (await fetch(`/Tests/GoldenCompiled/${name}.json`)).arrayBuffer()));
  document.body.innerHTML = '';
  document.body.style.margin = '0';
  const scroller = document.createElement('div');
  scroller.style.cssText = 'width: 375px; height: 667px; position: fixed; left: 0; top: 0; background: white';
  document.body.append(scroller);
  const layouts = { grid: await load('grid'), mosaic: await load('mosaic'), settings: await load('settings'), waterfall: await load('waterfall') };
  const view = new runtime.TesseraView(scroller, layouts[from], {
    sectionCounts: [count], reduceMotion, itemSizes: [Array.from({ length: count }, (_, item) => 60 + ((item * 37) % 140))],
    renderItem: (section, item) => Object.assign(document.createElement('div'), { textContent: `item ${item}` }),
  });
  scroller.scrollTop = offset;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  view.scrollFrame();
  window.switching = { runtime, view, scroller, layouts, frames: [], wrong: [] };
  done(true);
})().catch((error) => done(String(error)));
"""

# Where every node is drawn against where the interpolation at the transition's progress puts
# its element, seen from the scroll offset between the two layouts' (both relative to the
# scroller's box); elements whose node is missing; the anchor cell's place on the screen.
DRAWN = """
const { runtime, view, scroller } = window.switching;
const transition = view.transition;
function drawn(transition) {
  const box = scroller.getBoundingClientRect();
  const t = transition.progress;
  const ends = runtime.transitionEnds(transition.from, transition.to);
  const expected = runtime.interpolate(ends.from, ends.to, t);
  const offset = transition.offset;
  const wrong = [];
  for (const element of expected) {
    const node = view.node(element.id.kind, element.id.section, element.id.item);
    if (node === undefined) { wrong.push(`no node for ${element.id.kind} ${element.id.item}`); continue; }
    const rect = node.getBoundingClientRect();
    const f = element.frame;
    const x = f.x + element.translation.x - offset.x + (f.width - f.width * element.scale) / 2;
    const y = f.y + element.translation.y - offset.y + (f.height - f.height * element.scale) / 2;
    if (Math.abs(rect.left - box.left - x) > 0.6 || Math.abs(rect.top - box.top - y) > 0.6
        || Math.abs(rect.width - f.width * element.scale) > 0.6 || Math.abs(rect.height - f.height * element.scale) > 0.6) {
      wrong.push(`${element.id.kind} ${element.id.item} at t=${t}: drawn ${rect.left - box.left},${rect.top - box.top} ${rect.width}x${rect.height}, interpolated ${x},${y} ${f.width * element.scale}x${f.height * element.scale}`);
    }
    const opacity = Number(getComputedStyle(node).opacity);
    if (Math.abs(opacity - element.alpha) > 1e-3) wrong.push(`${element.id.kind} ${element.id.item} at t=${t}: opacity ${opacity}, alpha ${element.alpha}`);
  }
  return { t, wrong, elements: expected.length };
}
"""

# The cell first on the screen (the runtime's switchAnchor) and where it is on the screen.
ANCHOR = """
const { runtime, view, scroller } = window.switching;
const anchor = runtime.switchAnchor(view.driver);
const node = view.node('cell', 0, anchor.id.item);
const box = scroller.getBoundingClientRect(), rect = node.getBoundingClientRect();
return { item: anchor.id.item, distance: anchor.distance, top: rect.top - box.top, bottom: rect.bottom - box.top,
         offset: scroller.scrollTop, layout: view.layout.name };
"""

CELL_AT = """
const { view, scroller } = window.switching;
const node = view.node('cell', 0, arguments[0]);
if (node === undefined) return null;
const box = scroller.getBoundingClientRect(), rect = node.getBoundingClientRect();
return { top: rect.top - box.top, bottom: rect.bottom - box.top, left: rect.left - box.left, offset: scroller.scrollTop,
         layout: view.layout.name, transition: view.transition !== undefined };
"""


def mount(browser, site, layout="grid", count=300, reduce_motion=False, offset=2400):  # noqa: F811
    browser.get(site)
    wait_until(lambda: browser.execute_script("return document.readyState === 'complete'"), message="the page")
    assert browser.execute_async_script(MOUNT, layout, count, reduce_motion, offset) is True


def test_an_animated_switch_keeps_the_anchor_cell_in_view_and_draws_the_interpolation_each_frame(browser, site):  # noqa: F811
    mount(browser, site)
    before = browser.execute_script(ANCHOR)
    assert 0 <= before["bottom"] and before["top"] < 667, before
    found = browser.execute_async_script(DRAWN + """
        const done = arguments[0];
        const frames = [];
        const finished = view.setLayout(window.switching.layouts.mosaic, { animated: true, duration: 600 });
        const started = view.transition;
        frames.push(drawn(started));
        const watch = () => {
          if (started.ended) return;
          frames.push(drawn(started));
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
        finished.then((result) => done({ result, frames, layout: view.layout.name, over: view.transition === undefined }));""")
    assert found["result"] is True and found["layout"] == "Mosaic" and found["over"], found
    frames = found["frames"]
    assert frames[0]["t"] == 0, frames[0]
    midway = [frame for frame in frames if 0 < frame["t"] < 1]
    assert len(midway) >= 5, [frame["t"] for frame in frames]
    assert any(0.3 < frame["t"] < 0.7 for frame in midway)
    for frame in frames:
        assert frame["wrong"] == [], frame["wrong"][:5]
    after = browser.execute_script(CELL_AT, before["item"])
    assert after is not None and not after["transition"], after
    # At its distance from the top of the viewport, unless an end of the content holds the offset.
    maximum = browser.execute_script("return window.switching.view.driver.maximumOffset.y")
    if 0 < after["offset"] < maximum:
        assert abs(after["top"] - before["distance"]) < 0.6, (before, after)
    assert after["bottom"] > 0 and after["top"] < 667, (before, after)
    # The view follows scrolls again, in the new layout.
    browser.execute_script("window.switching.scroller.scrollTop += 300")
    wait_until(lambda: browser.execute_script("return window.switching.view.driver.offset.y === window.switching.scroller.scrollTop"),
               message="the view to follow the scroll")


def test_a_gesture_drives_the_switch_and_cancelling_puts_back_what_was_shown(browser, site):  # noqa: F811
    mount(browser, site, "grid", offset=1800)
    shown = """
        const { view, scroller } = window.switching;
        const box = scroller.getBoundingClientRect();
        return [...view.content.children].map((node) => { const r = node.getBoundingClientRect();
          return [node.dataset.kind, node.dataset.item, r.left - box.left, r.top - box.top, r.width, r.height, getComputedStyle(node).opacity]; });"""
    before = browser.execute_script(shown)
    offset = browser.execute_script("return window.switching.scroller.scrollTop")
    for progress in [0.2, 0.5, 0.85]:
        state = browser.execute_script(DRAWN + """
            window.switching.transition ??= view.beginTransition(window.switching.layouts.settings);
            window.switching.transition.progress = arguments[0];
            return drawn(window.switching.transition);""", progress)
        assert state["t"] == progress and state["wrong"] == [], state["wrong"][:5]
        assert state["elements"] > 10
    result = browser.execute_async_script("""
        const done = arguments[0];
        window.switching.transition.cancel({ duration: 120 }).then(done);""")
    assert result is False
    assert browser.execute_script("return window.switching.view.layout.name") == "Grid"
    assert browser.execute_script("return window.switching.scroller.scrollTop") == offset
    assert browser.execute_script(shown) == before


def test_under_reduced_motion_the_switch_jumps_to_its_end(browser, site):  # noqa: F811
    mount(browser, site, "grid", reduce_motion=True)
    before = browser.execute_script(ANCHOR)
    state = browser.execute_script("""
        const { view, layouts } = window.switching;
        const finished = view.setLayout(layouts.mosaic, { animated: true, duration: 5000 });
        return { during: view.transition !== undefined, layout: view.layout.name };""")
    # Over before setLayout returns: no frame between the two layouts is drawn.
    assert state == {"during": False, "layout": "Mosaic"}, state
    after = browser.execute_script(CELL_AT, before["item"])
    assert after is not None and after["bottom"] > 0 and after["top"] < 667, (before, after)
    assert abs(after["top"] - before["distance"]) < 0.6, (before, after)


def test_another_change_during_a_switch_ends_it_at_the_new_layout(browser, site):  # noqa: F811
    mount(browser, site, "waterfall", offset=900)
    state = browser.execute_script("""
        const { view, layouts } = window.switching;
        view.setLayout(layouts.grid, { animated: true, duration: 5000 });
        const during = view.transition !== undefined;
        view.setLayout(layouts.settings, { animated: false });
        return { during, layout: view.layout.name, over: view.transition === undefined,
                 transform: view.content.style.transform, cells: view.content.querySelectorAll('[data-kind="cell"]').length,
                 kept: view.driver.kept.filter((e) => e.id.kind === 'cell').length };""")
    assert state["during"] and state["over"] and state["layout"] == "Settings", state
    assert state["transform"] == "" and state["cells"] == state["kept"], state


# Each change an app makes to the view, as it would make it in the middle of a switch.
CHANGES = {
    "changeTextScale": "view.changeTextScale(1.3)",
    "changeReduceMotion": "view.changeReduceMotion(true)",
    "append": "view.append([310], [Array.from({ length: 310 }, (_, item) => 60 + ((item * 37) % 140))])",
    "reload": "view.reload([300], [Array.from({ length: 300 }, (_, item) => 60 + ((item * 37) % 140))])",
    "scrollToItem": "view.scrollToItem(0, 120)",
    "performBatchUpdates": "view.performBatchUpdates([{ insert: { section: 0, item: 0 } }], { itemSizes: [Array.from({ length: 301 }, (_, item) => 60 + ((item * 37) % 140))] })",
}


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_a_change_during_a_switch_ends_the_switch_first(browser, site, change):  # noqa: F811
    """An app's change while a switch animates (text size, Reduce Motion, new data) ends the
    switch at its new layout first, then is made there: no transform is left on the content and
    the nodes are the new layout's frame."""
    mount(browser, site, "waterfall", offset=900)
    state = browser.execute_script(f"""
        const {{ view, layouts }} = window.switching;
        view.setLayout(layouts.grid, {{ animated: true, duration: 5000 }});
        const during = view.transition !== undefined;
        {CHANGES[change]};
        return {{ during, layout: view.layout.name, over: view.transition === undefined,
                 transform: view.content.style.transform, cells: view.content.querySelectorAll('[data-kind="cell"]').length,
                 kept: view.driver.kept.filter((e) => e.id.kind === 'cell').length }};""")
    assert state["during"] and state["over"] and state["layout"] == "Grid", state
    assert state["transform"] == "" and state["cells"] == state["kept"], state
