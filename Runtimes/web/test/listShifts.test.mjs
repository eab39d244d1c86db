// A list's size change places again only the changed items and moves the rest by block shifts
// (`ExplicitFrames.replacingListItems`, Swift's `ExplicitFrames+Shifts`): random change
// sequences on every bundled layout must give, after each step, what a full prepare gives, to
// the bit (lists on the grid take the shifts, the others the path in order), and the layout
// before a change must stay as it was.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CompiledLayout, LayoutError, ScrollDriver } from "../build/tessera.js";
import { flat, layoutNames, readVectors } from "./vectors.mjs";

/** A seeded generator (mulberry32): the same sequences every run. */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (low, high) => low + Math.floor(next() * (high - low + 1)) };
}

/** A length on the grid (quarters of a point), so that a list's path is taken; with `offGrid`,
 * now and then a third or a size with a width (a masonry item's length is then the width's
 * aspect of the column), which leave it. */
function size(random, offGrid) {
  const length = offGrid && random.int(0, 7) === 0 ? random.int(0, 900) / 3 : random.int(0, 1200) / 4;
  if (!offGrid || random.next() < 0.5) return length;
  return { width: random.int(1, 600) / 2, height: length };
}

/** The bundled layouts, as Swift's `LayoutFixtures.paths`, compiled as the vectors hold them. */
function bundledLayouts() {
  return layoutNames().map((name) => readVectors(`layouts/${name}`))
    .filter((vectors) => vectors.file.startsWith("Layouts/") || vectors.file.startsWith("Tests/Fixtures/Layouts/"))
    .map((vectors) => ({ file: vectors.file, layout: CompiledLayout.load(vectors.compiled, vectors.file) }));
}

/** Every element, content size and a few queries of `prepared`, as flat numbers. */
function answers(prepared) {
  const all = prepared.allElements({ x: 0, y: 0 }).map(flat);
  const size = prepared.contentSize;
  const queries = [0.1, 0.5, 0.93].map((at) => prepared.elements({ x: 0, y: size.height * at, width: size.width + 1, height: 300 }).map(flat));
  return [[size.width, size.height], all, queries];
}

/** The first place two answers differ, to the bit (negative zero is not zero); undefined when none. */
function difference(expected, found, path = "") {
  if (typeof expected === "number" || typeof found === "number") {
    return Object.is(expected, found) ? undefined : `${path}: ${found} instead of ${expected}`;
  }
  if (!Array.isArray(expected) || !Array.isArray(found)) return expected === found ? undefined : `${path}: ${found} instead of ${expected}`;
  if (expected.length !== found.length) return `${path}: ${found.length} values instead of ${expected.length}`;
  for (let index = 0; index < expected.length; index++) {
    const found_ = difference(expected[index], found[index], `${path}[${index}]`);
    if (found_ !== undefined) return found_;
  }
  return undefined;
}

function shiftedBlocks(prepared, section) {
  const items = prepared.sections[section].items;
  return items.kind === "explicit" ? items.frames.shiftedBlocks : 0;
}

for (const offGrid of [false, true]) {
  test(`random changed ranges give what a full prepare gives on every bundled layout (${offGrid ? "off" : "on"} the grid)`, () => {
    const failures = [];
    let steps = 0;
    let shifted = 0;
    for (const { file, layout } of bundledLayouts()) {
      const random = generator(offGrid ? 631 : 632);
      const sizes = [2100, 0, 37].map((count) => Array.from({ length: count }, () => size(random, offGrid)));
      const input = () => ({ viewport: { width: 375, height: 667 }, sectionCounts: sizes.map((section) => section.length), itemSizes: sizes.map((section) => section.slice()) });
      let prepared;
      try {
        prepared = layout.prepare(input());
      } catch (error) {
        if (error instanceof LayoutError) continue;
        throw error;
      }
      let before = answers(prepared);
      for (let step = 0; step < 16 && failures.length === 0; step++) {
        const firsts = [undefined, undefined, undefined];
        const ends = [undefined, undefined, undefined];
        for (const section of [0, 2]) {
          if (random.next() < 0.5) continue;
          const first = random.int(0, sizes[section].length - 1);
          const end = Math.min(sizes[section].length, first + random.int(0, 3));
          for (let item = first; item < end; item++) sizes[section][item] = size(random, offGrid);
          firsts[section] = first;
          ends[section] = end;
        }
        const previous = prepared;
        prepared = layout.relayout(prepared, firsts, input(), ends);
        const expected = answers(layout.prepare(input()));
        const where = `${file} step ${step} ${JSON.stringify([firsts, ends])}`;
        const changed = difference(expected, answers(prepared));
        if (changed !== undefined) failures.push(`${where}: ${changed}`);
        const kept = difference(before, answers(previous));
        if (kept !== undefined) failures.push(`${where}: the layout before the change changed: ${kept}`);
        before = expected;
        shifted += shiftedBlocks(prepared, 0);
        steps += 1;
        if (step % 6 === 5) {
          // Items appended after shifts continue the pass from the shifted frames.
          sizes[0].push(size(random, offGrid));
          prepared = layout.extend(prepared, input());
          const appended = difference(answers(layout.prepare(input())), answers(prepared));
          if (appended !== undefined) failures.push(`${where} append: ${appended}`);
          before = answers(prepared);
        }
        if (step % 8 === 7) {
          // A change told only where it starts places in order from there, over the shifts.
          const first = random.int(0, sizes[0].length - 1);
          sizes[0][first] = size(random, true);
          prepared = layout.relayout(prepared, [first, undefined, undefined], input());
          const from = difference(answers(layout.prepare(input())), answers(prepared));
          if (from !== undefined) failures.push(`${where} from ${first}: ${from}`);
          before = answers(prepared);
        }
      }
    }
    assert.deepEqual(failures.slice(0, 5), []);
    assert.ok(steps > 300, `only ${steps} steps compared`);
    // On the grid some list must have taken the shifts, or the test compares only the old path.
    if (!offGrid) assert.ok(shifted > 0, "no change moved a list's items by shifts");
  });
}

test("reports in a long chat take the list's path through the driver, with a full prepare's answers", () => {
  const { layout } = bundledLayouts().find(({ file }) => file === "Layouts/chat.yaml");
  const random = generator(633);
  const sizes = Array.from({ length: 5000 }, () => size(random, false));
  const driver = new ScrollDriver(layout, { viewport: { width: 375, height: 667 }, sectionCounts: [5000], itemSizes: [sizes] });
  for (const item of [0, 4999, 2500, 1, 1023, 1024]) {
    driver.reportSizes([{ section: 0, item, size: size(random, false) }]);
    assert.equal(difference(answers(layout.prepare(driver.input)), answers(driver.prepared)), undefined, `item ${item}`);
  }
  assert.ok(shiftedBlocks(driver.prepared, 0) > 0, "no report moved the items after it by shifts");
  assert.equal(driver.work.relayouts, 6);
  assert.equal(driver.work.prepares, 1);
});

test("a refused report leaves the sizes the driver writes in place as they were", () => {
  const { layout } = bundledLayouts().find(({ file }) => file === "Layouts/chat.yaml");
  const driver = new ScrollDriver(layout, { viewport: { width: 375, height: 667 }, sectionCounts: [3000], itemSizes: [Array(3000).fill(40)] });
  // The first report copies the app's sizes; the driver writes its copy in place from then on.
  driver.reportSizes([{ section: 0, item: 5, size: 50 }]);
  const before = answers(driver.prepared);
  assert.throws(() => driver.reportSizes([{ section: 0, item: 7, size: 90 }, { section: 0, item: 3000, size: 10 }]), LayoutError);
  assert.equal(driver.input.itemSizes[0][7], 40);
  assert.equal(difference(before, answers(layout.prepare(driver.input))), undefined);
});
