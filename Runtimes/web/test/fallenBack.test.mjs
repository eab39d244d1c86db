// The web view's step after a fault met once the layout was prepared (`fallenBackDriver`, in the
// view stage and not exported: an app meets it through TesseraView). It is loaded from the
// compiled modules, with the classes it works with from the same module graph.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CompiledLayout, FallbackLayout, LayoutError, ScrollDriver } from "../build/modules/index.js";
import { fallenBackDriver } from "../build/modules/view/fallenBack.js";
import { repository } from "./vectors.mjs";

// A fault met only after the layout was prepared: Tests/Fixtures/Fallback/spiky.json (spiky.yaml,
// compiled with `tessera compile --viewport none`) scales each cell by 1 / its distance from the
// viewport's centre, which is 0 for a cell centred there: at offset 50 in a viewport 400 wide,
// the third cell's. The view's step (`fallenBackDriver`, as TesseraView runs it after such a
// fault) lays out the next source, plain.json, at that offset in the same frame.
const fixture = (name) => CompiledLayout.load(readFileSync(join(repository, "Tests/Fixtures/Fallback", name)), name);

const input = { viewport: { width: 400, height: 300 }, sectionCounts: [50] };

/** A chain of `sources` laid out in a viewport 400 wide, scrolled to offset 50, where its spiky
 * first source fails: the driver, the fault and the skips the chain reported so far. */
async function faultAtOffset50(sources) {
  const skips = [];
  const layout = await FallbackLayout.create(sources, { onSkip: (skip) => skips.push(skip) });
  const driver = new ScrollDriver(layout, input, { x: 0, y: 0 }, 200);
  let fault;
  try {
    driver.scroll({ x: 50, y: 0 });
  } catch (error) {
    fault = error;
  }
  assert.ok(fault instanceof LayoutError, `the spiky layout should fail at offset 50, not ${fault}`);
  return { layout, driver, fault, skips };
}

test("a fault met after prepare, at one scroll offset, gives way to the next source in the same frame", async () => {
  const plain = fixture("plain.json");
  const { layout, driver, fault, skips } = await faultAtOffset50([
    { name: "downloaded", layout: fixture("spiky.json") },
    { name: "built-in", layout: plain },
  ]);
  assert.deepEqual(skips, []);
  const next = fallenBackDriver(driver, fault, { x: 50, y: 0 });
  assert.ok(next !== undefined, "the chain should give a driver for the next source");
  assert.equal(layout.currentSource, "built-in");
  assert.deepEqual(next.offset, { x: 50, y: 0 });
  assert.equal(next.margin, 200);
  const expected = new ScrollDriver(plain, input, { x: 50, y: 0 }, 200);
  assert.deepEqual(next.kept, expected.kept);
  assert.ok(next.kept.length > 0);
  assert.deepEqual(skips.map((skip) => [skip.source, skip.stage, skip.code]), [["downloaded", "run", "run.layoutFailed"]]);
  assert.match(skips[0].message, /distance|divi|zero|finite/i);
  // With no source left, the fault stands: the view hands it to onError.
  assert.equal(fallenBackDriver(next, new LayoutError("again"), { x: 50, y: 0 }), undefined);
  assert.equal(skips.length, 2);
  // Not a chain, or not a layout's fault: nothing to fall back to.
  assert.equal(fallenBackDriver(expected, fault), undefined);
  assert.equal(fallenBackDriver(next, new TypeError("app's own")), undefined);
});

test("a view passing over two failing sources reports each with its own fault", async () => {
  // spiky.yaml and spiky-again.yaml both fail at offset 50 in a viewport 400 wide, each at its
  // own line (6 and 9): the second fails as the view lays it out in place of the first.
  const { layout, driver, fault, skips } = await faultAtOffset50([
    { name: "downloaded", layout: fixture("spiky.json") },
    { name: "cached", layout: fixture("spiky-again.json") },
    { name: "built-in", layout: fixture("plain.json") },
  ]);
  const next = fallenBackDriver(driver, fault, { x: 50, y: 0 });
  assert.ok(next !== undefined && next.kept.length > 0, "the chain should lay out its last source");
  assert.equal(layout.currentSource, "built-in");
  assert.deepEqual(skips.map((skip) => [skip.source, skip.stage, skip.report.layoutName, skip.report.line]),
    [["downloaded", "run", "Spiky", 6], ["cached", "run", "SpikyAgain", 9]]);
  assert.match(skips[1].message, /^9:/);
});
