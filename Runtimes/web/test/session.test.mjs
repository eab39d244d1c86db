// The web session model keeps the fixes of issue 58's defects 1–8 and 11, each checked as Swift's
// tests check its core (Tests/TesseraRuntimeTests: CollectionViewContractTests,
// LayoutTransitionTests, LazyCollectionCoreTests), on the layouts of the shared vectors. The
// session vectors (sessions.test.mjs) hold the port to Swift's numbers; these name the rules.
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
const column = (count, size) => [Array.from({ length: count }, (_, item) => (typeof size === "function" ? size(item) : size))];
const frameOf = (outcome, item) => outcome.elements.find((element) => element.id.kind === "cell" && element.id.item === item)?.frame;

function opened(layout, counts, sizes, offset = { x: 0, y: 0 }) {
  const session = new CollectionSession(layoutNamed, layout);
  const outcome = session.open({ viewport: phone, offset, counts, sizes });
  return { session, outcome };
}

test("defect 1: a chat at its end follows the end into a layout prepared before, as into a new one", () => {
  for (const prepared of [false, true]) {
    const sizes = column(200, (item) => ({ width: 300, height: 60 + (item % 5) * 20 }));
    const { session, outcome } = opened("chat", [200], sizes);
    assert.ok(outcome.offset.y > 0 && outcome.anchor === undefined, "the chat opens at its end");
    if (prepared) {
      // The app toggles two layouts: the waterfall was shown (and prepared) before.
      session.switchLayout("waterfall", false);
      session.switchLayout("chat", true);
      session.scroll(session.core.view.contentOffset(session.core.driver.endOffset));
    }
    const switched = session.switchLayout("waterfall", prepared);
    assert.equal(switched.offset.y, session.core.driver.endOffset.y, `prepared: ${prepared}`);
    assert.notEqual(switched.offset.y, outcome.offset.y, "the waterfall's end is another offset");
  }
});

test("defect 2: a layout prepared as a transition's next layout asks for no offset until it is the view's", () => {
  const sizes = column(200, { width: 300, height: 80 });
  const next = new CollectionLayoutCore(layoutNamed("chat"));
  const { session } = opened("grid", [200], undefined);
  next.prepare(session.view, [200], 1, false, () => sizes);
  assert.equal(next.offsetToTakeNow({ top: 0, left: 0, bottom: 0, right: 0 }, false), undefined);
  next.prepare(session.view, [200], 1, false, () => sizes);
  assert.equal(next.offsetToTakeNow({ top: 0, left: 0, bottom: 0, right: 0 }), undefined, "not due later either");
  assert.equal(next.offsetAfterChange({ x: 0, y: 0 }, { top: 0, left: 0, bottom: 0, right: 0 }).y, next.driver.endOffset.y);
});

test("defect 3: an interactive move in a layout sized by the app lays the items out at their new places; a cancel changes nothing", () => {
  const sizes = column(30, { width: 100, height: 50 });
  sizes[0][0] = { width: 100, height: 300 };
  const { session, outcome } = opened("waterfall", [30], sizes);
  const tall = frameOf(outcome, 0).height, short = frameOf(outcome, 1).height;
  const target = frameOf(outcome, 5);
  session.moveBegin({ section: 0, item: 0 });
  const moving = session.moveTarget({ x: target.x + target.width / 2, y: target.y + target.height / 2 });
  assert.deepEqual(moving.moving, { source: { section: 0, item: 0 }, target: { section: 0, item: 5 } });
  assert.equal(frameOf(session.moveCancel(), 0).height, tall);
  session.moveBegin({ section: 0, item: 0 });
  session.moveTarget({ x: target.x + target.width / 2, y: target.y + target.height / 2 });
  const moved = sizes.map((section) => section.slice());
  moved[0].splice(5, 0, moved[0].splice(0, 1)[0]);
  const ended = session.moveEnd([30], moved);
  assert.equal(frameOf(ended, 5).height, tall);
  assert.equal(frameOf(ended, 0).height, short);
  assert.equal(ended.moving, undefined);
});

test("defect 4: a move that invalidates no counts keeps the sizes cells reported, at their items' new places", () => {
  const sizes = column(20, { width: 100, height: 146 });
  const { session } = opened("waterfall", [20], sizes);
  session.report({ section: 0, item: 2 }, { width: 100, height: 300 });
  const reported = session.report({ section: 0, item: 1 }, { width: 100, height: 250 });
  const grown = frameOf(reported, 2).height, other = frameOf(reported, 1).height;
  const after = session.update([{ action: "move", before: [0, 2], after: [0, 5] }], [20], sizes, false);
  assert.equal(after.reported, 2);
  assert.equal(session.core.attributesFor({ kind: "cell", section: 0, item: 5 }).frame.height, grown);
  assert.equal(session.core.attributesFor({ kind: "cell", section: 0, item: 1 }).frame.height, other);
});

test("defect 5: a chat at its end whose last message the app grows follows the end", () => {
  const sizes = column(80, { width: 300, height: 96 });
  const { session, outcome } = opened("chat", [80], sizes);
  const end = outcome.offset.y;
  assert.equal(end, session.core.driver.endOffset.y);
  const grown = sizes.map((section) => section.slice());
  grown[0][79] = { width: 300, height: 443 };
  const after = session.appSizes(grown);
  assert.ok(after.offset.y > end);
  assert.equal(after.offset.y, session.core.driver.endOffset.y);
});

test("defect 6: an item above the screen grown by the app moves nothing in view", () => {
  const sizes = column(60, { width: 100, height: 120 });
  const { session } = opened("waterfall", [60], sizes);
  const before = session.scroll({ x: 0, y: 1500 });
  assert.ok(before.anchor !== undefined);
  const grown = sizes.map((section) => section.slice());
  grown[0][0] = { width: 100, height: 420 };
  const after = session.appSizes(grown);
  assert.equal(after.anchor.item, before.anchor.item);
  assert.equal(after.anchor.distance, before.anchor.distance);
  assert.equal(frameOf(after, before.anchor.item).y - after.offset.y, frameOf(before, before.anchor.item).y - before.offset.y);
});

test("defect 7: an item the app invalidates alone takes its new size", () => {
  const sizes = column(30, { width: 100, height: 79 });
  const { session, outcome } = opened("waterfall", [30], sizes);
  const width = frameOf(outcome, 3).width;
  const grown = sizes.map((section) => section.slice());
  grown[0][3] = { width: 100, height: 400 };
  const after = session.appSizes(grown, [{ section: 0, item: 3 }]);
  assert.equal(frameOf(after, 3).height, 400 * width / 100);
});

test("defect 8: a moved item does not take the view along when the items change without an update list", () => {
  // A layout with effects: every scroll reaches the core (a collection that compares its data
  // asks for the elements at each offset).
  const { session } = opened("line_effects", [200], undefined);
  const before = session.scroll({ x: 0, y: 2000 });
  const first = before.anchor.item;
  const neighbour = frameOf(before, first + 1);
  // The first item in view moves six places on (a re-sort): its neighbour, now in its place,
  // stays where it was on the screen.
  const after = session.itemsChanged([{ action: "move", before: [0, first], after: [0, first + 6] }], [200], undefined);
  assert.equal(frameOf(after, first).y - after.offset.y, neighbour.y - before.offset.y);
  assert.ok(Math.abs(after.offset.y - before.offset.y) < before.elements.length * 200, "the view did not follow the moved item");
});

test("defect 11: the first cell in view stays in view across a switch; from the very top the new layout opens at the top", () => {
  for (const prepared of [false, true]) {
    const { session, outcome } = opened("magazine", [200], undefined);
    const large = outcome.elements.find((element) => element.id.kind === "cell" && element.frame.y > 0 && element.frame.height > 220);
    assert.ok(large, "magazine has a large cell on its first screen");
    session.scroll({ x: 0, y: large.frame.y + 200 });
    const switched = session.switchLayout("grid", prepared);
    const cell = frameOf(switched, large.id.item);
    assert.ok(cell !== undefined && cell.height < 200, `the cell is shorter than the part that was above the top (prepared: ${prepared})`);
    assert.equal(cell.y, switched.offset.y, `its top at the viewport's top (prepared: ${prepared})`);
  }
  const top = opened("magazine", [200], undefined).session.switchLayout("grid", false);
  assert.equal(top.offset.y, 0);
});

test("a scroll to an item the data does not have yet waits for the data", () => {
  const { session } = opened("grid", [0], undefined);
  const waiting = session.scrollToItem({ section: 0, item: 60 });
  assert.deepEqual(waiting.pending, { section: 0, item: 60 });
  const arrived = session.reloadData([200], undefined);
  assert.equal(arrived.pending, undefined);
  assert.ok(arrived.offset.y > 0 && frameOf(arrived, 60).y === arrived.offset.y);
});

test("an append continues the layout (extend), keeping the first cell in view or the end, as a full layout would", () => {
  for (const [name, offset] of [["waterfall", { x: 0, y: 2000 }], ["chat", undefined]]) {
    const sizes = column(400, (item) => ({ width: 300, height: 60 + (item % 7) * 15 }));
    const more = column(600, (item) => ({ width: 300, height: 60 + (item % 7) * 15 }));
    const appended = opened(name, [400], sizes, offset);
    const work = () => appended.session.core.driver.work;
    const before = { ...work() };
    const outcome = appended.session.append([600], more);
    assert.equal(work().extends, before.extends + 1, `${name}: the layout continued`);
    assert.equal(work().prepares, before.prepares, `${name}: not computed again`);
    // The same change as a batch update of 200 inserts, laid out whole: the same offset and elements.
    const reloaded = opened(name, [400], sizes, offset);
    const inserts = Array.from({ length: 200 }, (_, index) => ({ action: "insert", after: [0, 400 + index] }));
    const full = reloaded.session.update(inserts, [600], more);
    assert.deepEqual(outcome.offset, full.offset, `${name}: offset`);
    assert.deepEqual(outcome.elements.map((element) => element.frame), full.elements.map((element) => element.frame), `${name}: frames`);
  }
});

// The four events only the TypeScript session has (docs/SESSIONS.md, after the event table):
// each is checked where the offset it keeps differs from the one the core anchors.
const movedSizes = (sizes, from, to) => {
  const moved = sizes.map((section) => section.slice());
  moved[0].splice(to, 0, moved[0].splice(from, 1)[0]);
  return moved;
};

test("a step of drag to reorder keeps the view's offset where the core would anchor another", () => {
  const sizes = column(60, (item) => ({ width: 300, height: 60 + (item % 7) * 25 }));
  // The first cell in view moved one place on (waterfall), and an item above the view moved
  // below it (a list): the anchored offset would shift the content under the pointer.
  for (const [name, from, to] of [["waterfall", "first", 1], ["line_effects", 0, 20]]) {
    const stepped = opened(name, [60], sizes);
    const before = stepped.session.scroll({ x: 0, y: 1500 });
    const source = from === "first" ? before.anchor.item : from;
    const target = from === "first" ? source + to : to;
    const entries = [{ action: "move", before: [0, source], after: [0, target] }];
    const step = stepped.session.moveStep(entries, [60], movedSizes(sizes, source, target));
    // The same move as an update: the core's anchored offset, another one here.
    const updated = opened(name, [60], sizes);
    updated.session.scroll({ x: 0, y: 1500 });
    const anchored = updated.session.update(entries, [60], movedSizes(sizes, source, target));
    assert.notEqual(anchored.offset.y, before.offset.y, `${name}: the core anchors another offset`);
    assert.deepEqual(step.offset, before.offset, `${name}: the offset kept`);
    assert.ok(step.contentSize.height > before.offset.y + phone.height, `${name}: within the content`);
  }
});

test("a step of drag to reorder at the content's end holds the offset within the new end", () => {
  const sizes = column(60, (item) => ({ width: 300, height: 60 + (item % 7) * 25 }));
  const { session, outcome } = opened("waterfall", [60], sizes);
  const end = session.scroll({ x: 0, y: outcome.contentSize.height - phone.height });
  const first = end.anchor.item;
  const entries = [{ action: "move", before: [0, first], after: [0, 59] }];
  const step = session.moveStep(entries, [60], movedSizes(sizes, first, 59));
  assert.ok(step.contentSize.height < end.contentSize.height, "the move shortens the waterfall");
  assert.equal(step.offset.y, step.contentSize.height - phone.height, "held at the new end");
  const updated = opened("waterfall", [60], sizes);
  updated.session.scroll(end.offset);
  const anchored = updated.session.update(entries, [60], movedSizes(sizes, first, 59));
  assert.notEqual(anchored.offset.y, step.offset.y, "the core anchors another offset");
});

test("a cancelled switch shows the layout before again at the offset it had", () => {
  const { session, outcome } = opened("magazine", [200], undefined);
  const large = outcome.elements.find((element) => element.id.kind === "cell" && element.frame.y > 0 && element.frame.height > 220);
  const before = session.scroll({ x: 0, y: large.frame.y + 200 });
  const switched = session.switchLayout("grid", false);
  assert.notEqual(switched.offset.y, before.offset.y, "the grid anchors the cell at another offset");
  // A switch back would anchor the large cell's top at the viewport's top: another offset.
  const twin = opened("magazine", [200], undefined).session;
  twin.scroll(before.offset);
  twin.switchLayout("grid", false);
  assert.notEqual(twin.switchLayout("magazine", true).offset.y, before.offset.y, "a switch back anchors another offset");
  const cancelled = session.cancelSwitch(undefined);
  assert.equal(session.layoutName, "magazine");
  assert.deepEqual(cancelled.offset, before.offset);
  assert.deepEqual(cancelled.anchor, before.anchor);
  assert.deepEqual(cancelled.elements.map((element) => element.frame), before.elements.map((element) => element.frame));
});

test("a layout replaced with new data keeps only the offset, held within the new content's ends", () => {
  const insets = { top: 20, left: 0, bottom: 30, right: 0 };
  const replaced = (counts) => {
    const session = new CollectionSession(layoutNamed, "magazine");
    session.open({ viewport: phone, insets, offset: { x: 0, y: -insets.top }, counts: [200] });
    const before = session.scroll({ x: 0, y: 1500 });
    return { before, after: session.replaceLayout("grid", counts, undefined) };
  };
  // Long enough: the offset itself, not the first cell in view's place.
  const long = replaced([200]);
  assert.deepEqual(long.after.offset, long.before.offset);
  assert.notEqual(long.after.anchor.item, long.before.anchor.item, "no cell kept in view");
  // Shorter than the offset: held at the new end (the trailing inset past the content).
  const shorter = replaced([40]);
  const shorterEnd = shorter.after.contentSize.height + insets.bottom - phone.height;
  assert.ok(shorterEnd > 0 && shorterEnd < shorter.before.offset.y, "its end is above the offset");
  assert.equal(shorter.after.offset.y, shorterEnd);
  // Shorter than the viewport: held at the top, less the leading inset.
  const short = replaced([3]);
  assert.equal(short.after.offset.y, -insets.top);
});
