/// Reads a compiled file's `layout` from its JSON, field by field in the order
/// docs/COMPILED-FORMAT.md lists them, refusing the first fault at its place (a path such as
/// `layout.base.defaultSection.arrangement.tiles.cells[2].width`). Each formula field is checked
/// against the file's formulas where it is read; each count against the runtime's limits once
/// its object is read. Keys it does not know are ignored; an optional field may be absent or null.
struct CompiledModelReader {
    let formulaCount: Int
    let fault: (String, String) -> CompiledLayout.LoadError

    /// An object's members, and where it is.
    struct Fields {
        let members: [(key: String, value: JSONValue)]
        let place: String

        func place(_ key: String) -> String { place.isEmpty ? key : "\(place).\(key)" }

        /// The member's value; nil when it is absent or null.
        func value(_ key: String) -> JSONValue? {
            guard let member = members.first(where: { $0.key.utf8.elementsEqual(key.utf8) }) else { return nil }
            if case .null = member.value { return nil }
            return member.value
        }
    }

    // MARK: Values

    func fields(_ node: JSONValue, at place: String) throws(CompiledLayout.LoadError) -> Fields {
        guard case .object(let members) = node else { throw fault(place, "this value must be an object") }
        return Fields(members: members, place: place)
    }

    func required(_ fields: Fields, _ key: String) throws(CompiledLayout.LoadError) -> JSONValue {
        guard let value = fields.value(key) else { throw fault(fields.place(key), "this field is missing") }
        return value
    }

    func list(_ node: JSONValue, at place: String) throws(CompiledLayout.LoadError) -> [JSONValue] {
        guard case .array(let items) = node else { throw fault(place, "this value must be a list") }
        return items
    }

    /// A whole number within ±2^53, which every runtime holds exactly.
    func integer(_ node: JSONValue, at place: String) throws(CompiledLayout.LoadError) -> Int {
        guard case .number(let value) = node, value == value.rounded(.towardZero), Swift.abs(value) <= 9_007_199_254_740_992 else {
            throw fault(place, "this value must be an integer")
        }
        return Int(value)
    }

    func string(_ node: JSONValue, at place: String) throws(CompiledLayout.LoadError) -> String {
        guard case .string(let value) = node else { throw fault(place, "this value must be a string") }
        return value
    }

    func bool(_ node: JSONValue, at place: String) throws(CompiledLayout.LoadError) -> Bool {
        guard case .bool(let value) = node else { throw fault(place, "this value must be true or false") }
        return value
    }

    /// One of `words`, by its raw value.
    func word<Word: RawRepresentable<String>>(_ node: JSONValue, at place: String, _ words: [Word]) throws(CompiledLayout.LoadError) -> Word {
        let text = try string(node, at: place)
        guard let word = words.first(where: { $0.rawValue.utf8.elementsEqual(text.utf8) }) else {
            throw fault(place, "this value must be one of \(words.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not '\(scalarPrefix(text, 40))'")
        }
        return word
    }

    /// A formula field: an index into the file's formulas.
    func formula(_ node: JSONValue, at place: String) throws(CompiledLayout.LoadError) -> Formula {
        let index = try integer(node, at: place)
        guard index >= 0, index < formulaCount else {
            throw fault(place, formulaCount == 0 ? "this refers to formula \(index), but the file has no formulas"
                : "this refers to formula \(index), but the file has formulas 0 to \(formulaCount - 1)")
        }
        return Formula(index, line: 0, column: 0)
    }

    func formula(_ fields: Fields, _ key: String) throws(CompiledLayout.LoadError) -> Formula {
        try formula(try required(fields, key), at: fields.place(key))
    }

    func optionalFormula(_ fields: Fields, _ key: String) throws(CompiledLayout.LoadError) -> Formula? {
        guard let value = fields.value(key) else { return nil }
        return try formula(value, at: fields.place(key))
    }

    func integer(_ fields: Fields, _ key: String) throws(CompiledLayout.LoadError) -> Int {
        try integer(try required(fields, key), at: fields.place(key))
    }

    func bool(_ fields: Fields, _ key: String) throws(CompiledLayout.LoadError) -> Bool {
        try bool(try required(fields, key), at: fields.place(key))
    }

    func word<Word: RawRepresentable<String>>(_ fields: Fields, _ key: String, _ words: [Word]) throws(CompiledLayout.LoadError) -> Word {
        try word(try required(fields, key), at: fields.place(key), words)
    }

    func optionalWord<Word: RawRepresentable<String>>(_ fields: Fields, _ key: String, _ words: [Word]) throws(CompiledLayout.LoadError) -> Word? {
        guard let value = fields.value(key) else { return nil }
        return try word(value, at: fields.place(key), words)
    }

    func object(_ fields: Fields, _ key: String) throws(CompiledLayout.LoadError) -> Fields {
        try self.fields(try required(fields, key), at: fields.place(key))
    }

    func optionalObject(_ fields: Fields, _ key: String) throws(CompiledLayout.LoadError) -> Fields? {
        guard let value = fields.value(key) else { return nil }
        return try self.fields(value, at: fields.place(key))
    }

    /// An object with exactly one of `keys`, which names what it is.
    func oneOf(_ fields: Fields, _ keys: [String], _ message: String) throws(CompiledLayout.LoadError) -> (key: String, value: JSONValue) {
        let present = fields.members.filter { member in keys.contains { $0.utf8.elementsEqual(member.key.utf8) } }
        guard present.count == 1, let member = present.first else { throw fault(fields.place, message) }
        return member
    }

    /// The first `count` Unicode scalars of `text`: messages quote hostile text cut the same way
    /// in every runtime.
    func scalarPrefix(_ text: some StringProtocol, _ count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.prefix(count))
        return String(scalars)
    }

    // MARK: The layout

    func layout(_ node: JSONValue) throws(CompiledLayout.LoadError) -> LayoutModel<Formula> {
        let fields = try self.fields(node, at: "layout")
        let name = try string(try required(fields, "name"), at: fields.place("name"))
        guard !name.isEmpty, name.utf8.count <= 1_024 else {
            throw fault(fields.place("name"), "a layout's name has 1 to 1024 bytes, not \(name.utf8.count)")
        }
        let axis = try word(fields, "axis", [ScrollAxis.vertical, .horizontal])
        let direction = try word(fields, "direction", [ReadingDirection.leftToRight, .rightToLeft])
        let base = try body(try object(fields, "base"))
        let variantNodes = try list(try required(fields, "variants"), at: fields.place("variants"))
        guard variantNodes.count <= Limits.maxVariants else {
            throw fault(fields.place("variants"), "the layout has \(variantNodes.count) variants; at most \(Limits.maxVariants) are allowed")
        }
        var variants: [VariantModel<Formula>] = []
        for (index, node) in variantNodes.enumerated() {
            variants.append(try variant(try self.fields(node, at: "\(fields.place("variants"))[\(index)]")))
        }
        return LayoutModel(name: name, axis: axis, direction: direction, base: base, variants: variants)
    }

    func body(_ fields: Fields) throws(CompiledLayout.LoadError) -> BodyModel<Formula> {
        let defaultFields = try object(fields, "defaultSection")
        let defaultSection = try section(defaultFields)
        let overrideNodes = try list(try required(fields, "sectionOverrides"), at: fields.place("sectionOverrides"))
        guard overrideNodes.count <= Limits.maxSectionOverrides else {
            throw fault(fields.place("sectionOverrides"), "the layout has \(overrideNodes.count) section overrides; at most \(Limits.maxSectionOverrides) are allowed")
        }
        var overrides: [SectionModel<Formula>] = []
        for (index, node) in overrideNodes.enumerated() {
            overrides.append(try section(try self.fields(node, at: "\(fields.place("sectionOverrides"))[\(index)]")))
        }
        let isCircle = ([defaultSection] + overrides).contains { if case .circle = $0.arrangement { true } else { false } }
        if isCircle, !overrides.isEmpty {
            throw fault(fields.place("sectionOverrides"), "a circle cannot be one section among others: it does not scroll")
        }
        if isCircle {
            // The circle is the whole layout, in the viewport: nothing sits before, after or behind it.
            let given = [("header", defaultSection.header != nil), ("footer", defaultSection.footer != nil),
                         ("background", defaultSection.background != nil), ("separators", defaultSection.separators != nil),
                         ("orthogonal", defaultSection.orthogonal != nil)]
            if let key = given.first(where: \.1)?.0 {
                throw fault(defaultFields.place(key), "a circle does not scroll, so it has no \(key); remove it")
            }
        }
        return BodyModel(defaultSection: defaultSection, sectionOverrides: overrides,
                         effects: try mapped(try optionalObject(fields, "effects"), effects), snap: try snapRule(try required(fields, "snap"), at: fields.place("snap")),
                         reducedMotionEffects: try mapped(try optionalObject(fields, "reducedMotionEffects"), effects),
                         gravity: try optionalWord(fields, "gravity", [Gravity.start, .end]))
    }
}
