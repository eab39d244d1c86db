// The web runtime answers as the Swift runtime does, on every layout of the shared vectors (the
// bundled layouts, the fixtures and 300 random ones): to the bit where only arithmetic is
// involved, within 1e-12 relative where the platform's trigonometry is (a circle, sin or cos).
import { test } from "node:test";
import assert from "node:assert/strict";
import { CompiledLayout, LayoutError, gridStructure } from "../build/tessera.js";
import { flat, input, layoutNames, number, readVectors, same } from "./vectors.mjs";

function position(vector) {
  return { x: vector.offset[0], y: vector.offset[1], sectionOffsets: new Map(vector.sectionOffsets.map(([section, offset]) => [section, offset])) };
}

const names = layoutNames();

function compareElements(expected, found, approximate, where) {
  if (expected.length !== found.length) return `${where}: ${expected.length} elements expected, ${found.length} found`;
  for (let index = 0; index < expected.length; index++) {
    const row = flat(found[index]);
    for (let field = 0; field < row.length; field++) {
      if (!same(expected[index][field], row[field], approximate)) {
        return `${where}: element ${index} (${expected[index].slice(0, 3).join(" ")}) field ${field}: expected ${expected[index][field]}, found ${row[field]}`;
      }
    }
  }
  return undefined;
}

// Queries that name an element answer its ID; rect queries list attributes.
const id = (element) => (element === undefined ? null : [element.kind, element.section, element.item]);
const idOfElement = (element) => id(element.id);
const sameIDs = (expected, found) => JSON.stringify(expected) === JSON.stringify(found);

/** The first answer of `vector` that `prepared` gives otherwise, or undefined. */
function compareQuestions(vector, prepared, approximate, where) {
  const samePoint = (expected, found) => same(expected[0], found.x, approximate) && same(expected[1], found.y, approximate);
  const maximum = prepared.maximumOffset;
  if (!samePoint(vector.maximumOffset, maximum)) return `${where}: maximum offset ${vector.maximumOffset}, found ${maximum.x},${maximum.y}`;
  for (const [section, band, length, sideways] of vector.bands) {
    const found = prepared.band(section);
    if (found === undefined || !band.every((value, index) => same(value, [found.x, found.y, found.width, found.height][index], approximate))
      || !same(length, prepared.orthogonalContentLength(section), approximate) || !same(sideways, prepared.maximumSectionOffset(section), approximate)) {
      return `${where}: section ${section}'s band differs`;
    }
  }
  for (const [section, radius] of vector.backgroundCornerRadii.entries()) {
    const found = prepared.backgroundCornerRadius(section);
    if (radius === null ? found !== undefined : !same(radius, found, approximate)) {
      return `${where}: section ${section}'s background corner radius ${radius}, found ${found}`;
    }
  }
  for (const [positionIndex, answers] of vector.positions.entries()) {
    const at = position(answers.position);
    const here = `${where} position ${positionIndex}`;
    const failure = compareElements(answers.elements, prepared.allElements(at), approximate, here);
    if (failure !== undefined) return failure;
    // Each element by its index path answers as the whole list does.
    const byIndex = answers.elements.map((row) => prepared.attributes({ kind: row[0], section: row[1], item: row[2] }, at));
    const missing = byIndex.findIndex((element) => element === undefined);
    if (missing >= 0) return `${here}: element ${answers.elements[missing].slice(0, 3)} is not found by its index path`;
    const indexFailure = compareElements(answers.elements, byIndex, approximate, `${here} by index`);
    if (indexFailure !== undefined) return indexFailure;
    for (const [rect, ids] of answers.rects) {
      const found = prepared.elements({ x: rect[0], y: rect[1], width: rect[2], height: rect[3] }, at).map(idOfElement);
      if (!sameIDs(ids, found)) return `${here}: rect ${rect}: Swift ${JSON.stringify(ids)}, web ${JSON.stringify(found)}`;
    }
    for (const [point, expected] of answers.hits) {
      const found = id(prepared.element({ x: point[0], y: point[1] }, at));
      if (!sameIDs(expected, found)) return `${here}: hit at ${point}: Swift ${JSON.stringify(expected)}, web ${JSON.stringify(found)}`;
    }
    for (const [proposed, velocity, rest] of answers.snaps) {
      const found = prepared.restingOffset({ x: proposed[0], y: proposed[1] }, { x: number(velocity[0]), y: number(velocity[1]) }, at);
      if (!samePoint(rest, found)) return `${here}: snap from ${proposed} at ${velocity}: Swift ${rest}, web ${found.x},${found.y}`;
    }
  }
  for (const [section, proposed, velocity, start, rest] of vector.sectionSnaps) {
    const found = prepared.restingOffset(section, number(proposed), number(velocity), number(start));
    if (!same(rest, found, approximate)) return `${where}: section ${section} snap from ${proposed}: Swift ${rest}, web ${found}`;
  }
  for (const [dragged, center, expected] of vector.moves) {
    const found = id(prepared.moveTarget({ section: dragged[1], item: dragged[2] }, { x: center[0], y: center[1] }));
    if (!sameIDs(expected, found)) return `${where}: move of ${dragged} to ${center}: Swift ${JSON.stringify(expected)}, web ${JSON.stringify(found)}`;
  }
  for (const [section, expected] of vector.structure.entries()) {
    const found = structureVector(prepared.gridStructure(section));
    if (JSON.stringify(expected) !== JSON.stringify(found)) {
      return `${where}: section ${section}'s rows and columns: Swift ${JSON.stringify(expected).slice(0, 300)}, web ${JSON.stringify(found).slice(0, 300)}`;
    }
  }
  for (const [from, move, expected] of vector.keys) {
    const found = id(prepared.nextCell({ section: from[1], item: from[2] }, move));
    if (!sameIDs(expected, found)) return `${where}: ${move} from ${from}: Swift ${JSON.stringify(expected)}, web ${JSON.stringify(found)}`;
  }
  return undefined;
}

/** A section's rows and columns as the vectors write them (LayoutQuestions.swift). */
function structureVector(structure) {
  if (structure.kind === "list") return ["list", structure.rowCount];
  return ["grid", structure.rowCount, structure.columnCount, structure.places.map((p) => [p.row, p.column, p.rowSpan, p.columnSpan])];
}

test("every layout answers as the Swift runtime: frames and attributes, elements by index, rect queries, hits, snapping, bands, move targets, rows and columns, arrow keys", () => {
  assert.ok(names.length > 300, `only ${names.length} layouts in the vectors`);
  const failures = [];
  let compared = 0;
  for (const name of names) {
    const vectors = readVectors(`layouts/${name}`);
    const layout = CompiledLayout.load(vectors.compiled, vectors.file);
    vectors.cases.forEach((vector, caseIndex) => {
      const where = `${name} case ${caseIndex}`;
      let prepared;
      try {
        prepared = layout.prepare(input(vector.input));
      } catch (error) {
        if (!(error instanceof LayoutError)) throw error;
        const found = { message: error.message, line: error.line ?? null, column: error.column ?? null };
        if (vector.error === undefined) failures.push(`${where}: refused (${found.message}) where Swift answers`);
        else if (JSON.stringify(found) !== JSON.stringify(vector.error)) failures.push(`${where}: Swift ${JSON.stringify(vector.error)}, web ${JSON.stringify(found)}`);
        return;
      }
      if (vector.error !== undefined) {
        failures.push(`${where}: answers where Swift refuses (${vector.error.message})`);
        return;
      }
      compared += 1;
      if (!same(vector.contentSize[0], prepared.contentSize.width, vectors.approximate) || !same(vector.contentSize[1], prepared.contentSize.height, vectors.approximate)) {
        failures.push(`${where}: content ${vector.contentSize} expected, ${prepared.contentSize.width},${prepared.contentSize.height} found`);
        return;
      }
      const failure = compareQuestions(vector, prepared, vectors.approximate, where);
      if (failure !== undefined) failures.push(failure);
    });
  }
  assert.deepEqual(failures.slice(0, 12), [], `${failures.length} cases differ (${compared} prepared)`);
});

test("a section of more than 10,000 cells is a list, as in the Swift runtime (GridStructureTests)", () => {
  const columns = (count) => Array.from({ length: count }, (_, item) => ({ x: (item % 4) * 60, y: Math.floor(item / 4) * 60, width: 50, height: 50 }));
  assert.equal(gridStructure(columns(10_000), "ltr").kind, "grid");
  assert.equal(gridStructure(columns(10_001), "ltr").kind, "list");
});
