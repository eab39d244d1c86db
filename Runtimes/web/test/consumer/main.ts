// A page's code as a TypeScript user writes it against the package: imported by the package's
// name (package.json's `exports`), every value typed by the declarations tsc emitted. The test
// compiles it strictly and runs it.
import { readFileSync } from "node:fs";
import { CompiledLayout, LoadError, ScrollDriver } from "tessera-runtime";
import type { ElementID, LayoutAttributes, LayoutInput, Point } from "tessera-runtime";

const layout: CompiledLayout = CompiledLayout.load(readFileSync(process.argv[2]));
const input: LayoutInput = { viewport: { width: 375, height: 667 }, sectionCounts: [30] };
const prepared = layout.prepare(input);
const shown: LayoutAttributes[] = prepared.elements({ x: 0, y: 0, width: 375, height: 667 });
// Attributes as Swift's hold them: the element's ID, its frame and effects, its translation.
const first: { id: ElementID; moved: Point } = { id: shown[0].id, moved: shown[0].translation };
const driver = new ScrollDriver(layout, input, { x: 0, y: 0 }, 200);
driver.scroll({ x: 300, y: 0 });
const rest: Point = driver.restingOffset({ x: 130, y: 0 }, { x: 0, y: 0 });
const hit: ElementID | undefined = driver.element({ x: rest.x + 187.5, y: 333.5 });
let refused = "";
try {
  CompiledLayout.load("{}", "empty.json");
} catch (error) {
  if (error instanceof LoadError) refused = error.toString();
}
console.log(JSON.stringify({ name: layout.name, shown: shown.length, first, rest, hit, refused }));
