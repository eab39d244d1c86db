"""The web runtime as a developer installs it and renders it on a server, in a real browser: the
package's tarball (Runtimes/web/pack.mjs) installed with npm in an empty folder (no registry),
that folder served and the package imported by name in a page; and first screens written in node
by that package (`renderFirstScreen`) and adopted by `TesseraView` (`adopt`): no layout shift
(Chromium's `layout-shift` entries sum to 0, and every node's box is the same before and after),
the adopted nodes are the very nodes the server wrote, and a chat is at its end on the first
frame. Only `get` and scripts drive the browser, so that any driver runs these tests."""
import functools
import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path

import pytest

from conftest import ROOT, wait_until

WEB = ROOT / "Runtimes" / "web"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def installed():
    """A folder with the tarball installed by npm, served over HTTP: (its path, its URL)."""
    if not (WEB / "build" / "tessera.js").exists():
        pytest.fail("Runtimes/web/build/tessera.js is missing; run `node Runtimes/web/build.mjs` first")
    folder = Path(tempfile.mkdtemp(prefix="tessera-installed-"))
    packed = subprocess.run(["node", str(WEB / "pack.mjs"), "--out", str(folder / "dist")], capture_output=True, text=True)
    assert packed.returncode == 0, packed.stderr
    tarball = packed.stdout.strip()
    app = folder / "app"
    app.mkdir()
    environment = {**os.environ, "npm_config_cache": str(folder / "cache"), "npm_config_update_notifier": "false"}
    install = subprocess.run(["npm", "install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball],
                             cwd=app, capture_output=True, text=True, env=environment)
    assert install.returncode == 0, install.stderr
    shutil.copy(ROOT / "Tests" / "Browser" / "first_screen_page.mjs", app / "first_screen_page.mjs")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(app)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield app, f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    shutil.rmtree(folder, ignore_errors=True)


def first_screen_page(installed, name, **config):
    """Writes a page with the first screen of Tests/GoldenCompiled/`name`, rendered in node by
    the installed package; answers its URL."""
    app, url = installed
    shutil.copy(ROOT / "Tests" / "GoldenCompiled" / name, app / name)
    page = name.replace(".json", ".html")
    written = subprocess.run(["node", "first_screen_page.mjs", json.dumps({"layout": name, "page": page, **config})],
                             cwd=app, capture_output=True, text=True)
    assert written.returncode == 0, written.stderr
    return url + page


# Every node in the content: its ID and its box relative to the scroller's, and the scroller's offset.
STATE = """
const scroller = document.getElementById('scroller');
const content = scroller.querySelector('.tessera-content');
const box = scroller.getBoundingClientRect();
const nodes = [...content.children].map((node) => {
  const rect = node.getBoundingClientRect();
  return [node.dataset.kind, Number(node.dataset.section), Number(node.dataset.item), rect.x - box.x, rect.y - box.y, rect.width, rect.height];
});
// The view's grids and lists for screen readers (empty, beside the content) are not counted.
const children = [...scroller.children].filter((node) => node.dataset.tesseraGroup === undefined).length;
return { left: scroller.scrollLeft, top: scroller.scrollTop, end: scroller.scrollHeight - scroller.clientHeight,
         height: scroller.clientHeight, nodes, children };
"""

# Marks the server's nodes (the objects themselves, kept in a list), hydrates, waits two frames
# and a moment for the shifts to be reported, and answers how the view's nodes compare.
HYDRATE = """
const done = arguments[0];
const content = document.querySelector('#scroller .tessera-content');
const marked = [...content.children];
marked.forEach((node, index) => { node.serverIndex = index; });
// A node taken out of the DOM and put back is the same object, but loses its focus, its inner
// scroll and its media's state: none of the server's nodes may be.
const moved = new Set();
const observer = new MutationObserver((records) => { for (const record of records) for (const node of record.removedNodes) if (marked.includes(node)) moved.add(node.serverIndex); });
observer.observe(content, { childList: true });
window.hydrate().then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
  const now = [...document.querySelector('#scroller .tessera-content').children];
  observer.disconnect();
  done({
    // Taken out and put back: a node the view no longer keeps (another size) is taken out for good.
    moved: [...moved, ...observer.takeRecords().flatMap((record) => [...record.removedNodes]).filter((node) => marked.includes(node)).map((node) => node.serverIndex)]
      .filter((index) => marked[index].parentNode === content),
    sameContent: document.querySelector('#scroller .tessera-content') === content && window.view.content === content,
    sameNodes: now.length === marked.length && now.every((node, index) => node === marked[index]),
    viewsNodes: marked.every((node) => window.view.node(node.dataset.kind, Number(node.dataset.section), Number(node.dataset.item)) === node),
    shifts: window.shifts,
    reported: PerformanceObserver.supportedEntryTypes.includes('layout-shift'),
  });
}, 100))), (error) => done({ error: String(error) }));
"""


def open_first_screen(browser, url):
    browser.get("about:blank")
    browser.get(url)
    wait_until(lambda: browser.execute_script("return window.pageReady === true && window.firstFrame !== undefined"), message="the page to load")
    return browser.execute_script(STATE)


def hydrate(browser):
    outcome = browser.execute_async_script(HYDRATE)
    assert "error" not in outcome, outcome["error"]
    return outcome


def assert_adopted_without_a_shift(before, after, outcome):
    assert outcome["sameContent"] and outcome["sameNodes"] and outcome["viewsNodes"], outcome
    assert outcome["moved"] == [], f"the server's nodes {outcome['moved']} were taken out of the DOM"
    if outcome["reported"]:
        assert sum(outcome["shifts"]) == 0, outcome["shifts"]
    # Every node's box as it was, the first cell's among them.
    assert after["nodes"] == before["nodes"], (before["nodes"][:3], after["nodes"][:3])
    assert (after["left"], after["top"]) == (before["left"], before["top"])


def test_the_package_installed_from_its_tarball_runs_in_a_page(browser, installed):
    app, url = installed
    shutil.copy(ROOT / "Tests" / "GoldenCompiled" / "carousel.json", app / "carousel.json")
    (app / "import.html").write_text('<!doctype html><script type="importmap">{"imports": {"tessera-runtime": '
                                     '"/node_modules/tessera-runtime/build/tessera.js"}}</script><div id="scroller"></div>')
    browser.get(url + "import.html")
    answer = browser.execute_async_script("""
        const done = arguments[0];
        import('tessera-runtime').then(async ({ CompiledLayout, ScrollDriver }) => {
          const bytes = new Uint8Array(await (await fetch('carousel.json')).arrayBuffer());
          const layout = CompiledLayout.load(bytes, 'carousel.json');
          const driver = new ScrollDriver(layout, { viewport: { width: 375, height: 667 }, sectionCounts: [30] });
          done({ name: layout.name, rest: driver.restingOffset({ x: 130, y: 0 }, { x: 0, y: 0 }) });
        }, (error) => done({ error: String(error) }));
    """)
    assert answer == {"name": "Carousel", "rest": {"x": 110, "y": 0}}, answer


def test_adopting_what_the_server_did_not_write_is_an_error_that_says_so(browser, installed):
    app, url = installed
    shutil.copy(ROOT / "Tests" / "GoldenCompiled" / "carousel.json", app / "carousel.json")
    (app / "import.html").write_text('<!doctype html><script type="importmap">{"imports": {"tessera-runtime": '
                                     '"/node_modules/tessera-runtime/build/tessera.js"}}</script><div id="scroller"></div>')
    browser.get(url + "import.html")
    errors = browser.execute_async_script("""
        const done = arguments[0];
        import('tessera-runtime').then(async ({ CompiledLayout, TesseraView, renderFirstScreen }) => {
          const layout = CompiledLayout.load(new Uint8Array(await (await fetch('carousel.json')).arrayBuffer()), 'carousel.json');
          const scroller = document.getElementById('scroller');
          scroller.style.cssText = 'width: 375px; height: 667px; overflow: auto';
          const options = { sectionCounts: [30], renderItem: () => document.createElement('div'), adopt: true };
          const errors = [];
          try { new TesseraView(scroller, layout, options); } catch (error) { errors.push(error.message); }
          // Markup of two elements a cell: the second is no node the server placed.
          scroller.innerHTML = renderFirstScreen(layout, { viewport: { width: 375, height: 667 }, sectionCounts: [30],
            renderItem: () => '<div>a</div><p>b</p>' }).html;
          try { new TesseraView(scroller, layout, options); } catch (error) { errors.push(error.message); }
          done(errors);
        }, (error) => done([String(error)]));
    """)
    assert errors == [
        "TesseraView: `adopt` takes over the first screen renderFirstScreen wrote, but the scroller has no child of class "
        "tessera-content: put renderFirstScreen's html in the scroller, or leave `adopt` out",
        "TesseraView: `adopt` found a <p> in the first screen (after cell 0 0) that renderFirstScreen did not place: "
        "renderItem and renderSupplementary must each give one element's HTML",
    ], errors


@pytest.mark.parametrize("name,counts", [("carousel.json", [40]), ("feed.json", [40]), ("grid.json", [60])])
def test_a_first_screen_is_adopted_with_no_layout_shift(browser, installed, name, counts):
    url = first_screen_page(installed, name, viewport={"width": 375, "height": 667}, sectionCounts=counts)
    before = open_first_screen(browser, url)
    assert len(before["nodes"]) > 3
    outcome = hydrate(browser)
    after = browser.execute_script(STATE)
    assert_adopted_without_a_shift(before, after, outcome)
    # The view goes on virtualizing: a scroll brings new nodes in and takes the first ones out.
    browser.execute_async_script("""
        const done = arguments[0];
        const scroller = document.getElementById('scroller');
        scroller.scrollTo(scroller.scrollWidth > scroller.clientWidth ? 3000 : 0, scroller.scrollHeight > scroller.clientHeight ? 3000 : 0);
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
    """)
    scrolled = browser.execute_script(STATE)
    assert scrolled["nodes"][0][:3] != before["nodes"][0][:3], scrolled["nodes"][:2]


def test_a_chat_is_at_its_end_on_the_first_frame_and_stays_there(browser, installed):
    # Messages of 64 points that measure 64 (selfSizing): the view's measuring changes nothing.
    url = first_screen_page(installed, "chat.json", viewport={"width": 375, "height": 667}, sectionCounts=[12, 12, 12],
                            itemSize=64, selfSizing=True)
    before = open_first_screen(browser, url)
    first = browser.execute_script("return window.firstFrame")
    assert before["end"] > 0
    assert abs(first["top"] - before["end"]) <= 1, (first, before["end"])
    assert before["children"] == 2, "the script that scrolled the scroller is there until the view adopts it"
    cells = [node for node in before["nodes"] if node[0] == "cell" and node[4] < before["height"]]
    # The newest message ends at the layout's bottom inset (12 points), on the first frame.
    assert cells[-1][:3] == ["cell", 2, 11] and abs(cells[-1][4] + cells[-1][6] - (before["height"] - 12)) <= 1, cells[-1]
    outcome = hydrate(browser)
    after = browser.execute_script(STATE)
    assert_adopted_without_a_shift(before, after, outcome)
    assert after["children"] == 1
    # The view follows the end it opened at: a message sent stays in view.
    assert browser.execute_script("return window.view.driver.followsEnd()") is True


def test_a_scroller_of_another_size_takes_what_fits_and_opens_where_its_layout_does(browser, installed):
    # The server was told 667 points; the page's scroller has 500: the chat still opens at its end.
    url = first_screen_page(installed, "chat.json", viewport={"width": 375, "height": 667}, sectionCounts=[12, 12, 12],
                            itemSize=64, scroller={"width": 375, "height": 500})
    open_first_screen(browser, url)
    outcome = hydrate(browser)
    assert outcome["moved"] == [], outcome["moved"]
    after = browser.execute_script(STATE)
    assert abs(after["top"] - after["end"]) <= 1, after
    kept = browser.execute_script("return window.view.driver.kept.map((element) => [element.id.kind, element.id.section, element.id.item])")
    assert [node[:3] for node in after["nodes"]] == kept
    cells = [node for node in after["nodes"] if node[0] == "cell" and node[4] < after["height"]]
    assert cells[-1][:3] == ["cell", 2, 11] and abs(cells[-1][4] + cells[-1][6] - (after["height"] - 12)) <= 1, cells[-1]
