/// Changes of size and place (a cell's self-sizing report, the app's new sizes, a move): only
/// the sections that changed are placed again, and a masonry only from its first changed item,
/// continuing the pass from where it stood before that item.
extension LayoutEngine {
    /// Places again, per section, what `firstChanged` says may differ (see
    /// `TesseraLayout.relayout`); prepares again when the viewport, text scale, motion setting
    /// or sections differ, or a formula reads the count and a count changed. All new numbers are
    /// computed and checked before anything changes, so on error `prepared` is as it was.
    public func relayout(_ prepared: inout PreparedLayout, changedFrom firstChanged: [Int?], to input: LayoutInput) throws(LayoutError) {
        do throws(LayoutError) {
            try relayoutUnnamed(&prepared, changedFrom: firstChanged, to: input)
        } catch {
            throw error.naming(file)
        }
    }

    /// `relayout`'s work; `relayout` names the file in its errors.
    private func relayoutUnnamed(_ prepared: inout PreparedLayout, changedFrom firstChanged: [Int?], to input: LayoutInput) throws(LayoutError) {
        let counts = input.sectionCounts
        let countsKept = counts.indices.allSatisfy { counts[$0] == prepared.itemCount(inSection: $0) }
        guard input.viewport == prepared.viewport, input.textScale == prepared.textScale, input.reduceMotion == prepared.reduceMotion,
              counts.count == prepared.sectionCount, firstChanged.count == counts.count, countsKept || !reads.contains(.count) else {
            prepared = try prepare(input)
            return
        }
        try Self.checkCounts(counts)
        let body = try body(for: input.viewport, textScale: input.textScale)
        var changes: [(section: Int, change: SectionChange)] = []
        var lengths = prepared.sections.map { $0.length(itemExtent: $0.itemExtent) }
        for index in counts.indices {
            guard let first = firstChanged[index] else { continue }
            let section = prepared.sections[index], model = body.section(index)
            if case .masonry(let masonry) = model.arrangement, case .masonry(let pass) = section.continuation, section.orthogonal == nil,
               case .explicit(let explicit) = section.items, first >= 0, first <= Swift.min(counts[index], explicit.count),
               var columns = pass.rewound(to: first, frames: explicit.frames) {
                let frames = try resolver(input, section: index).placeMasonryItems(first..<counts[index], masonry, columns: &columns)
                let extent = frames.reduce(explicit.extent(before: first)) { Swift.max($0, $1.uEnd) }
                lengths[index] = section.length(itemExtent: extent)
                changes.append((index, .replaceFrom(first, frames, .masonry(columns))))
            } else {
                let resolved = try resolveSection(input, index, model)
                lengths[index] = resolved.length(itemExtent: resolved.itemExtent)
                changes.append((index, .replace(resolved)))
            }
        }
        try Self.apply(changes, lengths: lengths, to: &prepared)
    }
}
