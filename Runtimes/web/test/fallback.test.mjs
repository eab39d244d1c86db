// The fallback chain (FallbackLayout): the shared vectors (Tests/Fixtures/Fallback/chains.json,
// also replayed by the Swift and Android runtimes), and real compiled layouts: the carousel,
// whose insets turn negative in a viewport 90 points wide, gives way to the mosaic in the same call.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CompiledLayout, FallbackLayout, LayoutError, LoadError, ScrollDriver, SignedFileError, fallenBackDriver } from "../build/tessera.js";
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

// A fault met only after the layout was prepared: Tests/Fixtures/Fallback/spiky.json (spiky.yaml,
// compiled with `tessera compile --viewport none`) scales each cell by 1 / its distance from the
// viewport's centre, which is 0 for a cell centred there: at offset 50 in a viewport 400 wide,
// the third cell's. The view's step (`fallenBackDriver`, as TesseraView runs it after such a
// fault) lays out the next source, plain.json, at that offset in the same frame.
const fixture = (name) => CompiledLayout.load(readFileSync(join(repository, "Tests/Fixtures/Fallback", name)), name);

test("a fault met after prepare, at one scroll offset, gives way to the next source in the same frame", async () => {
  const skips = [];
  const plain = fixture("plain.json");
  const layout = await FallbackLayout.create([
    { name: "downloaded", layout: fixture("spiky.json") },
    { name: "built-in", layout: plain },
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
