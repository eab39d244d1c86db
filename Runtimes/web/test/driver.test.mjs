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
  return sizes === undefined ? undefined : counts.map((count, section) => {
    const source = sizes.length === 0 ? [] : sizes[section % sizes.length];
    return Array.from({ length: count }, (_, item) => (source.length === 0 ? 40 : source[item % source.length]));
  });
}

// Frames list attributes, entered and left list IDs.
const ids = (list) => list.map((element) => element.id ?? element).map((id) => [id.kind, id.section, id.item]);

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
  if (kind === "insertSection") return { insertSection: { section, items: item } };
  if (kind === "deleteSection") return { deleteSection: { section } };
  if (kind === "moveSection") return { moveSection: { from: section, to: item } };
  return { move: { from: { section, item }, to: { section: toSection, item: toItem } } };
}

/** Where each step's frame starts in its vector: after the step's name and arguments. */
const frameStarts = { scroll: 3, scrollSection: 3, resize: 3, append: 2, prepend: 2, textScale: 2, reduceMotion: 2, update: 2, reportSizes: 2 };

/** Sizes with `count` items inserted at the start of section 0, sized as its first items were. */
function prepended(count, sizes) {
  if (sizes === undefined || sizes.length === 0) return sizes;
  const first = sizes[0];
  const added = Array.from({ length: count }, (_, item) => (first.length === 0 ? 40 : first[item % first.length]));
  return [[...added, ...first], ...sizes.slice(1)];
}

/** Runs one step on the driver; an update returns its animation. */
function perform(driver, step) {
  switch (step[0]) {
    case "scroll": return driver.scroll({ x: number(step[1]), y: number(step[2]) });
    case "scrollSection": return driver.scroll(step[1], number(step[2]));
    case "resize": return driver.resize({ width: step[1], height: step[2] });
    case "append": return driver.append(step[1], resized(driver.input.itemSizes, step[1]));
    case "prepend": return driver.performBatchUpdates(Array.from({ length: step[1] }, (_, item) => ({ insert: { section: 0, item } })),
      prepended(step[1], driver.input.itemSizes));
    case "textScale": return driver.changeTextScale(number(step[1]));
    case "reduceMotion": return driver.changeReduceMotion(step[1]);
    case "reportSizes": return driver.reportSizes(step[1].map(([section, item, ...size]) => ({
      section, item, size: size.length === 1 ? number(size[0]) : { width: number(size[0]), height: number(size[1]) },
    })));
    default: return driver.performBatchUpdates(step[1].map(update));
  }
}

function compareAnimation(expected, animation, approximate) {
  if (expected.length !== animation.length) return `${expected.length} animated elements expected, ${animation.length} found`;
  for (const [index, [change, start, end]] of expected.entries()) {
    const found = animation[index];
    if (found.change !== change || !sameNumbers(start, flat(found.start), approximate) || !sameNumbers(end, flat(found.end), approximate)) {
      return `element ${index} expected ${change} ${start.slice(0, 3)}, found ${found.change} ${flat(found.start).slice(0, 3)}`;
    }
  }
  return undefined;
}

/** The first way the session differs from the vector's, or undefined. A step Swift refused must
 * be refused with the same message, line and column, and ends the session. */
function replay(layout, vector, approximate) {
  const script = vector.driver;
  if (script.length === 0) return undefined;
  const [, margin] = script[0];
  // Where the layout opens, as Swift's: its start, or its end for one kept to its end.
  const driver = new ScrollDriver(layout, input(vector.input), undefined, margin);
  let failure = compareFrame(script[0], driver, approximate, 2);
  if (failure !== undefined) return `start: ${failure}`;
  for (const step of script.slice(1)) {
    const frameStart = frameStarts[step[0]];
    if (frameStart === undefined) return `an unknown step ${step[0]}`;
    const refused = step[frameStart] === "error" ? step[frameStart + 1] : undefined;
    let answer;
    try {
      answer = perform(driver, step);
    } catch (error) {
      if (!(error instanceof LayoutError)) throw error;
      const found = { message: error.message, line: error.line ?? null, column: error.column ?? null };
      if (refused === undefined) return `${step[0]}: refused (${error.message}) where Swift answers`;
      return JSON.stringify(found) === JSON.stringify(refused) ? undefined : `${step[0]}: Swift refused ${JSON.stringify(refused)}, web ${JSON.stringify(found)}`;
    }
    if (refused !== undefined) return `${step[0]}: answers where Swift refuses (${refused.message})`;
    if (step[0] === "update") {
      failure = compareAnimation(step[6], answer, approximate);
      if (failure !== undefined) return `update: ${failure}`;
    }
    if (step[0] === "reportSizes" && JSON.stringify(step[6]) !== JSON.stringify(ids(answer))) {
      return `reportSizes: changed ${JSON.stringify(step[6])} expected, found ${JSON.stringify(ids(answer))}`;
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

test("what a driver is not told is the default: no velocity is zero velocity, no text size is 1", () => {
  // Each of these two was a survivor of scripts/mutation-score.py (a default of 1 or 0 instead).
  let movedAlongX = 0, movedAlongY = 0, scaled = 0;
  for (const name of names) {
    const vectors = readVectors(`layouts/${name}`);
    const layout = CompiledLayout.load(vectors.compiled, vectors.file);
    for (const vector of vectors.cases) {
      if (vector.error !== undefined) continue;
      const { textScale, ...untold } = input(vector.input);
      let driver;
      try {
        driver = new ScrollDriver(layout, untold);
      } catch (error) {
        if (error instanceof LayoutError) continue;
        throw error;
      }
      const [width, height] = vector.input.viewport;
      for (const fraction of [0.3, 1.4]) {
        const proposed = { x: width * fraction, y: height * fraction };
        const still = driver.restingOffset(proposed, { x: 0, y: 0 });
        assert.deepEqual(driver.restingOffset(proposed), still, `${name}: resting from ${JSON.stringify(proposed)} with no velocity`);
        if (driver.restingOffset(proposed, { x: 1, y: 0 }).x !== still.x) movedAlongX += 1;
        if (driver.restingOffset(proposed, { x: 0, y: 1 }).y !== still.y) movedAlongY += 1;
      }
      assert.equal(driver.changeTextScale(1), false, `${name}: a text size of 1 where none was given changes nothing`);
      if (driver.changeTextScale(2)) scaled += 1;
    }
  }
  // Else the checks above could not tell a wrong default from the right one.
  assert.ok(movedAlongX > 0 && movedAlongY > 0, `a velocity moved no resting offset (along x ${movedAlongX}, y ${movedAlongY})`);
  assert.ok(scaled > 0, "no layout of the vectors reads the text size");
});
