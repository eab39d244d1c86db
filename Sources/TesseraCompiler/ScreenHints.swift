/// What `validate`'s run on typical screens reads from a layout file besides its model: the
/// hints only that check takes (`tappable:`, `readingOrder:`), which nothing at run time depends
/// on and so no runtime carries, and where each arrangement is written, for a warning about the
/// arrangement as a whole. Read from a file that checked without errors.
package struct ScreenHints: Sendable {
    /// The keys read here alone.
    package static let keys: Set<String> = ["tappable", "readingOrder"]

    /// What holds for one section's cells.
    package struct Section: Sendable {
        /// Whether people tap the cells one by one (`tappable:`): only then are they held to the
        /// touch-target minimum.
        package var tapped = true
        /// Whether their order on screen is meant even where it is not the data's
        /// (`readingOrder: screen`): then the reading-order check says nothing.
        package var orderAsDrawn = false
        /// The kind's key (`grid:`, `tiles:`...) in force for the section, as written.
        package var arrangement: SourceLocation?

        package init() {}
    }

    /// A layout's body (the base or a variant): its own word, and each described section's.
    private struct Body: Sendable {
        var layout: Section
        var sections: [Section]
    }

    private var base = Body(layout: Section(), sections: [])
    private var variants: [Body] = []

    /// No file: every cell tapped, every order checked, no place known.
    package init() {}

    package init(bytes: [UInt8]) {
        let bag = DiagnosticBag()
        guard let root = YAMLReader().read(utf8: bytes, diagnostics: bag) else { return }
        let layout = Self.read(root, inheriting: Section())
        base = Body(layout: layout, sections: (root["sections"]?.sequence ?? .empty).map { Self.read($0, inheriting: layout) })
        // A variant states what changes: its sections, or else the layout's, take its word.
        for variant in root["variants"]?.sequence ?? .empty {
            let own = Self.read(variant, inheriting: layout)
            let sections = variant["sections"]?.sequence ?? root["sections"]?.sequence ?? .empty
            variants.append(Body(layout: own, sections: sections.map { Self.read($0, inheriting: own) }))
        }
    }

    /// Section `section` of the body in force: the base, or variant `variant`. Sections past those
    /// described take the layout's word, as they take its other keys.
    package func section(_ section: Int, variant: Int? = nil) -> Section {
        let body = variant.flatMap { variants.indices.contains($0) ? variants[$0] : nil } ?? base
        return body.sections.indices.contains(section) ? body.sections[section] : body.layout
    }

    private static func read(_ node: YAMLNode, inheriting inherited: Section) -> Section {
        var section = inherited
        if let tappable = node["tappable"]?.scalarText { section.tapped = tappable != "false" }
        if let order = node["readingOrder"]?.scalarText { section.orderAsDrawn = order == "screen" }
        if let kind = node.mapping?.first(where: { pair in LanguageSchema.kindKeys.contains { pair.key.hasText($0) } }) {
            section.arrangement = kind.key.location
        }
        return section
    }
}
