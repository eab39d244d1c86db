// This file is also compiled, as text, into the programs that `GeneratedProgram`
// builds with swiftc, so both sides of the comparison print answers with the same code. It may
// use only TesseraRuntime and the standard library.
import TesseraRuntime

/// Everything a layout answers for a few inputs, as text: numbers as their bit patterns, so any
/// difference at all shows.
func answerDump(_ layout: any TesseraLayout) -> String {
    var out = "\(layout.name)\n"
    func bits(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
    func rect(_ r: Rect) -> String { [r.x, r.y, r.width, r.height].map(bits).joined(separator: " ") }
    let viewports = [Size(width: 375, height: 667), Size(width: 1024, height: 768), Size(width: 217.5, height: 90)]
    let countsList = [[0], [7], [25, 3]]
    for viewport in viewports {
        for counts in countsList {
            var sizes: [[ItemSize]] = []
            for (section, count) in counts.enumerated() {
                sizes.append((0..<count).map { item in
                    item % 3 == 0 ? .size(Size(width: Double(20 + item * 7 % 50), height: Double(30 + section * 11 + item % 40)))
                        : .length(Double(15 + item * 13 % 120))
                })
            }
            out += "viewport \(bits(viewport.width)) \(bits(viewport.height)) counts \(counts)\n"
            do {
                let prepared = try layout.prepare(LayoutInput(viewport: viewport, sectionCounts: counts, itemSizes: sizes))
                out += "content \(bits(prepared.contentSize.width)) \(bits(prepared.contentSize.height))\n"
                for offset in [Point.zero, Point(x: prepared.contentSize.width * 0.37, y: prepared.contentSize.height * 0.41)] {
                    for element in try prepared.allElements(at: ScrollOffsets(offset)) {
                        out += "\(element.id.kind) \(element.id.section) \(element.id.item) \(rect(element.frame)) \(bits(element.scale)) \(bits(element.alpha)) \(element.zIndex)\n"
                    }
                    let target = try prepared.restingOffset(proposed: offset, velocity: Point(x: 0.5, y: -0.5))
                    out += "snap \(bits(target.x)) \(bits(target.y))\n"
                    let hit = try prepared.element(at: Point(x: offset.x + viewport.width / 3, y: offset.y + viewport.height / 3), position: ScrollOffsets(offset))
                    out += "hit \(hit.map { "\($0.kind) \($0.section) \($0.item)" } ?? "none")\n"
                }
            } catch {
                out += "error \(error)\n"
            }
        }
    }
    return out
}
