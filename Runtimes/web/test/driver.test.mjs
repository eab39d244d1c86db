// The scroll driver keeps, enters and leaves what the Swift runtime's does along each scripted
// session of the vectors (scrolls through the content and past its end, a sideways scroll, a
// resize, appended items, a batch update with its animation, a new text size), and extending a
// layout gives what preparing it gives.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CompiledLayout, LayoutError, ScrollDriver } from "../build/tessera.js";
import { flat, input, layoutNames, number, readVectors, same } from "./vectors.mjs";

const names = layoutNames();
/** The sizes of `sizes` for other counts, as the vectors tool makes them: repeated in order. */
function resized(sizes, counts) {
  return sizes?.map((section, index) => Array.from({ length: counts[index] }, (_, item) => (section.length === 0 ? 40 : section[item % section.length])));
}

const ids = (list) => list.map((element) => [element.kind, element.section, element.item]);

function sameNumbers(expected, found, approximate) {
  return expected.length === found.length && expected.every((value, index) => same(value, found[index], approximate));
}

function compareFrame(step, driver, approximate, frameStart) {
  const [offset, kept, entered, left] = step.slice(frameStart, frameStart + 4);
  if (!sameNumbers(offset, [driver.offset.x, driver.offset.y], approximate)) return `offset ${offset}, found ${driver.offset.x},${driver.offset.y}`;
  if (JSON.stringify(kept) !== JSON.stringify(ids(driver.kept))) return `kept ${JSON.stringify(kept).slice(0, 200)}, found ${JSON.stringify(ids(driver.kept)).slice(0, 200)}`;
  if (JSON.stringify(entered) !== JSON.stringify(ids(driver.entered))) return `entered ${JSON.stringify(entered)}, found ${JSON.stringify(ids(driver.entered))}`;
  if (JSON.stringify(left) !== JSON.stringify(ids(driver.left))) return `left ${JSON.stringify(left)}, found ${JSON.stringify(ids(driver.left))}`;
  return undefined;
}

function update(vector) {
  const [kind, section, item, toSection, toItem] = vector;
  if (kind === "insert") return { insert: { section, item } };
  if (kind === "delete") return { delete: { section, item } };
  return { move: { from: { section, item }, to: { section: toSection, item: toItem } } };
}

function replay(layout, vector, approximate) {
  const script = vector.driver;
  if (script.length === 0) return undefined;
  const [, margin] = script[0];
  const driver = new ScrollDriver(layout, input(vector.input), { x: 0, y: 0 }, margin);
  let failure = compareFrame(script[0], driver, approximate, 2);
  if (failure !== undefined) return `start: ${failure}`;
  for (const step of script.slice(1)) {
    let frameStart;
    switch (step[0]) {
      case "scroll": driver.scroll({ x: number(step[1]), y: number(step[2]) }); frameStart = 3; break;
      case "scrollSection": driver.scrollSection(step[1], number(step[2])); frameStart = 3; break;
      case "resize": driver.resize({ width: step[1], height: step[2] }); frameStart = 3; break;
      case "append": driver.append(step[1], resized(driver.input.itemSizes, step[1])); frameStart = 2; break;
      case "textScale": driver.changeTextScale(number(step[1])); frameStart = 2; break;
      case "update": {
        const animation = driver.performBatchUpdates(step[1].map(update));
        const expected = step[6];
        if (expected.length !== animation.length) return `update: ${expected.length} animated elements expected, ${animation.length} found`;
        for (const [index, [change, start, end]] of expected.entries()) {
          const found = animation[index];
          if (found.change !== change || !sameNumbers(start, flat(found.start), approximate) || !sameNumbers(end, flat(found.end), approximate)) {
            return `update: element ${index} expected ${change} ${start.slice(0, 3)}, found ${found.change} ${flat(found.start).slice(0, 3)}`;
          }
        }
        frameStart = 2;
        break;
      }
      default: return `an unknown step ${step[0]}`;
    }
    failure = compareFrame(step, driver, approximate, frameStart);
    if (failure !== undefined) return `${step[0]}: ${failure}`;
  }
  return undefined;
}

test("every scripted session drives alike, and every extended layout answers as prepared", () => {
  const failures = [];
  let sessions = 0;
  let extended = 0;
  for (const name of names) {
    const vectors = readVectors(`layouts/${name}`);
    const layout = CompiledLayout.load(vectors.compiled, vectors.file);
    vectors.cases.forEach((vector, caseIndex) => {
      if (vector.error !== undefined) return;
      const where = `${name} case ${caseIndex}`;
      try {
        const failure = replay(layout, vector, vectors.approximate);
        if (failure !== undefined) failures.push(`${where} driver ${failure}`);
        else if (vector.driver.length > 0) sessions += 1;
      } catch (error) {
        if (!(error instanceof LayoutError)) throw error;
        failures.push(`${where} driver: ${error.message}`);
      }
      if (vector.extendFrom !== undefined) {
        const full = input(vector.input);
        const half = { ...full, sectionCounts: vector.extendFrom, itemSizes: resized(full.itemSizes, vector.extendFrom) };
        const grown = layout.extend(layout.prepare(half), full);
        const expected = vector.positions[0].elements;
        const found = grown.allElements().map(flat);
        if (expected.length !== found.length || !expected.every((row, index) => sameNumbers(row, found[index], vectors.approximate))) {
          failures.push(`${where}: extended from ${vector.extendFrom} differs from prepared`);
        } else {
          extended += 1;
        }
      }
    });
  }
  assert.deepEqual(failures.slice(0, 12), [], `${failures.length} differ (${sessions} sessions and ${extended} extensions agree)`);
  assert.ok(sessions > 800 && extended > 500, `only ${sessions} sessions and ${extended} extensions compared`);
});
