// The page Benchmarks/web/view.py drives: one TesseraView in a 375 × 667 scroller, mounted on a
// layout of Tests/GoldenCompiled with a count of items; view.py scrolls it as a wheel would
// (DevTools' synthesized scroll gesture) and measures. The page runs no script of its own while
// it scrolls, so that the script time measured is the view's.
import { CompiledLayout, TesseraView } from "../../Runtimes/web/build/tessera.js";

const scroller = document.querySelector("#scroller");
let view;

let reusing = true;

/** Cells as an app draws them: a coloured box with its number; in the node of a cell that left
 * the view when the view offers one (unless the run asks for a new node every time). */
function cell(section, item, reusable) {
  const node = reusing && reusable !== undefined ? reusable : document.createElement("div");
  node.className = "cell";
  node.style.background = `hsl(${(item * 47) % 360} 55% 48%)`;
  node.textContent = String(item);
  return node;
}

/** Mounts `name` with `count` items (a plain scroller of the same content size when `empty`, the
 * harness's own cost; `reuse` false: a new node for every cell that enters); answers the mount's milliseconds (the constructor and the first layout). */
async function mount(name, count, empty, reuse = true) {
  reusing = reuse;
  view?.disconnect();
  view = undefined;
  scroller.replaceChildren();
  scroller.scrollTo(0, 0);
  const bytes = await (await fetch(`../../Tests/GoldenCompiled/${name}.json`)).arrayBuffer();
  const layout = CompiledLayout.load(new Uint8Array(bytes), `${name}.json`);
  // The waterfall's heights come from data: 60 to 199 points, the same every run.
  const itemSizes = name === "waterfall" ? [Array.from({ length: count }, (_, item) => 60 + ((item * 37) % 140))] : undefined;
  if (empty) {
    // A scroller of the content's size with nothing in it: what scrolling costs the page alone.
    // Measured in a scroller of the view's size: a layout may refuse a 0 × 0 viewport.
    const sized = Object.assign(document.createElement("div"), { style: "width: 375px; height: 667px" });
    document.body.append(sized);
    const probe = new TesseraView(sized, layout, { sectionCounts: [count], itemSizes, renderItem: cell });
    const size = probe.driver.contentSize;
    probe.disconnect();
    sized.remove();
    const content = document.createElement("div");
    content.style.cssText = `width: ${size.width}px; height: ${size.height}px`;
    scroller.style.overflow = "auto";
    scroller.append(content);
    return 0;
  }
  const start = performance.now();
  view = new TesseraView(scroller, layout, { sectionCounts: [count], itemSizes, renderItem: cell });
  void scroller.scrollHeight; // the first layout, which the mount waits for
  void view.content.lastElementChild?.getBoundingClientRect();
  return performance.now() - start;
}

/** What the view holds now: the nodes in its content, the frames it drew, and the offset. */
function state() {
  const horizontal = scroller.scrollWidth > scroller.clientWidth && scroller.scrollHeight <= scroller.clientHeight;
  return { nodes: view?.content.childElementCount ?? 0, drawn: view?.driver.work.frames ?? 0,
    offset: horizontal ? scroller.scrollLeft : scroller.scrollTop, horizontal };
}

window.viewBench = { mount, state };
window.viewBenchReady = true;
