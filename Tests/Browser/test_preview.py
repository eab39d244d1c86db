"""`tessera preview` in a real browser (each engine), used as a person uses it."""
import json
import math
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from conftest import ROOT, Preview, open_page, settle, tessera_binary, wait_until
from engines import Pointer, wheel

sys.path.insert(0, str(ROOT / "scripts"))
from png_summary import summary  # noqa: E402

SEEDS = ["mosaic.yaml", "carousel.yaml", "circle.yaml", "waterfall.yaml", "blocks.yaml", "grid.yaml"]
MARGIN = 200  # the page's margin (app.js)


def dom_elements(browser):
    """What the DOM shows: each element node's index path and drawn attributes, and where the
    browser actually put it relative to the content (scale applied)."""
    return browser.execute_script("""
        const content = document.getElementById('content').getBoundingClientRect();
        return [...document.querySelectorAll('#content [data-kind]')].map(n => {
            const r = n.getBoundingClientRect();
            return {kind: n.dataset.kind, section: +n.dataset.section, item: +n.dataset.item,
                    frame: n.dataset.frame.split(',').map(Number), scale: +n.dataset.scale,
                    alpha: +n.dataset.alpha, z: +n.dataset.z,
                    drawn: [r.left - content.left, r.top - content.top, r.width, r.height]};
        });""")


def scroll_to(browser, x, y):
    browser.execute_script("const v = document.getElementById('viewport'); v.scrollTo(arguments[0], arguments[1]);", x, y)


def offset(browser):
    return browser.execute_script("const v = document.getElementById('viewport'); return [v.scrollLeft, v.scrollTop];")


def api_frame(preview, name, width, height, counts, at):
    status, frame = preview.api("/api/frames", file=preview.file_id(name), width=width, height=height, items=counts,
                                offset=f"{at[0]},{at[1]}", margin=MARGIN)
    assert status == 200, frame
    return frame


def expect_dom_matches_api(browser, preview, name, width, height, counts):
    at = offset(browser)
    frame = api_frame(preview, name, width, height, counts, at)
    shown = sorted(dom_elements(browser), key=lambda e: (e["section"], e["kind"], e["item"]))
    expected = sorted(frame["elements"], key=lambda e: (e["section"], e["kind"], e["item"]))
    assert [(e["kind"], e["section"], e["item"]) for e in shown] == [(e["kind"], e["section"], e["item"]) for e in expected]
    rect = frame["rect"]
    for dom, api in zip(shown, expected):
        f = api["frame"]
        assert dom["frame"] == pytest.approx([f["x"], f["y"], f["width"], f["height"]])
        assert (dom["scale"], dom["alpha"], dom["z"]) == pytest.approx((api["scale"], api["alpha"], api["zIndex"]))
        # Where the browser drew it: the frame scaled about its centre, or, when the element is
        # moved, rotated or turned, the bounds the runtime computes for it.
        s = api["scale"]
        drawn = [f["x"] + f["width"] * (1 - s) / 2, f["y"] + f["height"] * (1 - s) / 2, f["width"] * s, f["height"] * s]
        if "transform" in api:
            b = api["transform"]["bounds"]
            drawn = [b["x"], b["y"], b["width"], b["height"]]
        assert dom["drawn"] == pytest.approx(drawn, abs=1.0), (api["kind"], api["item"])
        # Nothing outside the kept rect: an element is kept when its frame meets it, or, when it
        # is moved, rotated or turned, the bounds it is drawn in (the runtime's `appears(in:)`;
        # a cell a carousel scales to nothing at the rect's edge is kept by its frame).
        x, y, w, h = f["x"], f["y"], f["width"], f["height"]
        if "transform" in api and not (x < rect["x"] + rect["width"] and rect["x"] < x + w and y < rect["y"] + rect["height"] and rect["y"] < y + h):
            x, y, w, h = drawn
        assert x < rect["x"] + rect["width"] and rect["x"] < x + w
        assert y < rect["y"] + rect["height"] and rect["y"] < y + h
    return frame


@pytest.mark.parametrize("name,counts,positions", [
    ("mosaic.yaml", 100000, [(0, 0), (0, 1234), (0, 500000), (0, 9_000_000)]),
    ("waterfall.yaml", 100000, [(0, 0), (0, 2000), (0, 777777)]),
    ("blocks.yaml", 500, [(0, 0), (0, 3000)]),
    ("carousel.yaml", 40, [(0, 0), (550, 0), (2200, 0)]),
])
def test_the_dom_holds_exactly_the_elements_of_the_visible_rect(browser, preview, name, counts, positions):
    open_page(browser, preview, name, counts=str(counts))
    for x, y in positions:
        scroll_to(browser, x, y)
        settle(browser)
        frame = expect_dom_matches_api(browser, preview, name, 375, 667, counts)
        assert len(frame["elements"]) < 200  # a screenful, not the layout


def test_pinned_headers_follow_the_scroll(browser, preview, layouts_folder):
    (layouts_folder / "pinned.yaml").write_text(
        "layout: Pinned\nflow:\n  columns: 3\n  aspect: 1\n  spacing: 4\n  lineSpacing: 4\nheader: {length: 44, pinned: true}\n")
    wait_until(lambda: any(l["file"].endswith("pinned.yaml") for l in preview.api("/api/layouts")[1]["layouts"]))
    open_page(browser, preview, "pinned.yaml", counts="30,30,30")
    scroll_to(browser, 0, 900)
    settle(browser)
    at = offset(browser)
    status, frame = preview.api("/api/frames", file=preview.file_id("pinned.yaml"), width=375, height=667,
                                sections="30,30,30", offset=f"{at[0]},{at[1]}", margin=MARGIN)
    headers = [e for e in dom_elements(browser) if e["kind"] == "header"]
    pinned = [e for e in frame["elements"] if e["kind"] == "header" and e["zIndex"] > 0 and e["frame"]["y"] == at[1]]
    assert pinned, "a header rests at the top of the viewport"
    assert any(h["frame"][1] == at[1] for h in headers)


def test_releasing_a_carousel_comes_to_rest_on_a_cell(browser, preview):
    open_page(browser, preview, "carousel.yaml", counts="20")
    scroll_to(browser, 130, 0)
    wait_until(lambda: offset(browser)[0] == 110, message="the carousel to rest at 110")
    settle(browser)
    scroll_to(browser, 1000, 0)
    wait_until(lambda: offset(browser)[0] == 990, message="the carousel to rest at 990")
    settle(browser)
    expect_dom_matches_api(browser, preview, "carousel.yaml", 375, 667, 20)


FIRST_IN_VIEW = """
const view = window.tessera.stage.current, top = view.driver.offset.y;
const cells = view.driver.kept.filter((e) => e.id.kind === 'cell' && e.frame.y + e.frame.height > top && e.frame.y < top + 667);
const first = cells.reduce((a, b) => (b.frame.y < a.frame.y ? b : a));
return [first.id.item, first.frame.y - top];
"""


def test_saving_updates_the_page_and_keeps_the_cell_first_in_view_in_place(browser, preview, layouts_folder):
    open_page(browser, preview, "grid.yaml", counts="300")
    scroll_to(browser, 0, 1500)
    settle(browser)
    first = dom_elements(browser)
    [anchor, distance] = browser.execute_script(FIRST_IN_VIEW)
    path = layouts_folder / "grid.yaml"
    path.write_text(path.read_text().replace("spacing: 5", "spacing: 20"))
    saved = time.monotonic()
    wait_until(lambda: dom_elements(browser) != first, timeout=5, message="the page to show the saved layout")
    assert time.monotonic() - saved < 1.0
    settle(browser)
    # The layout changed under the same data: the cell the reader looked at keeps its distance
    # from the top (the view's layout switch), the offset following it.
    top = offset(browser)[1]
    cell = browser.execute_script("return window.tessera.stage.current.driver.attributes({ kind: 'cell', section: 0, item: arguments[0] }).frame.y", anchor)
    assert top != 1500 and cell - top == pytest.approx(distance, abs=1.0), (anchor, distance, top, cell)
    expect_dom_matches_api(browser, preview, "grid.yaml", 375, 667, 300)

    # An error: the diagnostic with its line and column over the last good picture, dimmed.
    [anchor, distance] = browser.execute_script(FIRST_IN_VIEW)
    path.write_text(path.read_text().replace("lineSpacing: 5", "lineSpacing: spacingg"))
    saved = time.monotonic()
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if "spacingg" in text)
    box = wait_until(lambda: browser.execute_script(
        "const d = document.getElementById('diagnostics'); return d.hidden ? null : d.innerText;"), timeout=5, message="the diagnostics")
    assert time.monotonic() - saved < 1.0
    assert f"grid.yaml:{line}:16: error:" in box and "spacingg" in box
    # The column is marked in the line itself.
    assert browser.execute_script("return document.querySelector('#diagnostics mark').textContent") == "spacingg"
    assert browser.execute_script("return document.getElementById('device-frame').classList.contains('stale')")
    assert len(dom_elements(browser)) > 0  # the last good picture stays under it

    path.write_text(path.read_text().replace("spacingg", "5"))
    wait_until(lambda: browser.execute_script("return document.getElementById('diagnostics').hidden"), timeout=5)
    settle(browser)
    top = offset(browser)[1]
    cell = browser.execute_script("return window.tessera.stage.current.driver.attributes({ kind: 'cell', section: 0, item: arguments[0] }).frame.y", anchor)
    assert cell - top == pytest.approx(distance, abs=1.0), (anchor, distance, top, cell)


def test_decorations_are_drawn_behind_and_do_not_catch_the_pointer(browser, preview):
    open_page(browser, preview, "settings.yaml", counts="3,5,2")
    status, frame = preview.api("/api/frames", file=preview.file_id("settings.yaml"), width=375, height=667,
                                sections="3,5,2", offset="0,0", margin=MARGIN)
    assert status == 200, frame
    shown = sorted((e["kind"], e["section"], e["item"]) for e in dom_elements(browser))
    assert shown == sorted((e["kind"], e["section"], e["item"]) for e in frame["elements"])
    kinds = [e["kind"] for e in frame["elements"]]
    assert kinds.count("background") == 3 and kinds.count("separator") == 2 + 4 + 1
    styles = browser.execute_script("""
        return [...document.querySelectorAll('#content [data-kind=background], #content [data-kind=separator]')].map(n => {
            const style = getComputedStyle(n);
            return {kind: n.dataset.kind, radius: style.borderTopLeftRadius, events: style.pointerEvents,
                    z: +style.zIndex, text: n.textContent};
        });""")
    assert {s["radius"] for s in styles if s["kind"] == "background"} == {"10px"}
    assert all(s["events"] == "none" and s["text"] == "" for s in styles)
    assert all(s["z"] == -1 for s in styles if s["kind"] == "background")
    # What the browser finds under a separator is the row it belongs to.
    under = browser.execute_script("""
        const separator = document.querySelector('#content [data-kind=separator]');
        const r = separator.getBoundingClientRect();
        return document.elementFromPoint(r.left + 20, r.top + r.height / 2).dataset.kind;""")
    assert under == "cell"


WEBKIT_TURN = "WebKitGTK 2.50 bounds a box turned in perspective (perspective(500px) rotateY(-1.1rad)) otherwise than the transform's geometry: 9 x 255 px where Chromium and Firefox give 74 x 187, and hit-tests by those bounds"


@pytest.mark.parametrize("name,positions", [
    pytest.param("coverflow.yaml", [(0, 0), (540, 0), (1000, 0)], marks=pytest.mark.differs_in("webkit", reason=WEBKIT_TURN)),
    ("wheel.yaml", [(390, 0), (700, 0)])])
def test_turned_and_moved_cells_are_drawn_where_the_runtime_draws_them(browser, preview, name, positions):
    open_page(browser, preview, name, counts="30")
    for x, y in positions:
        scroll_to(browser, x, y)
        settle(browser)
        frame = expect_dom_matches_api(browser, preview, name, 375, 667, 30)
        assert any("transform" in e for e in frame["elements"]), "no element is transformed"


@pytest.mark.differs_in("webkit", reason=WEBKIT_TURN)
def test_the_pointer_finds_a_turned_cover_where_it_is_drawn(browser, preview):
    open_page(browser, preview, "coverflow.yaml", counts="12")
    frame = api_frame(preview, "coverflow.yaml", 375, 667, 12, offset(browser))
    third = next(e for e in frame["elements"] if e["kind"] == "cell" and e["item"] == 2)
    bounds, f = third["transform"]["bounds"], third["frame"]
    assert bounds["x"] < 375 < f["x"], "cover 2 is drawn into the viewport from beyond it"
    # A point of cover 2 as drawn, left of where its frame starts, and clear of cover 1 in front.
    point = (bounds["x"] + 4, bounds["y"] + bounds["height"] / 2)
    rect_of = "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];"
    origin = browser.execute_script(rect_of, browser.find_element("id", "content"))
    browser.perform(Pointer("mouse").move(origin[0] + point[0], origin[1] + point[1]))
    wait_until(lambda: "cell 0.2" in browser.find_element("id", "inspector").text, message="the inspector to name cell 0.2")
    assert "turned" in browser.find_element("id", "inspector").text
    # The browser agrees: the node under that point is cover 2's.
    under = browser.execute_script("const node = document.elementFromPoint(arguments[0], arguments[1]); return node && node.closest('.element') ? node.closest('.element').dataset.item : (node && node.id);",
                                   origin[0] + point[0], origin[1] + point[1])
    assert under == "2"


@pytest.mark.differs_in("webkit", reason="WebKitWebDriver's screenshots never return under Xvfb on the renderer the suite uses (engines.py)")
def test_every_seed_draws_a_real_picture(browser, preview):
    folder = Path(tempfile.mkdtemp(prefix="tessera-shots-"))
    pictures = set()
    for name in SEEDS:
        open_page(browser, preview, name, counts="60")
        expect_dom_matches_api(browser, preview, name, 375, 667, 60)
        path = folder / f"{name}.png"
        browser.screenshot(browser.find_element("id", "device-frame"), path)
        width, height, colours = summary(str(path))
        assert (width, height) == (395, 687), name  # 375 × 667 inside a 10-point bezel
        assert colours >= 4, f"{name}: {colours} colours is a blank picture"
        pictures.add(path.read_bytes())
    assert len(pictures) == len(SEEDS), "two seeds gave the same picture"


def test_hover_names_the_element_and_dragging_moves_the_cell_with_the_views_own_drag(browser, preview):
    open_page(browser, preview, "mosaic.yaml", counts="30")
    centre = "const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];"
    cell = browser.find_element("css selector", '#content .element[data-item="2"]')
    at = browser.execute_script(centre, cell)
    browser.perform(Pointer("mouse").move(*at))
    wait_until(lambda: "cell 0.2" in browser.find_element("id", "inspector").text, message="the inspector to name cell 0.2")
    target = browser.execute_script(centre, browser.find_element("css selector", '#content .element[data-item="1"]'))
    browser.perform(Pointer("mouse").move(*at).down().move(*target).move(target[0] + 2, target[1] + 2))
    # TesseraView's drag (`reorder`): the cell held is marked, and takes the place of cell 1 at once.
    wait_until(lambda: browser.execute_script("return document.querySelector('.tessera-dragging')?.dataset.item === '1'"), message="the cell to take 1's place")
    browser.perform(Pointer("mouse").up())
    settle(browser)
    assert not browser.find_elements("css selector", ".tessera-dragging")
    moved = browser.find_element("css selector", '#content .element[data-item="1"]')
    assert moved == cell and browser.execute_script("return arguments[0].textContent", moved) == "2", "the node of cell 2 now shows place 1"
    expect_dom_matches_api(browser, preview, "mosaic.yaml", 375, 667, 30)


def test_inserting_animates_and_switching_layouts_glides(browser, preview):
    open_page(browser, preview, "grid.yaml", counts="12")
    browser.find_element("id", "insert").click()
    wait_until(lambda: browser.execute_script("return document.getElementById('content').classList.contains('animating')"), message="the animation")
    settle(browser)
    assert browser.find_element("id", "counts").get_attribute("value") == "13"
    expect_dom_matches_api(browser, preview, "grid.yaml", 375, 667, 13)
    # The seeds' circle ⇄ line switch: the view's own switch, the same nodes moved to their new places.
    open_page(browser, preview, "circle.yaml", counts="8")
    before = {(e["item"]): e["frame"] for e in dom_elements(browser)}
    browser.find_element("css selector", f'#layouts li[data-file$="carousel.yaml"]').click()
    wait_until(lambda: browser.execute_script("return document.getElementById('content').classList.contains('switching')"), message="the switch")
    settle(browser)
    after = {(e["item"]): e["frame"] for e in dom_elements(browser)}
    common = set(before) & set(after)
    assert len(common) >= 3 and all(before[i] != after[i] for i in common)


def said_content(preview, name, layout_name, counts):
    """The status line the page shows for a layout: its name and content size, as `/api/frames`
    gives it, in tenths of a point as the page writes numbers."""
    size = api_frame(preview, name, 375, 667, counts, (0, 0))["contentSize"]

    def tenths(value):
        rounded = math.floor(value * 10 + 0.5) / 10
        return str(int(rounded)) if rounded == int(rounded) else str(rounded)
    return f"{layout_name}: content {tenths(size['width'])} × {tenths(size['height'])}"


def test_after_a_switch_the_status_gives_the_new_layouts_content_size(browser, preview):
    """The size is said once the switch is over: during it the view's driver is the old
    layout's, whose size the page used to give under the new layout's name."""
    open_page(browser, preview, "grid.yaml", counts="200")
    status = browser.find_element("id", "status")
    assert status.text == said_content(preview, "grid.yaml", "Grid", 200)
    for name, layout_name in [("mosaic.yaml", "Mosaic"), ("carousel.yaml", "Carousel"), ("grid.yaml", "Grid")]:
        browser.find_element("css selector", f'#layouts li[data-file$="{name}"]').click()
        settle(browser)
        assert browser.execute_script("return window.tessera.stage.current.layout.name") == layout_name
        wanted = said_content(preview, name, layout_name, 200)
        wait_until(lambda: status.text == wanted, timeout=2, message=f"'{wanted}', not '{status.text}'")


SCRUB = """
const slider = document.getElementById('switch-progress');
slider.value = String(arguments[0]);
slider.dispatchEvent(new Event(arguments[1], { bubbles: true }));
const view = window.tessera.stage.current, transition = view.transition;
return { progress: transition ? transition.progress : null, layout: view.layout.name };
"""


def test_the_preview_switches_to_another_layout_of_the_folder_with_the_anchor_kept_and_a_scrubber(browser, preview):
    """The sidebar's switch: Switch animates the view to the chosen layout, the cell first on the
    screen keeping its distance from the top; the scrubber moves the cells by hand, goes back
    when released before half way and switches when released after it."""
    open_page(browser, preview, "grid.yaml", counts="200")
    scroll_to(browser, 0, 2000)
    settle(browser)
    anchor = browser.execute_script("""
        const view = window.tessera.stage.current;
        const cells = view.driver.kept.filter((e) => e.id.kind === 'cell' && e.frame.y + e.frame.height > view.driver.offset.y);
        const first = cells.reduce((a, b) => (b.frame.y < a.frame.y ? b : a));
        return { item: first.id.item, distance: first.frame.y - view.driver.offset.y };""")
    browser.execute_script("const s = document.getElementById('switch-to'); s.value = [...s.options].find((o) => o.value.endsWith('mosaic.yaml')).value; s.dispatchEvent(new Event('change'));")
    settle(browser)
    browser.find_element("id", "switch").click()
    wait_until(lambda: browser.execute_script("return document.getElementById('content').classList.contains('switching')"), message="the switch")
    settle(browser)
    state = browser.execute_script("""
        const view = window.tessera.stage.current;
        const cell = view.driver.attributes({ kind: 'cell', section: 0, item: arguments[0] });
        return { layout: view.layout.name, file: window.tessera.selected.file, top: cell.frame.y - view.driver.offset.y,
                 scrollTop: document.getElementById('viewport').scrollTop, offset: view.driver.offset.y,
                 node: view.node('cell', 0, arguments[0]) !== undefined };""", anchor["item"])
    assert state["layout"] == "Mosaic" and state["file"].endswith("mosaic.yaml"), state
    # The scroller holds whole points; the driver the anchored offset.
    assert abs(state["top"] - anchor["distance"]) < 1e-6 and state["node"] and abs(state["scrollTop"] - state["offset"]) < 1, (anchor, state)
    expect_dom_matches_api(browser, preview, "mosaic.yaml", 375, 667, 200)
    # By hand back to the grid: released before half way, the mosaic stays.
    browser.execute_script("const s = document.getElementById('switch-to'); s.value = [...s.options].find((o) => o.value.endsWith('grid.yaml')).value; s.dispatchEvent(new Event('change'));")
    settle(browser)
    shown = dom_elements(browser)
    for progress in [0.1, 0.3]:
        assert browser.execute_script(SCRUB, progress, "input") == {"progress": progress, "layout": "Mosaic"}
    moved = dom_elements(browser)
    assert moved != shown
    browser.execute_script(SCRUB, 0.3, "change")
    settle(browser)
    assert browser.execute_script("return window.tessera.stage.current.layout.name") == "Mosaic"
    assert dom_elements(browser) == shown
    # Released after half way: the grid.
    for progress in [0.4, 0.8]:
        assert browser.execute_script(SCRUB, progress, "input")["progress"] == progress
    browser.execute_script(SCRUB, 0.8, "change")
    settle(browser)
    assert browser.execute_script("return [window.tessera.stage.current.layout.name, window.tessera.selected.file.endsWith('grid.yaml')]") == ["Grid", True]
    assert browser.find_element("id", "switch-progress").get_attribute("value") == "0"
    expect_dom_matches_api(browser, preview, "grid.yaml", 375, 667, 200)


def test_resizing_the_device_and_presets_switch_variants_live(browser, preview):
    open_page(browser, preview, "blocks.yaml", counts="40")
    portrait = dom_elements(browser)
    browser.execute_script("const s = document.getElementById('device'); s.value = '1180x820'; s.dispatchEvent(new Event('change'));")
    wait_until(lambda: dom_elements(browser) != portrait, message="the landscape variant")
    settle(browser)
    expect_dom_matches_api(browser, preview, "blocks.yaml", 1180, 820, 40)


def test_rendered_pages_open_without_a_script_error(browser):
    folder = Path(tempfile.mkdtemp(prefix="tessera-render-"))
    pages = {
        "carousel.html": ["render", "Layouts/carousel.yaml", "--width", "375", "--height", "667", "--items", "10", "--frames", "6"],
        "switch.html": ["render", "Layouts/circle.yaml", "--width", "375", "--height", "667", "--items", "8", "--transition", "Layouts/carousel.yaml"],
    }
    for name, args in pages.items():
        subprocess.run([str(tessera_binary()), *args, "-o", str(folder / name)], cwd=ROOT, check=True)
        browser.console_errors()
        browser.get(f"file://{folder / name}")
        time.sleep(0.5)
        errors = browser.console_errors()
        assert errors == [], f"{name}: {errors}"
        assert browser.execute_script("return document.querySelectorAll('svg, rect').length") > 0
    gallery = ROOT / "docs" / "gallery" / "circle-to-carousel.html"
    browser.get(f"file://{gallery}")
    time.sleep(0.5)
    assert browser.console_errors() == []


def test_a_file_name_with_spaces_and_a_plus(browser, preview, layouts_folder):
    (layouts_folder / "my grid+1.yaml").write_text((layouts_folder / "grid.yaml").read_text())
    conftest_wait = wait_until(lambda: any(l["file"].endswith("my grid+1.yaml") for l in preview.api("/api/layouts")[1]["layouts"]))
    assert conftest_wait
    open_page(browser, preview, "my grid+1.yaml", counts="20")
    assert browser.execute_script("return document.getElementById('diagnostics').hidden")
    assert len(dom_elements(browser)) > 0


def test_the_url_fragment_switches_the_view(browser, preview):
    open_page(browser, preview, "mosaic.yaml", counts="60")
    params = f"file={preview.file_id('grid.yaml')}&w=393&h=852&counts=25"
    browser.execute_script("location.hash = arguments[0]", params)
    wait_until(lambda: browser.execute_script("return tessera.selected.file").endswith("grid.yaml"))
    settle(browser)
    expect_dom_matches_api(browser, preview, "grid.yaml", 393, 852, 25)


def test_the_api_refuses_bad_requests_with_json(preview):
    mosaic = preview.file_id("mosaic.yaml")
    for params in [{}, {"file": "../../etc/passwd", "width": 1, "height": 1, "items": 1},
                   {"file": mosaic, "width": "x", "height": 1, "items": 1},
                   {"file": mosaic, "width": 375, "height": 667, "items": 10**12}]:
        status, body = preview.api("/api/frames", **params)
        assert 400 <= status < 500 and body["error"], params
    store = preview.file_id("store.yaml")
    for offsets in ["0=10", "0:nan", "2:10", "9:0"]:
        status, body = preview.api("/api/frames", file=store, width=375, height=667, sections="5,12,6", sectionOffsets=offsets)
        assert status == 400 and "sectionOffsets" in body["error"] and "diagnostics" not in body, (offsets, body)
    status, body = preview.api("/../../etc/passwd")
    assert status == 404


def test_start_failures_say_what_to_change(preview, layouts_folder):
    port = preview.url.rstrip("/").rsplit(":", 1)[1]
    for args, expected in [(["--port", port], f"port {port} is already in use"),
                           (["--host", "nonsense"], "--host nonsense is not an IPv4 or IPv6 address"),
                           (["--port", "70000"], "--port must be from 0 to 65535")]:
        run = subprocess.run([str(tessera_binary()), "preview", str(layouts_folder), *args],
                             capture_output=True, text=True, timeout=20)
        assert run.returncode in (1, 2) and expected in run.stderr, (args, run.stderr)
    run = subprocess.run([str(tessera_binary()), "preview", str(layouts_folder / "missing.yaml")], capture_output=True, text=True, timeout=20)
    assert run.returncode == 1 and "missing.yaml: error: no such file or directory" in run.stderr


def test_a_sideways_wheel_scrolls_only_the_shelf_under_it_and_it_comes_to_rest(browser, preview):
    open_page(browser, preview, "store.yaml", counts="5,12,6")
    status, frame = preview.api("/api/frames", file=preview.file_id("store.yaml"), width=375, height=667, sections="5,12,6",
                                offset="0,0", margin=MARGIN)
    assert status == 200, frame
    bands = {b["section"]: b for b in frame["bands"]}
    assert sorted(bands) == [0, 1] and bands[0]["offset"] == 0
    shelf = bands[0]["band"]
    box = browser.execute_script("const r = document.getElementById('viewport').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];")
    over_shelf = (box[0] + box[2] / 2, box[1] + shelf["y"] + shelf["height"] / 2)
    # Over the first shelf, 200 points sideways: the page stays, the shelf moves, then rests
    # with a card at the left inset (the cards are 347 apart).
    browser.perform(wheel(*over_shelf, 200, 0))
    wait_until(lambda: browser.execute_script("return window.tessera.sectionOffset(0) !== undefined"), message="the shelf to scroll")
    settle(browser)
    time.sleep(0.5)
    settle(browser)
    assert offset(browser) == [0, 0], "the page scrolled"
    rested = browser.execute_script("return window.tessera.sectionOffset(0)")
    assert rested == 347, rested
    status, at = preview.api("/api/frames", file=preview.file_id("store.yaml"), width=375, height=667, sections="5,12,6",
                             offset="0,0", margin=MARGIN, sectionOffsets=f"0:{rested}")
    assert status == 200, at
    shown = {(e["section"], e["item"]): e["frame"] for e in dom_elements(browser) if e["kind"] == "cell"}
    for e in at["elements"]:
        if e["kind"] == "cell":
            f = e["frame"]
            assert shown[(e["section"], e["item"])] == pytest.approx([f["x"], f["y"], f["width"], f["height"]])
    # The second shelf did not move.
    assert next(b for b in at["bands"] if b["section"] == 1)["offset"] == 0
    # The shelf's first card as drawn is where the runtime puts it at that offset.
    assert shown[(0, 0)][0] == pytest.approx(20 - rested)


def test_a_shelf_that_pages_by_card_moves_one_card_however_far_the_wheel_goes(browser, preview):
    open_page(browser, preview, "store.yaml", counts="5,12,6")
    status, frame = preview.api("/api/frames", file=preview.file_id("store.yaml"), width=375, height=667, sections="5,12,6",
                                offset="0,0", margin=MARGIN)
    assert status == 200, frame
    shelf = next(b for b in frame["bands"] if b["section"] == 0)["band"]
    box = browser.execute_script("const r = document.getElementById('viewport').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];")
    over_shelf = (box[0] + box[2] / 2, box[1] + shelf["y"] + shelf["height"] / 2)
    # The first shelf pages by card (`snap: {paging: leading}`, cards 347 apart): a swipe of
    # 1,200 points, more than three cards, rests one card on; another, one more.
    for expected in (347, 694):
        browser.perform(wheel(*over_shelf, 1200, 0))
        wait_until(lambda: browser.execute_script("return window.tessera.sectionOffset(0)") not in (None, expected - 347),
                   message="the shelf to scroll")
        settle(browser)
        time.sleep(0.5)
        settle(browser)
        rested = browser.execute_script("return window.tessera.sectionOffset(0)")
        assert rested == expected, (expected, rested)
    assert offset(browser) == [0, 0], "the page scrolled"


def test_a_layout_with_sections_opens_with_every_section_and_lists_paths_as_given(browser, preview, layouts_folder):
    open_page(browser, preview, "store.yaml", counts=None)
    assert browser.find_element("id", "counts").get_attribute("value") == "12,12,12"
    assert "per section" in browser.find_element("css selector", "label:has(#counts)").text
    wait_until(lambda: browser.execute_script(
        "return [...document.querySelectorAll('#content .element')].some(n => n.dataset.section === '2')")
        or (browser.execute_script("document.getElementById('viewport').scrollTop = 100000") and False),
        message="section 2 to show")
    names = browser.execute_script("return [...document.querySelectorAll('#layouts li')].map(li => li.textContent)")
    assert "Store — store.yaml" in names, names
    assert not any(str(layouts_folder) in name for name in names), names


def test_a_long_diagnostic_wraps_inside_the_frame(browser, preview, layouts_folder):
    (layouts_folder / "broken.yaml").write_text("layout: Broken\nline:\n  item: {width: " + "w" * 300 + ", height: 10}\n")
    wait_until(lambda: preview.api("/api/layouts")[1]["layouts"] and any(
        l["file"].endswith("broken.yaml") for l in preview.api("/api/layouts")[1]["layouts"]), message="the new file")
    open_page(browser, preview, "broken.yaml", counts=None)
    wait_until(lambda: browser.execute_script("return !document.getElementById('diagnostics').hidden"), message="diagnostics")
    overflow = browser.execute_script("""
        const box = document.getElementById('diagnostics');
        return [...box.querySelectorAll('pre')].map(p => p.scrollWidth - p.clientWidth);""")
    assert overflow and max(overflow) <= 1, overflow


@pytest.mark.parametrize("started_in_background", [False, True])
def test_ctrl_c_stops_the_server_at_once_even_with_a_long_poll_waiting(layouts_folder, started_in_background):
    import signal
    import threading
    from conftest import Preview
    # A job a non-interactive shell starts with `&` inherits SIGINT ignored.
    server = Preview(layouts_folder, ignoring_sigint=started_in_background)
    version = server.api("/api/layouts")[1]["version"]
    # The page's long poll: held open by the server for up to ten seconds.
    def long_poll():
        try:
            server.api("/api/changes", since=version)
        except OSError:
            pass  # the server went away under it, as it should
    waiting = threading.Thread(target=long_poll, daemon=True)
    waiting.start()
    time.sleep(0.3)
    started = time.monotonic()
    server.process.send_signal(signal.SIGINT)
    server.process.wait(timeout=5)
    assert time.monotonic() - started < 1.0


def test_the_text_size_control_grows_rows_that_hold_text(browser, preview):
    open_page(browser, preview, "settings.yaml", counts="3,2")
    def row_height():
        return browser.execute_script("""
            const cell = [...document.querySelectorAll('#content .element')].find(n => n.dataset.kind === 'cell');
            return cell ? cell.getBoundingClientRect().height : null;""")
    assert row_height() == 44
    browser.execute_script("""
        const select = document.getElementById('text-size');
        select.value = [...select.options].find((option) => option.text === 'Accessibility XXXL').value;
        select.dispatchEvent(new Event('change', { bubbles: true }));""")
    wait_until(lambda: row_height() and abs(row_height() - 44 * 53 / 17) < 0.5, message="rows at the largest text size")
    status, frame = preview.api("/api/frames", file=preview.file_id("settings.yaml"), width=375, height=667, sections="3,2",
                                textScale=53 / 17)
    assert status == 200 and abs(frame["elements"][2]["frame"]["height"] - 44 * 53 / 17) < 1e-9
    assert preview.api("/api/frames", file=preview.file_id("settings.yaml"), width=375, height=667, items=3, textScale=0)[0] == 400



def raw_exchange(preview, request: bytes) -> bytes:
    """Sends bytes as they are and reads until the server closes, as a client at the socket sees it."""
    import socket
    host, port = urllib.parse.urlsplit(preview.url).hostname, urllib.parse.urlsplit(preview.url).port
    with socket.create_connection((host, port), timeout=5) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
        return answer


def test_a_request_with_a_huge_header_is_answered_431_and_closed(preview):
    started = time.monotonic()
    answer = raw_exchange(preview, b"GET /api/layouts HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"a" * 100_000 + b"\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 431 Request Header Fields Too Large\r\n"), answer[:80]
    assert b"Connection: close" in answer and b"larger than" in answer
    assert time.monotonic() - started < 2.5
    # The server is still there for everyone else.
    assert preview.api("/api/layouts")[0] == 200


def test_requests_on_one_connection_are_answered_in_turn_and_bad_ones_get_a_reason(preview):
    answer = raw_exchange(preview, b"GET /api/layouts HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                                   b"HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                                   b"GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    import re
    assert re.findall(rb"HTTP/1\.1 (\d{3}) ", answer) == [b"200", b"200", b"404"]
    assert raw_exchange(preview, b"hello\r\n\r\n").startswith(b"HTTP/1.1 400 ")
    assert raw_exchange(preview, b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 99999999999\r\n\r\n").startswith(b"HTTP/1.1 413 ")
    assert raw_exchange(preview, b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n").startswith(b"HTTP/1.1 411 ")
    # Read strictly: what two parsers could read two ways is refused, and answered at once.
    port = urllib.parse.urlsplit(preview.url).port
    for request, status in [(b"GET /api/layouts HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n", b"400"),
                            (f"GET /api/layouts HTTP/1.1\r\nHost: 127.0.0.1:{port}@evil.example\r\n\r\n".encode(), b"400"),
                            (b"GET http://evil.example/api/layouts HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", b"403"),
                            (b"GET /api/layouts HTTP/1.9\r\nHost: 127.0.0.1\r\n\r\n", b"505"),
                            (b"GET /api/layouts HTTP/1.1\nHost: 127.0.0.1\n\n", b"400")]:
        # Answered, not held: raw_exchange gives up after 5 s, the head's deadline is 10 s.
        answer = raw_exchange(preview, request)
        assert answer.startswith(b"HTTP/1.1 " + status + b" ") and b"mosaic" not in answer, (request, answer[:200])


def test_a_sizes_file_given_to_the_preview_is_what_the_page_uses_with_its_count(browser, layouts_folder):
    from conftest import Preview
    sizes = layouts_folder.parent / f"{layouts_folder.name}-sizes.json"
    sizes.write_text(json.dumps([{"width": 100, "height": 40 + 10 * i} for i in range(20)]))
    server = Preview(layouts_folder, "--sizes", str(sizes))
    try:
        open_page(browser, server, "waterfall.yaml", counts=None)
        assert browser.find_element("id", "counts").get_attribute("value") == "20"
        heights = browser.execute_script(
            "return [...document.querySelectorAll('#content .element')].filter(n => n.dataset.kind === 'cell')"
            ".map(n => [Number(n.dataset.item), n.getBoundingClientRect().height])")
        # The waterfall keeps each size's aspect at its column's width: heights in the file's proportions.
        ratios = {round(h / (40 + 10 * item), 6) for item, h in heights}
        assert len(heights) > 5 and len(ratios) == 1, heights
        # An empty counts field is not sent (the server would answer 400): the counts stay.
        browser.execute_script("const c = document.getElementById('counts'); c.value = ''; c.dispatchEvent(new Event('change'))")
        settle(browser)
        assert browser.find_element("id", "counts").get_attribute("value") == "20"
        assert "Items per section" in browser.find_element("id", "status").text
    finally:
        server.stop()
        sizes.unlink()
    assert "400" not in server.process.stderr.read()


def test_a_forged_host_and_a_cross_origin_post_are_refused(preview):
    """DNS rebinding (another site's name resolving to the preview) and another site's page
    posting to the API: both refused, with nothing about the layouts in the answer."""
    import http.client
    port = int(preview.url.rstrip("/").rsplit(":", 1)[1])

    def request(method, path, headers, body=None):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.putrequest(method, path, skip_host=True)
        for name, value in headers.items():
            connection.putheader(name, value)
        data = body.encode() if body is not None else None
        if data is not None:
            connection.putheader("Content-Length", str(len(data)))
        connection.endheaders(data)
        response = connection.getresponse()
        answer = (response.status, response.read().decode())
        connection.close()
        return answer

    status, body = request("GET", "/api/layouts", {"Host": f"127.0.0.1:{port}"})
    assert status == 200 and "mosaic" in body
    for host in ["evil.example", f"evil.example:{port}", f"127.0.0.1.evil.example:{port}"]:
        status, body = request("GET", "/api/layouts", {"Host": host})
        assert status == 403 and "mosaic" not in body, (host, status, body)
        status, body = request("GET", "/", {"Host": host})
        assert status == 403 and "<html" not in body.lower(), host
    sizes = '{"sizes": [[10, 10]]}'
    status, _ = request("POST", "/api/sizes", {"Host": f"127.0.0.1:{port}", "Origin": "https://evil.example"}, sizes)
    assert status == 403
    status, _ = request("POST", "/api/sizes", {"Host": f"127.0.0.1:{port}", "Origin": f"http://127.0.0.1:{port}"}, sizes)
    assert status != 403


def test_devices_mode_asks_every_request_for_the_code_and_lists_the_devices(browser, layouts_folder):
    """`--devices`: a 401 without the pairing code (nothing about the layouts in it), the page
    opened at the printed address works and shows the code, and a device that asks for a live
    layout appears in its list."""
    server = Preview(layouts_folder, "--devices")
    try:
        assert "?code=" in server.url, server.url
        base, code = server.url.split("?code=")

        def get(path, headers=None):
            request = urllib.request.Request(base + path, headers=headers or {})
            try:
                with urllib.request.urlopen(request, timeout=15) as response:
                    return response.status, response.read().decode()
            except urllib.error.HTTPError as error:
                return error.code, error.read().decode()

        for headers in [{}, {"X-Tessera-Code": "WRONG234"}, {"X-Tessera-Code": code[:-1]}]:
            status, body = get("api/layouts", headers)
            assert status == 401 and "mosaic" not in body, (headers, status, body)
            status, body = get("", headers)
            assert status == 401 and "<html" not in body.lower(), headers
        status, body = get("api/layouts", {"X-Tessera-Code": code})
        assert status == 200 and "mosaic" in body

        browser.get(server.url)
        wait_until(lambda: browser.execute_script("return document.querySelectorAll('#layouts li').length") > 5,
                   message="the page lists the layouts with the code in a cookie")
        assert browser.find_element("id", "devices-code").text == code
        # The code is kept in a cookie for this port, not in the address: not in the address
        # bar, the history or a view shared from the page.
        settle(browser)
        assert code not in browser.current_url and "code=" not in browser.current_url, browser.current_url
        assert browser.execute_script("return location.search") == ""
        port = urllib.parse.urlsplit(base).port
        cookies = set(browser.cookies())
        assert f"tessera-code-{port}" in cookies, cookies
        status, body = get("api/live?layout=Mosaic&device=test%20phone", {"X-Tessera-Code": code})
        assert status == 200 and json.loads(body)["compiled"]
        wait_until(lambda: "test phone — Mosaic" in browser.find_element("id", "devices-connected").text,
                   timeout=10, message="the device in the page's list")
    finally:
        server.stop()


def test_reduce_motion_stills_the_cover_flow(browser, preview):
    open_page(browser, preview, "coverflow.yaml", counts="12")
    # The move to the frame is CSS's `translate`; a turn, with the rotation and scale, the `transform`.
    transforms = lambda: [browser.execute_script("const s = arguments[0].style; return [s.translate, s.transform, s.rotate, s.scale]", e)
                          for e in browser.find_elements("css selector", "#content [data-kind=cell]")]
    wait_until(lambda: any("rotateY" in t[1] for t in transforms()), message="the cover flow's turned cells")
    browser.find_element("id", "reduce-motion").click()
    settle(browser)
    # No turn, no scale: every cell is drawn flat, at its frame.
    wait_until(lambda: all(t[0].endswith("px") and t[1:] == ["", "", ""] for t in transforms()), message="every cell stilled")
    status, frame = preview.api("/api/frames", file=preview.file_id("coverflow.yaml"), width=375, height=667, items=12,
                                offset="0,0", reduceMotion="true")
    assert status == 200, frame
    assert all(e["scale"] == 1 and "transform" not in e for e in frame["elements"] if e["kind"] == "cell")
    browser.find_element("id", "reduce-motion").click()
    wait_until(lambda: any("rotateY" in t[1] for t in transforms()), message="the turns back")
    status, body = preview.api("/api/frames", file=preview.file_id("coverflow.yaml"), width=375, height=667, items=12, reduceMotion="yes")
    assert status == 400 and "reduceMotion" in body["error"]


def test_devices_on_the_loopback_only_print_no_network_address(layouts_folder):
    """`--devices --host 127.0.0.1` answers this machine only: the banner says so and prints no
    address a phone would try in vain."""
    server = Preview(layouts_folder, "--devices", "--host", "127.0.0.1")
    try:
        banner = "".join(server.process.stdout.readline() for _ in range(4))
        assert "this machine only" in banner and "a phone cannot" in banner, banner
        addresses = [word for word in banner.split() if word.startswith("http://")]
        assert addresses and all(a.startswith("http://127.0.0.1:") for a in addresses), banner
    finally:
        server.stop()


def test_a_carousel_that_pages_by_card_moves_one_card_for_a_short_scroll(browser, preview, layouts_folder):
    """Issue 50.1: a little scroll of a carousel that pages one card at a time rests one card
    on, and stays there (the page once glided on card after card to the last); the page snaps
    with the web view's own code."""
    text = (layouts_folder / "carousel.yaml").read_text().replace("layout: Carousel", "layout: Pager")
    (layouts_folder / "pager.yaml").write_text(text.replace("snap: center", "snap: {paging: center, items: 1}"))
    wait_until(lambda: any(l["file"].endswith("pager.yaml") for l in preview.api("/api/layouts")[1]["layouts"]), message="the new file")
    open_page(browser, preview, "pager.yaml", counts="60")
    middle = browser.execute_script("const r = document.getElementById('viewport').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];")
    for card in (1, 2):
        browser.perform(wheel(*middle, 200, 0))
        wait_until(lambda: offset(browser)[0] > 110 * (card - 1), message="the scroll to begin")
        settle(browser)
        time.sleep(1.0)
        settle(browser)
        assert offset(browser) == [110 * card, 0], (card, offset(browser))


def test_the_mark_stays_on_its_column_when_the_line_wraps(browser, preview, layouts_folder):
    """Issue 50.8: the column is marked in the line itself, so that a line wrapped in the overlay
    cannot push the mark off its character (a caret on the line below was)."""
    long_line = "  item: {width: 50, height: " + "1 + " * 90 + "hieght}\n"
    (layouts_folder / "wrapped.yaml").write_text("layout: Wrapped\nline:\n" + long_line)
    wait_until(lambda: any(l["file"].endswith("wrapped.yaml") for l in preview.api("/api/layouts")[1]["layouts"]), message="the new file")
    open_page(browser, preview, "wrapped.yaml", counts=None)
    wait_until(lambda: browser.execute_script("return !document.getElementById('diagnostics').hidden"), message="diagnostics")
    found = browser.execute_script("""
        const line = document.querySelector('#diagnostics .source'), mark = line.querySelector('mark');
        const lines = line.getClientRects(), box = line.getBoundingClientRect(), at = mark.getBoundingClientRect();
        return {mark: mark.textContent, before: line.textContent.slice(0, line.textContent.indexOf(mark.textContent)),
                height: box.height, markTop: at.top - box.top, overflow: line.scrollWidth - line.clientWidth};""")
    assert found["mark"] == "hieght", found
    assert found["before"] == long_line[:long_line.index("hieght")], found
    # The line wrapped, and the mark is on a wrapped line below the first, within the box.
    assert found["height"] > 40 and found["markTop"] > 20 and found["overflow"] <= 1, found


def test_the_page_shows_what_validate_warns_of(browser, preview, layouts_folder):
    """Issue 50.8: a valid layout's warnings (the typical screens' check of `tessera validate`)
    are shown beside the picture, which stays as it is."""
    (layouts_folder / "tiny.yaml").write_text("layout: Tiny\nline:\n  item: {width: 20, height: 20}\n")
    wait_until(lambda: any(l["file"].endswith("tiny.yaml") for l in preview.api("/api/layouts")[1]["layouts"]), message="the new file")
    open_page(browser, preview, "tiny.yaml", counts="10")
    warnings = browser.find_element("id", "warnings")
    assert warnings.is_displayed() and "touch target" in warnings.text and "tiny.yaml:3:" in warnings.text, warnings.text
    assert browser.execute_script("return document.getElementById('diagnostics').hidden")
    assert len(dom_elements(browser)) == 10
    open_page(browser, preview, "grid.yaml", counts="10")
    assert not browser.find_element("id", "warnings").is_displayed()
