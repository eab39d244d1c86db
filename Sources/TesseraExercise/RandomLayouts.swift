import TesseraRuntime

/// Random layout files: every kind, most options, and expressions over the names each field
/// offers, for the equivalence tests and the shared test vectors. Most are valid; some fail for
/// some viewports (a negative size, a division by zero), which the comparisons must then agree
/// on too.
package struct RandomLayouts {
    package var generator: SeededGenerator

    package init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &generator)]
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &generator) < percent
    }

    private mutating func number(_ range: ClosedRange<Int>) -> String {
        String(Int.random(in: range, using: &generator))
    }

    /// A non-negative expression over `names`, a few operations deep.
    private mutating func expression(_ names: [String], base: ClosedRange<Int>, depth: Int = 2) -> String {
        guard depth > 0, chance(70) else {
            return names.isEmpty || chance(40) ? number(base) : "\(pick(names)) * 0.\(number(1...9))\(number(0...9))"
        }
        let a = expression(names, base: base, depth: depth - 1), b = expression(names, base: base, depth: depth - 1)
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: return "(\(a) + \(b))"
        case 1: return "max(\(a), \(b))"
        case 2: return "min(\(a) + 10, \(b) + \(number(1...30)))"
        case 3: return "abs(\(a) - \(b))"
        case 4: return "(\(a) / 2 + \(b) / 3)"
        case 5: return "(\(a) % \(number(7...90)) + \(b))"
        case 6: return "(\(pick(names.isEmpty ? ["1"] : names)) > \(number(0...400)) ? \(a) : \(b))"
        default: return "floor(sqrt(\(a) * \(b)) + \(number(1...9)))"
        }
    }

    private mutating func quoted(_ names: [String], base: ClosedRange<Int>) -> String {
        "\"" + expression(names, base: base) + "\""
    }

    package mutating func layout(name: String) -> String {
        // Some layouts read the text size (Dynamic Type) wherever the viewport is read.
        let section = ["width", "height", "count", "section"] + (chance(20) ? ["textScale"] : [])
        var lines = ["layout: \(name)"]
        if chance(30) { lines.append("scroll: horizontal") }
        if chance(20) { lines.append("direction: rtl") }
        let kind = pick(["tiles", "blocks", "circle", "line", "masonry", "flow", "flow", "masonry", "rule", "grid"])
        switch kind {
        case "tiles" where chance(40):
            // An areas grid of two rows, with gaps of every kind some of the time.
            lines.append("tiles:")
            lines.append("  areas: \(pick(["[\"a a b\", \"c d b\"]", "[\"a b\", \"a c\"]", "[\"0 1 2\", \"3 3 2\"]", "[\"x . y\", \"x z z\"]"]))")
            lines.append("  columns: \(quoted(section, base: 20...120))")
            lines.append("  rows: [\(number(10...80)), \(quoted(section, base: 10...80))]")
            if chance(50) { lines.append("  gap: \(number(0...12))") }
            if chance(30) { lines.append("  columnGap: \(quoted(section, base: 0...10))") }
            if chance(30) { lines.append("  rowGap: \(number(0...12))") }
            if chance(30) { lines.append(chance(50) ? "  spacing: \(number(0...20))" : "  period: \(number(200...300))") }
        case "tiles":
            lines.append("tiles:")
            lines.append("  cells:")
            var y = 0
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let height = Int.random(in: 20...120, using: &generator)
                lines.append("    - {x: \(number(0...50)), y: \(y), width: \(quoted(section, base: 20...150)), height: \(height)}")
                y += height + Int.random(in: 0...10, using: &generator)
            }
            lines.append(chance(50) ? "  spacing: \(number(0...20))" : "  period: \(y + Int.random(in: 1...40, using: &generator))")
        case "blocks":
            let columns = pick(["[[0], [1, 3], [2, 4]]", "[[0, 1]]", "[[1], [0], [2, 3, 4]]", "[[0], [1, 5], [2, 6], [3, 7], [4, 8]]"])
            lines.append("blocks:")
            lines.append("  columns: \(columns)")
            lines.append("  columnWidth: \(quoted(section + ["column", "columnCount", "blockSize"], base: 20...90))")
            lines.append("  itemLength: \(quoted(section + ["column", "slot", "blockSize"], base: 20...140))")
            lines.append("  spacing: \(chance(50) ? "even" : number(0...12))")
        case "circle":
            lines.append("circle:")
            lines.append("  item: {width: \(number(10...60)), height: \(quoted(section, base: 10...60))}")
            lines.append("  radius: \(quoted(section, base: 20...200))")
            lines.append("  start: \(pick(["0", "pi / 2", "section * 0.3"]))")
            if chance(50) { lines.append("  direction: clockwise") }
            if chance(50) { lines.append("  single: circle") }
        case "line":
            lines.append("line:")
            // Sizes by index some of the time: then items are placed one after another.
            let names = chance(40) ? section + ["index"] : section
            lines.append("  item: {width: \(quoted(names, base: 30...200)), height: \(quoted(names, base: 30...200))}")
            lines.append("  spacing: \(number(0...20))")
            lines.append("  align: \(pick(["start", "center", "end"]))")
        case "rule":
            // Frames that advance along the scroll axis by a step an item, swinging across it
            // with a period of `items`, declared some of the time.
            let step = Int.random(in: 20...90, using: &generator), items = Int.random(in: 1...6, using: &generator)
            let across = "\"index % \(items) * \(number(5...40)) + \(expression(section, base: 0...60))\"", along = "\"index * \(step)\""
            let horizontal = lines.contains("scroll: horizontal")
            lines.append("rule:")
            lines.append("  x: \(horizontal ? along : across)")
            lines.append("  y: \(horizontal ? across : along)")
            lines.append("  width: \(quoted(section, base: 10...120))")
            lines.append("  height: \(number(10...80))")
            if chance(50) { lines.append("  period: {items: \(items), length: \(items * step)}") }
        case "grid":
            // Spans and pins that repeat every `cycle` items; the period is declared some of the
            // time, and a pattern that does not repeat is an error the comparisons share.
            let cycle = Int.random(in: 2...7, using: &generator)
            lines.append("grid:")
            lines.append(chance(60) ? "  columns: \(number(1...5))" : "  minColumnWidth: \(number(40...160))")
            if chance(50) { lines.append("  rowLength: \(chance(30) ? "square" : quoted(section + ["columnWidth", "columnCount"], base: 20...140))") }
            if chance(50) { lines.append("  gap: \(number(0...12))") }
            if chance(30) { lines.append("  rowGap: \(number(0...12))") }
            lines.append("  span: \"index % \(cycle) == \(number(0...1)) ? min(\(number(1...3)), columnCount) : 1\"")
            if chance(60) { lines.append("  rowSpan: \"index % \(cycle) == 0 ? \(number(1...3)) : 1\"") }
            if chance(30) { lines.append("  column: \"index % \(cycle * 2) == \(cycle) ? 0 : -1\"") }
            if chance(50) { lines.append("  packing: dense") }
            if chance(40) { lines.append("  period: \(cycle * 2)") }
        case "masonry":
            lines.append("masonry:")
            lines.append(chance(50) ? "  columns: \(number(1...5))" : "  minColumnWidth: \(number(40...160))")
            lines.append("  columnSpacing: \(number(0...12))")
            lines.append("  itemSpacing: \(number(0...12))")
            lines.append("  itemLength: \(chance(40) ? "data" : quoted(section + ["index", "columnWidth", "columnCount"], base: 20...200))")
            if chance(30) { lines.append("  placement: order") }
            if chance(30) { lines.append("  ties: trailing") }
            if chance(30) {
                let spans = ["columnCount", "min(2, columnCount)", "1", "max(1, columnCount - 1)"]
                lines.append("  span: \"index % \(number(2...9)) == \(number(0...1)) ? \(pick(spans)) : \(pick(spans))\"")
            }
        default:
            lines.append("flow:")
            let grid = Int.random(in: 0..<4, using: &generator)
            switch grid {
            case 0: lines.append("  columns: \(number(1...6))"); lines.append("  aspect: 0.\(number(5...9))")
            case 1: lines.append("  minItemWidth: \(number(40...200))")
            case 2: lines.append("  item: {width: \(quoted(section + ["index"], base: 20...150)), height: \(quoted(section + ["index"], base: 20...80))}")
            default: lines.append("  item: data")
            }
            lines.append("  spacing: \(number(0...12))")
            lines.append("  align: \(pick(["justify", "leading", "center", "trailing"]))")
            if grid < 2, chance(30) {
                lines.append("  span: \"index % \(number(2...7)) == 0 ? columnCount : min(\(number(1...3)), columnCount)\"")
            }
        }
        if kind != "circle" {
            if chance(20) { lines.append("background: {insets: \(number(0...12)), cornerRadius: \(number(0...16))}") }
            if chance(15) {
                lines.append("orthogonal: {length: \(quoted(section, base: 40...300)), snap: \(pick(["none", "leading", "center", "page", "{paging: leading}", "{paging: center, items: 2}"]))}")
            } else if chance(20) {
                lines.append("separators: {thickness: \(number(1...3)), inset: \(number(0...20)), offset: \(number(-4...60))}")
            }
            if chance(50) { lines.append("insets: {top: \(number(0...20)), left: \(number(0...20)), bottom: \(number(0...20)), right: \(number(0...20))}") }
            if chance(40) { lines.append(chance(50) ? "header: \(number(10...60))" : "header: {length: \(number(10...60)), pinned: true}") }
            if chance(30) { lines.append("footer: \(quoted(section, base: 5...40))") }
            if chance(40) {
                lines.append("effects:")
                lines.append("  scale: \"max(0.2, 1 - abs(distance) / (width + \(number(1...300))))\"")
                if chance(50) { lines.append("  alpha: 1 - abs(distance) / \(number(100...900))") }
                if chance(50) { lines.append("  zIndex: -abs(distance)") }
                if chance(25) { lines.append("  rotation: \"index * 0.\(number(1...9)) - distance / \(number(100...900))\"") }
                if chance(25) { lines.append("  translateX: \"\(number(-40...40)) - distance * 0.\(number(1...9))\"") }
                if chance(25) { lines.append("  translateY: \"sin(distance / \(number(50...300))) * \(number(1...80))\"") }
                if chance(25) {
                    lines.append("  turn: \"max(-1.2, min(1.2, -distance / \(number(80...400))))\"")
                    if chance(60) { lines.append("  perspective: \(number(200...900))") }
                }
                // What Reduce Motion shows instead: a fade, or nothing.
                if chance(30) { lines.append(chance(30) ? "  reduceMotion: none" : "  reduceMotion: {alpha: \"1 - abs(distance) / \(number(200...900))\"}") }
            }
            if chance(50) { lines.append("snap: \(pick(["center", "leading", "page", "none", "{paging: center}", "{paging: leading, items: 3}"]))") }
            if chance(25) {
                // A second section with effects and a snap of its own, or with the layout's turned off.
                lines.append("sections:")
                lines.append("  - {}")
                lines.append(chance(30) ? pick(["  - effects: {}", "  - effects: none"])
                    : "  - effects: {alpha: \"1 - abs(distance) / \(number(200...900))\", zIndex: index, reduceMotion: {zIndex: index}}")
                if chance(60) { lines.append("    snap: \(pick(["center", "leading", "page", "none", "{paging: leading}"]))") }
                // What the layout gives every section, turned off for this one.
                if chance(30) { lines.append("    \(pick(["header", "footer", "background", "separators"])): none") }
            }
            if chance(30) {
                lines.append("variants:")
                lines.append("  - when: width > height")
                lines.append("    insets: \(number(0...30))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension LayoutInput {
    /// A random viewport, one to three sections of up to `maxItems` items, and data sizes.
    package static func random(using generator: inout SeededGenerator, maxItems: Int = 60) -> LayoutInput {
        let viewport = Size(width: Double(Int.random(in: 200...1100, using: &generator)), height: Double(Int.random(in: 200...1100, using: &generator)))
        let counts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Int.random(in: 0...maxItems, using: &generator) }
        let sizes = counts.map { count in
            (0..<count).map { _ -> ItemSize in
                Bool.random(using: &generator)
                    ? .length(Double(Int.random(in: 10...300, using: &generator)))
                    : .size(Size(width: Double(Int.random(in: 10...200, using: &generator)), height: Double(Int.random(in: 10...200, using: &generator))))
            }
        }
        // Mostly the default text size; sometimes the smallest or an accessibility size.
        let textScale = [1, 1, 1, 14.0 / 17, 33.0 / 17, 53.0 / 17][Int.random(in: 0..<6, using: &generator)]
        return LayoutInput(viewport: viewport, sectionCounts: counts, itemSizes: sizes, textScale: textScale)
    }
}
