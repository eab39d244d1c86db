#!/usr/bin/env python3
"""TesseraView's frame in headless Chromium, measured with DevTools' performance metrics: a
375 × 667 view of the waterfall (a two-column masonry sized by data), the grid and the carousel
(its scale effect) at 1e3 … 1e6 items, scrolled 40 points along its axis a frame for 300 frames
by a synthesized wheel gesture (2,400 points a second at 60 frames a second), so that the page
itself runs no script. Per frame: script, layout and style time (the metrics' ScriptDuration,
LayoutDuration and RecalcStyleDuration over the scroll, in the main thread's CPU time, divided by
the 300 frames); the nodes the view holds; the mount (the constructor and the first layout, timed
by the page); the frames the view drew. A row "harness" scrolls a plain scroller of the same
size with nothing in it: what the scroll costs the page alone.

    node Runtimes/web/build.mjs && python3 Benchmarks/web/view.py [--runs 3] [--smoke]

The browser is the browser tests' Chromium (Tests/Browser/engines.py), driven through selenium
for DevTools' timings; the page is Benchmarks/web/view.html served from the repository's root. --smoke (CI): 1,000 items, 20 frames, to keep it running.
"""
import argparse
import functools
import http.server
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
import conftest  # noqa: E402  (the browser tests' helpers)
import engines  # noqa: E402  (the browser tests' engines: Chromium here, for DevTools' timings)

LAYOUTS = ["waterfall", "grid", "carousel"]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve():
    handler = functools.partial(QuietHandler, directory=str(ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def metrics(browser):
    found = browser.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return {metric["name"]: metric["value"] for metric in found}


def run(browser, name, count, frames, step, empty, reuse=True):
    """One mount and scroll: per-frame script, layout and style milliseconds, nodes, mount."""
    mount = browser.execute_async_script(
        "const [name, count, empty, reuse, done] = arguments;"
        "window.viewBench.mount(name, count, empty, reuse).then(done, (error) => done('error: ' + error))", name, count, empty, reuse)
    if isinstance(mount, str):
        raise RuntimeError(f"{name} {count}: {mount}")
    # Let the mount's own work (the first frames) finish before measuring.
    browser.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")
    start = browser.execute_script("return window.viewBench.state()")
    before = metrics(browser)
    # A wheel's scroll, as the browser runs one (the compositor scrolls; the page hears scroll
    # events): `step` points a frame at 60 frames a second.
    distance = -frames * step
    browser.execute_cdp_cmd("Input.synthesizeScrollGesture", {
        "x": 187, "y": 333, "xDistance": distance if start["horizontal"] else 0, "yDistance": 0 if start["horizontal"] else distance,
        "speed": round(step * 60), "gestureSourceType": "mouse", "preventFling": True})
    # The last scroll event's frame.
    browser.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")
    after = metrics(browser)
    end = browser.execute_script("return window.viewBench.state()")
    drawn = end["drawn"] - start["drawn"]
    if not empty and drawn < frames * 0.9:
        raise RuntimeError(f"{name} {count}: the view drew {drawn} frames of {frames}")
    if abs(end["offset"] - start["offset"] - frames * step) > step:
        raise RuntimeError(f"{name} {count}: the scroll went {end['offset'] - start['offset']} points, not {frames * step}")
    per_frame = lambda key: (after[key] - before[key]) * 1000 / frames
    return {"script": per_frame("ScriptDuration"), "layout": per_frame("LayoutDuration"), "style": per_frame("RecalcStyleDuration"),
            "nodes": end["nodes"], "mount": mount, "drawn": drawn}


def mount_rows(browser, args, counts):
    """The mount alone, each row mounted --runs times: what a page waits for before its first frame."""
    print("| layout | items | mount |")
    print("| --- | ---: | ---: |")
    for name in args.layouts.split(","):
        for count in counts:
            times = []
            for _ in range(args.runs):
                mount = browser.execute_async_script(
                    "const [name, count, done] = arguments;"
                    "window.viewBench.mount(name, count, false, true).then(done, (error) => done('error: ' + error))", name, count)
                if isinstance(mount, str):
                    raise RuntimeError(f"{name} {count}: {mount}")
                times.append(mount)
            times.sort()
            print(f"| {name} | {count:,} | {statistics.median(times):.1f} ms ({times[0]:.1f}–{times[-1]:.1f}) |", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each row; the table gives the median and the range")
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--step", type=float, default=40.0, help="points a frame")
    parser.add_argument("--counts", default="1000,10000,100000,1000000")
    parser.add_argument("--layouts", default=",".join(LAYOUTS))
    parser.add_argument("--new-nodes", action="store_true", help="the page makes a new node for every cell that enters, not filling the nodes the view offers")
    parser.add_argument("--smoke", action="store_true", help="1,000 items, 20 frames, one run (CI)")
    parser.add_argument("--mount-only", action="store_true", help="time only the mount (no scroll): the median and range of --runs mounts of each row")
    args = parser.parse_args()
    if args.smoke:
        args.runs, args.frames, args.counts = 1, 20, "1000"
    counts = [int(count) for count in args.counts.split(",")]
    if not (ROOT / "Runtimes" / "web" / "build" / "tessera.js").exists():
        sys.exit("Runtimes/web/build/tessera.js is missing; run `node Runtimes/web/build.mjs` first")
    server = serve()
    browser = engines.launch("chromium").driver
    try:
        browser.set_script_timeout(120)
        browser.get(f"http://127.0.0.1:{server.server_address[1]}/Benchmarks/web/view.html")
        conftest.wait_until(lambda: browser.execute_script("return window.viewBenchReady === true"), message="the page")
        browser.execute_cdp_cmd("Performance.enable", {"timeDomain": "threadTicks"})
        version = browser.capabilities.get("browserVersion", "?")
        cells = "a new node for every cell" if args.new_nodes else "cells filled in the nodes the view offers"
        print(f"Chromium {version}, {args.frames} frames of {args.step:g} points, 375 × 667, {cells}, median of {args.runs} runs (range)\n")
        if args.mount_only:
            mount_rows(browser, args, counts)
            return
        print("| layout | items | script / frame | layout / frame | style / frame | nodes | mount | frames drawn |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        rows = [(name, count, False) for name in args.layouts.split(",") for count in counts]
        rows.append((args.layouts.split(",")[0], counts[0], True))
        for name, count, empty in rows:
            results = [run(browser, name, count, args.frames, args.step, empty, not args.new_nodes) for _ in range(args.runs)]

            def cell(key, unit, digits):
                values = sorted(result[key] for result in results)
                middle = statistics.median(values)
                if len(values) == 1 or round(values[0], digits) == round(values[-1], digits):
                    return f"{middle:.{digits}f}{unit}"
                return f"{middle:.{digits}f}{unit} ({values[0]:.{digits}f}–{values[-1]:.{digits}f})"
            label = "harness (empty scroller)" if empty else name
            print(f"| {label} | {count:,} | {cell('script', ' ms', 3)} | {cell('layout', ' ms', 3)} | {cell('style', ' ms', 3)} | "
                  f"{max(r['nodes'] for r in results)} | {cell('mount', ' ms', 1)} | {cell('drawn', '', 0)} |", flush=True)
    finally:
        browser.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
