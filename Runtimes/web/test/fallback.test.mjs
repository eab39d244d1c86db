// The fallback chain (FallbackLayout): the shared vectors (Tests/Fixtures/Fallback/chains.json,
// also replayed by the Swift and Android runtimes), and real compiled layouts: the carousel,
// whose insets turn negative in a viewport 90 points wide, gives way to the mosaic in the same call.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createHash } from "node:crypto";
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
  // Its report names the layout and the file it came from, and the formula at fault.
  const sha256 = createHash("sha256").update(readFileSync(join(repository, "Tests/GoldenCompiled/carousel.json"))).digest("hex");
  const { code, layoutName, contentHash, serial, file, line } = skips[0].report;
  assert.deepEqual({ code, layoutName, contentHash, serial }, { code: "run.layoutFailed", layoutName: carousel.name, contentHash: sha256, serial: undefined });
  assert.ok(file.endsWith("carousel.yaml") && line > 0, JSON.stringify(skips[0].report));
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
  const text = '{"format":"tessera-compiled","version":99}';
  assert.deepEqual(skips[0].report, {
    code: "load.notCompiledLayout", message: skips[0].message, file: "downloaded.json", jsonPath: "format",
    contentHash: createHash("sha256").update(text).digest("hex"),
  });
  assert.deepEqual(skips[1].report, { code: "load.sourceFailed", message: "Error: no kept copy" });
});

test("the content hash is SHA-256 of the bytes, as node's crypto gives it", async () => {
  const { contentHash } = await import("../build/tessera.js");
  // Every length around the padding's edges (55, 56, 63, 64 bytes…), and a larger file.
  const lengths = [...Array(200).keys(), 100_003];
  for (const length of lengths) {
    const bytes = new Uint8Array(length).map((_, index) => (index * 31 + length) & 0xff);
    assert.equal(contentHash(bytes), createHash("sha256").update(bytes).digest("hex"), `length ${length}`);
  }
  assert.equal(contentHash(new TextEncoder().encode("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
});

test("when no source is left the chain says so", async () => {
  const layout = await FallbackLayout.create([{ name: "downloaded", layout: () => { throw new LoadError("", "bad"); } }]);
  assert.equal(layout.currentSource, undefined);
  assert.throws(() => layout.prepare(wide), /ship a layout with the page/);
});
