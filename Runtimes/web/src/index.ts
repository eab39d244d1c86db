// Tessera's web runtime: compiled layouts (`tessera compile`) loaded and checked as the Swift
// runtime loads them. The public API is what a page calls.

export { CompiledLayout } from "./layout.js";
export { LoadError } from "./reader.js";
export { LayoutError } from "./geometry.js";
export { PreparedLayout } from "./prepared.js";
export { ScrollDriver } from "./driver.js";
export { TesseraView } from "./view.js";

// The types a page's code names: what the classes above take and answer.
export type { ElementID, ElementKind, LayoutAttributes } from "./attributes.js";
export type { LayoutInput } from "./engine.js";
export type { Point, Rect, Size } from "./geometry.js";
export type { ItemSize } from "./resolver.js";
export type { ItemUpdate } from "./updates.js";
export type { UpdateElement } from "./driver.js";
export type { ScrollOffsets } from "./prepared.js";
export type { BatchUpdateOptions, TesseraViewOptions } from "./view.js";
export type { MoveDetail, ReorderOptions } from "./reordering.js";
