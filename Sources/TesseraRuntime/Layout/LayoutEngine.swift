/// Runs a layout model: picks the variant for the viewport, resolves each section's formulas into
/// numbers, and hands them to the placement engines. Written once for the interpreter and for
/// generated code, which differ only in their `FormulaEvaluator`.
@_spi(Generated) public struct LayoutEngine<Evaluator: FormulaEvaluator>: Sendable {
    public let model: LayoutModel<Formula>
    public let evaluator: Evaluator
    public let reads: InputReads
    /// The layout file, named by every error the engine throws.
    public let file: String?

    public init(model: LayoutModel<Formula>, evaluator: Evaluator, reads: InputReads, file: String? = nil) {
        self.model = model
        self.evaluator = evaluator
        self.reads = reads
        self.file = file
    }

    /// The body that applies to a viewport and text size: the first variant whose condition
    /// holds, else the base.
    public func body(for viewport: Size, textScale: Double = 1) throws(LayoutError) -> BodyModel<Formula> {
        try variant(for: viewport, textScale: textScale).map { model.variants[$0].body } ?? model.base
    }

    /// The index of the variant that applies, nil for the base: what tools match with the
    /// layout's source.
    public func variant(for viewport: Size, textScale: Double = 1) throws(LayoutError) -> Int? {
        let context = EvaluationContext(width: viewport.width, height: viewport.height, textScale: textScale)
        for (index, variant) in model.variants.enumerated() {
            do throws(LayoutError) {
                if try evaluator.finiteValue(of: variant.condition, in: context) != 0 { return index }
            } catch {
                throw error.naming(file)
            }
        }
        return nil
    }

    public func prepare(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        do throws(LayoutError) {
            return try resolve(input)
        } catch {
            throw error.naming(file)
        }
    }

    /// `prepare`'s work; `prepare` names the file in its errors.
    private func resolve(_ input: LayoutInput) throws(LayoutError) -> PreparedLayout {
        let viewport = input.viewport
        guard viewport.width.isFinite, viewport.height.isFinite, viewport.width >= 0, viewport.height >= 0 else {
            throw LayoutError("the viewport must have a finite, non-negative size, not \(describe(viewport.width))×\(describe(viewport.height))")
        }
        try Self.checkCounts(input.sectionCounts)
        try LayoutInput.checkTextScale(input.textScale)
        let body = try body(for: viewport, textScale: input.textScale)
        var sections: [ResolvedSection] = []
        sections.reserveCapacity(input.sectionCounts.count)
        for index in input.sectionCounts.indices {
            sections.append(try resolveSection(input, index, body.section(index)))
        }
        // Stilled effects with nothing left are none: scrolling then invalidates nothing for them.
        let effects = body.effectsInForce(reduceMotion: input.reduceMotion).flatMap { $0.isEmpty ? nil : $0 }.map {
            ModelEffects(model: $0, evaluator: evaluator, viewport: viewport, textScale: input.textScale, turnAxis: TurnAxis(crossing: model.axis), file: file)
        }
        var prepared = try PreparedLayout(
            viewport: viewport, axis: model.axis, direction: model.direction, sections: sections,
            effects: effects, snap: body.snap, gravity: body.gravity ?? .start, reads: reads, textScale: input.textScale)
        prepared.reduceMotion = input.reduceMotion
        return prepared
    }

    /// Places only what changed when the input differs from the one `prepared` was made for by
    /// items appended to sections, and no formula reads the count: a masonry continues its pass
    /// with the new items; any other growing section is resolved again on its own (closed-form
    /// kinds in constant time); the other sections are kept. Otherwise prepares again. All new
    /// numbers are computed and checked before anything changes.
    public func extend(_ prepared: inout PreparedLayout, to input: LayoutInput) throws(LayoutError) {
        do throws(LayoutError) {
            try extendUnnamed(&prepared, to: input)
        } catch {
            throw error.naming(file)
        }
    }

    /// `extend`'s work; `extend` names the file in its errors.
    private func extendUnnamed(_ prepared: inout PreparedLayout, to input: LayoutInput) throws(LayoutError) {
        let counts = input.sectionCounts
        guard !reads.contains(.count), input.viewport == prepared.viewport, input.textScale == prepared.textScale, input.reduceMotion == prepared.reduceMotion, counts.count == prepared.sectionCount,
              counts.indices.allSatisfy({ counts[$0] >= prepared.itemCount(inSection: $0) }) else {
            prepared = try prepare(input)
            return
        }
        try Self.checkCounts(counts)
        let body = try body(for: input.viewport, textScale: input.textScale)
        var changes: [(section: Int, change: SectionChange)] = []
        var lengths = prepared.sections.map { $0.length(itemExtent: $0.itemExtent) }
        for index in counts.indices where counts[index] > prepared.itemCount(inSection: index) {
            let section = prepared.sections[index], model = body.section(index)
            // (An orthogonal masonry is placed across the axis: it is resolved again.)
            let added = section.count..<counts[index]
            var frames: [AxisRect]?, pass = section.continuation
            switch (model.arrangement, pass) {
            case (.masonry(let masonry), .masonry(var columns)) where section.orthogonal == nil:
                frames = try resolver(input, section: index).placeMasonryItems(added, masonry, columns: &columns)
                pass = .masonry(columns)
            case (.grid(let grid), .grid(var gridPass)) where section.orthogonal == nil:
                frames = try resolver(input, section: index).placeGridItems(added, grid, pass: &gridPass)
                pass = .grid(gridPass)
            default:
                frames = nil
            }
            if let frames, let pass {
                let extent = frames.reduce(section.itemExtent) { Swift.max($0, $1.uEnd) }
                lengths[index] = section.length(itemExtent: extent)
                changes.append((index, .append(frames, pass)))
            } else {
                let resolved = try resolveSection(input, index, model)
                lengths[index] = resolved.length(itemExtent: resolved.itemExtent)
                changes.append((index, .replace(resolved)))
            }
        }
        try Self.apply(changes, lengths: lengths, to: &prepared)
    }

    /// Writes `changes` into `prepared`, whose sections then have `lengths`; nothing when there
    /// are none, and nothing at all when the content would be infinitely long.
    static func apply(_ changes: [(section: Int, change: SectionChange)], lengths: [Double], to prepared: inout PreparedLayout) throws(LayoutError) {
        guard !changes.isEmpty else { return }
        let length = PreparedLayout.contentLength(lengths)
        guard length.isFinite else { throw PreparedLayout.infiniteContent(length: length) }
        try prepared.changeSections { sections in
            for (index, change) in changes {
                switch change {
                case .append(let frames, let pass): sections[index].appendItems(frames, continuing: pass)
                case .replace(let section): sections[index] = section
                case .replaceFrom(let first, let frames, let pass): sections[index].replaceItems(from: first, with: frames, continuing: pass)
                case .replaceAll(let frames, let pass): sections[index].replaceItems(with: frames, continuing: pass)
                case .replaceList(let range, let frames, let delta, let pass):
                    sections[index].replaceListItems(range, with: frames, shiftingRestBy: delta, continuing: pass)
                }
            }
        }
    }

    enum SectionChange {
        case append([AxisRect], ResolvedSection.Continuation)
        case replace(ResolvedSection)
        /// Frames for the items from `first` on, placed again by the pass that placed the others.
        case replaceFrom(Int, [AxisRect], ResolvedSection.Continuation)
        /// Every item's frames anew (those before the first changed one copied), with the pass.
        case replaceAll(ExplicitFrames, ResolvedSection.Continuation)
        /// New frames for a list's items in the range, and the amount the items after it move.
        case replaceList(Range<Int>, [AxisRect], Double, ResolvedSection.Continuation)
    }

    /// A section's geometry, with its own effects and snap when it overrides the layout's.
    func resolveSection(_ input: LayoutInput, _ index: Int, _ model: SectionModel<Formula>) throws(LayoutError) -> ResolvedSection {
        var resolved = try resolver(input, section: index).resolve(model)
        resolved.effects = model.effectsInForce(reduceMotion: input.reduceMotion).map {
            ModelEffects(model: $0, evaluator: evaluator, viewport: input.viewport, textScale: input.textScale, turnAxis: TurnAxis(crossing: self.model.axis), file: file)
        }
        resolved.snap = model.snap
        return resolved
    }

    func resolver(_ input: LayoutInput, section index: Int) -> SectionResolver<Evaluator> {
        SectionResolver(
            evaluator: evaluator, axis: model.axis, viewport: input.viewport, textScale: input.textScale, section: index, count: input.sectionCounts[index],
            sizes: input.itemSizes.flatMap { index < $0.count ? $0[index] : nil })
    }

    static func checkCounts(_ counts: [Int]) throws(LayoutError) {
        guard counts.count <= Limits.maxSections else {
            throw LayoutError("\(counts.count) sections is more than a layout takes (\(Limits.maxSections))")
        }
        for (index, count) in counts.enumerated() {
            guard count >= 0 else { throw LayoutError("section \(index) has a negative item count (\(count))") }
            guard count <= Limits.maxItems else {
                throw LayoutError("section \(index) has \(count) items, more than a layout takes (\(Limits.maxItems))")
            }
        }
    }
}
