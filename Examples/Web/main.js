// A page on Tessera's web runtime: a layout compiled by `tessera compile` (here the compiled
// files of Layouts/ that Tests/GoldenCompiled keeps), 100,000 items, only those near the
// viewport in the DOM. Serve the repository's root over HTTP (`python3 -m http.server`) after
// `node Runtimes/web/build.mjs`, and open /Examples/Web/.
import { CompiledLayout, FallbackLayout, TesseraView } from "../../Runtimes/web/build/tessera.js";

const layouts = ["mosaic", "waterfall", "carousel", "coverflow", "blocks", "grid", "explore", "feed", "home", "magazine", "settings", "account", "shelf", "store", "wave", "wheel", "circle"];
const select = document.querySelector("#layout");
const countField = document.querySelector("#count");
const scroller = document.querySelector("#scroller");
const status = document.querySelector("#status");
for (const name of layouts) select.append(new Option(name, name));

const parameters = new URLSearchParams(location.search);
select.value = parameters.get("layout") ?? "mosaic";
countField.value = parameters.get("count") ?? "100000";

/** A size for item i of layouts sized by data: the same every time. */
function size(item) {
  return { width: 160, height: 90 + ((item * 37) % 140) };
}

/** Which item each place of a section shows, once a cell was dragged there (made at the first move). */
let orders = [];

/** A cell: its item's number on the item's colour, in the node of a cell that left when the view offers one. */
function cell(section, item, reusable) {
  const shown = orders[section]?.[item] ?? item;
  const node = reusable ?? document.createElement("div");
  node.className = "cell";
  node.style.background = `hsl(${(shown * 47 + section * 90) % 360} 55% 48%)`;
  node.textContent = String(shown);
  return node;
}

/** A cell dragged to a new place (`reorder`): the section's order follows. A move to another
 * section is refused, so the item goes back (this page keeps one order a section). */
scroller.addEventListener("tessera-move", (event) => {
  const { from, to } = event.detail;
  if (from.section !== to.section) {
    event.preventDefault();
    status.textContent = "a cell moves within its section here";
    return;
  }
  const count = view.driver.input.sectionCounts[from.section];
  const order = orders[from.section] ??= Int32Array.from({ length: count }, (_, item) => item);
  const moved = order[from.item];
  if (from.item < to.item) order.copyWithin(from.item, from.item + 1, to.item + 1);
  else order.copyWithin(to.item + 1, to.item, from.item);
  order[to.item] = moved;
  status.textContent = `moved ${moved} to place ${to.item}`;
});

let view;
async function show() {
  view?.disconnect();
  orders = [];
  const name = select.value;
  const skipped = [];
  try {
    // The layout picked, as a page downloads one, then the one the page ships with: a file that
    // does not load is passed over before anything is drawn, and a layout that fails for the
    // data gives way to the next in the same layout pass. Each is shown, as an app would count it.
    const layout = await FallbackLayout.create([
      { name: "downloaded", layout: () => CompiledLayout.fetch(`../../Tests/GoldenCompiled/${name}.json`, `${name}.json`) },
      { name: "bundled", layout: () => CompiledLayout.fetch("../../Tests/GoldenCompiled/mosaic.json", "mosaic.json") },
    ], { onSkip: (skip) => skipped.push(`passed over ${skip.source} (${skip.stage}, ${skip.code}): ${skip.message}`) });
    const total = Math.max(0, Math.min(10_000_000, Number(countField.value) || 0));
    // A layout with sections of its own (the store's shelves, the home screen's) shows them and a
    // long last one; a circle holds one section of a few items.
    const counts = name === "circle" || name === "wheel" ? [Math.min(total, 12)]
      : name === "store" || name === "home" ? [12, 12, Math.max(0, total - 24)] : [total];
    const sized = name === "waterfall";
    view = new TesseraView(scroller, layout, {
      sectionCounts: counts,
      itemSizes: sized ? counts.map((count) => Array.from({ length: count }, (_, item) => size(item))) : undefined,
      renderItem: cell,
      // Drag a cell (or pick it up with Space or Enter, move it with the arrow keys) to move it.
      reorder: true,
      renderSupplementary: (kind, section) => {
        const node = document.createElement("div");
        node.textContent = `${kind === "header" ? "Section" : "End of section"} ${section}`;
        return node;
      },
    });
    window.tesseraView = view;
    const items = counts.reduce((a, b) => a + b, 0).toLocaleString();
    const showStatus = () => { status.textContent = [`${items} items, ${view.driver.kept.length} in the DOM`, ...skipped].join("; "); };
    showStatus();
    scroller.onscroll = showStatus; // one listener, whichever layout is shown
  } catch (error) {
    scroller.replaceChildren(Object.assign(document.createElement("div"), { className: "error", textContent: String(error) }));
    window.tesseraView = undefined;
  }
  window.tesseraReady = true;
}

select.addEventListener("change", () => { window.tesseraReady = false; show(); });
countField.addEventListener("change", () => { window.tesseraReady = false; show(); });
show();
