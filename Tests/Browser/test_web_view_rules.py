"""Rules of TesseraView's drag to reorder that a real drag cannot pin down, in each engine: how
long the cells making way glide, which cell a pointer held past the view's edge targets, and how
much time each frame of the edge scroll counts. The pointer is the page's own (PointerEvents
dispatched by the test) and the animation frames are run by hand with chosen timestamps, so that
nothing depends on the engine's timing or its WebDriver's input."""
from conftest import wait_until
from test_web_runtime import site  # noqa: F401  (the repository served over HTTP)

MOUNT = """
const [layoutName, count, width, height, reduceMotion, done] = arguments;
(async () => {
  const { CompiledLayout, TesseraView } = await import('/Runtimes/web/build/tessera.js');
  const bytes = await (await fetch(`/Tests/GoldenCompiled/${layoutName}.json`)).arrayBuffer();
  document.body.innerHTML = '';
  document.body.style.margin = '0';
  const scroller = document.createElement('div');
  scroller.style.cssText = `width: ${width}px; height: ${height}px; position: fixed; left: 0; top: 0; background: white`;
  document.body.append(scroller);
  const moves = [];
  scroller.addEventListener('tessera-move', (event) => moves.push([event.detail.from.item, event.detail.to.item]));
  const view = new TesseraView(scroller, CompiledLayout.load(new Uint8Array(bytes)), {
    sectionCounts: Array.isArray(count) ? count : [count], reorder: true, reduceMotion,
    renderItem: (section, item, reusable) => {
      const node = reusable ?? document.createElement('div');
      node.textContent = `label ${item}`;
      return node;
    },
  });
  // Animation frames run only when the test says, at the time it gives.
  const frames = new Map();
  let nextFrame = 1;
  window.requestAnimationFrame = (callback) => { frames.set(nextFrame, callback); return nextFrame++; };
  window.cancelAnimationFrame = (handle) => { frames.delete(handle); };
  const runFrame = (now) => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(now);
  };
  // A mouse of the page's own: pressed on a cell's centre, moved, released.
  const pointer = (type, target, x, y) => target.dispatchEvent(new PointerEvent(type, {
    bubbles: true, cancelable: true, pointerId: 7, pointerType: 'mouse', isPrimary: true, button: 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y }));
  const centre = (item) => {
    const frame = view.driver.attributes({ kind: 'cell', section: 0, item }).frame;
    const content = view.content.getBoundingClientRect();
    return { x: content.left + frame.x + frame.width / 2, y: content.top + frame.y + frame.height / 2 };
  };
  const node = (item) => [...view.content.children].find((child) => child.dataset.kind === 'cell' && Number(child.dataset.item) === item);
  const pickUp = (item) => {
    const at = centre(item);
    pointer('pointerdown', node(item), at.x, at.y);
    return at;
  };
  window.rules = { view, scroller, moves, runFrame, pointer, centre, node, pickUp };
  done(true);
})().catch((error) => done(String(error)));
"""


def mount(browser, site, layout, count=30, width=375, height=667, reduce_motion=False):  # noqa: F811
    browser.get("about:blank")
    browser.get(site)
    wait_until(lambda: browser.execute_script("return document.readyState === 'complete'"), message="the page")
    assert browser.execute_async_script(MOUNT, layout, count, width, height, reduce_motion) is True


MAKE_WAY = """
const { pickUp, pointer, centre, view } = window.rules;
pickUp(0);
const to = centre(4);
pointer('pointermove', window, to.x + 2, to.y + 2);
return [...view.content.children].filter((node) => node.dataset.kind === 'cell' && node.style.transition !== '')
  .map((node) => [Number(node.dataset.item), getComputedStyle(node).transitionDuration]);
"""


def test_cells_making_way_for_a_dragged_cell_glide_for_180_ms(browser, site):  # noqa: F811
    """The glide's length is the runtime's rule (makingWay.ts): 180 ms for each property placed,
    and none under Reduce Motion."""
    mount(browser, site, "grid")
    gliding = browser.execute_script(MAKE_WAY)
    # Cell 0 taken to place 4: the cells of places 1 to 4 move back one place each.
    assert len(gliding) == 4, gliding
    for item, durations in gliding:
        assert set(durations.split(", ")) == {"0.18s"}, f"cell {item} glides for {durations}"
    mount(browser, site, "grid", reduce_motion=True)
    assert browser.execute_script(MAKE_WAY) == []


def test_a_pointer_held_past_the_edge_targets_the_cell_in_the_views_last_point(browser, site):  # noqa: F811
    """The dragged cell's centre is held within the viewport, in its last half point: a cell of
    which one point shows at the edge is still a target. In a shelf 417 wide, card 2 begins at
    416 (cards 240, 140, 140 wide, 12 apart, from 12)."""
    mount(browser, site, "shelf", width=417, height=300)
    # A viewport 417 wide: Firefox's classic scrollbars take from the scroller's box.
    browser.execute_script("""
        const { scroller } = window.rules;
        scroller.style.width = `${417 + scroller.offsetWidth - scroller.clientWidth}px`;""")
    wait_until(lambda: browser.execute_script("return window.rules.view.driver.viewport.width") == 417, message="the viewport 417 wide")
    frames = browser.execute_script("""
        const { view } = window.rules;
        return [0, 1, 2].map((item) => view.driver.attributes({ kind: 'cell', section: 0, item }).frame);""")
    assert [(frame["x"], frame["width"]) for frame in frames] == [(12, 240), (264, 140), (416, 140)]
    moves = browser.execute_script("""
        const { pickUp, pointer, moves } = window.rules;
        const at = pickUp(0);
        pointer('pointermove', window, at.x + 5000, at.y);
        pointer('pointerup', window, at.x + 5000, at.y);
        return moves;""")
    assert moves == [[0, 2]]


def test_each_frame_of_the_edge_scroll_counts_the_time_since_the_last_at_most_two_sixtieths(browser, site):  # noqa: F811
    """Held past the bottom edge, the view scrolls 1,200 px a second (the session's speed at the
    edge) times the seconds each frame counts: the first frame one sixtieth, then the time since
    the frame before, at most two sixtieths (a tab in the background scrolls no further on its
    return), none for a frame at the same time."""
    mount(browser, site, "grid", count=300)
    steps = browser.execute_script("""
        const { pickUp, pointer, runFrame, view } = window.rules;
        const at = pickUp(0);
        pointer('pointermove', window, at.x, 667 + 200);
        const steps = [];
        for (const now of [1000, 1016, 1016, 1516]) {
          const before = view.driver.offset.y;
          runFrame(now);
          steps.push(view.driver.offset.y - before);
        }
        pointer('pointerup', window, at.x, 667 + 200);
        return steps;""")
    expected = [1200 / 60, 1200 * 0.016, 0, 1200 * 2 / 60]
    assert all(abs(step - want) < 1e-6 for step, want in zip(steps, expected)), f"scrolled {steps}, the rule {expected}"


def test_escape_during_a_pointers_drag_puts_the_cell_back_and_the_release_moves_nothing(browser, site):  # noqa: F811
    mount(browser, site, "grid")
    state = browser.execute_script("""
        const { pickUp, pointer, centre, node, moves, view, scroller } = window.rules;
        const at = pickUp(0);
        const to = centre(4);
        pointer('pointermove', window, to.x + 2, to.y + 2);
        const dragged = view.content.querySelector('.tessera-dragging');
        dragged.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        const announced = scroller.querySelector('[aria-live]').textContent;
        const held = view.content.querySelector('.tessera-dragging') !== null;
        pointer('pointerup', window, to.x + 2, to.y + 2);
        return { moves, announced, held, first: node(0).textContent };""")
    assert state["moves"] == []
    assert not state["held"]
    assert state["announced"] == "Move cancelled: Item 1 is back at position 1 of 30."
    assert state["first"] == "label 0"


# A second layout for switches: mosaic, beside the grid the view shows.
LOAD_MOSAIC = """
const done = arguments[arguments.length - 1];
(async () => {
  const { CompiledLayout } = await import('/Runtimes/web/build/tessera.js');
  const bytes = await (await fetch('/Tests/GoldenCompiled/mosaic.json')).arrayBuffer();
  window.rules.mosaic = CompiledLayout.load(new Uint8Array(bytes));
  done(true);
})().catch((error) => done(String(error)));
"""

# Each cell node drawn at its element's frame as the view's driver places it, by the node's item.
MISPLACED = """
const { view } = window.rules;
const content = view.content.getBoundingClientRect();
const wrong = [];
for (const node of view.content.children) {
  if (node.dataset.kind !== 'cell') continue;
  const section = Number(node.dataset.section), item = Number(node.dataset.item);
  const frame = view.driver.attributes({ kind: 'cell', section, item }).frame;
  const box = node.getBoundingClientRect();
  if (Math.abs(box.left - content.left - frame.x) > 0.5 || Math.abs(box.top - content.top - frame.y) > 0.5
      || Math.abs(box.width - frame.width) > 0.5 || Math.abs(box.height - frame.height) > 0.5) {
    wrong.push(`cell ${section}.${item} drawn at ${box.left - content.left},${box.top - content.top} ${box.width}x${box.height}, its frame ${frame.x},${frame.y} ${frame.width}x${frame.height}`);
  }
}
return wrong;
"""


def mount_switching(browser, site):  # noqa: F811
    mount(browser, site, "grid", count=60)
    assert browser.execute_async_script(LOAD_MOSAIC) is True


def test_a_switch_not_animated_is_over_when_set_layout_returns(browser, site):  # noqa: F811
    mount_switching(browser, site)
    state = browser.execute_script("""
        const { view, mosaic } = window.rules;
        view.setLayout(mosaic);
        return { layout: view.layout.name, switching: view.transition !== undefined };""")
    assert state == {"layout": "Mosaic", "switching": False}
    assert browser.execute_script(MISPLACED) == []


def test_a_switch_cancelled_while_it_finishes_goes_back_and_stays(browser, site):  # noqa: F811
    """`cancel` takes over from a `finish` under way: the frames go back to the old layout, and
    the finish's own frames stop (none goes on to the new layout after the cancel ends)."""
    mount_switching(browser, site)
    state = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const { view, mosaic, runFrame } = window.rules;
        const transition = view.beginTransition(mosaic);
        transition.finish({ duration: 300 });
        runFrame(1000);
        runFrame(1100);
        const halfway = transition.progress;
        const cancelled = transition.cancel({ duration: 300 });
        for (let now = 1150; now <= 2000; now += 50) runFrame(now);
        cancelled.then((finished) => done({ finished, halfway, progress: transition.progress, layout: view.layout.name,
                                            switching: view.transition !== undefined }));""")
    assert 0 < state["halfway"] < 1
    assert state == {"finished": False, "halfway": state["halfway"], "progress": 0, "layout": "Grid", "switching": False}
    assert browser.execute_script(MISPLACED) == []


def test_changes_of_data_and_motion_end_a_switch_in_progress_at_its_new_layout(browser, site):  # noqa: F811
    """A gesture's switch half done: appending items, a batch update and a change of Reduce
    Motion each first end it at the new layout, then change that."""
    changes = {
        "append": "view.append([70])",
        "batch": "view.performBatchUpdates([{ insert: { section: 0, item: 0 } }])",
        "reduce motion": "view.changeReduceMotion(true)",
    }
    for name, change in changes.items():
        mount_switching(browser, site)
        state = browser.execute_script(f"""
            const {{ view, mosaic }} = window.rules;
            const transition = view.beginTransition(mosaic);
            transition.progress = 0.5;
            {change};
            return {{ ended: transition.ended, switching: view.transition !== undefined, layout: view.layout.name }};""")
        assert state == {"ended": True, "switching": False, "layout": "Mosaic"}, name
        assert browser.execute_script(MISPLACED) == [], name


def test_a_disconnected_view_no_longer_follows_its_scrollers_size(browser, site):  # noqa: F811
    mount(browser, site, "grid")
    # The scroller's client width, less Firefox's classic scrollbar.
    before = browser.execute_script("""
        const { view, scroller } = window.rules;
        const viewport = view.driver.viewport;
        view.disconnect();
        scroller.style.width = '300px';
        return viewport;""")
    # A resize observer reports in the frame after the change: two frames of the page's own.
    browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        setTimeout(() => done(true), 300);""")
    assert before["height"] == 667
    assert browser.execute_script("return window.rules.view.driver.viewport") == before


# A sideways wheel of the page's own over the store's first shelf (one card at a time, paging by
# card: cards as wide as the viewport less 2 × 20, 12 apart, resting a page of card and gap
# apart, 347 in a viewport 375 wide), then the rest's 120 ms.
WHEEL_SHELF = """
const done = arguments[arguments.length - 1];
const [deltaX, disconnect] = arguments;
const { view, scroller } = window.rules;
const band = view.driver.prepared.band(0);
const content = view.content.getBoundingClientRect();
scroller.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaX, deltaY: 0,
  clientX: content.left + band.x + band.width / 2, clientY: content.top + band.y + band.height / 2 }));
const moved = view.driver.position.sectionOffsets.get(0);
if (disconnect) view.disconnect();
const page = view.driver.viewport.width - 2 * 20 + 12;
setTimeout(() => done({ moved, rested: view.driver.position.sectionOffsets.get(0), page }), 400);
"""


def mount_store(browser, site):  # noqa: F811
    """The store, once the view has its scroller's size: with a classic scrollbar (Firefox) the
    view learns the narrower client width in a later frame, and a page is a card of that width."""
    mount(browser, site, "store", count=[10, 12, 20])
    wait_until(lambda: browser.execute_script(
        "const { view, scroller } = window.rules; return view.driver.viewport.width === scroller.clientWidth"),
        message="the view to take its scroller's client width")


def test_a_shelf_wheeled_sideways_rests_a_card_on_drawn_there_and_counts_the_next_page_from_there(browser, site):  # noqa: F811
    mount_store(browser, site)
    first = browser.execute_async_script(WHEEL_SHELF, 50, False)
    page = first["page"]
    assert first == {"moved": 50, "rested": page, "page": page}
    assert browser.execute_script(MISPLACED) == []
    # The next gesture pages on from where the last one rested, not from where it began.
    assert browser.execute_async_script(WHEEL_SHELF, 50, False) == {"moved": page + 50, "rested": 2 * page, "page": page}
    assert browser.execute_script(MISPLACED) == []


def test_a_shelf_wheeled_just_before_the_view_disconnects_does_not_rest(browser, site):  # noqa: F811
    mount_store(browser, site)
    state = browser.execute_async_script(WHEEL_SHELF, 50, True)
    assert (state["moved"], state["rested"]) == (50, 50)


def test_a_scroll_that_stops_between_snap_points_glides_to_one(browser, site):  # noqa: F811
    """The shelf snaps each card's leading edge: a scroll the page makes to 100 (between two
    cards) and then stops comes to rest, 120 ms later, where the layout rests it, and stays."""
    mount(browser, site, "shelf", width=375, height=300)
    browser.execute_script("window.rules.scroller.scrollLeft = 100")
    # The rest, then the smooth glide there; a rest rests at itself.
    wait_until(lambda: browser.execute_script("""
        const { view, scroller } = window.rules;
        const x = scroller.scrollLeft;
        return x !== 100 && view.driver.restingOffset({ x, y: 0 }, { x: 0, y: 0 }).x === x && view.driver.offset.x === x;"""),
        timeout=5, message="the shelf at rest on a snap point")
