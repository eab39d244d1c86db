// The vectors' change sequences (issue 63): self-sizing reports at the first, last and middle
// items of a section of 2,100, either side of a block's edge, on the grid and off it, replayed
// through the driver; after each, the content size and the elements around the reported item (how
// many, and the first of them) are
// Swift's, to the bit (within `approximate` for trigonometry).
import { test } from "node:test";
import assert from "node:assert/strict";
import { CompiledLayout, LayoutError, ScrollDriver } from "../build/tessera.js";
import { flat, input, layoutNames, number, readVectors, same } from "./vectors.mjs";

const sameNumbers = (expected, found, approximate) =>
  expected.length === found.length && expected.every((value, index) => same(value, found[index], approximate));

/** Where the replay of `changes` first differs from Swift's answers; undefined when it agrees. */
function replay(layout, changes, approximate) {
  const driver = new ScrollDriver(layout, input(changes.input));
  for (const [index, step] of changes.steps.entries()) {
    const [reports, content, rect, count, elements] = step;
    const where = `step ${index} (${JSON.stringify(reports)})`;
    try {
      driver.reportSizes(reports.map(([section, item, ...size]) => ({
        section, item, size: size.length === 1 ? number(size[0]) : { width: number(size[0]), height: number(size[1]) },
      })));
    } catch (error) {
      if (!(error instanceof LayoutError)) throw error;
      return content === "error" ? undefined : `${where}: refused (${error.message}) where Swift answers`;
    }
    if (content === "error") return `${where}: answers where Swift refuses (${rect.message})`;
    const size = driver.prepared.contentSize;
    if (!sameNumbers(content, [size.width, size.height], approximate)) return `${where}: content ${content}, found ${size.width},${size.height}`;
    const all = driver.prepared.elements({ x: number(rect[0]), y: number(rect[1]), width: number(rect[2]), height: number(rect[3]) });
    if (all.length !== count) return `${where}: ${all.length} elements, Swift ${count}`;
    // The vectors hold the first of them (a layout of tiny cells has thousands in the rect).
    const found = all.slice(0, elements.length).map(flat);
    const differs = elements.findIndex((row, at) => !sameNumbers(row, found[at], approximate));
    if (differs >= 0) return `${where}: ${JSON.stringify(found[differs])}, Swift ${JSON.stringify(elements[differs])}`;
  }
  return undefined;
}

test("every layout's change sequence answers as Swift's after each report", () => {
  const failures = [];
  let sequences = 0;
  for (const name of layoutNames()) {
    const vectors = readVectors(`layouts/${name}`);
    if (vectors.changes === undefined) {
      failures.push(`${name}: the vectors hold no change sequences; write them again with this tree's tessera-vectors`);
      break;
    }
    if (vectors.changes === null) continue;
    const failure = replay(CompiledLayout.load(vectors.compiled, vectors.file), vectors.changes, vectors.approximate);
    if (failure !== undefined) failures.push(`${name} ${failure}`);
    else sequences += 1;
  }
  assert.deepEqual(failures.slice(0, 10), [], `${failures.length} differ (${sequences} agree)`);
  assert.ok(sequences > 300, `only ${sequences} change sequences compared`);
});
