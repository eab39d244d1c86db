// The shared test vectors, and how the tests read them: written by `swift run tessera-vectors`
// (CI writes them to .build/vectors before these tests run); TESSERA_VECTORS names another
// directory.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repository = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const vectorsDirectory = process.env.TESSERA_VECTORS ?? join(repository, ".build", "vectors");

/** The layouts' vector files, sorted. */
export function layoutNames() {
  readVectors("hostile.json"); // says how to write the vectors when they are missing
  return readdirSync(join(vectorsDirectory, "layouts")).filter((name) => name.endsWith(".json")).sort();
}

export function readVectors(name) {
  const path = join(vectorsDirectory, name);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: write the vectors first with \`swift run tessera-vectors -o .build/vectors --corpus Fuzz/CompiledCorpus --corpus Tests/Fixtures/CompiledHostile Layouts/*.yaml Tests/Fixtures/Layouts/*.yaml Tests/Fixtures/VectorLayouts/*.yaml Tests/GoldenVersions/*.json\``);
  }
  return JSON.parse(readFileSync(path, "utf8"));
}

/** A vector's input as the runtime takes it. */
export function input(vector) {
  return {
    viewport: { width: vector.viewport[0], height: vector.viewport[1] },
    sectionCounts: vector.sectionCounts,
    itemSizes: vector.itemSizes?.map((section) => section.map((size) => (typeof size === "number" ? size : { width: size[0], height: size[1] }))),
    textScale: vector.textScale,
    reduceMotion: vector.reduceMotion ?? false,
  };
}

/** An element as the vectors write it. */
export function flat(element) {
  const frame = element.frame;
  return [element.id.kind, element.id.section, element.id.item, frame.x, frame.y, frame.width, frame.height, element.scale, element.alpha, element.zIndex,
    element.translation.x, element.translation.y, element.rotation, element.turn, element.perspective];
}

/** The vectors write negative zero and numbers that are not finite as strings. */
export function number(value) {
  return value === "-0" || value === "Infinity" || value === "-Infinity" || value === "NaN" ? Number(value) : value;
}

/** Whether the runtime's value is the vector's: the same bits, or for a layout that uses
 * trigonometry within 1e-12 of the larger of the two values and `approximate` (the largest
 * coordinate of any of its elements, which rounding is relative to; false for other layouts). */
export function same(expected, found, approximate) {
  expected = number(expected);
  if (typeof expected !== "number" || typeof found !== "number") return expected === found;
  if (Object.is(expected, found)) return true;
  if (!approximate) return false;
  return Math.abs(expected - found) <= 1e-12 * Math.max(approximate, Math.abs(expected), Math.abs(found));
}
