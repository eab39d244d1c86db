// Rules of the view stage's modules that run without a DOM and that no other node test reaches
// (the mutation round, core ts-driver-view, found them unchecked: scripts/mutation-score.py).
// They are loaded from the compiled modules, with the classes they work with from the same
// module graph.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CompiledLayout, FallbackLayout, LayoutError, ScrollDriver } from "../build/modules/index.js";
import { fallenBackDriver } from "../build/modules/view/fallenBack.js";
import { LayoutNames } from "../build/modules/view/layoutNames.js";
import { repository } from "./vectors.mjs";

const fixture = (name) => CompiledLayout.load(readFileSync(join(repository, "Tests/Fixtures/Fallback", name)), name);

test("a view passing over two failing sources reports each with its own fault", async () => {
  // spiky.yaml and spiky-again.yaml both fail at offset 50 in a viewport 400 wide, each at its
  // own line (6 and 9): the second fails as the view lays it out in place of the first.
  const skips = [];
  const layout = await FallbackLayout.create([
    { name: "downloaded", layout: fixture("spiky.json") },
    { name: "cached", layout: fixture("spiky-again.json") },
    { name: "built-in", layout: fixture("plain.json") },
  ], { onSkip: (skip) => skips.push(skip) });
  const input = { viewport: { width: 400, height: 300 }, sectionCounts: [50] };
  const driver = new ScrollDriver(layout, input, { x: 0, y: 0 }, 200);
  let fault;
  try {
    driver.scroll({ x: 50, y: 0 });
  } catch (error) {
    fault = error;
  }
  assert.ok(fault instanceof LayoutError, `the spiky layout should fail at offset 50, not ${fault}`);
  const next = fallenBackDriver(driver, fault, { x: 50, y: 0 });
  assert.ok(next !== undefined && next.kept.length > 0, "the chain should lay out its last source");
  assert.equal(layout.currentSource, "built-in");
  assert.deepEqual(skips.map((skip) => [skip.source, skip.stage, skip.report.layoutName, skip.report.line]),
    [["downloaded", "run", "Spiky", 6], ["cached", "run", "SpikyAgain", 9]]);
  assert.match(skips[1].message, /^9:/);
});

test("the view's names for its layouts are one a layout, each naming its own layout", () => {
  const names = new LayoutNames();
  const first = fixture("plain.json"), second = fixture("spiky.json");
  const firstName = names.nameOf(first);
  const secondName = names.nameOf(second);
  assert.notEqual(firstName, secondName);
  assert.equal(names.nameOf(first), firstName, "a layout named again keeps its name");
  assert.equal(names.layout(firstName), first);
  assert.equal(names.layout(secondName), second);
});
