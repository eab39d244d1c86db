// `extend` and `relayout` keep the sections they do not place again only when nothing around them
// changed: on every layout of the shared vectors, a change of viewport (each side alone), text
// size or Reduce Motion together with appended items or a changed size gives what a fresh
// `prepare` gives.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CompiledLayout, LayoutError } from "../build/tessera.js";
import { layoutNames, readVectors } from "./vectors.mjs";

const base = { viewport: { width: 375, height: 667 }, textScale: 1, reduceMotion: false };
const around = [
  { viewport: { width: 414, height: 667 } },
  { viewport: { width: 375, height: 896 } },
  { textScale: 1.5 },
  { reduceMotion: true },
];

/** The input `vector` starts from, with `counts` items and `changes` applied. */
function inputFor(counts, changes = {}) {
  return { ...base, sectionCounts: counts, ...changes };
}

const elements = (prepared) => JSON.stringify(prepared.allElements({ x: 0, y: 0 }));

test("extend and relayout prepare again when the viewport, text size or Reduce Motion changed", () => {
  const failures = [];
  let compared = 0;
  for (const name of layoutNames()) {
    const vectors = readVectors(`layouts/${name}`);
    const layout = CompiledLayout.load(vectors.compiled, vectors.file);
    const counts = vectors.cases[0]?.input.sectionCounts ?? [6];
    const fewer = counts.map((count) => Math.max(0, count - 2));
    let prepared;
    try {
      prepared = layout.prepare(inputFor(fewer));
    } catch (error) {
      if (error instanceof LayoutError) continue;
      throw error;
    }
    for (const change of around) {
      const next = inputFor(counts, change);
      let fresh;
      try {
        fresh = layout.prepare(next);
      } catch (error) {
        if (error instanceof LayoutError) continue;
        throw error;
      }
      const where = `${name} with ${JSON.stringify(change)}`;
      if (elements(layout.extend(prepared, next)) !== elements(fresh)) failures.push(`${where}: extend differs from prepare`);
      const same = inputFor(fewer, change);
      const freshSame = layout.prepare(same);
      if (elements(layout.relayout(prepared, fewer.map(() => 0), same)) !== elements(freshSame)) failures.push(`${where}: relayout differs from prepare`);
      compared += 1;
    }
  }
  assert.ok(compared > 1000, `only ${compared} changes compared`);
  assert.deepEqual(failures.slice(0, 10), []);
});
