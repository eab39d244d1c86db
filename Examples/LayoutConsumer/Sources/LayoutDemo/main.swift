import Foundation
import AppLayouts
import TesseraCompiler
import TesseraRuntime

// Generated types (the build plugin): prepare once per viewport and counts, then ask for frames.
let mosaic = TesseraLayouts.Mosaic()
let prepared = try mosaic.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [30]))
print("\(mosaic.name): content \(prepared.contentSize.width)×\(prepared.contentSize.height)")
for element in try prepared.elements(in: Rect(x: 0, y: 0, width: 375, height: 400)) {
    print("  \(element.id.item): \(element.frame)")
}
let rest = try prepared.restingOffset(proposed: Point(x: 0, y: 310), velocity: Point(x: 0, y: 0))
print("  a fling that stops at 310 rests at \(rest.y)")

// The scroll driver: what a collection view asks frame by frame.
var driver = try ScrollDriver(layout: TesseraLayouts.Circle(),
                              input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [8]))
try driver.scroll(to: Point(x: 0, y: 0))
print("Circle: \(driver.kept.count) visible")

// Layouts loaded at run time: YAML with the compiler, or JSON from `tessera compile` with the
// runtime alone. Both answer as the generated type does.
let arguments = CommandLine.arguments.dropFirst()
for path in arguments {
    let url = URL(fileURLWithPath: path)
    do {
        let layout: any TesseraLayout = url.pathExtension == "json"
            ? try CompiledLayout(contentsOf: url)
            : try InterpretedLayout(contentsOf: url)
        let loaded = try layout.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [30]))
        let same = try loaded.allElements() == prepared.allElements()
        print("\(path): \(layout.name), \(same ? "the same frames as the generated type" : "other frames than the generated type")")
    } catch {
        print(error)
        exit(1)
    }
}
