// The web runtime answers as the Swift runtime does, on every layout of the shared vectors (the
// bundled layouts, the fixtures and 300 random ones): to the bit where only arithmetic is
// involved, within 1e-12 relative where the platform's trigonometry is (a circle, sin or cos).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { CompiledLayout, LayoutError } from "../build/tessera.js";
import { readVectors, vectorsDirectory } from "./vectors.mjs";

const names = readdirSync(join(vectorsDirectory, "layouts")).filter((name) => name.endsWith(".json")).sort();

function input(vector) {
  return {
    viewport: { width: vector.viewport[0], height: vector.viewport[1] },
    sectionCounts: vector.sectionCounts,
    itemSizes: vector.itemSizes?.map((section) => section.map((size) => (typeof size === "number" ? size : { width: size[0], height: size[1] }))),
    textScale: vector.textScale,
  };
}

function position(vector) {
  return { x: vector.offset[0], y: vector.offset[1], sectionOffsets: new Map(vector.sectionOffsets.map(([section, offset]) => [section, offset])) };
}

/** An element as the vectors write it. */
function flat(element) {
  const frame = element.frame;
  return [element.kind, element.section, element.item, frame.x, frame.y, frame.width, frame.height, element.scale, element.alpha, element.zIndex,
    element.translateX, element.translateY, element.rotation, element.turn, element.perspective];
}

/** The vectors write negative zero and numbers that are not finite as strings. */
function number(value) {
  return value === "-0" || value === "Infinity" || value === "-Infinity" || value === "NaN" ? Number(value) : value;
}

function same(expected, found, approximate) {
  expected = number(expected);
  if (typeof expected !== "number" || typeof found !== "number") return expected === found;
  if (Object.is(expected, found)) return true;
  if (!approximate) return false;
  return Math.abs(expected - found) <= 1e-12 * Math.max(1, Math.abs(expected), Math.abs(found));
}

function compareElements(expected, found, approximate, where) {
  if (expected.length !== found.length) return `${where}: ${expected.length} elements expected, ${found.length} found`;
  for (let index = 0; index < expected.length; index++) {
    const row = flat(found[index]);
    for (let field = 0; field < row.length; field++) {
      if (!same(expected[index][field], row[field], approximate)) {
        return `${where}: element ${index} (${expected[index].slice(0, 3).join(" ")}) field ${field}: expected ${expected[index][field]}, found ${row[field]}`;
      }
    }
  }
  return undefined;
}

test("every layout prepares to the Swift runtime's frames and attributes", () => {
  assert.ok(names.length > 300, `only ${names.length} layouts in the vectors`);
  const failures = [];
  let compared = 0;
  for (const name of names) {
    const vectors = readVectors(`layouts/${name}`);
    const layout = CompiledLayout.load(vectors.compiled, vectors.file);
    vectors.cases.forEach((vector, caseIndex) => {
      const where = `${name} case ${caseIndex}`;
      let prepared;
      try {
        prepared = layout.prepare(input(vector.input));
      } catch (error) {
        if (!(error instanceof LayoutError)) throw error;
        const found = { message: error.message, line: error.line ?? null, column: error.column ?? null };
        if (vector.error === undefined) failures.push(`${where}: refused (${found.message}) where Swift answers`);
        else if (JSON.stringify(found) !== JSON.stringify(vector.error)) failures.push(`${where}: Swift ${JSON.stringify(vector.error)}, web ${JSON.stringify(found)}`);
        return;
      }
      if (vector.error !== undefined) {
        failures.push(`${where}: answers where Swift refuses (${vector.error.message})`);
        return;
      }
      compared += 1;
      if (!same(vector.contentSize[0], prepared.contentSize.width, vectors.approximate) || !same(vector.contentSize[1], prepared.contentSize.height, vectors.approximate)) {
        failures.push(`${where}: content ${vector.contentSize} expected, ${prepared.contentSize.width},${prepared.contentSize.height} found`);
        return;
      }
      for (const [positionIndex, answers] of vector.positions.entries()) {
        const failure = compareElements(answers.elements, prepared.allElements(position(answers.position)), vectors.approximate, `${where} position ${positionIndex}`);
        if (failure !== undefined) {
          failures.push(failure);
          break;
        }
      }
    });
  }
  assert.deepEqual(failures.slice(0, 12), [], `${failures.length} cases differ (${compared} prepared)`);
});
