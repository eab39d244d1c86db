// Rules of the web session model that no other test held: each test here was written for a
// mutant of Runtimes/web/src/session that every other check let pass (scripts/mutation-score.py,
// core ts-session; Benchmarks/RESULTS.md lists them). Each names the line it guards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CollectionLayoutCore, CollectionSession, CompiledLayout } from "../build/tessera.js";
import { readVectors } from "./vectors.mjs";

const cache = new Map();
function layoutNamed(name) {
  if (!cache.has(name)) {
    const vectors = readVectors(`layouts/${name}.json`);
    cache.set(name, CompiledLayout.load(vectors.compiled, vectors.file));
  }
  return cache.get(name);
}
const phone = { width: 375, height: 667 };
const noInsets = { top: 0, left: 0, bottom: 0, right: 0 };
const column = (count, size) => [Array.from({ length: count }, () => size)];

function opened(layout, counts, sizes, offset = { x: 0, y: 0 }) {
  const session = new CollectionSession(layoutNamed, layout);
  const outcome = session.open({ viewport: phone, offset, counts, sizes });
  return { session, outcome };
}

test("core.ts itemsAppended: items appended keep the first cell in view in place, and the view is told where", () => {
  const { session } = opened("waterfall", [100], column(100, { width: 300, height: 80 }), { x: 0, y: 2000 });
  const core = session.core;
  core.itemsAppended();
  core.invalidate(true, true);
  core.prepare(session.view, [150], 1, false, () => column(150, { width: 300, height: 80 }));
  const proposed = { x: 0, y: 12345 };
  const taken = core.offsetAfterChange(proposed, noInsets);
  assert.notDeepEqual(taken, proposed, "the anchored offset, not the one proposed");
  assert.equal(taken.y, core.driver.offset.y);
});

test("core.ts invalidateData: a layout that failed is laid out again once the app gives new data for the same counts", () => {
  const cellSize = { width: 300, height: 80 };
  const { session, outcome } = opened("waterfall", [20], column(10, cellSize));
  assert.equal(outcome.errors.length, 1, "ten sizes for twenty items fail");
  assert.equal(session.core.driver, undefined);
  const fixed = session.appSizes(column(20, cellSize));
  assert.notEqual(session.core.driver, undefined, "the same counts and viewport, new data: laid out again");
  assert.ok(fixed.elements.length > 0);
});

test("core.ts prepare: a layout laid out again after a failure forgets the failed inputs", () => {
  const cellSize = { width: 300, height: 80 };
  const { session } = opened("waterfall", [20], column(10, cellSize));
  const core = session.core;
  assert.equal(core.driver, undefined, "ten sizes for twenty items fail");
  core.invalidate(true, false);
  const larger = session.view.withBounds({ x: 0, y: 0, width: 414, height: 736 });
  core.prepare(larger, [20], 1, false, () => column(20, cellSize));
  assert.notEqual(core.driver, undefined);
  // The waterfall has no effects and no pinned headers: a scroll in the same viewport changes
  // no attributes (the viewport it failed in is the past).
  assert.equal(core.invalidates(larger.at({ x: 0, y: 10 })), false);
});

test("core.ts layoutViewport: insets that cover the view's width keep the last viewport; one point left is a viewport", () => {
  for (const [side, width] of [[200, 375], [187, 1]]) {
    const { session } = opened("waterfall", [20], column(20, { width: 300, height: 80 }));
    session.changeInsets({ top: 0, left: side, bottom: 0, right: side });
    assert.equal(session.core.driver.viewport.width, width, `insets of ${side} on each side`);
  }
});

test("core.ts layOut: the end a switch followed is followed once, not at the next change of data", () => {
  const sizes = column(200, { width: 300, height: 90 });
  const { session, outcome } = opened("chat", [200], sizes);
  assert.ok(outcome.offset.y > 0, "the chat opens at its end");
  session.switchLayout("waterfall", false);
  const top = session.scroll({ x: 0, y: 0 });
  assert.equal(top.offset.y, 0);
  const resized = session.appSizes(column(200, { width: 300, height: 100 }));
  assert.equal(resized.offset.y, 0, "the first cell in view keeps its place at the top, not the waterfall's end");
});

test("core.ts layOut: a layout just made asks for the item sizes again only when its data changes", () => {
  const sizes = column(20, { width: 300, height: 80 });
  const { session } = opened("waterfall", [20], sizes);
  let asked = 0;
  const itemSizes = () => { asked += 1; return sizes; };
  session.core.prepare(session.view, [20], 1, false, itemSizes);
  assert.equal(asked, 0, "nothing changed since the layout was made");
  session.core.invalidate(true, false);
  session.core.prepare(session.view, [20], 1, false, itemSizes);
  assert.equal(asked, 1, "the app's sizes changed: asked once");
});

test("core.ts layOut: while the layout changes the core has no driver, so the app's sizes are asked of an empty layout", () => {
  const sizes = column(20, { width: 300, height: 80 });
  const { session } = opened("waterfall", [20], sizes);
  const core = session.core;
  core.invalidate(true, false);
  let seen;
  core.prepare(session.view, [20], 1, false, () => { seen = core.driver; return sizes; });
  assert.equal(seen, undefined, "the driver leaves the core while it changes");
  assert.notEqual(core.driver, undefined, "and comes back once it changed");
});

test("core.ts currentSizes: a size reported in a section the app's sizes no longer have fails with the sizes' own message", () => {
  const cellSize = { width: 300, height: 80 };
  const { session } = opened("waterfall", [10, 10], [Array(10).fill(cellSize), Array(10).fill(cellSize)]);
  session.report({ section: 1, item: 2 }, { width: 300, height: 200 });
  const outcome = session.appSizes([Array(10).fill(cellSize)]);
  assert.equal(outcome.errors.length, 1);
  assert.match(outcome.errors[0].message, /section 1 has 10 items but 0 sizes were given/);
});

test("core.ts invalidation: a new viewport after a reload is the core's view, though only prepare lays out for it", () => {
  const { session } = opened("waterfall", [20], column(20, { width: 300, height: 80 }));
  const core = session.core;
  core.invalidate(true, true);
  const turned = session.view.withBounds({ x: 0, y: 0, width: 667, height: 375 });
  assert.deepEqual(core.invalidation(turned), { viewport: { x: 0, y: 0 } }, "the counts may differ: nothing moves yet");
  assert.deepEqual(core.view.bounds, turned.bounds);
});

test("core.ts invalidatesForPreferredSize: the first item and a width of zero are sizes a cell may prefer", () => {
  const { session } = opened("waterfall", [20], column(20, { width: 300, height: 80 }));
  const cell = (item) => ({ kind: "cell", section: 0, item });
  assert.equal(session.core.invalidatesForPreferredSize({ width: 300, height: 200 }, cell(0)), true, "item 0");
  assert.equal(session.core.invalidatesForPreferredSize({ width: 0, height: 80 }, cell(3)), true, "no width");
  assert.equal(session.core.invalidatesForPreferredSize({ width: 300, height: 80 }, cell(3)), false, "its own size");
  assert.equal(session.core.invalidatesForPreferredSize({ width: -1, height: 80 }, cell(3)), false, "a negative width");
});

test("core.ts reportPreferredSize: a size that changes nothing moves nothing and grows nothing", () => {
  const { session } = opened("waterfall", [20], column(20, { width: 300, height: 80 }));
  const answer = session.core.reportPreferredSize({ width: 300, height: 80 }, { kind: "cell", section: 0, item: 3 }, session.view);
  assert.deepEqual(answer, { contentOffset: { x: 0, y: 0 }, contentSize: { width: 0, height: 0 } });
});

test("core.ts reportPreferredSize: a report the layout fails on moves the view nowhere", () => {
  const { session } = opened("waterfall", [20], column(20, { width: 300, height: 80 }));
  const core = session.core;
  const answer = core.reportPreferredSize({ width: 300, height: 200 }, { kind: "cell", section: 0, item: 3 }, session.view.at({ x: 0, y: 1e16 }));
  assert.equal(core.driver, undefined, "an offset past ±1e15 points fails the layout");
  assert.deepEqual(answer.contentOffset, { x: 0, y: 0 });
  assert.equal(core.takeUnreportedErrors().length, 1);
});

test("core.ts reportPreferredSize: a report within a batch update stages only how far the view moves", () => {
  const { session } = opened("waterfall", [20], column(20, { width: 300, height: 80 }));
  const core = session.core;
  core.beginUpdates([]);
  const answer = core.reportPreferredSize({ width: 300, height: 200 }, { kind: "cell", section: 0, item: 3 }, session.view);
  assert.deepEqual(answer.contentOffset, { x: 0, y: 0 }, "staged, not given now");
  assert.deepEqual(core.endUpdates(), { x: 0, y: 0 }, "the view at the top moves nowhere, across or down");
});

test("core.ts beginUpdates: an update while the layout failed forgets the sizes cells reported", () => {
  const { session } = opened("waterfall", [20], column(20, { width: 300, height: 80 }));
  const core = session.core;
  const height = () => core.attributesFor({ kind: "cell", section: 0, item: 3 }).frame.height;
  const given = height();
  session.report({ section: 0, item: 3 }, { width: 300, height: 200 });
  assert.ok(height() > given, "the reported size is laid out");
  core.scroll(session.view.at({ x: 0, y: 1e16 }));
  assert.equal(core.driver, undefined, "an offset past ±1e15 points fails the layout");
  core.beginUpdates([]);
  core.endUpdates();
  core.invalidate(true, false);
  core.prepare(session.view.at({ x: 0, y: 0 }), [20], 1, false, () => column(20, { width: 300, height: 80 }));
  assert.equal(height(), given, "no layout to follow them through the update");
});

test("core.ts beginUpdates: an update list that does not fit the counts forgets the reported sizes at once", () => {
  const { session } = opened("waterfall", [20], column(20, { width: 300, height: 80 }));
  const core = session.core;
  const height = () => core.attributesFor({ kind: "cell", section: 0, item: 3 }).frame.height;
  const given = height();
  session.report({ section: 0, item: 3 }, { width: 300, height: 200 });
  assert.ok(height() > given);
  core.beginUpdates([{ action: "insert", after: [0, 25] }]);
  assert.equal(height(), given, "an insertion past the counts: the reports cannot be followed");
  core.endUpdates();
});

test("core.ts beginUpdates: the checked batch is the core's until the update ends, for a shell to animate from", () => {
  const { session } = opened("waterfall", [20], column(20, { width: 300, height: 80 }));
  const core = session.core;
  core.invalidate(false, true);
  core.prepare(session.view, [21], 1, false, () => column(21, { width: 300, height: 80 }));
  core.beginUpdates([{ action: "insert", after: [0, 20] }]);
  assert.deepEqual(core.batch?.newCounts, [21]);
  core.endUpdates();
  assert.equal(core.batch, undefined);
});

test("core.ts changedElements: a scroll of a layout with effects names the elements whose attributes changed", () => {
  const { session } = opened("line_effects", [30], undefined);
  const scrolled = session.core.invalidation(session.view.at({ x: 0, y: 40 }));
  assert.ok(scrolled.elements.length > 0, "the effects move with the offset");
  assert.ok(scrolled.elements.every((id) => id.kind === "cell"));
});

test("core.ts changedElements: the elements named are those that came, went or changed, each once", () => {
  const { session } = opened("line_effects", [60], undefined);
  const core = session.core;
  const key = (id) => `${id.kind}:${id.section}:${id.item}`;
  const before = new Map(core.driver.kept.map((element) => [key(element.id), JSON.stringify(element)]));
  const named = core.invalidation(session.view.at({ x: 0, y: 2000 })).elements.map(key);
  const after = new Map(core.driver.kept.map((element) => [key(element.id), JSON.stringify(element)]));
  const expected = [...new Set([...before.keys(), ...after.keys()])].filter((id) => before.get(id) !== after.get(id));
  assert.ok([...before.keys()].some((id) => !after.has(id)) && [...after.keys()].some((id) => !before.has(id)), "some went, some came");
  assert.deepEqual([...named].sort(), expected.sort());
  assert.equal(new Set(named).size, named.length);
});

test("session.ts: a session not opened has no viewport, sits at offset zero, and lays out at text scale 1 once sized", () => {
  const session = new CollectionSession(layoutNamed, "waterfall");
  assert.deepEqual(session.viewport, { width: 0, height: 0 });
  assert.deepEqual(session.outcome().offset, { x: 0, y: 0 });
  const sized = session.resize(phone);
  assert.deepEqual(sized.errors, []);
  assert.equal(sized.failed, false);
  assert.equal(session.core.driver.input.textScale, 1);
});

test("session.ts scrollToItem: the first item is a cell to scroll to, and the scroll is made once", () => {
  const { session } = opened("waterfall", [50], column(50, { width: 300, height: 80 }), { x: 0, y: 2000 });
  const scrolled = session.scrollToItem({ section: 0, item: 0 });
  assert.ok(scrolled.offset.y === 0, `at the top, not ${scrolled.offset.y}`);
  assert.equal(scrolled.pending, undefined);
  assert.equal(session.scroll({ x: 0, y: 500 }).offset.y, 500, "not scrolled back to the item at the next event");
});

test("session.ts open: Reduce Motion given at open is the layout's; a drag ends when the finger lifts", () => {
  const session = new CollectionSession(layoutNamed, "waterfall");
  session.open({ viewport: phone, counts: [20], sizes: column(20, { width: 300, height: 80 }), reduceMotion: true });
  assert.equal(session.core.driver.input.reduceMotion, true);
  session.dragBegin();
  assert.equal(session.dragging, true);
  session.dragEnd({ x: 0, y: 0 });
  assert.equal(session.dragging, false);
});

test("core.ts layOut: a layout change before the first layout is spent by it, not by the next change of counts", () => {
  const sizes = column(20, { width: 300, height: 80 });
  const { session } = opened("waterfall", [20], sizes, { x: 0, y: 300 });
  const core = new CollectionLayoutCore(layoutNamed("waterfall"));
  core.layoutDidChange();
  core.prepare(session.view, [20], 1, false, () => sizes);
  core.invalidate(false, true);
  core.prepare(session.view, [20], 1, false, () => sizes);
  const proposed = { x: 0, y: 123 };
  assert.deepEqual(core.offsetAfterChange(proposed, noInsets), proposed, "nothing anchored: the counts may differ, the layout did not change");
});

test("updateEntries.ts: a reloaded item and a reloaded section are updates that fit", () => {
  for (const entry of [{ action: "reload", before: [0, 3], after: [0, 3] }, { action: "reload", before: [0] }]) {
    const { session } = opened("waterfall", [20], column(20, { width: 300, height: 80 }));
    session.core.beginUpdates([entry]);
    assert.notEqual(session.core.batch, undefined, JSON.stringify(entry));
    session.core.endUpdates();
  }
});

test("viewBounds.ts noInsets: a session opened with no insets and no offset sits at zero", () => {
  const session = new CollectionSession(layoutNamed, "waterfall");
  const outcome = session.open({ viewport: phone, counts: [20], sizes: column(20, { width: 300, height: 80 }) });
  assert.ok(outcome.offset.x === 0 && outcome.offset.y === 0, JSON.stringify(outcome.offset));
});
