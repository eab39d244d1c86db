// The page Benchmarks/web/frame.py drives: one 375 × 667 scroller showing a two-column masonry
// of `count` items (heights 60 to 199 points from data, 10 apart) either with TesseraView on
// Tests/GoldenCompiled/waterfall.json or with TanStack Virtual's core (its `lanes`, the way its
// masonry example uses it; frame.py compiles a checkout of it and serves it at /tanstack/).
// Both draw the same cells in the same way: a node that left the view is given to the next
// cell that enters.
//
// What is measured, in every engine: scroll listeners put around the library's own (the
// browser calls a target's listeners in the order they were added) time its work for the
// scroll event (script), and right after it one layout read forces the style and layout that
// the frame would otherwise do after the event (layout). Chromium's DevTools times the same
// frames from the engine's side as well (frame.py).
// "tessera" is the runtime built in Runtimes/web/build; "baseline", another build of it that
// frame.py serves at /baseline/tessera.js (a commit's bundle, for before and after in one run).
const bundles = { tessera: "../../Runtimes/web/build/tessera.js", baseline: "/baseline/tessera.js" };
const loaded = new Map();
const load = (url) => loaded.get(url) ?? loaded.set(url, import(url)).get(url);

let scroller = document.querySelector("#scroller");
const columns = 2, spacing = 10;
let teardown;
let reusing = true;

/** The waterfall's heights: the same data for both libraries and every run. */
const heightOf = (item) => 60 + ((item * 37) % 140);

/** Cells as an app draws them: a coloured box with its number, in `reusable` when given. */
function cell(item, reusable) {
  const node = reusing && reusable !== undefined ? reusable : document.createElement("div");
  node.className = "cell";
  node.style.background = `hsl(${(item * 47) % 360} 55% 48%)`;
  node.textContent = String(item);
  return node;
}

// The timing listeners' sums over the frames since `reset`; `changing`, the frames in which the
// library added or removed nodes (the frames that lay out: a frame that only scrolls does not).
const timing = { frames: 0, script: 0, layout: 0, start: 0, events: 0, changing: 0 };
/** Sees the nodes the library adds and removes, for `changing`: its callback runs at the
 * microtask checkpoint after the library's listener, before `after`, which reads the flag. */
let mutations, mutated = false;
/** Counts the scroll events the library handled (a frame that the engine drew late scrolls
 * more than one step at once): DevTools' times are divided by these, not by the steps. */
function counted() {
  timing.events += 1;
}
function before() {
  timing.start = performance.now();
}
function after() {
  const handled = performance.now();
  // Any layout read flushes the document's pending style and layout; this one costs nothing else.
  void scroller.firstElementChild?.offsetTop;
  const laidOut = performance.now();
  if (mutated || mutations.takeRecords().length > 0) timing.changing += 1;
  mutated = false;
  timing.frames += 1;
  timing.script += handled - timing.start;
  timing.layout += laidOut - handled;
}

const waterfall = fetch("../../Tests/GoldenCompiled/waterfall.json").then((response) => response.arrayBuffer());

/** "transform" variant: the app's `applyAttributes` moves each node with `transform` instead of
 * the view's `translate` (the waterfall's cells have no rotation, scale or turn): a lead for
 * WebKit, measured beside the view as it is. */
function moveByTransform(node) {
  node.style.transform = `translate(${node.style.translate.replace(" ", ", ")})`;
  node.style.translate = "";
}

/** "quantized" variant, a measured proposal and not the view's rule (issue 63, item 3): the
 * driver's kept rect snapped outward to a grid of a quarter of its length along the scroll
 * axis, so that both its ends move on the same frames, a quarter at a time. The margin past
 * the viewport is never less than the view's; the DOM still holds exactly the driver's frame. */
function quantizeKeptRect(driver, parts = 4) {
  const kept = driver.keptRect.bind(driver);
  driver.keptRect = (offset) => {
    const rect = kept(offset);
    const grid = rect.height / parts;
    const low = Math.floor(rect.y / grid) * grid;
    return { ...rect, y: low, height: rect.height + grid };
  };
}

async function mountTessera(runtime, count, variant) {
  const { CompiledLayout, TesseraView } = runtime;
  const layout = CompiledLayout.load(new Uint8Array(await waterfall), "waterfall.json");
  const itemSizes = [Array.from({ length: count }, (_, item) => heightOf(item))];
  const view = new TesseraView(scroller, layout, { sectionCounts: [count], itemSizes,
    renderItem: (section, item, reusable) => cell(item, reusable),
    applyAttributes: variant === "transform" ? moveByTransform : undefined });
  if (variant === "quantized") quantizeKeptRect(view.driver);
  window.frameView = view; // Benchmarks/web/frame_accessibility.py wraps its methods
  return { nodes: () => view.content.childElementCount, disconnect: () => view.disconnect() };
}

let tanstackModule;
const tanstack = () => (tanstackModule ??= import("/tanstack/index.js"));

async function mountTanStack(count, overscan) {
  globalThis.process ??= { env: { NODE_ENV: "production" } }; // what a bundler substitutes
  const { Virtualizer, elementScroll, observeElementOffset, observeElementRect } = await tanstack();
  scroller.style.overflow = "auto";
  scroller.style.position = "relative";
  const content = document.createElement("div");
  content.style.cssText = "position: relative; width: 100%";
  scroller.append(content);
  const width = (scroller.clientWidth - spacing * (columns - 1)) / columns;
  const shown = new Map(); // item → node
  const pool = [];
  const draw = (virtualizer) => {
    content.style.height = `${virtualizer.getTotalSize()}px`;
    const items = virtualizer.getVirtualItems();
    const wanted = new Set();
    for (const item of items) wanted.add(item.index);
    for (const [index, node] of shown) {
      if (wanted.has(index)) continue;
      node.remove();
      shown.delete(index);
      pool.push(node);
    }
    // In the items' order, as a keyed list keeps them: each new node before the next one shown.
    let next = null;
    for (let position = items.length - 1; position >= 0; position--) {
      const item = items[position];
      let node = shown.get(item.index);
      if (node === undefined) {
        node = cell(item.index, pool.pop());
        node.style.position = "absolute";
        node.style.top = "0";
        node.style.left = `${item.lane * (width + spacing)}px`;
        node.style.width = `${width}px`;
        node.style.height = `${item.size}px`;
        node.style.transform = `translateY(${item.start}px)`;
        shown.set(item.index, node);
        if (node.nextSibling !== next || node.parentNode !== content) content.insertBefore(node, next);
      }
      next = node;
    }
  };
  const virtualizer = new Virtualizer({
    count, lanes: columns, gap: spacing, overscan,
    estimateSize: heightOf,
    getScrollElement: () => scroller,
    scrollToFn: elementScroll, observeElementRect, observeElementOffset,
    onChange: (instance) => draw(instance),
  });
  const unmount = virtualizer._didMount();
  virtualizer._willUpdate();
  draw(virtualizer);
  return { nodes: () => content.childElementCount, disconnect: () => unmount() };
}

/** Mounts `library` ("tessera", "baseline", "tanstack", "tessera-transform" or "tessera-quantized") with `count` items, with the timing
 * listeners around its scroll listener when `options.timed`; answers the mount's milliseconds (to the first layout). */
async function mount(library, count, options = {}) {
  reusing = options.reuse ?? true;
  teardown?.disconnect();
  teardown = undefined;
  const fresh = scroller.cloneNode(false); // no listener of the last mount stays
  fresh.removeAttribute("style");
  scroller.replaceWith(fresh);
  scroller = fresh;
  if (options.timed) fresh.addEventListener("scroll", before, { passive: true });
  // Each library's code is loaded before the clock starts.
  const [name, variant] = library.split("-");
  const runtime = name === "tanstack" ? await tanstack() : await load(bundles[name]);
  const start = performance.now();
  teardown = name === "tanstack" ? await mountTanStack(count, options.overscan ?? 1) : await mountTessera(runtime, count, variant);
  void fresh.scrollHeight;
  const mounted = performance.now() - start;
  if (options.timed) fresh.addEventListener("scroll", after, { passive: true });
  mutations?.disconnect();
  mutations = new MutationObserver(() => { mutated = true; });
  // The library's content: the scroller's first child for both.
  mutations.observe(fresh.firstElementChild, { childList: true });
  fresh.addEventListener("scroll", counted, { passive: true });
  return mounted;
}

/** Starts the timing listeners' sums afresh. */
function reset() {
  mutations?.takeRecords();
  mutated = false;
  Object.assign(timing, { frames: 0, script: 0, layout: 0, events: 0, changing: 0 });
}

/** What the mount holds now, and the timing listeners' sums. */
function state() {
  return { nodes: teardown?.nodes() ?? 0, offset: scroller.scrollTop, ...timing };
}

/** Scrolls `step` points a frame for `frames` frames from the page's animation frames: for an
 * engine whose driver cannot synthesize a wheel's scroll. Resolves after the last frame's
 * scroll event was handled. */
function scrollFrames(frames, step) {
  return new Promise((resolve) => {
    let left = frames;
    // Set, not added to: an engine whose scrollTop lags a frame behind would lose steps.
    let offset = scroller.scrollTop;
    const tick = () => {
      if (left === 0) {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(state())));
        return;
      }
      left -= 1;
      offset += step;
      scroller.scrollTop = offset;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

window.frameBench = { mount, reset, state, scrollFrames, isolated: globalThis.crossOriginIsolated === true };
window.frameBenchReady = true;
