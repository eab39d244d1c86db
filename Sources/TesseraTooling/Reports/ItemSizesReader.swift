import TesseraCompiler
import TesseraRuntime

/// Reads the item sizes an app would supply (`--sizes FILE`): a JSON array with one entry per
/// item, sections in order, each a number (the item's length on the axis the layout takes from
/// data) or `{"width": W, "height": H}`. Without `sectionCounts`, the file gives the count: one
/// section of as many items as it lists.
///
/// JSON is read with the YAML reader (JSON is YAML's flow style), so every fault has a line and
/// column like the layout's own.
package enum ItemSizesReader {
    package static func read(_ text: String, sectionCounts: [Int]?, diagnostics: DiagnosticCollector) -> [[ItemSize]]? {
        let counter = ErrorCountingCollector(forwardingTo: diagnostics)
        guard let root = YAMLReader().read(text, diagnostics: counter), counter.errorCount == 0 else { return nil }
        guard let entries = root.sequence else {
            counter.report(.error("the sizes file must be a JSON array with one size per item, e.g. [120, 80, {\"width\": 40, \"height\": 60}]", at: root.location))
            return nil
        }
        var sizes: [ItemSize] = []
        sizes.reserveCapacity(entries.count)
        for entry in entries {
            if let size = itemSize(entry, diagnostics: counter) { sizes.append(size) }
        }
        let sectionCounts = sectionCounts ?? [entries.count]
        let total = sectionCounts.reduce(0, +)
        if entries.count != total {
            counter.report(.error(
                "the sizes file lists \(entries.count) sizes but the layout has \(total) items; give one size per item, sections in order",
                at: root.location))
        }
        guard counter.errorCount == 0 else { return nil }
        return split(sizes, into: sectionCounts)
    }

    /// One size per item, sections in order, split by the sections' counts (which add up to
    /// `sizes.count`).
    package static func split(_ sizes: [ItemSize], into sectionCounts: [Int]) -> [[ItemSize]] {
        var perSection: [[ItemSize]] = []
        var start = 0
        for count in sectionCounts {
            perSection.append(Array(sizes[start..<start + count]))
            start += count
        }
        return perSection
    }

    private static func itemSize(_ node: YAMLNode, diagnostics: DiagnosticCollector) -> ItemSize? {
        if node.scalar != nil {
            return number(node, "a size", diagnostics: diagnostics).map(ItemSize.length)
        }
        if let pairs = node.mapping {
            for pair in pairs where pair.keyText != "width" && pair.keyText != "height" {
                diagnostics.report(.error("unknown key '\(pair.keyText)'; a size has 'width' and 'height'", at: pair.key.location))
            }
            guard let widthNode = node["width"], let heightNode = node["height"] else {
                diagnostics.report(.error("a size needs both 'width' and 'height'", at: node.location))
                return nil
            }
            guard let width = number(widthNode, "a width", diagnostics: diagnostics),
                  let height = number(heightNode, "a height", diagnostics: diagnostics) else { return nil }
            return .size(Size(width: width, height: height))
        }
        diagnostics.report(.error("a size is a number or {\"width\": W, \"height\": H}, not a list", at: node.location))
        return nil
    }

    private static func number(_ node: YAMLNode, _ what: String, diagnostics: DiagnosticCollector) -> Double? {
        guard let text = node.scalarText, let value = Double(text), value.isFinite, !text.lowercased().contains("n") else {
            diagnostics.report(.error("\(what) must be a finite number, not '\(node.scalarText ?? "")'", at: node.location))
            return nil
        }
        guard value >= 0 else {
            diagnostics.report(.error("\(what) must not be negative (\(text))", at: node.location))
            return nil
        }
        return value
    }
}
