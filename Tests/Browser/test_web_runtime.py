"""The web runtime's virtualized view in a real browser: Examples/Web served over HTTP (as a page
would be), with Runtimes/web/build/tessera.js built by `node Runtimes/web/build.mjs`."""
import functools
import http.server
import subprocess
import threading

import pytest

from conftest import ROOT, tessera_binary, wait_until
from engines import DriverCannot, wheel


@pytest.fixture(scope="module")
def site():
    if not (ROOT / "Runtimes" / "web" / "build" / "tessera.js").exists():
        pytest.fail("Runtimes/web/build/tessera.js is missing; run `node Runtimes/web/build.mjs` first")
    handler = functools.partial(QuietHandler, directory=str(ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/Examples/Web/"
    server.shutdown()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def open_example(browser, site, layout, count=100_000):
    browser.get("about:blank")
    browser.get(f"{site}?layout={layout}&count={count}")
    wait_until(lambda: browser.execute_script("return window.tesseraReady === true"), message="the example to start")


def dom_cells(browser):
    """Each cell node: its item and where it is drawn relative to the content, unrotated."""
    return browser.execute_script("""
        const content = document.querySelector('.tessera-content').getBoundingClientRect();
        return [...document.querySelectorAll('.tessera-content > [data-kind="cell"]')].map(node => {
            const box = node.getBoundingClientRect();
            return {item: Number(node.dataset.item), x: box.left - content.left, y: box.top - content.top,
                    width: box.width, height: box.height, transform: node.style.transform};
        });""")


def kept_cells(browser):
    return browser.execute_script("""
        return window.tesseraView.driver.kept.filter(e => e.id.kind === 'cell').map(e => ({item: e.id.item, frame: e.frame, scale: e.scale}));""")


def test_only_what_is_near_the_viewport_is_in_the_dom_where_the_layout_puts_it(browser, site):
    open_example(browser, site, "mosaic")
    cells = dom_cells(browser)
    kept = {cell["item"]: cell for cell in kept_cells(browser)}
    assert 0 < len(cells) < 60, f"{len(cells)} cells in the DOM for 100,000 items"
    assert sorted(cell["item"] for cell in cells) == sorted(kept)
    for cell in cells:
        frame = kept[cell["item"]]["frame"]
        assert abs(cell["x"] - frame["x"]) < 0.5 and abs(cell["y"] - frame["y"]) < 0.5, (cell, frame)
        assert abs(cell["width"] - frame["width"]) < 0.5 and abs(cell["height"] - frame["height"]) < 0.5, (cell, frame)
    # Far down the content: the nodes are those of items there, and as few.
    middle = browser.execute_script("const s = document.querySelector('#scroller'); s.scrollTop = s.scrollHeight / 2; return s.scrollTop")
    wait_until(lambda: min(cell["item"] for cell in dom_cells(browser)) > 1000, message="the frame to follow the scroll")
    cells = dom_cells(browser)
    assert 0 < len(cells) < 60
    assert sorted(cell["item"] for cell in cells) == sorted(cell["item"] for cell in kept_cells(browser))
    assert browser.execute_script("return window.tesseraView.driver.offset.y") == middle


@pytest.mark.parametrize("layout, axis, scroll", [("carousel", "y", "scrollLeft"), ("mosaic", "x", "scrollTop")])
def test_a_scroll_along_the_layouts_axis_leaves_the_other_offset_at_0(browser, site, layout, axis, scroll):
    """The view reads only the offset of the axis its content overflows: the other stays 0."""
    open_example(browser, site, layout, count=200)
    browser.execute_script(f"document.querySelector('#scroller').{scroll} = 1234")
    moved = "x" if axis == "y" else "y"
    wait_until(lambda: browser.execute_script(f"return window.tesseraView.driver.offset.{moved}") > 0, message="the scroll")
    assert browser.execute_script(f"return window.tesseraView.driver.offset.{axis}") == 0


def test_a_carousel_comes_to_rest_where_it_snaps_with_its_effects(browser, site):
    open_example(browser, site, "carousel", count=200)
    scroller = "document.querySelector('#scroller')"
    browser.execute_script(f"{scroller}.scrollLeft = 1337")

    def at_rest():
        left = browser.execute_script(f"return {scroller}.scrollLeft")
        rest = browser.execute_script(f"return window.tesseraView.driver.restingOffset({{x: {scroller}.scrollLeft, y: 0}}).x")
        return left != 1337 and abs(left - rest) < 1 and left
    left = wait_until(at_rest, timeout=5, message="the carousel to come to rest where it snaps")
    # The centred cell is full size; the others are scaled down by the effect, drawn so.
    kept = kept_cells(browser)
    viewport = browser.execute_script(f"return {scroller}.clientWidth")
    centre = left + viewport / 2
    nearest = min(kept, key=lambda cell: abs(cell["frame"]["x"] + cell["frame"]["width"] / 2 - centre))
    assert abs(nearest["frame"]["x"] + nearest["frame"]["width"] / 2 - centre) < 1
    assert nearest["scale"] == pytest.approx(1, abs=0.02)
    drawn = {cell["item"]: cell for cell in dom_cells(browser)}
    others = [cell for cell in kept if cell["item"] != nearest["item"] and cell["scale"] < 0.95]
    assert others, "the effect scales the cells away from the centre"
    for cell in others:
        assert drawn[cell["item"]]["height"] == pytest.approx(cell["frame"]["height"] * cell["scale"], abs=0.5)


def test_a_coverflow_turns_its_cells_in_perspective(browser, site):
    open_example(browser, site, "coverflow", count=50)
    transforms = [cell["transform"] for cell in dom_cells(browser)]
    assert any("rotateY" in transform and "perspective" in transform for transform in transforms), transforms


def test_a_file_that_does_not_load_gives_way_to_the_bundled_layout(browser, site):
    """The page's FallbackLayout: the missing file is passed over, said on the page with its code
    and why, and the bundled mosaic is drawn in its place."""
    open_example(browser, site, "no-such-layout")
    assert browser.execute_script("return document.querySelector('#scroller .error')") is None
    status = browser.execute_script("return document.querySelector('#status').textContent")
    # The page knows no such layout: it asks for an empty name, which the server does not have.
    assert "passed over downloaded (load, load.unreadable): .json: the request for the layout failed: HTTP 404" in status, status
    assert browser.execute_script("return window.tesseraView.layout.name") == "Mosaic"
    assert dom_cells(browser), "the bundled layout is drawn"


def test_a_layout_failing_at_one_scroll_offset_gives_way_in_the_same_frame(browser, site):
    """A fault met only after the layout was prepared: Tests/Fixtures/Fallback/spiky.json scales
    cells 100 wide by 1 / their distance from the viewport's centre, which divides by 0 when one is
    centred there (at offset 50 in a viewport 400 wide). The view lays out the chain's next source,
    plain.json, in the same frame: cells drawn, nothing for onError, the skip reported."""
    open_example(browser, site, "mosaic", count=10)
    result = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        (async () => {
          const { CompiledLayout, FallbackLayout, TesseraView } = await import('/Runtimes/web/build/tessera.js');
          const fixture = async (name) => CompiledLayout.load(await (await fetch('/Tests/Fixtures/Fallback/' + name)).arrayBuffer(), name);
          const skips = [], errors = [];
          const layout = await FallbackLayout.create([
            { name: 'downloaded', layout: fixture('spiky.json') },
            { name: 'built-in', layout: fixture('plain.json') },
          ], { onSkip: (skip) => skips.push([skip.source, skip.stage, skip.code]) });
          const scroller = document.createElement('div');
          scroller.style.cssText = 'width: 400px; height: 300px; position: fixed; left: 0; top: 0; background: white; scrollbar-width: none';
          document.body.append(scroller);
          const view = new TesseraView(scroller, layout, {
            sectionCounts: [50],
            renderItem: (section, item) => Object.assign(document.createElement('div'), { textContent: String(item) }),
            onError: (error) => errors.push(String(error)),
          });
          const before = layout.currentSource;
          // The offset that centres the third cell (its centre at 250) in the viewport.
          const offset = 250 - view.driver.viewport.width / 2;
          scroller.scrollLeft = offset;
          view.scrollFrame(offset, 0);
          const cells = scroller.querySelectorAll('.tessera-content > [data-kind="cell"]').length;
          done({ before, after: layout.currentSource, errors, skips, cells, kept: view.driver.kept.length,
                 offset: view.driver.offset.x, wanted: offset });
        })().catch((error) => done({ thrown: String(error) }));""")
    assert "thrown" not in result, result
    assert result["before"] == "downloaded", result
    assert result["errors"] == [], result
    assert result["after"] == "built-in", result
    assert result["skips"] == [["downloaded", "run", "run.layoutFailed"]], result
    assert result["cells"] > 0 and result["cells"] == result["kept"], result
    assert result["offset"] == result["wanted"], result


def test_a_rendered_page_scrolls_on_its_own_with_no_server(browser, tmp_path):
    """`tessera render ... -o page.html` inlines the web runtime and the compiled layout: opened from
    a file, the carousel scrolls, keeps only what is near its viewport, and snaps."""
    page = tmp_path / "carousel.html"
    subprocess.run([str(tessera_binary()), "render", "Layouts/carousel.yaml", "--width", "375", "--height", "667",
                    "--items", "500", "-o", str(page)], cwd=ROOT, check=True)
    browser.console_errors()
    browser.get(f"file://{page}")
    wait_until(lambda: browser.execute_script("return window.tesseraView !== undefined"), message="the live view")
    live = "document.getElementById('live')"
    assert browser.execute_script(f"return {live}.querySelectorAll('.live-cell').length") < 20
    browser.execute_script(f"{live}.scrollLeft = 4321")

    def rested():
        left = browser.execute_script(f"return {live}.scrollLeft")
        rest = browser.execute_script(f"return window.tesseraView.driver.restingOffset({{x: {live}.scrollLeft, y: 0}}).x")
        return left != 4321 and abs(left - rest) < 1
    wait_until(rested, timeout=5, message="the page to come to rest where the carousel snaps")
    items = browser.execute_script(f"return [...{live}.querySelectorAll('.live-cell')].map(n => Number(n.textContent))")
    assert min(items) > 20 and len(items) < 20, items
    assert browser.console_errors() == []


def test_the_view_follows_its_scrollers_size(browser, site):
    open_example(browser, site, "grid")
    try:
        browser.set_window_size(900, 900)
        wait_until(lambda: browser.execute_script(
            "const s = document.querySelector('#scroller'); const v = window.tesseraView.driver.viewport;"
            "return v.width === s.clientWidth && v.height === s.clientHeight"), message="the driver to take the new size")
        cells = dom_cells(browser)
        kept = {cell["item"]: cell for cell in kept_cells(browser)}
        assert sorted(cell["item"] for cell in cells) == sorted(kept)
        for cell in cells:
            frame = kept[cell["item"]]["frame"]
            assert abs(cell["x"] - frame["x"]) < 0.5 and abs(cell["width"] - frame["width"]) < 0.5, (cell, frame)
    finally:
        browser.set_window_size(1600, 1300)


def test_a_scroller_with_no_width_keeps_the_views_last_size(browser, site):
    """A scroller hidden by a width of 0 (a collapsed panel) lays nothing out at that size: the view
    keeps its last viewport and takes the scroller's size again when it comes back; one 1 point
    wide is a size like any other."""
    browser.console_errors()  # what earlier tests' pages logged is not this test's
    open_example(browser, site, "grid", count=200)
    viewport = "const v = window.tesseraView.driver.viewport; return [v.width, v.height]"
    size = "const s = document.querySelector('#scroller'); return [s.clientWidth, s.clientHeight]"
    # An engine that draws classic scrollbars (Firefox) may drop one as the content settles, a
    # resize the view takes a frame later: its size is read once it has taken the scroller's.
    wait_until(lambda: browser.execute_script(viewport) == browser.execute_script(size), message="the view at the scroller's size")
    before = browser.execute_script(viewport)
    browser.execute_script("document.querySelector('#scroller').style.width = '0px'")
    # The view's ResizeObserver runs before the next paint: two frames on, it has seen the change.
    browser.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")
    assert browser.execute_script("return document.querySelector('#scroller').clientWidth") == 0
    assert browser.execute_script(viewport) == before
    browser.execute_script("document.querySelector('#scroller').style.width = ''")
    wait_until(lambda: browser.execute_script(viewport) == before, message="the view at its size again")
    browser.execute_script("document.querySelector('#scroller').style.width = '1px'")
    # One point wide, less a classic scrollbar where the engine draws one: what is left, if
    # anything, the view takes as any other size; nothing left is a width of 0 again.
    def one_point_wide():
        width, height = browser.execute_script(size)
        return browser.execute_script(viewport) == ([width, height] if width > 0 else before) and width <= 1
    wait_until(one_point_wide, message="the view 1 point wide")
    browser.execute_script("document.querySelector('#scroller').style.width = ''")
    wait_until(lambda: browser.execute_script(viewport) == before, message="the view at its size again")
    assert browser.console_errors() == []


def test_a_view_that_another_replaced_no_longer_follows_the_scroller(browser, site):
    """Switching layouts on the example page: only the new view draws and snaps."""
    open_example(browser, site, "carousel", count=200)
    browser.execute_script("window.oldView = window.tesseraView; window.tesseraReady = false;"
                           "const select = document.querySelector('#layout'); select.value = 'mosaic'; select.dispatchEvent(new Event('change'));")
    wait_until(lambda: browser.execute_script("return window.tesseraReady === true"), message="the mosaic")
    frames = browser.execute_script("return window.oldView.driver.work.frames")
    browser.execute_script("document.querySelector('#scroller').scrollTop = 30000")
    wait_until(lambda: min(cell["item"] for cell in dom_cells(browser)) > 100, message="the mosaic to follow the scroll")
    assert browser.execute_script("return window.oldView.driver.work.frames") == frames


def test_self_sizing_cells_take_the_height_their_text_needs(browser, site):
    """Text of unknown length in a waterfall: the view measures each cell and the layout follows."""
    browser.console_errors()  # what earlier tests' pages logged (a 404 on purpose) is not this test's
    open_example(browser, site, "mosaic", count=10)
    failure = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        (async () => {
          const { CompiledLayout, TesseraView } = await import('/Runtimes/web/build/tessera.js');
          const bytes = await (await fetch('/Tests/GoldenCompiled/waterfall.json')).arrayBuffer();
          const scroller = document.createElement('div');
          scroller.id = 'sized';
          scroller.style.cssText = 'width: 375px; height: 667px; position: fixed; left: 0; top: 0; background: white';
          document.body.append(scroller);
          const words = (item) => 'word '.repeat(3 + (item * 7) % 40);
          window.sizedView = new TesseraView(scroller, CompiledLayout.load(bytes), {
            sectionCounts: [400],
            itemSizes: [Array.from({ length: 400 }, () => ({ width: 100, height: 100 }))],
            selfSizing: true,
            renderItem: (section, item) => Object.assign(document.createElement('div'), {
              className: 'text-cell', textContent: words(item), style: 'font: 16px sans-serif; padding: 4px; overflow-wrap: anywhere' }),
          });
          done(null);
        })().catch((error) => done(String(error)));""")
    assert failure is None, failure

    def mismatches():
        return browser.execute_script("""
            const view = window.sizedView;
            return view.driver.kept.filter(e => e.id.kind === 'cell').flatMap(e => {
              const node = view.node('cell', e.id.section, e.id.item);
              const height = node.style.height; node.style.height = 'auto';
              const needed = node.offsetHeight; node.style.height = height;
              return Math.abs(needed - e.frame.height) < 1 ? [] : [[e.id.item, needed, e.frame.height]];
            });""")
    assert mismatches() == []
    heights = browser.execute_script("return new Set(window.sizedView.driver.kept.filter(e => e.id.kind === 'cell').map(e => e.frame.height)).size")
    assert heights > 3, "the cells kept the estimates' one height"
    # Far down: the cells that scroll in are sized as they enter.
    browser.execute_script("document.querySelector('#sized').scrollTop = 6000")
    wait_until(lambda: min(e for e in browser.execute_script(
        "return window.sizedView.driver.kept.filter(e => e.id.kind === 'cell').map(e => e.id.item)")) > 20, message="the view to follow")
    wait_until(lambda: mismatches() == [], message="the new cells to be sized")
    # A narrower scroller: narrower columns, the text wraps anew, the cells are measured again.
    browser.execute_script("document.querySelector('#sized').style.width = '250px'")
    # 250 points, less a classic scrollbar where the engine draws one (Firefox).
    wait_until(lambda: browser.execute_script("const s = document.querySelector('#sized'), w = window.sizedView.driver.viewport.width;"
                                              "return w === s.clientWidth && w <= 250"), message="the view to take the new width")
    wait_until(lambda: mismatches() == [], message="the cells to be sized at the new breadth")
    assert browser.console_errors() == []
    browser.execute_script("document.querySelector('#sized').remove()")


def test_a_shelf_that_pages_by_card_moves_one_card_a_swipe_in_the_view(browser, site):
    open_example(browser, site, "store", count=40)
    band = browser.execute_script("return window.tesseraView.driver.prepared.band(0)")
    # Over the middle of the first shelf.
    x, y = browser.execute_script("const r = document.querySelector('#scroller').getBoundingClientRect();"
                                  "return [r.left + r.width / 2, r.top + arguments[0]];", band["y"] + band["height"] / 2)
    offset = "return window.tesseraView.driver.position.sectionOffsets?.get(0) ?? 0"
    # The store's first shelf pages by card: cards as wide as the view less 2 · 20 of insets, 12
    # apart. However far a swipe goes, it moves one card.
    pitch = band["width"] - 40 + 12
    for expected in (pitch, 2 * pitch):
        browser.perform(wheel(x, y, round(3.5 * pitch), 0))
        wait_until(lambda: browser.execute_script(offset) == expected, timeout=5,
                   message=f"the shelf to come to rest one card on, at {expected}")
        assert browser.execute_script("return document.querySelector('#scroller').scrollTop") == 0


def test_a_sideways_wheel_moves_the_shelf_by_its_delta_before_it_rests(browser, site):
    # The rest glide lands a card on whether or not the wheel itself moved the band, so this
    # reads the band's offset in a wheel listener added after the view's: as each wheel event
    # is handled, before the rest 120 ms later. The view takes the wheel's default away: else the
    # page (or the browser's back swipe) would move sideways with the shelf.
    open_example(browser, site, "store", count=40)
    band = browser.execute_script("return window.tesseraView.driver.prepared.band(0)")
    x, y = browser.execute_script("const r = document.querySelector('#scroller').getBoundingClientRect();"
                                  "return [r.left + r.width / 2, r.top + arguments[0]];", band["y"] + band["height"] / 2)
    browser.execute_script("""
        window.wheelSeen = [];
        document.querySelector('#scroller').addEventListener('wheel', (event) => window.wheelSeen.push(
            [event.deltaX, window.tesseraView.driver.position.sectionOffsets?.get(0) ?? 0, event.defaultPrevented]));""")
    browser.perform(wheel(x, y, 90, 0))
    wait_until(lambda: browser.execute_script("return window.wheelSeen.length > 0"), timeout=5, message="the wheel event")
    delta, moved, prevented = browser.execute_script("return window.wheelSeen[0]")
    assert 0 < delta < band["width"] - 40 and moved == pytest.approx(delta), (delta, moved)
    assert prevented, "the wheel's default (scrolling the page sideways) was left to the browser"


def test_the_apps_reduce_motion_setting_stills_the_cells_in_the_same_call(browser, site):
    """TesseraView.changeReduceMotion, the app's own setting: the frame drawn before it returns
    has the coverflow's turns stilled, and turned again when it is set back."""
    open_example(browser, site, "coverflow", count=50)
    transforms = lambda: [cell["transform"] for cell in dom_cells(browser)]
    assert any("rotateY" in t for t in transforms())
    browser.execute_script("window.tesseraView.changeReduceMotion(true)")
    assert not any("rotateY" in t or "perspective" in t for t in transforms())
    browser.execute_script("window.tesseraView.changeReduceMotion(false)")
    assert any("rotateY" in t for t in transforms())


@pytest.mark.differs_in("webkit", reason="WebKitWebDriver cannot emulate prefers-reduced-motion")
@pytest.mark.differs_in("firefox", reason="Firefox's WebDriver BiDi cannot emulate prefers-reduced-motion")
def test_the_view_follows_the_browsers_reduced_motion_setting(browser, site):
    transforms = lambda: [cell["transform"] for cell in dom_cells(browser)]
    try:
        open_example(browser, site, "coverflow", count=50)
        assert any("rotateY" in t for t in transforms())
        browser.emulate_reduced_motion(True)
        wait_until(lambda: not any("rotateY" in t or "perspective" in t for t in transforms()), timeout=5,
                   message="the view to still its cells when the reader asks for reduced motion")
        assert browser.execute_script("return window.tesseraView.driver.input.reduceMotion") is True
    finally:
        try:
            browser.emulate_reduced_motion(False)
        except DriverCannot:
            pass
    wait_until(lambda: any("rotateY" in t for t in transforms()), timeout=5, message="the turns to come back")


def test_the_dom_holds_cells_in_the_datas_order_whatever_their_frames(browser, site):
    # The explore grid's dense packing draws photo 7 left of the large photo 6 (and 10 left of
    # 9's row): the DOM, which screen readers and keyboard focus follow, keeps 6 before 7.
    open_example(browser, site, "explore", count=5000)
    order = """return [...document.querySelectorAll('.tessera-content > [data-kind="cell"]')].map(n => Number(n.dataset.item))"""
    items = browser.execute_script(order)
    assert len(items) >= 8 and items == sorted(items), items
    drawn = {cell["item"]: cell for cell in dom_cells(browser)}
    assert drawn[7]["x"] < drawn[6]["x"] and abs(drawn[7]["y"] - drawn[6]["y"]) < 1, "photo 7 is drawn left of photo 6"
    # New cells that scroll in take their places in that order too.
    for top in (2000, 900, 30000):
        browser.execute_script(f"document.querySelector('#scroller').scrollTop = {top}")
        wait_until(lambda: browser.execute_script("return window.tesseraView.driver.offset.y") == top, message="the frame to follow")
        items = browser.execute_script(order)
        assert items == sorted(items), items
    decorations = browser.execute_script("""return [...document.querySelectorAll('.tessera-content > [data-kind="background"], .tessera-content > [data-kind="separator"]')].map(n => n.getAttribute('aria-hidden'))""")
    assert all(hidden == "true" for hidden in decorations)


def test_reload_draws_the_new_data_at_once(browser, site):
    """TesseraView.reload, new data with no update list: the frame drawn right after it holds
    the new counts' cells, fewer or more, and the content is the new data's size."""
    open_example(browser, site, "mosaic", count=10)
    found = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        (async () => {
          const { CompiledLayout, TesseraView } = await import('/Runtimes/web/build/tessera.js');
          const bytes = await (await fetch('/Tests/GoldenCompiled/grid.json')).arrayBuffer();
          const scroller = document.createElement('div');
          scroller.style.cssText = 'width: 375px; height: 667px; position: fixed; left: 0; top: 0; background: white';
          document.body.append(scroller);
          const view = new TesseraView(scroller, CompiledLayout.load(bytes), {
            sectionCounts: [6], renderItem: (section, item) => Object.assign(document.createElement('div'), { textContent: `${item}` }),
          });
          const cells = () => [...view.content.children].filter((n) => n.dataset.kind === 'cell').map((n) => Number(n.dataset.item));
          const drawn = [];
          for (const count of [3, 60]) {
            view.reload([count]);
            drawn.push({ cells: cells(), kept: view.driver.kept.filter((e) => e.id.kind === 'cell').length,
                         height: view.content.getBoundingClientRect().height, content: view.driver.contentSize.height });
          }
          done(drawn);
        })().catch((error) => done(String(error)));""")
    fewer, more = found
    assert fewer["cells"] == [0, 1, 2], found
    assert len(more["cells"]) == more["kept"] > 6 and abs(more["height"] - more["content"]) < 0.1 and more["content"] > fewer["content"], found


def test_batch_updates_keep_the_nodes_of_items_that_stay_and_set_layout_keeps_shown_ones(browser, site):
    """TesseraView.performBatchUpdates, as UICollectionView's: after an insertion at 0 the node
    that showed item 0 shows item 1 (the same node, moved), a new node shows item 0, a deleted
    item's node goes; setLayout keeps the nodes of elements both layouts show; the hooks are
    told what they are for."""
    open_example(browser, site, "mosaic", count=10)
    found = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        (async () => {
          const { CompiledLayout, TesseraView } = await import('/Runtimes/web/build/tessera.js');
          const load = async (name) => CompiledLayout.load(await (await fetch(`/Tests/GoldenCompiled/${name}.json`)).arrayBuffer());
          const scroller = document.createElement('div');
          scroller.style.cssText = 'width: 375px; height: 667px; position: fixed; left: 0; top: 0; background: white';
          document.body.append(scroller);
          const applied = new Map(), faults = [];
          const view = new TesseraView(scroller, await load('grid'), {
            sectionCounts: [6],
            renderItem: (section, item) => Object.assign(document.createElement('div'), { textContent: `made for ${item}` }),
            applyAttributes: (node, element) => applied.set(node, element.id.item),
            onError: (error) => faults.push(String(error)),
          });
          const first = view.node('cell', 0, 0), third = view.node('cell', 0, 2);
          const elements = await view.performBatchUpdates([{ insert: { section: 0, item: 0 } }, { delete: { section: 0, item: 2 } }], { duration: 50 });
          const answer = {
            changes: elements.map((e) => `${e.change} ${e.end.id.item}`),
            movedNode: view.node('cell', 0, 1) === first,
            newNode: view.node('cell', 0, 0) !== first && view.node('cell', 0, 0).textContent === 'made for 0',
            deletedGone: !third.isConnected,
            datasetFollows: first.dataset.item,
            count: view.options.sectionCounts[0],
            nodes: scroller.querySelectorAll('[data-kind="cell"]').length,
            applied: applied.get(first),
          };
          const kept = view.node('cell', 0, 3);
          view.setLayout(await load('mosaic'));
          answer.keptAcrossLayouts = view.node('cell', 0, 3) === kept;
          answer.layout = view.layout.name;
          view.changeTextScale(2);
          answer.textScale = view.driver.input.textScale;
          answer.faults = faults;
          scroller.remove();
          view.disconnect();
          done(answer);
        })().catch((error) => done({ error: String(error) }));""")
    assert "error" not in found, found
    assert found["movedNode"] and found["newNode"] and found["deletedGone"], found
    assert found["datasetFollows"] == "1" and found["applied"] == 1, found
    assert found["count"] == 6 and found["nodes"] == 6, found
    assert "inserted 0" in found["changes"] and any(c.startswith("deleted") for c in found["changes"]), found
    assert found["keptAcrossLayouts"] and found["layout"] == "Mosaic" and found["textScale"] == 2, found
    assert found["faults"] == [], found


PAGING_GEOMETRIES = {
    # Cards after a 16-point inset, resting after it (REFERENCE.md's leading rest).
    "leading": "layout: Cards\nscroll: horizontal\nline: {item: {width: 200, height: 150}, spacing: 10}\n"
               "insets: {left: 16, right: 16}\nsnap: {paging: leading}\n",
    # Cards narrower than the viewport, centred.
    "center": "layout: Centred\nscroll: horizontal\nline: {item: {width: 280, height: 150}, spacing: 12}\n"
              "insets: {left: 40, right: 40}\nsnap: {paging: center}\n",
    # Cards of three widths.
    "widths": "layout: Widths\nscroll: horizontal\nline:\n  item: {width: \"index % 3 == 0 ? 320 : (index % 3 == 1 ? 150 : 240)\", height: 150}\n"
              "  spacing: 8\ninsets: {left: 12, right: 12}\nsnap: {paging: leading}\n",
}


@pytest.mark.parametrize("name", sorted(PAGING_GEOMETRIES))
def test_paging_one_item_a_swipe_rests_where_css_snap_stop_always_does(browser, site, tmp_path, name):
    """Chromium's `scroll-snap-stop: always` is the platform's own rule for one item a swipe:
    `scrollBy` past several cards stops at the next snap position. The same cards, placed where
    the layout puts them, as a CSS snap container; from every card, a swipe forward and back by
    the web runtime (`items: 1`) must rest where Chromium rests."""
    source = tmp_path / f"{name}.yaml"
    source.write_text(PAGING_GEOMETRIES[name])
    compiled = subprocess.run([str(tessera_binary()), "compile", str(source), "-o", str(tmp_path / f"{name}.json")],
                              capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stderr
    json_text = (tmp_path / f"{name}.json").read_text()
    browser.get(site)
    wait_until(lambda: browser.execute_script("return document.readyState === 'complete'"), message="the page to load")
    outcome = browser.execute_async_script("""
        const [jsonText, alignment, done] = arguments;
        (async () => {
            const { CompiledLayout, ScrollDriver } = await import('/Runtimes/web/build/tessera.js');
            const layout = CompiledLayout.load(jsonText);
            const viewport = { width: 375, height: 200 };
            const driver = new ScrollDriver(layout, { viewport, sectionCounts: [12] });
            const cells = driver.prepared.allElements({ x: 0, y: 0, sectionOffsets: [] }).filter(e => e.id.kind === 'cell');
            // The CSS container: the cells where the layout puts them, each a snap area that
            // must not be passed, aligned as the rule aligns them; the inset as scroll padding.
            document.body.innerHTML = '';
            const scroller = document.createElement('div');
            Object.assign(scroller.style, { position: 'relative', width: '375px', height: '200px', overflowX: 'scroll',
                overflowY: 'hidden', scrollSnapType: 'x mandatory', scrollPaddingLeft: alignment === 'start' ? cells[0].frame.x + 'px' : '0px',
                scrollBehavior: 'auto' });
            const content = document.createElement('div');
            Object.assign(content.style, { position: 'relative', width: driver.contentSize.width + 'px', height: '200px' });
            for (const cell of cells) {
                const node = document.createElement('div');
                Object.assign(node.style, { position: 'absolute', left: cell.frame.x + 'px', top: cell.frame.y + 'px',
                    width: cell.frame.width + 'px', height: cell.frame.height + 'px', scrollSnapAlign: alignment, scrollSnapStop: 'always' });
                content.appendChild(node);
            }
            scroller.appendChild(content);
            document.body.appendChild(scroller);
            const settle = () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const rests = [];
            for (const cell of cells.slice(0, 9)) {
                const start = driver.restingOffset({ x: cell.frame.x, y: 0 }, { x: 0, y: 0 }, { x: cell.frame.x, y: 0 }).x;
                for (const direction of [1, -1]) {
                    scroller.scrollLeft = start;
                    await settle();
                    const before = scroller.scrollLeft;
                    scroller.scrollBy({ left: direction * 1500, behavior: 'instant' });
                    await settle();
                    const css = scroller.scrollLeft;
                    const tessera = driver.restingOffset({ x: before + direction * 1500, y: 0 }, { x: direction, y: 0 }, { x: before, y: 0 }).x;
                    rests.push({ item: cell.id.item, direction, before, css, tessera });
                }
            }
            done({ rests });
        })().catch(error => done({ error: String(error) }));
    """, json_text, "center" if "paging: center" in PAGING_GEOMETRIES[name] else "start")
    assert "error" not in outcome, outcome.get("error")
    mismatches = [rest for rest in outcome["rests"] if abs(rest["css"] - rest["tessera"]) > 1]
    assert len(outcome["rests"]) == 18
    assert not mismatches, f"{name}: Chromium's snap-stop and the paging rule disagree: {mismatches}"


REFILLED = """
const [compiled, done] = arguments;
(async () => {
  const { CompiledLayout, TesseraView } = await import('/Runtimes/web/build/tessera.js');
  const bytes = new TextEncoder().encode(compiled);
  document.body.innerHTML = '';
  const scroller = document.createElement('div');
  scroller.style.cssText = 'width: 375px; height: 667px; position: fixed; left: 0; top: 0; overflow: auto';
  document.body.append(scroller);
  // The first messages are shorter than the last: more of them fit in the view.
  const count = 300;
  const itemSizes = [Array.from({ length: count }, (_, item) => (item < 100 ? 44 : 90))];
  const made = { fresh: 0, refilled: 0 };
  const rendered = [];
  const view = new TesseraView(scroller, CompiledLayout.load(new Uint8Array(bytes)), {
    sectionCounts: [count], itemSizes,
    renderItem: (section, item, reusable) => {
      made[reusable === undefined ? 'fresh' : 'refilled'] += 1;
      rendered.push(item);
      const node = reusable ?? document.createElement('div');
      node.textContent = `message ${item}`;
      return node;
    },
  });
  window.refilled = { view, made, rendered, scroller };
  done(true);
})().catch((error) => done(String(error)));
"""


def mount_messages(browser, site, tmp_path):
    """A chat of 300 messages with no pinned header; `window.refilled.made` counts the nodes its
    view made and refilled, `rendered` the items it rendered, in order."""
    source = tmp_path / "messages.yaml"
    source.write_text("layout: Messages\ngravity: end\nmasonry: {columns: 1, itemSpacing: 6, itemLength: data}\n")
    compiled = subprocess.run([str(tessera_binary()), "compile", str(source), "-o", "-"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout
    browser.get(site)
    wait_until(lambda: browser.execute_script("return document.readyState === 'complete'"), message="the page")
    assert browser.execute_async_script(REFILLED, compiled) is True


SHOWN_CELLS = "return window.refilled.view.driver.kept.filter((e) => e.id.kind === 'cell').map((e) => e.id.item)"


def test_a_chat_opens_drawing_only_its_newest_messages(browser, site, tmp_path):
    """A view opened at the end of its content (a chat's gravity) draws the frame there, and not
    first the frame at the top, whose nodes would be made and dropped before anything is seen."""
    mount_messages(browser, site, tmp_path)
    shown = browser.execute_script(SHOWN_CELLS)
    rendered = browser.execute_script("return window.refilled.rendered")
    assert min(shown) > 200, f"the chat did not open at its newest messages: {shown}"
    assert sorted(rendered) == sorted(shown), f"rendered {rendered} to show {shown}"


def test_cells_that_enter_take_the_nodes_of_cells_that_left_in_the_same_frame(browser, site, tmp_path):
    """A jump that replaces every cell in view (a chat opened at its newest message, sent to its
    first) gives the nodes of the cells that left to the cells that enter before it makes any:
    nodes are made only for cells beyond those that left. (A chat with no pinned header: every
    element in view leaves.)"""
    mount_messages(browser, site, tmp_path)
    at_end = browser.execute_script(SHOWN_CELLS)
    before = browser.execute_script("return { ...window.refilled.made }")
    browser.execute_script("window.refilled.scroller.scrollTop = 0")
    wait_until(lambda: 0 in browser.execute_script(SHOWN_CELLS), message="the first messages in view")
    at_start = browser.execute_script(SHOWN_CELLS)
    wait_until(lambda: browser.execute_script(
        "return [...window.refilled.view.content.children].filter((n) => n.dataset.kind === 'cell').length") == len(at_start),
        message="the nodes of the first messages")
    after = browser.execute_script("return window.refilled.made")
    assert not set(at_end) & set(at_start) and len(at_start) > len(at_end)
    assert after["fresh"] - before["fresh"] == len(at_start) - len(at_end), (
        f"{len(at_end)} cells left and {len(at_start)} entered: {after['fresh'] - before['fresh']} nodes made, "
        f"{after['refilled'] - before['refilled']} refilled")
