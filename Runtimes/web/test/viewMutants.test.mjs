// Rules of the view stage's modules that run without a DOM and that no other node test reaches
// (the mutation round, core ts-driver-view, found them unchecked: scripts/mutation-score.py).
// They are loaded from the compiled modules, with the classes they work with from the same
// module graph.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CompiledLayout } from "../build/modules/index.js";
import { LayoutNames } from "../build/modules/view/layoutNames.js";
import { ScrollMotion } from "../build/modules/view/scrollRest.js";
import { repository } from "./vectors.mjs";

const fixture = (name) => CompiledLayout.load(readFileSync(join(repository, "Tests/Fixtures/Fallback", name)), name);

test("the view's names for its layouts are one a layout, each naming its own layout", () => {
  const names = new LayoutNames();
  const first = fixture("plain.json"), second = fixture("spiky.json");
  const firstName = names.nameOf(first);
  const secondName = names.nameOf(second);
  assert.notEqual(firstName, secondName);
  assert.equal(names.nameOf(first), firstName, "a layout named again keeps its name");
  assert.equal(names.layout(firstName), first);
  assert.equal(names.layout(secondName), second);
});

/** A scroll motion over a scroller and a session of the test's own: the session's dragEnd answers
 * the resting offset `rest(proposed)`, and records the velocity it was given. Its timer stops
 * when test `t` ends, should a motion never come to rest. */
function motionOver(t, rest = (proposed) => proposed) {
  const ends = [], glides = [];
  const scroller = { scrollLeft: 0, scrollTop: 0, scrollTo: (to) => glides.push(to) };
  const host = {
    scroller, switching: false,
    session: { dragging: false, dragBegin: () => ({}), dragEnd: (velocity) => { ends.push(velocity); return { offset: rest({ x: scroller.scrollLeft, y: scroller.scrollTop }) }; } },
    settled: () => true,
  };
  const motion = new ScrollMotion(host, 10);
  t.after(() => motion.stop());
  /** Scroll events at each [x, y], `gap` ms apart from now (the scroller follows); then waits
   * for the motion to come to rest (10 ms after its last event; at most 2 s): the session asked,
   * or, for the view's own glide (`asked` false), the motion no longer resting (a private field
   * read, as nothing else shows it). */
  const scroll = async (points, { gap = 20, asked = true } = {}) => {
    // Whole milliseconds, so that the gaps are exact.
    const count = ends.length, start = Math.ceil(performance.now());
    points.forEach(([x, y], index) => {
      scroller.scrollLeft = x;
      scroller.scrollTop = y;
      motion.moved(x, y, start + gap * index);
    });
    const deadline = performance.now() + 2000;
    while ((asked ? ends.length === count : motion.resting) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { ends, glides, scroll };
}

test("a scroll motion's speed is points a second, each event's half the last one's, and forgotten at rest", async (t) => {
  const { ends, scroll } = motionOver(t);
  // Still, then 8 and 10 points in 20 ms: 400 and 500 points a second, halved (the speed before
  // was 0).
  await scroll([[0, 0], [8, 10]]);
  assert.deepEqual(ends, [{ x: 200, y: 250 }]);
  // The next motion starts from no speed: one moving only down has none across, and one moving
  // only across none down.
  await scroll([[8, 10], [8, 20]]);
  await scroll([[8, 20], [18, 20]]);
  // Events at the same time: the speed is taken over 1 ms.
  await scroll([[18, 20], [18, 22]], { gap: 0 });
  assert.deepEqual(ends.slice(1), [{ x: 0, y: 250 }, { x: 250, y: 0 }, { x: 0, y: 1000 }]);
});

test("the view's own glide to where a motion rests is no fling: the next motion starts from no speed", async (t) => {
  const { ends, glides, scroll } = motionOver(t, (proposed) => ({ x: proposed.x, y: proposed.y + 30 }));
  await scroll([[0, 0], [8, 10]]);
  assert.deepEqual(glides, [{ left: 8, top: 40, behavior: "smooth" }]);
  // The glide's own events come to rest without asking the session.
  await scroll([[8, 25], [8, 40]], { asked: false });
  assert.equal(ends.length, 1, "the glide's end is not a motion's");
  // A motion down alone: no speed across.
  await scroll([[8, 40], [8, 50]]);
  assert.deepEqual(ends.slice(1), [{ x: 0, y: 250 }]);
});

test("a motion resting half a point or more from where the session rests it glides there; nearer, it stays", async (t) => {
  for (const [by, glided] of [[0.5, true], [0.25, false], [-0.5, true]]) {
    for (const axis of ["x", "y"]) {
      const { glides, scroll } = motionOver(t, (proposed) => ({ ...proposed, [axis]: proposed[axis] + by }));
      await scroll([[0, 0], [10, 10]]);
      assert.equal(glides.length, glided ? 1 : 0, `a rest ${by} from it along ${axis}`);
    }
  }
});
