#!/usr/bin/env python3
"""TesseraView's frame against TanStack Virtual's, in the same page and run, in Chromium, WebKit
and Firefox: a 375 × 667 two-column masonry of 100,000 items (heights from data) scrolled 40
points a frame for 300 frames (Benchmarks/web/frame-page.js). The rounds alternate the
libraries (and their order), so that a loaded minute of the shared machine falls on each.

Two measures, each per frame:
- in every engine, "handler" and "forced layout": scroll listeners around the library's own time
  its work for each scroll event, and one layout read right after it forces the style and layout
  that the frame would do (the page scrolls the scroller from its animation frames: WebKit's and
  Firefox's drivers cannot synthesize a wheel's scroll), and how many of those frames added or
  removed nodes (the frames that lay out), with the forced style and layout per such frame;
- in Chromium also DevTools' ScriptDuration, LayoutDuration and RecalcStyleDuration (thread
  time) over a synthesized wheel gesture, per step as issue 54 measured, with the scroll events
  the library handled beside them (a loaded machine draws fewer frames than steps, each
  scrolling further); the page's only listener then counts those events, the same for both.

    node Runtimes/web/build.mjs
    python3 Benchmarks/web/frame.py --tanstack PATH [--engines chromium,webkit,firefox]
        [--runs 5] [--baseline REV]
    python3 Benchmarks/web/frame.py --smoke     (CI: the view alone, briefly, so that it never rots)

PATH is a checkout of TanStack Virtual (github.com/TanStack/virtual) or its packages/virtual-core:
the project ships none of its code; frame.py compiles its src/ with Debian's tsc into a temporary
folder. --transform-variant adds the view moving its nodes by `transform` (through the app's
`applyAttributes`) to the rounds; --quantized-variant, the view with its driver's kept rect
snapped to a grid of a quarter of its length (a measured proposal for the rule). --baseline REV adds the view as it was at commit REV (its committed bundle,
Sources/TesseraTooling/WebRuntime/tessera.js) to the same rounds: before and after in one run.
WebKit needs a display: run under `xvfb-run -a -s "-screen 0 1920x1440x24"`.
"""
import argparse
import functools
import http.server
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
import conftest  # noqa: E402  (the browser tests' helpers)
import engines  # noqa: E402  (the browser tests' engines)


def compile_tanstack(checkout: Path, into: Path):
    """TanStack Virtual's core as browser modules in `into`: tsc's output, imports given the
    `.js` their bundler would resolve."""
    source = checkout / "src" if (checkout / "src" / "index.ts").exists() else checkout / "packages" / "virtual-core" / "src"
    if not (source / "index.ts").exists():
        sys.exit(f"frame.py: {checkout} holds neither src/index.ts nor packages/virtual-core/src/index.ts; "
                 "give --tanstack a checkout of TanStack Virtual")
    if shutil.which("tsc") is None:
        sys.exit("frame.py: tsc, the TypeScript compiler, is not installed: on Debian or Ubuntu, apt-get install node-typescript")
    # Its sources name Node's `process` for debug builds: tsc reports that (no @types/node here)
    # and still writes the modules, which is all this needs.
    subprocess.run(["tsc", "--target", "es2020", "--module", "es2020", "--moduleResolution", "node", "--lib", "es2020,dom",
                    "--skipLibCheck", "--outDir", str(into), str(source / "index.ts")], capture_output=True, text=True)
    if not (into / "index.js").exists():
        sys.exit(f"frame.py: tsc wrote no index.js from {source}")
    for module in into.glob("*.js"):
        text = module.read_text()
        module.write_text(re.sub(r"""(from\s+['"]\./[\w-]+)(['"])""", r"\1.js\2", text))


def handler_for(folders):
    """Files from the repository's root, and `folders` (URL prefix → folder) beside it. The
    answers isolate the page (COOP and COEP), for the finest clock each engine gives."""
    class Handler(http.server.SimpleHTTPRequestHandler):
        def translate_path(self, path):
            for prefix, folder in folders.items():
                if path.startswith(prefix):
                    return str(folder / path[len(prefix):].split("?")[0])
            return super().translate_path(path)

        def end_headers(self):
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
            self.send_header("Cache-Control", "no-store")
            super().end_headers()

        def log_message(self, *args):
            pass
    return functools.partial(Handler, directory=str(ROOT))


def metrics(browser):
    found = browser.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return {metric["name"]: metric["value"] for metric in found}


def settle(browser):
    browser.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")


def mount(browser, library, args, timed):
    mounted = browser.execute_async_script(
        "const [library, count, options, done] = arguments;"
        "window.frameBench.mount(library, count, options).then(done, (error) => done('error: ' + error))",
        library, args.count, {"timed": timed, "overscan": args.overscan})
    if isinstance(mounted, str):
        raise RuntimeError(f"{library}: {mounted}")
    settle(browser)
    return mounted


def devtools_round(browser, library, args):
    """Issue 54's measure (Chromium): DevTools' thread times over a synthesized wheel gesture."""
    mounted = mount(browser, library, args, timed=False)
    browser.execute_script("window.frameBench.reset()")
    start = browser.execute_script("return window.frameBench.state()")
    before = metrics(browser)
    distance = args.frames * args.step
    browser.execute_cdp_cmd("Input.synthesizeScrollGesture", {
        "x": 187, "y": 333, "xDistance": 0, "yDistance": -distance, "speed": round(args.step * 60),
        "gestureSourceType": "mouse", "preventFling": True})
    settle(browser)
    after = metrics(browser)
    end = browser.execute_script("return window.frameBench.state()")
    if abs(end["offset"] - start["offset"] - distance) > args.step:
        raise RuntimeError(f"{library}: the scroll went {end['offset'] - start['offset']} points, not {distance}")
    # Per step of `step` points, as issue 54 measured: a loaded machine draws fewer frames than
    # steps, each scrolling further; the scroll events the library handled say how many.
    per_frame = lambda key: (after[key] - before[key]) * 1000 / args.frames
    return {"script": per_frame("ScriptDuration"), "layout": per_frame("LayoutDuration"),
            "style": per_frame("RecalcStyleDuration"), "events": end["events"], "nodes": end["nodes"], "mount": mounted}


def listener_round(browser, library, args):
    """Every engine's measure: the page's listeners around the library's, the page scrolling."""
    mounted = mount(browser, library, args, timed=True)
    browser.execute_script("window.frameBench.reset()")
    end = browser.execute_async_script(
        "const [frames, step, done] = arguments; window.frameBench.scrollFrames(frames, step).then(done)", args.frames, args.step)
    if end["frames"] < args.frames * 0.9:
        raise RuntimeError(f"{library}: {end['frames']} scroll events for {args.frames} frames")
    if abs(end["offset"] - args.frames * args.step) > args.step:
        raise RuntimeError(f"{library}: the scroll went {end['offset']} points, not {args.frames * args.step}")
    # The frames that added or removed nodes are those that lay out: how many, and what each
    # cost (the forced style and layout over them), say whether a gap is more frames or dearer ones.
    return {"handler": end["script"] / end["frames"], "forced layout": end["layout"] / end["frames"],
            "changing": 100 * end["changing"] / end["frames"],
            "layout per changing": end["layout"] / max(end["changing"], 1),
            "nodes": end["nodes"], "mount": mounted}


def cell(values, digits=3):
    values = sorted(values)
    middle = statistics.median(values)
    if len(values) == 1:
        return f"{middle:.{digits}f}"
    return f"{middle:.{digits}f} ({values[0]:.{digits}f}–{values[-1]:.{digits}f})"


def run_engine(engine, url, libraries, args):
    try:
        browser = engines.launch(engine)
    except engines.EngineUnavailable as error:
        print(f"\n{engine}: not run ({error})")
        return
    try:
        browser.set_script_timeout(120)
        browser.get(url)
        conftest.wait_until(lambda: browser.execute_script("return window.frameBenchReady === true"), message="the page")
        isolated = browser.execute_script("return window.frameBench.isolated")
        devtools = engine == "chromium"
        if devtools:
            browser.driver.execute_cdp_cmd("Performance.enable", {"timeDomain": "threadTicks"})
        results = {library: [] for library in libraries}
        for round_ in range(args.runs):
            # Alternate the order, so that neither library always runs after the other.
            for library in (libraries if round_ % 2 == 0 else list(reversed(libraries))):
                result = listener_round(browser, library, args)
                if devtools:
                    result.update(devtools_round(browser.driver, library, args))
                results[library].append(result)
        load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
        print(f"\n{engine} {getattr(browser, 'version', '')}: {args.count:,} items, {args.frames} frames of {args.step:g} points, "
              f"median of {args.runs} alternating rounds (range); page {'isolated' if isolated else 'not isolated (a coarser clock)'}; "
              f"load average after the rounds {load} on {os.cpu_count()} cores\n")
        keys = ["handler", "forced layout", "changing", "layout per changing"] + (["script", "layout", "style", "events"] if devtools else [])
        names = {"handler": "handler / frame", "forced layout": "forced style + layout / frame",
                 "changing": "frames that change the DOM, of 100", "layout per changing": "forced style + layout / changing frame",
                 "script": "DevTools script / frame", "layout": "DevTools layout / frame", "style": "DevTools style / frame",
                 "events": "scroll events (DevTools)"}
        unitless = ("events", "changing")
        print("| library | " + " | ".join(names[key] for key in keys) + " | nodes | mount |")
        print("| --- | " + " | ".join("---:" for _ in keys) + " | ---: | ---: |")
        for library in libraries:
            rows = results[library]
            print(f"| {library} | " + " | ".join(cell([row[key] for row in rows], 0 if key in unitless else 3) + ("" if key in unitless else " ms") for key in keys)
                  + f" | {max(row['nodes'] for row in rows)} | {cell([row['mount'] for row in rows], 1)} ms |", flush=True)
    finally:
        browser.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tanstack", type=Path, help="a checkout of TanStack Virtual (or its packages/virtual-core)")
    parser.add_argument("--smoke", action="store_true",
                        help="CI: Chromium, 1,000 items, 20 steps, one round, the view alone unless --tanstack is given")
    parser.add_argument("--engines", default="chromium,webkit,firefox")
    parser.add_argument("--runs", type=int, default=5, help="rounds; each runs every library once")
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--step", type=float, default=40.0, help="points a frame")
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--overscan", type=int, default=5,
                        help="TanStack's overscan, items kept past the viewport each way: 5 as its own masonry example (its default is 1)")
    parser.add_argument("--baseline", help="a commit: its committed bundle runs in the same rounds, as `baseline`")
    parser.add_argument("--transform-variant", action="store_true",
                        help="also `tessera-transform`: the view with an applyAttributes that moves nodes by `transform`, not `translate`")
    parser.add_argument("--quantized-variant", action="store_true",
                        help="also `tessera-quantized`: the driver's kept rect snapped to a grid of a quarter of its length, "
                             "both ends moving on the same frames (a proposal measured, not the view's rule)")
    args = parser.parse_args()
    if args.smoke:
        args.engines, args.runs, args.frames, args.count = "chromium", 1, 20, 1000
    elif args.tanstack is None:
        sys.exit("frame.py: --tanstack PATH is needed (a checkout of TanStack Virtual): the benchmark is the view against it")
    for engine in args.engines.split(","):
        if engine not in engines.ENGINES:
            sys.exit(f"frame.py: --engines names {engine}; the engines are {', '.join(engines.ENGINES)}")
    if not (ROOT / "Runtimes" / "web" / "build" / "tessera.js").exists():
        sys.exit("frame.py: Runtimes/web/build/tessera.js is missing; run `node Runtimes/web/build.mjs` first")
    with tempfile.TemporaryDirectory(prefix="tessera-frame-") as temporary:
        folders = {}
        libraries = ["tessera"]
        if args.tanstack is not None:
            folders["/tanstack/"] = Path(temporary, "tanstack")
            compile_tanstack(args.tanstack.resolve(), folders["/tanstack/"])
            libraries.append("tanstack")
        if args.transform_variant or args.smoke:
            libraries.append("tessera-transform")
        if args.quantized_variant or args.smoke:
            libraries.append("tessera-quantized")
        if args.baseline:
            bundle = subprocess.run(["git", "-C", str(ROOT), "show", f"{args.baseline}:Sources/TesseraTooling/WebRuntime/tessera.js"],
                                    capture_output=True, text=True)
            if bundle.returncode != 0:
                sys.exit(f"frame.py: --baseline {args.baseline}: {bundle.stderr.strip()}")
            folders["/baseline/"] = Path(temporary, "baseline")
            folders["/baseline/"].mkdir()
            (folders["/baseline/"] / "tessera.js").write_text(bundle.stdout)
            libraries.insert(0, "baseline")
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler_for(folders))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            url = f"http://127.0.0.1:{server.server_address[1]}/Benchmarks/web/frame.html"
            for engine in args.engines.split(","):
                run_engine(engine, url, libraries, args)
        finally:
            server.shutdown()


if __name__ == "__main__":
    main()
