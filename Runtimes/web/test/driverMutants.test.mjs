// Rules of ScrollDriver's own API that no scripted session of the vectors reaches (the mutation
// round, core ts-driver-view, found them unchecked: scripts/mutation-score.py).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { CompiledLayout, LayoutError, ScrollDriver } from "../build/tessera.js";
import { keptInViewOf } from "../build/modules/driver/switching.js";
import { BatchUpdate } from "../build/modules/driver/updates.js";
import { input, layoutNames, readVectors } from "./vectors.mjs";

/** A driver for each vector case that lays out, with its layout's name. */
function* drivers() {
  for (const name of layoutNames()) {
    const vectors = readVectors(`layouts/${name}`);
    const layout = CompiledLayout.load(vectors.compiled, vectors.file);
    for (const vector of vectors.cases) {
      if (vector.error !== undefined) continue;
      try {
        yield [name, new ScrollDriver(layout, input(vector.input))];
      } catch (error) {
        if (!(error instanceof LayoutError)) throw error;
      }
    }
  }
}

test("a sideways scroll of a section rests with no velocity as with a velocity of 0", () => {
  let sections = 0, moved = 0;
  for (const [name, driver] of drivers()) {
    for (let section = 0; section < driver.prepared.sectionCount; section++) {
      if (!driver.prepared.isOrthogonal(section)) continue;
      sections += 1;
      for (const proposed of [37.5, 410]) {
        const still = driver.restingOffset(section, proposed, 0);
        assert.equal(driver.restingOffset(section, proposed), still, `${name}: section ${section} from ${proposed}`);
        if (driver.restingOffset(section, proposed, 1) !== still) moved += 1;
      }
    }
  }
  // Else the check above could not tell a default velocity of 1 from 0.
  assert.ok(sections > 0 && moved > 0, `orthogonal sections ${sections}, moved by a velocity of 1: ${moved}`);
});

test("a resting offset asked from an offset that is not finite, or past ±1e15, is an error that says so", () => {
  const [, driver] = drivers().next().value;
  for (const proposed of [{ x: Number.NaN, y: 0 }, { x: 0, y: Number.POSITIVE_INFINITY }, { x: 2e15, y: 0 }]) {
    assert.throws(() => driver.restingOffset(proposed, { x: 0, y: 0 }), (error) => error instanceof LayoutError && /an offset or velocity must be finite/.test(error.message),
      JSON.stringify(proposed));
  }
});

test("a chat kept to its end prepares again on a resize only when its content is shorter than a viewport", () => {
  const layout = CompiledLayout.load(readVectors("layouts/chat.json").compiled, "chat.json");
  const sizes = [Array(6).fill(50)];
  const driverFor = (height) => new ScrollDriver(layout, { viewport: { width: 375, height }, sectionCounts: [6], itemSizes: sizes });
  const measured = driverFor(5000).prepared;
  assert.equal(measured.gravity, "end");
  assert.ok(!measured.hasEffects && !measured.snaps && layout.reads.size === 0, "else every resize prepares again");
  const length = measured.contentSize.height - measured.sectionStarts[0];
  // Content exactly as long as the viewport, which then shrinks: it is no shorter than either, so
  // the geometry is kept.
  const exact = driverFor(length);
  exact.resize({ width: 375, height: length - 100 });
  assert.deepEqual([exact.work.prepares, exact.work.adoptedSizes], [1, 1]);
  // A viewport longer than the content: it sits against the new end, so it is prepared again.
  const short = driverFor(length);
  short.resize({ width: 375, height: length + 100 });
  assert.deepEqual([short.work.prepares, short.work.adoptedSizes], [2, 0]);
  assert.equal(short.prepared.sectionStarts[0], 100);
});

test("each frame the driver makes is counted in its work", () => {
  const [, driver] = drivers().next().value;
  const before = driver.work.frames;
  driver.scroll({ x: 0, y: 40 });
  driver.scroll({ x: 0, y: 0 });
  assert.equal(driver.work.frames, before + 2);
});

test("a switch's anchor that began before the edge stays only while it reaches past it", () => {
  const [name, driver] = drivers().next().value;
  const id = { kind: "cell", section: 0, item: 0 };
  const length = driver.prepared.mapping.uSize(driver.prepared.attributes(id, driver.position).frame);
  assert.ok(length > 0, `${name}: item 0 has a length`);
  // Its end just past the edge: kept where it is; its end at the edge: out of view, so at the edge.
  assert.deepEqual(keptInViewOf({ id, distance: -length / 2 }, driver.prepared, driver.position), { id, distance: -length / 2 });
  assert.deepEqual(keptInViewOf({ id, distance: -length }, driver.prepared, driver.position), { id, distance: 0 });
});

test("a batch that deletes a section past the last one does not fit", () => {
  assert.equal(BatchUpdate.make([3, 4], [{ deleteSection: { section: 2 } }]), undefined);
  assert.deepEqual(BatchUpdate.make([3, 4], [{ deleteSection: { section: 1 } }])?.newCounts, [3]);
});

test("a change whose frame fails leaves the driver's input, layout and offset as they were", () => {
  // Spiky scales each 100-wide cell by 1 / its distance from the viewport's centre: a frame with a
  // cell centred there fails after the layout was prepared (Tests/Fixtures/Fallback/spiky.yaml).
  const spiky = CompiledLayout.load(readFileSync(new URL("../../../Tests/Fixtures/Fallback/spiky.json", import.meta.url)), "spiky.json");
  const driver = new ScrollDriver(spiky, { viewport: { width: 400, height: 200 }, sectionCounts: [10] });
  const prepared = driver.prepared;
  // 400 wide at offset 0, the centre (200) is no cell's; 300 wide, it (150) is cell 1's.
  for (const change of [() => driver.reload({ viewport: { width: 300, height: 200 }, sectionCounts: [10] }),
                        () => driver.resize({ width: 300, height: 200 })]) {
    driver.scroll({ x: 0, y: 0 });
    assert.throws(change, LayoutError);
    assert.equal(driver.input.viewport.width, 400);
    assert.equal(driver.viewport.width, 400);
    assert.equal(driver.prepared, prepared);
    assert.deepEqual(driver.offset, { x: 0, y: 0 });
  }
});
