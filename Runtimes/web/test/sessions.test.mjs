// The web session model decides what Swift's CollectionLayoutCore decides: every session of the
// session vectors (docs/SESSIONS.md; `tessera-vectors` writes sessions.json) replayed event by
// event on CollectionSession gives Swift's outcome after each event: the offset, the content
// size, the first cell in view, the elements in the view, the sizes kept, the move, the pending
// scroll and the errors. A mismatch names the session, the event and what differs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { CollectionSession, CompiledLayout } from "../build/tessera.js";
import { flat, number, readVectors, vectorsDirectory } from "./vectors.mjs";

const point = (pair) => ({ x: number(pair[0]), y: number(pair[1]) });
const size = (pair) => ({ width: number(pair[0]), height: number(pair[1]) });
const cell = (pair) => ({ section: pair[0], item: pair[1] });
const insets = (list) => ({ top: number(list[0]), left: number(list[1]), bottom: number(list[2]), right: number(list[3]) });
const sizes = (list) => (list === null || list === undefined ? undefined
  : list.map((section) => section.map((entry) => (typeof entry === "number" ? entry : size(entry)))));

/** The session call an event of the vectors stands for (docs/SESSIONS.md's table). */
function apply(session, event) {
  switch (event.event) {
    case "open":
      return session.open({ viewport: size(event.viewport), insets: insets(event.insets), offset: point(event.offset), counts: event.counts,
        sizes: sizes(event.sizes), textScale: number(event.textScale), reduceMotion: event.reduceMotion });
    case "scroll": return session.scroll(point(event.offset));
    case "dragBegin": return session.dragBegin();
    case "dragEnd": return session.dragEnd(point(event.velocity));
    case "resize": return session.resize(size(event.viewport));
    case "insets": return session.changeInsets(insets(event.insets));
    case "textScale": return session.changeTextScale(number(event.value));
    case "reduceMotion": return session.changeReduceMotion(event.value);
    case "update": return session.update(event.entries, event.counts, sizes(event.sizes), event.invalidatesCounts ?? true);
    case "itemsChanged": return session.itemsChanged(event.entries, event.counts, sizes(event.sizes));
    case "reloadData": return session.reloadData(event.counts, sizes(event.sizes));
    case "report": return session.report(cell(event.item), size(event.size));
    case "appSizes": return session.appSizes(sizes(event.sizes), (event.items ?? []).map(cell));
    case "moveBegin": return session.moveBegin(cell(event.item));
    case "moveTarget": return session.moveTarget(point(event.position));
    case "moveEnd": return session.moveEnd(event.counts, sizes(event.sizes));
    case "moveCancel": return session.moveCancel();
    case "switch": return session.switchLayout(event.layout, event.prepared);
    case "scrollTo": return session.scrollToItem(cell(event.item));
    case "append": return session.append(event.counts, sizes(event.sizes));
    case "moveStep": return session.moveStep(event.entries, event.counts, sizes(event.sizes));
    case "cancelSwitch": return session.cancelSwitch(sizes(event.sizes));
    case "replaceLayout": return session.replaceLayout(event.layout, event.counts, sizes(event.sizes));
    case "autoScroll": return session.autoScroll(point(event.finger), number(event.seconds));
    default: throw new Error(`an event this runtime does not know: ${JSON.stringify(event.event)} (docs/SESSIONS.md lists the events)`);
  }
}

/** Within `tolerance`, absolute or relative to the larger magnitude; other values exactly. */
function close(expected, found, tolerance) {
  expected = number(expected);
  if (typeof expected !== "number" || typeof found !== "number") return expected === found;
  if (Object.is(expected, found) || expected === found) return true;
  return Math.abs(expected - found) <= tolerance * Math.max(1, Math.abs(expected), Math.abs(found));
}

function closeList(expected, found, tolerance) {
  return Array.isArray(expected) && expected.length === found.length && expected.every((value, index) => close(value, found[index], tolerance));
}

/** What differs between Swift's outcome and this one, or undefined. */
function difference(expected, outcome, tolerance) {
  const found = {
    offset: [outcome.offset.x, outcome.offset.y],
    contentSize: [outcome.contentSize.width, outcome.contentSize.height],
    anchor: outcome.anchor === undefined ? null : [outcome.anchor.section, outcome.anchor.item, outcome.anchor.distance],
    reported: outcome.reported,
    moving: outcome.moving === undefined ? null : [[outcome.moving.source.section, outcome.moving.source.item], [outcome.moving.target.section, outcome.moving.target.item]],
    pending: outcome.pending === undefined ? null : [outcome.pending.section, outcome.pending.item],
    failed: outcome.failed,
    errors: outcome.errors.length,
  };
  for (const key of ["offset", "contentSize"]) {
    if (!closeList(expected[key], found[key], tolerance)) return `${key} ${JSON.stringify(expected[key])} expected, found ${JSON.stringify(found[key])}`;
  }
  if ((expected.anchor === null) !== (found.anchor === null) || (expected.anchor !== null && !closeList(expected.anchor, found.anchor, tolerance))) {
    return `anchor ${JSON.stringify(expected.anchor)} expected, found ${JSON.stringify(found.anchor)}`;
  }
  for (const key of ["reported", "moving", "pending", "failed", "errors"]) {
    if (JSON.stringify(expected[key]) !== JSON.stringify(found[key])) return `${key} ${JSON.stringify(expected[key])} expected, found ${JSON.stringify(found[key])}`;
  }
  const elements = outcome.elements.map(flat);
  if (expected.elements.length !== elements.length) {
    return `${expected.elements.length} elements expected, ${elements.length} found (first expected ${JSON.stringify(expected.elements[0])}, found ${JSON.stringify(elements[0])})`;
  }
  const differing = expected.elements.findIndex((row, at) => !closeList(row, elements[at], tolerance));
  if (differing >= 0) return `element ${differing}: ${JSON.stringify(expected.elements[differing])} expected, found ${JSON.stringify(elements[differing])}`;
  return undefined;
}

/** Replays one session; the first mismatch, naming the event, or undefined. */
export function replaySession(vector, layoutNamed, tolerance) {
  const session = new CollectionSession(layoutNamed, vector.layout);
  for (const [index, event] of vector.events.entries()) {
    let outcome;
    try {
      outcome = apply(session, event);
    } catch (error) {
      return `${vector.name}, event ${index} (${event.event}): threw ${error.stack ?? error}`;
    }
    const differs = difference(vector.outcomes[index], outcome, tolerance);
    if (differs !== undefined) return `${vector.name}, event ${index} (${event.event} ${JSON.stringify(event).slice(0, 160)}): ${differs}`;
  }
  return undefined;
}

const sessionsPath = join(vectorsDirectory, "sessions.json");
const absent = existsSync(sessionsPath) ? false
  : `${sessionsPath} is absent: write the vectors with a tessera-vectors that writes session vectors (docs/SESSIONS.md), then run again`;

test("every session of the vectors gives Swift's outcome after every event", { skip: absent }, () => {
  const file = readVectors("sessions.json");
  assert.equal(file.format, 1, `sessions.json is format ${file.format}; this runtime reads format 1`);
  const cache = new Map();
  const layoutNamed = (name) => {
    if (!cache.has(name)) {
      const vectors = readVectors(`layouts/${name}.json`);
      cache.set(name, CompiledLayout.load(vectors.compiled, vectors.file));
    }
    return cache.get(name);
  };
  const tolerance = file.tolerance ?? 1e-6;
  const failures = file.sessions.map((vector) => replaySession(vector, layoutNamed, tolerance)).filter((failure) => failure !== undefined);
  assert.deepEqual(failures.slice(0, 6), [], `${failures.length} of ${file.sessions.length} sessions differ`);
  const events = new Set(file.sessions.flatMap((vector) => vector.events.map((event) => event.event)));
  assert.ok(file.sessions.some((vector) => vector.name.startsWith("defect-")) && file.sessions.some((vector) => vector.name.startsWith("random-")),
    "sessions.json holds no named defect sessions or no random ones");
  assert.ok(events.size >= 15, `the sessions send only ${[...events].join(", ")}`);
});
