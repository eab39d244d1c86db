// Must not compile: the declarations give these their real types.
import { CompiledLayout } from "tessera-runtime";

const layout = CompiledLayout.load("{}");
const name: number = layout.name;
const point = layout.prepare({ viewport: { width: 1, height: 1 }, sectionCounts: [1] }).restingOffset({ x: 0, y: 0 });
const length: string = point.x;
console.log(name, length);
