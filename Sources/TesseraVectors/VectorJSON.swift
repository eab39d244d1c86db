import TesseraCompiler
import TesseraExercise
import TesseraRuntime

/// How the vectors spell the runtime's answers in JSON: numbers, points and elements as the
/// session vectors spell them (`SessionJSON`: every bit kept, negative zero as "-0").
enum VectorJSON {
    static func number(_ value: Double) -> JSONValue { SessionJSON.number(value) }

    static func point(_ point: Point) -> JSONValue { SessionJSON.point(point) }

    static func size(_ size: Size) -> JSONValue { SessionJSON.size(size) }

    static func rect(_ rect: Rect) -> JSONValue {
        .array([number(rect.x), number(rect.y), number(rect.width), number(rect.height)])
    }

    /// `[kind, section, item]`.
    static func id(_ id: ElementID) -> JSONValue {
        .array([.string(id.kind.rawValue), .number(Double(id.section)), .number(Double(id.item))])
    }

    static func id(_ id: ElementID?) -> JSONValue { id.map(Self.id) ?? .null }

    /// `[kind, section, item, x, y, width, height, scale, alpha, zIndex, translateX, translateY,
    /// rotation, turn, perspective]`: one flat array an element, as the web runtime lays them out.
    static func element(_ element: LayoutAttributes) -> JSONValue { SessionJSON.element(element) }

    static func error(_ error: LayoutError) -> JSONValue {
        .object([
            ("message", .string(error.message)),
            ("line", error.line.map { .number(Double($0)) } ?? .null),
            ("column", error.column.map { .number(Double($0)) } ?? .null),
        ])
    }

    static func input(_ input: LayoutInput) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("viewport", size(input.viewport)),
            ("sectionCounts", .array(input.sectionCounts.map { .number(Double($0)) })),
            ("textScale", number(input.textScale)),
        ]
        if input.reduceMotion { members.append(("reduceMotion", .bool(true))) }
        if let sizes = input.itemSizes {
            members.append(("itemSizes", .array(sizes.map { section in .array(section.map(itemSize)) })))
        }
        return .object(members)
    }

    /// A length, or `[width, height]`.
    static func itemSize(_ size: ItemSize) -> JSONValue {
        switch size {
        case .length(let length): number(length)
        case .size(let size): Self.size(size)
        }
    }

    static func position(_ position: ScrollOffsets, sections: Range<Int>) -> JSONValue {
        let sideways = sections.filter { position.offset(ofSection: $0) != 0 }
        return .object([
            ("offset", point(position.offset)),
            ("sectionOffsets", .array(sideways.map { .array([.number(Double($0)), number(position.offset(ofSection: $0))]) })),
        ])
    }

    static func update(_ update: ItemUpdate) -> JSONValue {
        switch update {
        case .insert(let item, let section): .array([.string("insert"), .number(Double(section)), .number(Double(item))])
        case .delete(let item, let section): .array([.string("delete"), .number(Double(section)), .number(Double(item))])
        case .move(let from, let to):
            .array([.string("move"), .number(Double(from.section)), .number(Double(from.item)), .number(Double(to.section)), .number(Double(to.item))])
        case .insertSection(let section, let items): .array([.string("insertSection"), .number(Double(section)), .number(Double(items))])
        case .deleteSection(let section): .array([.string("deleteSection"), .number(Double(section))])
        case .moveSection(let from, let to): .array([.string("moveSection"), .number(Double(from)), .number(Double(to))])
        }
    }
}
