/// Changes of size and place (a cell's self-sizing report, the app's new sizes, a move): only
/// the sections that changed are placed again, a masonry only from its first changed item,
/// continuing the pass from where it stood before that item, and a list (one column) only in
/// the changed items, the items after them moved by one amount (`ExplicitFrames+Shifts`).
extension LayoutEngine {
    /// Places again, per section, what `firstChanged` says may differ (see
    /// `TesseraLayout.relayout`); prepares again when the viewport, text scale, motion setting
    /// or sections differ, or a formula reads the count and a count changed. All new numbers are
    /// computed and checked before anything changes, so on error `prepared` is as it was.
    public func relayout(_ prepared: inout PreparedLayout, changedFrom firstChanged: [Int?], to input: LayoutInput) throws(LayoutError) {
        let changed = firstChanged.indices.map { index in
            firstChanged[index].map { $0..<Swift.max($0, input.sectionCounts.indices.contains(index) ? input.sectionCounts[index] : $0) }
        }
        do throws(LayoutError) {
            try relayoutUnnamed(&prepared, changed: changed, to: input)
        } catch {
            throw error.naming(file)
        }
    }

    /// As `relayout(_:changedFrom:to:)`, told also where the changes end: in each section the
    /// items in `changedItems[section]` may differ in size, and the items after it are the same
    /// items, at the same indexes, of the same sizes (so the count is unchanged; nil: the
    /// section is as it was). A list then costs what the range holds, not what follows it.
    public func relayout(_ prepared: inout PreparedLayout, changedItems: [Range<Int>?], to input: LayoutInput) throws(LayoutError) {
        let counts = input.sectionCounts
        let fits = changedItems.count == counts.count && counts.indices.allSatisfy { section in
            guard let range = changedItems[section] else { return true }
            return range.upperBound <= counts[section] && counts[section] == prepared.itemCount(inSection: section)
        }
        guard fits else {
            return try relayout(&prepared, changedFrom: changedItems.map { $0?.lowerBound }, to: input)
        }
        do throws(LayoutError) {
            try relayoutUnnamed(&prepared, changed: changedItems, to: input)
        } catch {
            throw error.naming(file)
        }
    }

    /// `relayout`'s work; `relayout` names the file in its errors.
    private func relayoutUnnamed(_ prepared: inout PreparedLayout, changed: [Range<Int>?], to input: LayoutInput) throws(LayoutError) {
        let counts = input.sectionCounts
        let countsKept = counts.indices.allSatisfy { counts[$0] == prepared.itemCount(inSection: $0) }
        guard input.viewport == prepared.viewport, input.textScale == prepared.textScale, input.reduceMotion == prepared.reduceMotion,
              counts.count == prepared.sectionCount, changed.count == counts.count, countsKept || !reads.contains(.count) else {
            prepared = try prepare(input)
            return
        }
        try Self.checkCounts(counts)
        let body = try body(for: input.viewport, textScale: input.textScale)
        var changes: [(section: Int, change: SectionChange)] = []
        var lengths = prepared.sections.map { $0.length(itemExtent: $0.itemExtent) }
        var reused = 0
        for index in counts.indices {
            guard let range = changed[index] else { continue }
            let first = range.lowerBound, model = body.section(index)
            if let (change, extent) = try listChange(&prepared, section: index, range: range, model: model, input: input) {
                lengths[index] = prepared.sections[index].length(itemExtent: extent)
                changes.append((index, change))
                continue
            }
            let section = prepared.sections[index]
            if case .masonry(let masonry) = model.arrangement, case .masonry(let pass) = section.continuation, section.orthogonal == nil,
               case .explicit(let explicit) = section.items, first >= 0, first <= Swift.min(counts[index], explicit.count),
               var columns = pass.rewound(to: first, frames: explicit) {
                let sectionResolver = resolver(input, section: index)
                var spare = prepared.spareFrames.removeValue(forKey: index)
                if first < counts[index] - first || spare != nil {
                    // More to place than to keep, or arrays to write into (`spareFrames`): new
                    // arrays, the kept frames copied and the rest written straight in, as a
                    // prepare writes them. The old arrays are never written, so a copy of the
                    // layout held elsewhere (the driver's layout before a batch update) costs
                    // nothing, where changing them would copy them whole.
                    // (Held until written: new arrays cannot then have the spare's address.)
                    let spareAddress = spare?.storageAddress
                    let rebuilt = try sectionResolver.replacingMasonryItems(from: first, of: explicit, masonry, columns: &columns, reusing: &spare)
                    if spareAddress != nil, rebuilt.storageAddress == spareAddress { reused += 1 }
                    lengths[index] = section.length(itemExtent: rebuilt.extent)
                    changes.append((index, .replaceAll(rebuilt, .masonry(columns))))
                    continue
                }
                let frames = try sectionResolver.placeMasonryItems(first..<counts[index], masonry, columns: &columns)
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
        prepared.reusedSpares = reused
    }

    /// For a list (a one-column masonry whose count is kept) whose positions are exact sums:
    /// the items of `range` placed again and the amount the items after them move, with the
    /// section's new item extent. Nil when the section is no such list or a new number is off
    /// the grid that makes the sums exact (`ExplicitFrames+Shifts`): it is placed in order then.
    private func listChange(
        _ prepared: inout PreparedLayout, section index: Int, range: Range<Int>, model: SectionModel<Formula>, input: LayoutInput
    ) throws(LayoutError) -> (SectionChange, Double)? {
        let section = prepared.sections[index]
        guard case .masonry(let masonry) = model.arrangement, case .masonry(let pass) = section.continuation, section.orthogonal == nil,
              case .explicit(let explicit) = section.items, pass.ends.count == 1, pass.placed == explicit.count,
              input.sectionCounts[index] == explicit.count, range.lowerBound >= 0, range.upperBound <= explicit.count,
              pass.itemSpacing >= 0, ExplicitFrames.isOnGrid(pass.itemSpacing), ExplicitFrames.isOnGrid(pass.ends[0]),
              var columns = pass.rewound(to: range.lowerBound, frames: explicit), prepared.sectionIsExactList(index) else { return nil }
        let frames = try resolver(input, section: index).placeMasonryItems(range, masonry, columns: &columns)
        for frame in frames {
            guard frame.length >= 0, ExplicitFrames.isOnGrid(frame.u), ExplicitFrames.isOnGrid(frame.length), ExplicitFrames.isOnGrid(frame.uEnd) else { return nil }
        }
        let next = columns.ends[0]
        guard ExplicitFrames.isOnGrid(next) else { return nil }
        guard range.upperBound < explicit.count else {
            let extent = frames.last?.uEnd ?? explicit.extent(before: range.lowerBound)
            return (.replaceList(range, frames, 0, .masonry(columns)), extent)
        }
        let delta = next - explicit.frame(range.upperBound).u
        let extent = explicit.extent + delta
        var moved = pass
        moved.shiftEnds(by: delta)
        guard ExplicitFrames.isOnGrid(delta), ExplicitFrames.isOnGrid(extent), ExplicitFrames.isOnGrid(moved.ends[0]) else { return nil }
        return (.replaceList(range, frames, delta, .masonry(moved)), extent)
    }
}
