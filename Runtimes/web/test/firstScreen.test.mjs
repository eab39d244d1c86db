// The first screen written as HTML with no DOM (renderFirstScreen): for every golden compiled
// layout and every input the shared vectors give it, the nodes written are the elements Swift's
// scroll driver keeps where it opens (its `start` step: the same IDs at the same offset), each
// sized and placed as the runtime's own rect query places it; the app's markup keeps its own
// attributes beside the view's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { CompiledLayout, escapeHTML, renderFirstScreen } from "../build/tessera.js";
import { input, readVectors, repository } from "./vectors.mjs";

const golden = join(repository, "Tests", "GoldenCompiled");

/** Each node the HTML holds, as the view would find it: its ID, its tag's attributes, its style. */
function writtenNodes(html) {
  const nodes = [];
  for (const match of html.matchAll(/<(\w+) ([^>]*?)data-kind="(\w+)" data-section="(\d+)" data-item="(\d+)" style="([^"]*)"(\/?)>/g)) {
    const style = Object.fromEntries(match[6].split(";").map((declaration) => declaration.split(/:(.*)/s).slice(0, 2)));
    nodes.push({ tag: match[1], attributes: match[2], id: [match[3], Number(match[4]), Number(match[5])], style });
  }
  return nodes;
}

/** The rect the view keeps at `offset`: the viewport grown by `margin` along the scroll axis and
 * snapped outward to whole steps of the margin, the content's whole breadth across it. */
function keptRect(prepared, viewport, offset, margin) {
  const content = prepared.contentSize;
  const span = (start, length) => margin > 0
    ? { start: Math.floor((start - margin) / margin) * margin, length: length + 3 * margin }
    : { start: start - margin, length: length + 2 * margin };
  if (prepared.mapping.axis === "vertical") {
    const low = Math.min(0, offset.x - margin), high = Math.max(content.width, offset.x + viewport.width + margin);
    const along = span(offset.y, viewport.height);
    return { x: low, y: along.start, width: high - low, height: along.length };
  }
  const low = Math.min(0, offset.y - margin), high = Math.max(content.height, offset.y + viewport.height + margin);
  const along = span(offset.x, viewport.width);
  return { x: along.start, y: low, width: along.length, height: high - low };
}

const cell = (section, item) => `<article class="message" style="color: red" data-kind="wrong">${escapeHTML(`${section}<${item}>`)}</article>`;

test("the first screen is what Swift's driver keeps where it opens, placed as the runtime's query places it", () => {
  const names = readdirSync(golden).filter((name) => name.endsWith(".json")).sort();
  assert.ok(names.length >= 18, names.join(" "));
  let checked = 0;
  for (const name of names) {
    const layout = CompiledLayout.load(readFileSync(join(golden, name)), name);
    const vectors = readVectors(join("layouts", name));
    assert.equal(vectors.file, `Layouts/${name.replace(/\.json$/, ".yaml")}`, "the vectors' layout is the golden file's source");
    for (const [index, vector] of vectors.cases.entries()) {
      const where = `${name}, case ${index}`;
      const given = input(vector.input);
      const [step, margin, offset, ids] = vector.driver[0];
      assert.equal(step, "start", where);
      const screen = renderFirstScreen(layout, { ...given, margin, renderItem: cell, renderSupplementary: (kind, section) => `<h2>${kind} ${section}</h2>` });
      assert.deepEqual([screen.offset.x, screen.offset.y], offset, `${where}: the offset Swift's driver opens at`);
      const nodes = writtenNodes(screen.html);
      assert.deepEqual(nodes.map((node) => node.id), ids, `${where}: the elements Swift's driver keeps there`);
      // The runtime's own rect query at that offset gives each node's size and place.
      const prepared = layout.prepare(given);
      const queried = prepared.elements(keptRect(prepared, given.viewport, screen.offset, margin), { x: screen.offset.x, y: screen.offset.y });
      assert.equal(queried.length, nodes.length, where);
      for (const [position, element] of queried.entries()) {
        const node = nodes[position];
        const frame = element.frame;
        assert.deepEqual(node.id, [element.id.kind, element.id.section, element.id.item], where);
        assert.equal(node.style.width, `${frame.width}px`, where);
        assert.equal(node.style.height, `${frame.height}px`, where);
        assert.equal(node.style.translate, `${frame.x + element.translation.x}px ${frame.y + element.translation.y}px`, where);
        assert.equal(node.style["z-index"], String(element.zIndex), where);
        assert.equal(node.style.position, "absolute", where);
        assert.equal(node.style.opacity, element.alpha === 1 ? undefined : String(element.alpha), where);
      }
      const size = prepared.contentSize;
      assert.match(screen.html, new RegExp(`^<div class="tessera-content" data-offset="${offset[0]} ${offset[1]}" style="position:relative;overflow:hidden;overflow:clip;isolation:isolate;width:${size.width}px;height:${size.height}px">`), where);
      // Only a layout that opens away from its origin scrolls its scroller.
      assert.equal(screen.html.includes("<script>"), offset[0] !== 0 || offset[1] !== 0, where);
      checked += 1;
    }
  }
  assert.ok(checked >= 18, `${checked} inputs`);
});

test("a chat opens at its end, its scroller scrolled there by the first screen's script", () => {
  const layout = CompiledLayout.load(readFileSync(join(golden, "chat.json")), "chat.json");
  const counts = [5, 5, 5];
  const screen = renderFirstScreen(layout, {
    viewport: { width: 375, height: 667 }, sectionCounts: counts, itemSizes: counts.map((count) => Array(count).fill(64)), renderItem: cell,
  });
  const nodes = writtenNodes(screen.html);
  assert.ok(screen.offset.y > 0 && screen.offset.y === layout.prepare({ viewport: { width: 375, height: 667 }, sectionCounts: counts, itemSizes: counts.map((count) => Array(count).fill(64)) }).maximumOffset.y);
  assert.deepEqual(nodes.at(-1).id.slice(0, 1), ["cell"]);
  assert.ok(screen.html.endsWith(`<script>document.currentScript.parentElement.scrollTo(0, ${screen.offset.y})</script>`), screen.html.slice(-120));
  assert.ok(!renderFirstScreen(layout, { viewport: { width: 375, height: 667 }, sectionCounts: counts, itemSizes: counts.map((count) => Array(count).fill(64)), renderItem: cell, scrollScript: false }).html.includes("<script>"));
});

test("the app's markup keeps its attributes; the view's are added, its text escaped by the app", () => {
  const layout = CompiledLayout.load(readFileSync(join(golden, "feed.json")), "feed.json");
  const screen = renderFirstScreen(layout, {
    viewport: { width: 375, height: 667 }, sectionCounts: [3],
    renderItem: (section, item) => item === 1 ? `<img src='a"b.png' alt=photo hidden/>` : cell(section, item),
  });
  const cells = writtenNodes(screen.html).filter((node) => node.id[0] === "cell");
  assert.equal(cells.length, 3);
  // Its class and style kept, the view's style after its own (the view's wins); its data-kind replaced.
  assert.match(screen.html, /<article class="message" data-kind="cell" data-section="0" data-item="0" style="color: red;position:absolute;left:0;top:0;box-sizing:border-box;transform-origin:50% 50%;width:[\d.]+px;height:[\d.]+px;translate:[\d.]+px [\d.]+px;z-index:\d+">0&#60;0&#62;<\/article>/);
  // Quoted again with double quotes; a bare value and a name alone kept; a self-closed tag stays closed.
  assert.match(screen.html, /<img src="a&quot;b.png" alt="photo" hidden data-kind="cell" data-section="0" data-item="1" style="position:absolute;[^"]*"\/>/);
  assert.equal(escapeHTML(`<a href="x">'&'</a>`), "&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
});

test("markup that is not one element's is refused with the item named", () => {
  const layout = CompiledLayout.load(readFileSync(join(golden, "feed.json")), "feed.json");
  const render = (renderItem) => () => renderFirstScreen(layout, { viewport: { width: 375, height: 667 }, sectionCounts: [3], renderItem });
  assert.throws(render((section, item) => item === 2 ? "just text" : "<div></div>"),
    { message: "renderFirstScreen: renderItem(0, 2) gave `just text`, not one element's HTML: return a string that begins with the element's start tag, such as `<div class=\"cell\">…</div>`" });
  assert.throws(render(() => 42), { message: /renderItem\(0, 0\) gave a number, not one element's HTML/ });
});
