import Testing
import TesseraRuntime
@testable import TesseraCompiler

/// The reference and the JSON Schema print each key's default from `LanguageSchema`, and the node
/// readers apply it from there, but the engines and the hand-written readings give absence a
/// meaning too. Here every default the schema states is written out explicitly in a layout, and
/// the layout must answer exactly as it does with the key left out; a default the schema marks
/// as described (another key's value, "where it fits") must be one that cannot be written out.
@Suite struct SchemaDefaultsTests {
    /// A layout that reaches the object, with `@@` where the tested key goes and anchors (keys
    /// the object needs or is shown by), the first one that is not the tested key used.
    struct Template {
        var text: String
        var anchors: [(key: String, line: String)] = []

        func yaml(_ key: String, _ line: String?) -> String {
            let anchor = anchors.first { $0.key != key }.map { "\($0.key): \($0.line)" } ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw -> String? in
                guard let marker = raw.range(of: "@@") else {
                    guard let place = raw.range(of: "ANCHOR") else { return String(raw) }
                    return anchor.isEmpty ? nil : raw.replacingCharacters(in: place, with: anchor)
                }
                return line.map { raw.replacingCharacters(in: marker, with: $0) }
            }
            return lines.joined(separator: "\n")
        }
    }

    static let item = "line:\n  item: {width: 50, height: 40}\n"
    static let templates: [String: Template] = [
        "layout": Template(text: "layout: T\n@@\n" + item),
        "section": Template(text: "layout: T\n" + item + "sections:\n  - line:\n      item: {width: 30, height: 30}\n    @@\n"),
        "variant": Template(text: "layout: T\n" + item + "variants:\n  - when: width > 500\n    @@\n"),
        "insets": Template(text: "layout: T\n" + item + "insets:\n  ANCHOR\n  @@\n", anchors: [("top", "3"), ("left", "4")]),
        "header": Template(text: "layout: T\n" + item + "header:\n  length: 30\n  @@\n"),
        "tiles": Template(text: "layout: T\ntiles:\n  columns: width / 2\n  rows: 80\n  areas:\n    - 0 1\n    - 2 2\n  @@\n"),
        "cell": Template(text: "layout: T\ntiles:\n  columns: 100\n  rows: 80\n  cells:\n    - {x: 0, y: 0, width: 1, height: 1}\n    - ANCHOR\n      @@\n",
                         anchors: [("x", "1"), ("y", "0")]),
        "blocks": Template(text: "layout: T\nblocks:\n  columns: [[0], [1, 3], [2]]\n  columnWidth: 100\n  itemLength: \"slot == 0 ? 60 : 30\"\n  @@\n"),
        "circle": Template(text: "layout: T\ncircle:\n  item: {width: 50, height: 50}\n  radius: 70\n  @@\n"),
        "line": Template(text: "layout: T\nline:\n  item: {width: 50, height: 40}\n  @@\n"),
        "masonry": Template(text: "layout: T\nmasonry:\n  columns: 3\n  itemLength: \"40 + index % 4 * 10\"\n  @@\n"),
        "flow": Template(text: "layout: T\nflow:\n  columns: 3\n  @@\n"),
        "rule": Template(text: "layout: T\nrule:\n  x: 0\n  y: index * 50\n  width: 40\n  height: 40\n  @@\n"),
        "rule period": Template(text: "layout: T\nrule:\n  x: 0\n  y: index % 4 * 50\n  width: 40\n  height: 40\n  period:\n    items: 4\n    @@\n"),
        "grid": Template(text: "layout: T\ngrid:\n  columns: 3\n  ANCHOR\n  @@\n",
                         anchors: [("span", "\"index % 5 == 0 ? 2 : 1\""), ("rowSpan", "\"index % 4 == 0 ? 2 : 1\"")]),
        "effects": Template(text: "layout: T\nscroll: horizontal\n" + item + "  spacing: 10\neffects:\n  ANCHOR\n  @@\n",
                            anchors: [("scale", "1 - abs(distance) / 1000"), ("alpha", "0.5")]),
        "orthogonal": Template(text: "layout: T\n" + item + "sections:\n  - line:\n      item: {width: 100, height: 80}\n      spacing: 10\n    orthogonal:\n      length: 100\n      @@\n"),
        "background": Template(text: "layout: T\n" + item + "background:\n  ANCHOR\n  @@\n", anchors: [("cornerRadius", "4"), ("insets", "2")]),
        "reduceMotion": Template(text: "layout: T\nscroll: horizontal\n" + item + "  spacing: 10\neffects:\n  scale: 0.5\n  reduceMotion:\n    ANCHOR\n    @@\n",
                                 anchors: [("zIndex", "index"), ("alpha", "0.9")]),
        "paging": Template(text: "layout: T\nscroll: horizontal\n" + item + "  spacing: 10\nsnap:\n  paging: leading\n  @@\n"),
        "separators": Template(text: "layout: T\n" + item + "separators:\n  ANCHOR\n  @@\n", anchors: [("thickness", "2"), ("inset", "3")]),
    ]

    /// Every object the layout language reaches, each once, with the fields that have a default.
    static func objectsWithDefaults() -> [(object: String, field: SchemaField)] {
        var seen: Set<String> = [], found: [(object: String, field: SchemaField)] = []
        func visit(_ type: SchemaType) {
            switch type {
            case .object(let object):
                guard seen.insert(object.name).inserted else { return }
                for field in object.fields {
                    if field.defaultText != nil { found.append((object.name, field)) }
                    visit(field.type)
                }
            case .list(let element, _): visit(element)
            case .dictionary(let value): visit(value)
            case .oneOf(let alternatives): alternatives.forEach(visit)
            default: break
            }
        }
        visit(.object(LanguageSchema.layout))
        return found
    }

    struct Answers: Equatable {
        var contentSize: Size
        var elements: [LayoutAttributes]
        var rest: Point
        var orthogonalRest: Double?
    }

    static func answers(_ yaml: String) throws -> [Answers] {
        let layout = try InterpretedLayout(yaml: yaml)
        // Each viewport as it is and with Reduce Motion, which the effects for it apply under.
        let inputs = [Size(width: 375, height: 667), Size(width: 1024, height: 300)].flatMap { viewport in
            [false, true].map { LayoutInput(viewport: viewport, sectionCounts: [7, 4], reduceMotion: $0) }
        }
        return try inputs.map { input in
            let prepared = try layout.prepare(input)
            return Answers(contentSize: prepared.contentSize, elements: try prepared.allElements(at: ScrollOffsets(x: 31, y: 47)),
                           rest: try prepared.restingOffset(proposed: Point(x: 37, y: 53), velocity: Point(x: 0.5, y: 0.5)),
                           orthogonalRest: prepared.isOrthogonal(section: 1) ? try prepared.restingOffset(ofSection: 1, proposed: 37) : nil)
        }
    }

    @Test func everyStatedDefaultIsTheOneTheBuilderApplies() throws {
        // Defaults the schema describes rather than states (another key's value, a rule) cannot be
        // written out as they read; every other default must be.
        var described: Set<String> = [], describedHere: Set<String> = []
        for (object, field) in Self.objectsWithDefaults() {
            let name = "\(object).\(field.key)", value = try #require(field.defaultText)
            if field.describedDefault { described.insert(name) }
            guard let template = Self.templates[object] else {
                Issue.record("no template reaches '\(object)' (for its default of '\(field.key)'); add one")
                continue
            }
            let omitted = try Self.answers(template.yaml(field.key, nil))
            let explicit: [Answers]
            do {
                explicit = try Self.answers(template.yaml(field.key, "\(field.key): \(value)"))
            } catch {
                describedHere.insert(name)
                continue
            }
            if explicit != omitted {
                Issue.record("\(name): the schema says '\(value)', but the layout answers differently with it written out")
            }
        }
        #expect(describedHere == described, "defaults that are descriptions, not values")
        #expect(described.contains("grid.columnGap") && described.contains("effects.reduceMotion"))
    }
}
