// Tessera's web runtime: compiled layouts (`tessera compile`) loaded and checked as the Swift
// runtime loads them. The public API is what a page calls.

export { CompiledLayout } from "./layout.js";
export { LoadError } from "./reader.js";
export { LayoutError } from "./geometry.js";
export { PreparedLayout } from "./prepared.js";
export { ScrollDriver } from "./driver.js";
export { TesseraView } from "./view.js";
