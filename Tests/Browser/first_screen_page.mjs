// Writes a page whose scroller holds a layout's first screen, rendered here in node by the
// installed package (`tessera-runtime`, resolved from the folder this script is copied into),
// and whose module script adopts it with `TesseraView` when the test calls `window.hydrate()`;
// test_web_server_rendering.py runs it. Before that, the page records the layout shifts the
// browser reports and where the scroller is on the first frame.
// Usage: node first_screen_page.mjs '{"layout": "chat.json", "page": "chat.html", "viewport": {...},
//        "sectionCounts": [...], "itemSize": 64, "selfSizing": true, "scroller": {...}}'
// (`scroller`: the size the page gives the scroller, when it is not the one the server was told.)
import { readFileSync, writeFileSync } from "node:fs";
import { CompiledLayout, renderFirstScreen } from "tessera-runtime";

const config = JSON.parse(process.argv[2]);
const layout = CompiledLayout.load(readFileSync(config.layout), config.layout);

/** A cell's markup, the same on the server and in the page (its source is written there): a
 * cell as tall as the item's size, so that measuring it (`selfSizing`) finds that size. */
function cellHTML(section, item, height) {
  const inner = height === undefined ? "" : ` style="display:block;height:${height}px"`;
  return `<div class="cell"><span${inner}>Item ${section}.${item}</span></div>`;
}

const itemSizes = config.itemSize === undefined ? undefined : config.sectionCounts.map((count) => Array(count).fill(config.itemSize));
const screen = renderFirstScreen(layout, {
  viewport: config.viewport, sectionCounts: config.sectionCounts, itemSizes,
  renderItem: (section, item) => cellHTML(section, item, config.itemSize),
  renderSupplementary: (kind, section) => `<div class="label">${kind} ${section}</div>`,
});

const page = `<!doctype html>
<html><head><meta charset="utf-8"><title>${config.layout}</title>
<script type="importmap">{"imports": {"tessera-runtime": "/node_modules/tessera-runtime/build/tessera.js"}}</script>
<style>
  body { margin: 0; font: 14px sans-serif; }
  #scroller { width: ${(config.scroller ?? config.viewport).width}px; height: ${(config.scroller ?? config.viewport).height}px; overflow: auto; position: relative; scrollbar-width: none; }
  .cell { background: #cde; overflow: hidden; }
  .tessera-background { background: #eee; }
</style>
<script>
  // Every layout shift from the first frame on (Chromium reports them; elsewhere the boxes are compared).
  window.shifts = [];
  if (PerformanceObserver.supportedEntryTypes.includes("layout-shift")) {
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.shifts.push(entry.value); }).observe({ type: "layout-shift", buffered: true });
  }
</script>
</head><body>
<div id="scroller">${screen.html}</div>
<script>
  // Where the reader's first frame shows the scroller.
  requestAnimationFrame(() => {
    const scroller = document.getElementById("scroller");
    window.firstFrame = { left: scroller.scrollLeft, top: scroller.scrollTop };
  });
</script>
<script type="module">
  import { CompiledLayout, TesseraView } from "tessera-runtime";
  ${cellHTML.toString()}
  const config = ${JSON.stringify({ ...config, itemSizes })};
  const fromHTML = (html) => { const holder = document.createElement("div"); holder.innerHTML = html; return holder.firstElementChild; };
  window.hydrate = async () => {
    const response = await fetch(config.layout);
    const layout = CompiledLayout.load(new Uint8Array(await response.arrayBuffer()), config.layout);
    window.view = new TesseraView(document.getElementById("scroller"), layout, {
      sectionCounts: config.sectionCounts, itemSizes: config.itemSizes, selfSizing: config.selfSizing ?? false, adopt: true,
      renderItem: (section, item) => fromHTML(cellHTML(section, item, config.itemSize)),
      renderSupplementary: (kind, section) => fromHTML(\`<div class="label">\${kind} \${section}</div>\`),
    });
  };
  window.pageReady = true;
</script>
</body></html>
`;
writeFileSync(config.page, page);
console.log(JSON.stringify({ offset: screen.offset, count: screen.elements.length }));
