#!/usr/bin/env python3
"""From a scroll event to the updated DOM in `tessera preview`, in headless Chromium: a long
scripted scroll (one step a frame, as a finger or trackpad gives them) of 100,000-item layouts,
with the p50 and p95 the page itself records (window.tessera.timings).

    swift build -c release && python3 Benchmarks/preview_latency.py --binary .build/release/tessera
"""
import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
import conftest  # noqa: E402  (the browser tests' server and browser helpers)


def measure(browser, preview, name, steps, step):
    browser.set_script_timeout(steps / 20 + 60)  # one step a frame: about 60 a second
    conftest.open_page(browser, preview, name, counts="100000")
    browser.execute_script("window.tessera.timings.length = 0")
    elapsed = browser.execute_async_script("""
        const [steps, step, done] = arguments, v = document.getElementById('viewport');
        // Headless Chromium runs animation frames faster than a 60 Hz screen: step at most
        // once every 1/60 s, as a finger or trackpad scroll arrives.
        let n = 0, last = -1e9, first = performance.now();
        function next(now) {
            if (now - last >= 1000 / 60 - 0.5) {
                if (n++ >= steps) return done(performance.now() - first);
                v.scrollTop += step;
                last = now;
            }
            requestAnimationFrame(next);
        }
        requestAnimationFrame(next);""", steps, step)
    conftest.settle(browser)
    timings = browser.execute_script("return window.tessera.timings.slice()")
    timings.sort()
    return len(timings), steps / elapsed * 1000, statistics.median(timings), timings[int(len(timings) * 0.95)], timings[-1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "tessera"))
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--step", type=float, default=23.0, help="points a step")
    args = parser.parse_args()
    import os
    os.environ["TESSERA_BIN"] = args.binary
    folder = Path(__import__("tempfile").mkdtemp(prefix="tessera-latency-"))
    for name in ["mosaic.yaml", "waterfall.yaml"]:
        (folder / name).write_text((ROOT / "Layouts" / name).read_text())
    preview = conftest.Preview(folder)
    browser = next(conftest.browser.__wrapped__())
    try:
        print("| layout | frames | steps a second | p50 (ms) | p95 (ms) | max (ms) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        for name in ["mosaic.yaml", "waterfall.yaml"]:
            count, rate, p50, p95, worst = measure(browser, preview, name, args.steps, args.step)
            print(f"| {name} (100,000 items) | {count} | {rate:.0f} | {p50:.2f} | {p95:.2f} | {worst:.2f} |")
    finally:
        browser.quit()
        preview.stop()


if __name__ == "__main__":
    main()
