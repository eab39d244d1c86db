/// One element at a time: a cell by index with its effects, and the headers, footers,
/// backgrounds and separators around a section's items.
extension PreparedLayout {
    /// One element by kind and index path; nil when there is no such element. Inlinable, so that
    /// a caller that reads only part of the answer (a frame) pays only for that part.
    @inlinable
    public func attributes(for id: ElementID, at position: ScrollOffsets = ScrollOffsets()) throws(LayoutError) -> LayoutAttributes? {
        guard id.section >= 0, id.section < sections.count else { return nil }
        switch id.kind {
        case .header: return header(id.section, at: position)
        case .footer: return footer(id.section)
        case .cell:
            guard id.item >= 0, id.item < sections[id.section].count else { return nil }
            return try cell(id.section, id.item, at: position)
        case .background: return id.item == 0 ? background(id.section) : nil
        case .separator:
            guard id.item >= 0, id.item < sections[id.section].count - 1 else { return nil }
            return separator(id.section, id.item)
        }
    }

    @inlinable @inline(__always) func cell(_ index: Int, _ item: Int, at position: ScrollOffsets) throws(LayoutError) -> LayoutAttributes {
        let origin = contentOrigin(index), cross = sections[index].crossStartInset
        let frame: Rect
        if sectionIsOrthogonal(index) {
            return try attributes(.cell(item, section: index), orthogonalFrame(index, item, at: position), count: sections[index].count, at: position)
        }
        let count: Int
        if let pattern = sections[index].pattern {
            // The closed form through its own field, and done with before the effects' call, so
            // that the pattern is not retained: through `items`, a retain and a release were
            // about a quarter of a lookup.
            frame = mapping.rect(pattern.frame(item).offset(u: origin, v: cross))
            count = pattern.count
        } else {
            switch sections[index].items {
            // Not reached while `pattern` follows `items`; the general form, for completeness.
            case .pattern(let pattern): frame = mapping.rect(pattern.frame(item).offset(u: origin, v: cross))
            case .explicit(let explicit): frame = mapping.rect(explicit.frame(item).offset(u: origin, v: cross))
            case .circle(let circle): frame = circle.frame(item)
            }
            count = sections[index].count
        }
        return try attributes(.cell(item, section: index), frame, count: count, at: position)
    }

    /// A cell's attributes: its frame, and what the scroll effects make of its distance from
    /// the viewport's centre.
    @inlinable @inline(__always)
    func attributes(_ id: ElementID, _ frame: Rect, count: Int, at position: ScrollOffsets) throws(LayoutError) -> LayoutAttributes {
        // Two returns, so that without effects the value goes straight to the caller, which may
        // need only part of it, instead of through memory that `applyEffects` could write.
        guard hasEffects else { return LayoutAttributes(id: id, frame: frame) }
        var attributes = LayoutAttributes(id: id, frame: frame)
        try applyEffects(to: &attributes, count: count, at: position)
        return attributes
    }

    @usableFromInline func applyEffects(to attributes: inout LayoutAttributes, count: Int, at position: ScrollOffsets) throws(LayoutError) {
        guard let effects = sections[attributes.id.section].effects ?? effects else { return }
        try effects.apply(to: &attributes, distance: distance(of: attributes.frame, section: attributes.id.section, at: position),
                          sectionCount: count)
    }

    /// `distance` in effects: how far a frame's centre is from the viewport's, along the scroll
    /// axis; in an orthogonal section across it, so that a shelf can be a carousel of its own
    /// (its frames already hold its sideways offset).
    @inlinable @inline(__always)
    package func distance(of frame: Rect, section: Int, at position: ScrollOffsets) -> Double {
        if sectionIsOrthogonal(section) {
            let across = mapping.axis == .vertical ? frame.midX : frame.midY
            return across - mapping.v(viewport) * 0.5
        }
        return mapping.u(frame.center) - (mapping.u(position.offset) + mapping.u(viewport) * 0.5)
    }

    @inlinable @inline(__always) func header(_ index: Int, at position: ScrollOffsets) -> LayoutAttributes? {
        guard let length = sections[index].headerLength else { return nil }
        var u = sectionStarts[index]
        var zIndex = 0
        if sections[index].headerPinned {
            // Stays at the viewport's top while its section is under it, pushed out by the section's end.
            u = max(u, min(mapping.u(position.offset), sectionStarts[index + 1] - length))
            zIndex = 1024
        }
        let frame = mapping.rect(AxisRect(u: u, v: 0, length: length, breadth: mapping.v(viewport)))
        return LayoutAttributes(id: ElementID(.header, section: index), frame: frame, zIndex: zIndex)
    }

    /// Behind the section's items: from its header's end to its footer's start, across the
    /// whole breadth, inset by the background's insets. Drawn behind everything (z-index -1).
    @inlinable @inline(__always) func background(_ index: Int) -> LayoutAttributes? {
        guard let background = sections[index].background else { return nil }
        let start = sectionStarts[index] + (sections[index].headerLength ?? 0) + background.leading
        let end = sectionStarts[index + 1] - (sections[index].footerLength ?? 0) - background.trailing
        let breadth = mapping.v(viewport) - background.crossStart - background.crossEnd
        let frame = mapping.rect(AxisRect(u: start, v: background.crossStart, length: Swift.max(0, end - start), breadth: Swift.max(0, breadth)))
        return LayoutAttributes(id: ElementID(.background, section: index), frame: frame, zIndex: -1)
    }

    /// The separator after cell `item` (not the section's last): along the cell's trailing edge.
    @inlinable @inline(__always) func separator(_ index: Int, _ item: Int) -> LayoutAttributes? {
        // Only a circle's items have no axis frame, and a circle has no separators.
        guard let separator = sections[index].separator, item < sections[index].count - 1,
              let itemFrame = sections[index].items.axisFrame(item) else { return nil }
        let cell = itemFrame.offset(u: contentOrigin(index), v: sections[index].crossStartInset)
        let frame = mapping.rect(AxisRect(
            u: cell.uEnd + separator.offset, v: cell.v + separator.inset,
            length: separator.thickness, breadth: Swift.max(0, cell.breadth - separator.inset)))
        return LayoutAttributes(id: ElementID(.separator, section: index, item: item), frame: frame)
    }

    /// A section's background corner radius, for drawing it; nil without a background.
    public func backgroundCornerRadius(section: Int) -> Double? {
        sections.indices.contains(section) ? sections[section].background?.cornerRadius : nil
    }

    @inlinable @inline(__always) func footer(_ index: Int) -> LayoutAttributes? {
        guard let length = sections[index].footerLength else { return nil }
        let frame = mapping.rect(AxisRect(u: sectionStarts[index + 1] - length, v: 0, length: length, breadth: mapping.v(viewport)))
        return LayoutAttributes(id: ElementID(.footer, section: index), frame: frame)
    }
}
