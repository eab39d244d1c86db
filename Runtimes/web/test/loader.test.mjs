// The loader refuses what the Swift loader refuses and accepts what it accepts, at the same
// place with the same message and code, on every file of the compiled-loader corpus (mostly hostile).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CompiledLayout, LoadError, errorCodes } from "../build/tessera.js";
import { readVectors, repository } from "./vectors.mjs";

test("every corpus file gets the Swift loader's verdict", () => {
  const { files } = readVectors("hostile.json");
  assert.ok(files.length > 1000, `only ${files.length} corpus files`);
  const disagreements = [];
  for (const [name, accepted, place, message, , , code] of files) {
    const bytes = readFileSync(join(repository, name));
    let verdict;
    try {
      CompiledLayout.load(bytes);
      verdict = [true];
    } catch (error) {
      if (!(error instanceof LoadError)) throw new Error(`${name}: not a LoadError: ${error.stack}`);
      verdict = [false, error.place, error.message, error.code];
    }
    const expected = accepted ? [true] : [false, place, message, code];
    if (JSON.stringify(verdict) !== JSON.stringify(expected)) disagreements.push(`${name}: Swift ${JSON.stringify(expected)}, web ${JSON.stringify(verdict)}`);
  }
  assert.deepEqual(disagreements.slice(0, 10), [], `${disagreements.length} of ${files.length} files differ`);
});

test("every layout's compiled file loads", () => {
  for (const name of ["mosaic", "carousel", "explore", "store", "settings", "wheel"]) {
    const vectors = readVectors(`layouts/${name}.json`);
    const layout = CompiledLayout.load(vectors.compiled, vectors.file);
    assert.equal(layout.name.length > 0, true);
  }
});

test("every code the loader gives is one of the generated list", () => {
  const codes = new Set(Object.values(errorCodes));
  const given = new Set(readVectors("hostile.json").files.filter((file) => !file[1]).map((file) => file[6]));
  assert.deepEqual([...given].filter((code) => !codes.has(code)), []);
  // The corpus reaches most of the loader's codes (not load.unreadable, which needs no file).
  assert.ok(given.size >= 7, `only ${[...given].join(", ")}`);
  for (const code of readVectors("signed.json").codes) assert.ok(codes.has(code), `the signed loader's ${code} is not in the list`);
});

test("a refusal names the place", () => {
  assert.throws(() => CompiledLayout.load('{"format": "tessera-compiled-layout", "version": 1, "formulas": [], "layout": 3}', "bad.json"),
    (error) => error instanceof LoadError && error.place === "layout" && error.message === "this value must be an object" && error.file === "bad.json");
  assert.throws(() => CompiledLayout.load("[1, 2,]"), (error) => error.place === "line 1, column 7" && error.line === 1 && error.column === 7);
  assert.throws(() => CompiledLayout.load("[".repeat(100000)), (error) => error.message.includes("nests deeper than 64 levels"));
});

test("a file loads from what fetch and FileReader give: an ArrayBuffer, a typed array, a DataView, text", async () => {
  const bytes = readFileSync(join(repository, "Tests/GoldenCompiled/carousel.json"));
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  for (const given of [buffer, new Uint8Array(buffer), new DataView(buffer), bytes.toString("utf8")]) {
    assert.equal(CompiledLayout.load(given).name, "Carousel");
  }
  // The README's own line, with a fetch that answers from the file.
  const realFetch = globalThis.fetch;
  globalThis.fetch = async () => new Response(bytes);
  try {
    assert.equal(CompiledLayout.load(await (await fetch("carousel.json")).arrayBuffer()).name, "Carousel");
    assert.equal((await CompiledLayout.fetch("carousel.json")).name, "Carousel");
    globalThis.fetch = async () => new Response("gone", { status: 404, statusText: "Not Found" });
    await assert.rejects(CompiledLayout.fetch("carousel.json"), (error) => error instanceof LoadError && error.toString() === "carousel.json: the request for the layout failed: HTTP 404 Not Found");
  } finally {
    globalThis.fetch = realFetch;
  }
  assert.throws(() => CompiledLayout.load(42), (error) => error instanceof LoadError && /its bytes \(an ArrayBuffer/.test(error.message));
});
