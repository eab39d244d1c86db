// The fallback chain (FallbackLayout): the shared vectors (Tests/Fixtures/Fallback/chains.json,
// also replayed by the Swift and Android runtimes), and real compiled layouts: the carousel,
// whose insets turn negative in a viewport 90 points wide, gives way to the mosaic in the same call.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CompiledLayout, FallbackLayout, LayoutError, LoadError, ScrollDriver, SignedFileError } from "../build/tessera.js";
import { repository } from "./vectors.mjs";

const chains = JSON.parse(readFileSync(join(repository, "Tests/Fixtures/Fallback/chains.json"), "utf8")).cases;

for (const vector of chains) {
  test(`fallback vector: ${vector.name}`, async () => {
    let pass = 0;
    const skips = [];
    const sources = vector.sources.map((source) => ({
      name: source.name,
      layout: () => {
        if (source.refused !== undefined) throw new SignedFileError(source.refused, "refused");
        return {
          name: source.name,
          reads: new Set(),
          prepare() {
            if (source.failsFrom !== undefined && pass >= source.failsFrom) throw new LayoutError(`fails from pass ${source.failsFrom}`);
            return source.name;
          },
          extend() { return this.prepare(); },
        };
      },
    }));
    const layout = await FallbackLayout.create(sources, { onSkip: (skip) => skips.push({ source: skip.source, stage: skip.stage, code: skip.code, pass }) });
    const used = [];
    for (pass = 1; pass <= vector.passes; pass++) {
      try {
        used.push(layout.prepare({ viewport: { width: 375, height: 667 }, sectionCounts: [1] }));
      } catch (error) {
        assert.ok(error instanceof LayoutError, String(error));
        used.push(null);
      }
    }
    assert.deepEqual(used, vector.used);
    assert.deepEqual(skips, vector.skips);
  });
}

const golden = (name) => CompiledLayout.load(readFileSync(join(repository, "Tests/GoldenCompiled", name)), name);
const narrow = { viewport: { width: 90, height: 300 }, sectionCounts: [10] };
const wide = { viewport: { width: 375, height: 300 }, sectionCounts: [10] };

test("a layout failing for an input gives way to the next source in the same call", async () => {
  const skips = [];
  const carousel = golden("carousel.json"), mosaic = golden("mosaic.json");
  const layout = await FallbackLayout.create([
    { name: "downloaded", layout: carousel },
    { name: "built-in", layout: mosaic },
  ], { onSkip: (skip) => skips.push(skip) });
  assert.deepEqual(layout.prepare(wide).allElements(), carousel.prepare(wide).allElements());
  assert.equal(layout.currentSource, "downloaded");
  assert.equal(layout.name, carousel.name);
  // What a view's driver sees: a layout, not an error, for the narrow viewport.
  const driver = new ScrollDriver(layout, narrow);
  assert.deepEqual(driver.prepared.allElements(), mosaic.prepare(narrow).allElements());
  assert.equal(layout.currentSource, "built-in");
  assert.equal(skips.length, 1);
  assert.equal(skips[0].source, "downloaded");
  assert.equal(skips[0].stage, "run");
  assert.equal(skips[0].code, "run.layoutFailed");
  assert.match(skips[0].message, /carousel/);
});

test("refused and unreadable files are passed over with their codes before anything is drawn", async () => {
  const skips = [];
  const layout = await FallbackLayout.create([
    { name: "downloaded", layout: () => CompiledLayout.load('{"format":"tessera-compiled","version":99}', "downloaded.json") },
    { name: "kept", layout: Promise.reject(new Error("no kept copy")) },
    { name: "built-in", layout: golden("mosaic.json") },
  ], { onSkip: (skip) => skips.push(skip) });
  assert.equal(layout.currentSource, "built-in");
  assert.deepEqual(skips.map((skip) => [skip.stage, skip.code]), [["load", "load.notCompiledLayout"], ["load", "load.sourceFailed"]]);
  assert.match(skips[0].message, /^downloaded\.json/);
});

test("when no source is left the chain says so", async () => {
  const layout = await FallbackLayout.create([{ name: "downloaded", layout: () => { throw new LoadError("", "bad"); } }]);
  assert.equal(layout.currentSource, undefined);
  assert.throws(() => layout.prepare(wide), /ship a layout with the page/);
});
