// Switching layouts keeps the cell the Swift runtime keeps (`ScrollDriver.switched(to:)`), at
// the offset it gives, and the elements between the two frames are its `interpolate`'s, to the
// bit, for each layout switched to the next from the start, the middle and the end of its content.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CompiledLayout, ScrollDriver, interpolate, switchAnchor, switchedDriver, transitionEnds } from "../build/tessera.js";
import { flat, input, number, readVectors, same } from "./vectors.mjs";

const ids = (list) => list.map(({ id }) => [id.kind, id.section, id.item]);
const sameNumbers = (expected, found, approximate) => expected.length === found.length && expected.every((value, index) => same(value, found[index], approximate));

function replay(vector, layouts, fractions) {
  const from = layouts(vector.from), to = layouts(vector.to);
  for (const step of vector.steps) {
    const where = `${vector.from} → ${vector.to} at ${step.offset}`;
    const driver = new ScrollDriver(from, input(vector.input), { x: 0, y: 0 }, vector.margin);
    driver.scroll({ x: number(step.offset[0]), y: number(step.offset[1]) });
    const anchor = switchAnchor(driver);
    const expectedAnchor = step.anchor === null ? null : [step.anchor[0], number(step.anchor[1])];
    const foundAnchor = anchor === undefined ? null : [[anchor.id.kind, anchor.id.section, anchor.id.item], anchor.distance];
    if (JSON.stringify(expectedAnchor) !== JSON.stringify(foundAnchor) && !(expectedAnchor !== null && foundAnchor !== null
      && JSON.stringify(expectedAnchor[0]) === JSON.stringify(foundAnchor[0]) && same(expectedAnchor[1], foundAnchor[1], vector.approximate))) {
      return `${where}: anchor ${JSON.stringify(expectedAnchor)} expected, found ${JSON.stringify(foundAnchor)}`;
    }
    const switched = switchedDriver(driver, to);
    if (!sameNumbers(step.newOffset, [switched.offset.x, switched.offset.y], vector.approximate)) {
      return `${where}: new offset ${step.newOffset} expected, found ${switched.offset.x},${switched.offset.y}`;
    }
    if (JSON.stringify(step.kept) !== JSON.stringify(ids(switched.kept))) return `${where}: the new frame differs`;
    const ends = transitionEnds(driver, switched);
    for (const [index, t] of fractions.entries()) {
      const expected = step.elements[index];
      const found = interpolate(ends.from, ends.to, t).map(flat);
      if (expected.length !== found.length) return `${where} t=${t}: ${expected.length} elements expected, ${found.length} found`;
      const differing = expected.findIndex((row, at) => !sameNumbers(row, found[at], vector.approximate));
      if (differing >= 0) return `${where} t=${t}: ${JSON.stringify(expected[differing])} expected, found ${JSON.stringify(found[differing])}`;
    }
  }
  return undefined;
}

test("every layout switch keeps the Swift runtime's anchor and draws its interpolation", () => {
  const { fractions, switches } = readVectors("switches.json");
  const cache = new Map();
  const layouts = (name) => {
    if (!cache.has(name)) {
      const vectors = readVectors(`layouts/${name}.json`);
      cache.set(name, CompiledLayout.load(vectors.compiled, vectors.file));
    }
    return cache.get(name);
  };
  const failures = switches.map((vector) => replay(vector, layouts, fractions)).filter((failure) => failure !== undefined);
  assert.deepEqual(failures.slice(0, 8), [], `${failures.length} of ${switches.length} switches differ`);
  assert.ok(switches.length >= 20 && switches.some((vector) => vector.steps.some((step) => step.anchor !== null)), `only ${switches.length} switches`);
});

test("interpolate holds progress to 0…1 and fades elements only one side has", () => {
  const at = (item, y, alpha = 1) => ({ id: { kind: "cell", section: 0, item }, turnAxis: "vertical", frame: { x: 0, y, width: 10, height: 10 },
    scale: 1, alpha, zIndex: 0, translation: { x: 0, y: 0 }, rotation: 0, turn: 0, perspective: 0 });
  const middle = interpolate([at(0, 0), at(1, 50)], [at(0, 100), at(2, 20)], 0.5);
  assert.deepEqual(middle.map((element) => [element.id.item, element.frame.y, element.alpha]), [[0, 50, 1], [1, 50, 0.5], [2, 20, 0.5]]);
  assert.deepEqual(interpolate([at(0, 0)], [at(0, 100)], 7).map((element) => element.frame.y), [100]);
  assert.deepEqual(interpolate([at(0, 0)], [at(0, 100)], -1).map((element) => element.frame.y), [0]);
});
