/// One section's resolved geometry: numbers only, no expressions.
@usableFromInline package struct ResolvedSection: Sendable {
    @usableFromInline package enum Items: Sendable {
        case pattern(TilePattern)
        case explicit(ExplicitFrames)
        /// In view coordinates: a circle does not scroll. It is the layout's only section, with no
        /// header, footer, background, separators or band (the front end and the compiled readers
        /// refuse them), so only the cells' own queries meet it.
        case circle(CirclePlacement)

        @inlinable var pattern: TilePattern? {
            if case .pattern(let pattern) = self { pattern } else { nil }
        }

        /// Whether the items move with the content. A circle stays in the viewport: a layout
        /// with one does not scroll. Asked of every engine by an exhaustive switch, as each
        /// question below is, so that a new kind is met by the compiler wherever it differs.
        @inlinable var scrolls: Bool {
            switch self {
            case .pattern, .explicit: true
            case .circle: false
            }
        }

        /// The items whose span along the section's axis may meet `uStart..<uEnd` (the
        /// section's own terms); a circle, which does not scroll, has none along an axis.
        @inlinable func candidates(uStart: Double, uEnd: Double) -> Range<Int> {
            switch self {
            case .pattern(let pattern): pattern.candidates(uStart: uStart, uEnd: uEnd)
            case .explicit(let explicit): explicit.candidates(uStart: uStart, uEnd: uEnd)
            case .circle: 0..<0
            }
        }

        /// Item `item`'s frame in the section's own terms; nil for a circle, whose frames are in
        /// view terms (`CirclePlacement.frame`).
        @inlinable func axisFrame(_ item: Int) -> AxisRect? {
            switch self {
            case .pattern(let pattern): pattern.frame(item)
            case .explicit(let explicit): explicit.frame(item)
            case .circle: nil
            }
        }
    }

    @usableFromInline package var items: Items {
        didSet { pattern = items.pattern }
    }
    /// `items`' tile pattern, if it is one, held apart for lookups by index (see `cell`): a copy
    /// of `items` ends in the enum's outlined destroy, a release the optimiser cannot pair with
    /// the copy's retain, where this optional's retain and release cancel.
    @usableFromInline package private(set) var pattern: TilePattern?
    /// Along the scroll axis before and after the items, and across it.
    @usableFromInline package var leadingInset, trailingInset, crossStartInset: Double
    @usableFromInline package var headerLength: Double?
    @usableFromInline package var headerPinned: Bool
    @usableFromInline package var footerLength: Double?
    /// For masonry and grids: where the pass stopped, so that items appended later continue it.
    package var continuation: Continuation?

    package enum Continuation: Sendable {
        case masonry(MasonryColumns)
        case grid(GridPass)
    }
    @usableFromInline package var background: Background?
    @usableFromInline package var separator: Separator?
    /// For an orthogonal section: its items (and insets) are in the terms of the cross axis.
    @usableFromInline package var orthogonal: Orthogonal?
    /// The section's own scroll effects and snap rule, instead of the layout's.
    package var effects: (any ScrollEffects)?
    @usableFromInline package var snap: SnapRule?

    /// An orthogonal section's band: how long it is along the layout's axis, and how a
    /// sideways scroll comes to rest.
    @usableFromInline package struct Orthogonal: Sendable {
        @usableFromInline package var bandLength: Double
        @usableFromInline package var snap: SnapRule

        package init(bandLength: Double, snap: SnapRule) {
            self.bandLength = bandLength
            self.snap = snap
        }
    }

    /// A background's insets along and across the scroll axis, and its corner radius.
    @usableFromInline package struct Background: Sendable {
        @usableFromInline package var leading, trailing, crossStart, crossEnd, cornerRadius: Double

        package init(leading: Double, trailing: Double, crossStart: Double, crossEnd: Double, cornerRadius: Double) {
            self.leading = leading
            self.trailing = trailing
            self.crossStart = crossStart
            self.crossEnd = crossEnd
            self.cornerRadius = cornerRadius
        }
    }

    @usableFromInline package struct Separator: Sendable {
        @usableFromInline package var thickness, inset, offset: Double

        package init(thickness: Double, inset: Double, offset: Double) {
            self.thickness = thickness
            self.inset = inset
            self.offset = offset
        }
    }

    package init(items: Items, leadingInset: Double = 0, trailingInset: Double = 0, crossStartInset: Double = 0,
                headerLength: Double? = nil, headerPinned: Bool = false, footerLength: Double? = nil,
                continuation: Continuation? = nil, background: Background? = nil, separator: Separator? = nil) {
        self.items = items
        pattern = items.pattern
        self.continuation = continuation
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.crossStartInset = crossStartInset
        self.headerLength = headerLength
        self.headerPinned = headerPinned
        self.footerLength = footerLength
        self.background = background
        self.separator = separator
    }

    @inlinable var count: Int {
        switch items {
        case .pattern(let pattern): pattern.count
        case .explicit(let frames): frames.count
        case .circle(let circle): circle.count
        }
    }

    var itemExtent: Double {
        switch items {
        case .pattern(let pattern): pattern.extent
        case .explicit(let frames): frames.extent
        case .circle: 0
        }
    }

    /// Along the scroll axis, from the header's start to the footer's end, for items that reach
    /// `itemExtent` past the leading inset.
    func length(itemExtent: Double) -> Double {
        if let orthogonal { return (headerLength ?? 0) + orthogonal.bandLength + (footerLength ?? 0) }
        return (headerLength ?? 0) + leadingInset + itemExtent + trailingInset + (footerLength ?? 0)
    }

    /// Replaces the frames of the items from `first` on with `frames`, placed by the pass that
    /// placed the items before them.
    mutating func replaceItems(from first: Int, with frames: [AxisRect], continuing pass: Continuation) {
        guard case .explicit(var explicit) = items else { return }
        // Drop the enum's reference first, so that the arrays are changed in place.
        items = .explicit(ExplicitFrames())
        explicit.replaceFrames(from: first, with: frames)
        items = .explicit(explicit)
        continuation = pass
    }

    /// Takes new frames for all items, placed by the pass `pass` ends.
    mutating func replaceItems(with frames: ExplicitFrames, continuing pass: Continuation) {
        guard case .explicit = items else { return }
        items = .explicit(frames)
        continuation = pass
    }

    /// Replaces the frames of the list items `range` and moves the items after them by `delta`
    /// (`ExplicitFrames.replaceListItems`).
    mutating func replaceListItems(_ range: Range<Int>, with frames: [AxisRect], shiftingRestBy delta: Double, continuing pass: Continuation) {
        guard case .explicit(var explicit) = items else { return }
        // Drop the enum's reference first, so that the arrays are changed in place.
        items = .explicit(ExplicitFrames())
        explicit.replaceListItems(range, with: frames, shiftingRestBy: delta)
        items = .explicit(explicit)
        continuation = pass
    }

    /// Appends frames for new items, placed by the pass that placed the others.
    mutating func appendItems(_ frames: [AxisRect], continuing pass: Continuation) {
        guard case .explicit(var explicit) = items else { return }
        // Drop the enum's reference first, so that the arrays are appended to in place.
        items = .explicit(ExplicitFrames())
        let first = explicit.count
        // No reserveCapacity: it would allocate exactly, and so copy everything on every append.
        for frame in frames { explicit.append(frame) }
        explicit.finishAppending(from: first)
        items = .explicit(explicit)
        continuation = pass
    }
}
