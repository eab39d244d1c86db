// A random session driver of the web's interactive transitions (docs/SESSIONS.md, "Every call,
// sent"): for every layout switch of the vectors (switches.json), a LayoutTransition held
// part-way by a gesture — `progress` set to random fractions (and values outside 0…1), `offset`
// read — then finished or cancelled. At each step the nodes are drawn as `interpolate` draws the
// switch at that fraction, and the offset is the old one mixed with the new. It logs what it sent
// (the feature `transitionProgress`) to .build/sent-features/WebTransitions.json
// (TESSERA_SENT_FEATURES names another folder), which scripts/check-entry-points.py reads.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CompiledLayout, LayoutTransition, ScrollDriver, interpolate, switchedDriver, transitionEnds } from "../build/tessera.js";
import { flat, input, number, readVectors, repository, same } from "./vectors.mjs";

const sent = new Set();

/** The log of what this driver sent, written whole (the check reads the features). */
function writeLog() {
  const folder = process.env.TESSERA_SENT_FEATURES ?? join(repository, ".build", "sent-features");
  mkdirSync(folder, { recursive: true });
  const text = JSON.stringify({ driver: "WebTransitions", features: [...sent].sort() }, null, 2) + "\n";
  writeFileSync(join(folder, "WebTransitions.json.part"), text);
  renameSync(join(folder, "WebTransitions.json.part"), join(folder, "WebTransitions.json"));
}

/** A seeded generator (mulberry32): the same sessions every run. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A host as TesseraView is one, without a DOM: it keeps what each node is drawn as. */
function host() {
  const drawn = new Map();
  return {
    drawn,
    ended: undefined,
    scroller: { scrollTo() {} },
    content: { style: { transform: "" } },
    move(node, before, after) { drawn.set(node, after); },
    sizeContent() {},
    reduceMotion: false,
    transitionEnded(transition, driver) { this.ended = driver; },
  };
}

/** One transition held part-way at random fractions, then let go of; the first difference, or undefined. */
function drive(random, from, to, approximate, where) {
  const ends = transitionEnds(from, to);
  // The pairs as TesseraView makes them (pairedNodes), in interpolate's order: an element one
  // side lacks faded on that side.
  const key = (element) => `${element.id.kind}:${element.id.section}:${element.id.item}`;
  const before = new Map(ends.from.map((element) => [key(element), element]));
  const after = new Map(ends.to.map((element) => [key(element), element]));
  const order = interpolate(ends.from, ends.to, 0).map(key);
  const starts = order.map((name) => before.get(name) ?? { ...after.get(name), alpha: 0 });
  const finals = order.map((name) => after.get(name) ?? { ...before.get(name), alpha: 0 });
  const nodes = starts.map((_, index) => ({ index }));
  const view = host();
  const transition = new LayoutTransition(view, from, to, starts, finals, nodes, starts.map((element) => ({ ...element, frame: { ...element.frame }, translation: { ...element.translation } })));
  for (let step = 0; step < 6; step++) {
    const value = random() < 0.15 ? (random() < 0.5 ? -0.5 : 1.5) : random();
    transition.progress = value;
    sent.add("transitionProgress");
    const t = Math.min(1, Math.max(0, value));
    if (transition.progress !== t) return `${where}: progress ${transition.progress} after setting ${value}`;
    const expected = interpolate(ends.from, ends.to, t).map(flat);
    const found = nodes.map((node) => flat(view.drawn.get(node)));
    const differing = expected.findIndex((row, at) => !row.every((entry, index) => same(entry, found[at][index], approximate || 1e3)));
    if (expected.length !== found.length || differing >= 0) {
      return `${where} at ${t}: element ${differing} ${JSON.stringify(expected[differing])} expected, drawn ${JSON.stringify(found[differing])}`;
    }
    const offset = transition.offset;
    const mixed = (a, b) => a + (b - a) * t;
    for (const axis of ["x", "y"]) {
      const wanted = mixed(from.offset[axis], to.offset[axis]);
      if (Math.abs(offset[axis] - wanted) > 1e-9 * Math.max(1, Math.abs(wanted))) return `${where} at ${t}: offset ${axis} ${offset[axis]}, not ${wanted}`;
    }
    if (t === 0 && (offset.x !== from.offset.x || offset.y !== from.offset.y)) return `${where}: at 0 the offset is not the old layout's`;
    if (t === 1 && (offset.x !== to.offset.x || offset.y !== to.offset.y)) return `${where}: at 1 the offset is not the new layout's`;
  }
  // Let go of: without animation frames (node), at once.
  const finish = random() < 0.5;
  if (finish) transition.finish(); else transition.cancel();
  if (!transition.ended || view.ended !== (finish ? to : from)) return `${where}: ${finish ? "finished" : "cancelled"}, the view was not handed the ${finish ? "new" : "old"} layout`;
  transition.progress = 0.5;
  if (transition.progress !== (finish ? 1 : 0)) return `${where}: progress set after the end moved it to ${transition.progress}`;
  return undefined;
}

test("interactive transitions held part-way draw the switch's interpolation and mix the offsets", () => {
  const { switches } = readVectors("switches.json");
  const cache = new Map();
  const layouts = (name) => {
    if (!cache.has(name)) {
      const vectors = readVectors(`layouts/${name}.json`);
      cache.set(name, CompiledLayout.load(vectors.compiled, vectors.file));
    }
    return cache.get(name);
  };
  const random = seeded(58);
  const failures = [];
  let driven = 0;
  for (const vector of switches) {
    for (const step of vector.steps) {
      const from = new ScrollDriver(layouts(vector.from), input(vector.input), { x: 0, y: 0 }, vector.margin);
      from.scroll({ x: number(step.offset[0]), y: number(step.offset[1]) });
      const failure = drive(random, from, switchedDriver(from, layouts(vector.to)), vector.approximate, `${vector.from} → ${vector.to} at ${step.offset}`);
      if (failure !== undefined) failures.push(failure);
      driven += 1;
    }
  }
  writeLog();
  assert.deepEqual(failures.slice(0, 6), [], `${failures.length} of ${driven} transitions differ`);
  assert.ok(driven >= 20, `only ${driven} transitions driven`);
});
