/// Self-sizing reports taken in place: the sizes of a million items are neither copied nor
/// laid out again for one cell's report.
extension ScrollDriver {
    /// For each section, the items from the first to the last whose size `reports` changes
    /// (nil: none); checks that every report names a cell of the layout.
    func changedItems(reporting reports: [ElementID: ItemSize]) throws(LayoutError) -> [Range<Int>?] {
        guard let sizes = input.itemSizes else {
            throw LayoutError("this layout was given no item sizes, so cells cannot report theirs; self-sizing applies to layouts that take sizes from data")
        }
        var changed = [Range<Int>?](repeating: nil, count: input.sectionCounts.count)
        for (id, size) in reports {
            guard id.kind == .cell, sizes.indices.contains(id.section), sizes[id.section].indices.contains(id.item) else {
                throw LayoutError("a size was reported for \(id), which is not a cell of this layout")
            }
            if sizes[id.section][id.item] != size, changed.indices.contains(id.section) {
                let range = changed[id.section] ?? id.item..<(id.item + 1)
                changed[id.section] = Swift.min(range.lowerBound, id.item)..<Swift.max(range.upperBound, id.item + 1)
            }
        }
        return changed
    }

    /// Writes the reported sizes into the input and brings the layout up to date in place
    /// (`TesseraLayout.relayout`), then makes the frame with `anchor` kept in place. On error
    /// nothing changes: the sizes are written back, and a layout already changed is prepared
    /// again for them.
    mutating func takeReports(_ reports: [ElementID: ItemSize], changed: [Range<Int>?], anchoredAt anchor: Anchor?) throws(LayoutError) {
        let followedEnd = followsEnd
        var previous: [(ElementID, ItemSize)] = []
        previous.reserveCapacity(reports.count)
        // Taken out of the input while written, so that the arrays have one owner and are not copied.
        var sizes = input.itemSizes ?? []
        input.itemSizes = nil
        for (id, size) in reports {
            previous.append((id, sizes[id.section][id.item]))
            sizes[id.section][id.item] = size
        }
        input.itemSizes = sizes
        sizes = []
        func restoreSizes() {
            var sizes = input.itemSizes ?? []
            input.itemSizes = nil
            for (id, size) in previous { sizes[id.section][id.item] = size }
            input.itemSizes = sizes
        }
        do throws(LayoutError) {
            try layout.relayout(&prepared, changedItems: changed, to: input)
        } catch {
            restoreSizes()
            throw error
        }
        work.relayouts += 1
        do throws(LayoutError) {
            try replace(with: input, prepared: prepared, anchoredAt: anchor, followedEnd: followedEnd)
        } catch {
            restoreSizes()
            // The layout prepared these sizes before, so it prepares them again.
            if let again = try? layout.prepare(input) { prepared = again }
            throw error
        }
    }
}
