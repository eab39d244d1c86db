#!/usr/bin/env python3
"""What the web view's accessibility pass costs a scroll's frame, against a commit's bundle, on
frame.py's page (Benchmarks/web/frame-page.js: 100,000 items, 300 frames of 40 points, the page
scrolling): the page's clock around the view's accessibility entry points (`update` before
this round; `frameChanged` and `entering` after) and around `NodeDrawing.show`, per frame.

    node Runtimes/web/build.mjs
    xvfb-run -a python3 Benchmarks/web/frame_accessibility.py --baseline REV [--engines chromium,firefox,webkit] [--runs 5]

The entry points are the view's private methods, wrapped by name: a diagnostic to read beside
frame.py's rounds, not a measure of the frame."""
import argparse
import http.server
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Benchmarks" / "web"))
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
import conftest  # noqa: E402
import engines  # noqa: E402
import frame  # noqa: E402

# Sums the page's clock around each named method of the mounted view's announcing, and around
# its drawing's `show`, from now on.
WRAP = """
const names = arguments[0]; const view = window.frameView;
const times = window.accessibilityTimes = { accessibility: 0, show: 0, frames: 0 };
const announcing = view.announcing;
for (const name of names) {
  if (typeof announcing[name] !== 'function') continue;
  const original = announcing[name].bind(announcing);
  announcing[name] = (...args) => { const start = performance.now(); const result = original(...args); times.accessibility += performance.now() - start; return result; };
}
const drawing = view.drawing; const show = drawing.show.bind(drawing);
drawing.show = (...args) => { const start = performance.now(); const result = show(...args); times.show += performance.now() - start; times.frames += 1; return result; };
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, help="a commit: its committed bundle, as `baseline`")
    parser.add_argument("--engines", default="chromium,firefox,webkit")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not (ROOT / "Runtimes" / "web" / "build" / "tessera.js").exists():
        sys.exit("frame_accessibility.py: Runtimes/web/build/tessera.js is missing; run `node Runtimes/web/build.mjs` first")
    bundle = subprocess.run(["git", "-C", str(ROOT), "show", f"{args.baseline}:Sources/TesseraTooling/WebRuntime/tessera.js"],
                            capture_output=True, text=True)
    if bundle.returncode != 0:
        sys.exit(f"frame_accessibility.py: --baseline {args.baseline}: {bundle.stderr.strip()}")
    with tempfile.TemporaryDirectory(prefix="tessera-accessibility-") as temporary:
        Path(temporary, "tessera.js").write_text(bundle.stdout)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), frame.handler_for({"/baseline/": Path(temporary)}))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/Benchmarks/web/frame.html"
        try:
            for engine in args.engines.split(","):
                measure(engine, url, args.runs)
        finally:
            server.shutdown()


def measure(engine, url, runs):
    try:
        browser = engines.launch(engine)
    except engines.EngineUnavailable as error:
        print(f"{engine}: not run ({error})")
        return
    try:
        browser.set_script_timeout(120)
        browser.get(url)
        conftest.wait_until(lambda: browser.execute_script("return window.frameBenchReady === true"), message="the page")
        results = {"baseline": [], "tessera": []}
        for round_ in range(runs):
            for library in (["baseline", "tessera"] if round_ % 2 == 0 else ["tessera", "baseline"]):
                browser.execute_async_script("const [library, done] = arguments; window.frameBench.mount(library, 100000, {}).then(done)", library)
                browser.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")
                browser.execute_script(WRAP, ["update", "frameChanged", "entering"])
                browser.execute_async_script("const [frames, step, done] = arguments; window.frameBench.scrollFrames(frames, step).then(done)", 300, 40)
                times = browser.execute_script("return window.accessibilityTimes")
                results[library].append((1000 * times["accessibility"] / times["frames"], 1000 * times["show"] / times["frames"]))
        load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
        print(f"\n{engine}: per frame, median of {runs} alternating rounds (range); load average {load}\n")
        print("| bundle | accessibility pass | NodeDrawing.show (the pass included) |")
        print("| --- | ---: | ---: |")
        for library, rows in results.items():
            print(f"| {library} | {frame.cell([row[0] for row in rows], 1)} µs | {frame.cell([row[1] for row in rows], 1)} µs |", flush=True)
    finally:
        browser.quit()


if __name__ == "__main__":
    main()
