import TesseraCompiler
import TesseraRuntime

/// How `tessera frames`, `snap` and `hit` print what a layout answers: JSON for tools, CSV one
/// element a row, and an aligned table for people. The JSON shape is a promise to scripts:
/// keys may be added, never renamed.
package enum ElementReport {
    package static func json(_ size: Size) -> JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    package static func json(_ point: Point) -> JSONValue {
        .object([("x", .number(point.x)), ("y", .number(point.y))])
    }

    package static func json(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    package static func json(_ id: ElementID) -> JSONValue {
        .object([("kind", .string(id.kind.rawValue)), ("section", .number(Double(id.section))), ("item", .number(Double(id.item)))])
    }

    /// An element; a section's background also gives its corner radius, from `prepared`.
    package static func json(_ element: LayoutAttributes, in prepared: PreparedLayout? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(element.id.kind.rawValue)),
            ("section", .number(Double(element.id.section))),
            ("item", .number(Double(element.id.item))),
            ("frame", json(element.frame)),
            ("scale", .number(element.scale)),
            ("alpha", .number(element.alpha)),
            ("zIndex", .number(Double(element.zIndex))),
        ]
        if element.id.kind == .background, let radius = prepared?.backgroundCornerRadius(section: element.id.section) {
            members.append(("cornerRadius", .number(radius)))
        }
        if element.isTransformed { members.append(("transform", transform(element))) }
        return .object(members)
    }

    /// Only for transformed elements, so that other layouts print what they always did. `bounds`
    /// is the rect around the element as drawn (null when part of it is behind the viewer).
    static func transform(_ element: LayoutAttributes) -> JSONValue {
        .object([
            ("translateX", .number(element.translation.x)), ("translateY", .number(element.translation.y)),
            ("rotation", .number(element.rotation)), ("turn", .number(element.turn)),
            ("turnAxis", .string(element.turnAxis == .vertical ? "vertical" : "horizontal")),
            ("perspective", .number(element.perspective)),
            ("bounds", element.displayedBounds.map(json) ?? .null),
        ])
    }

    /// The members before `elements`, in the documented order; `bands` only for a layout with
    /// orthogonal sections.
    package static func jsonHeader(layout: String, prepared: PreparedLayout, position: ScrollOffsets) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("layout", .string(layout)),
            ("viewport", json(prepared.viewport)),
            ("offset", json(position.offset)),
            ("contentSize", json(prepared.contentSize)),
        ]
        let bands = self.bands(prepared, at: position)
        if !bands.isEmpty { members.append(("bands", .array(bands))) }
        return members
    }

    /// Each orthogonal section's band, sideways content length, largest offset and offset.
    static func bands(_ prepared: PreparedLayout, at position: ScrollOffsets) -> [JSONValue] {
        // The preview asks this every scroll frame: a layout of 100,000 plain sections is not scanned.
        guard prepared.hasOrthogonalSections else { return [] }
        return (0..<prepared.sectionCount).compactMap { section in
            guard let band = prepared.band(ofSection: section), let length = prepared.orthogonalContentLength(section: section) else { return nil }
            return .object([
                ("section", .number(Double(section))), ("band", json(band)), ("contentLength", .number(length)),
                ("maximumOffset", .number(prepared.maximumOffset(ofSection: section))), ("offset", .number(position.offset(ofSection: section))),
            ])
        }
    }

    package static let csvHeader = "kind,section,item,x,y,width,height,scale,alpha,zIndex,translateX,translateY,rotation,turn,perspective"

    package static func csvRow(_ element: LayoutAttributes) -> String {
        let frame = element.frame
        return [
            element.id.kind.rawValue, String(element.id.section), String(element.id.item),
            JSONValue.format(frame.x), JSONValue.format(frame.y), JSONValue.format(frame.width), JSONValue.format(frame.height),
            JSONValue.format(element.scale), JSONValue.format(element.alpha), String(element.zIndex),
            JSONValue.format(element.translation.x), JSONValue.format(element.translation.y),
            JSONValue.format(element.rotation), JSONValue.format(element.turn), JSONValue.format(element.perspective),
        ].joined(separator: ",")
    }

    package static let tableColumns = ["kind", "section", "item", "x", "y", "width", "height", "scale", "alpha", "z", "transform"]

    package static func tableCells(_ element: LayoutAttributes) -> [String] {
        let frame = element.frame
        return [
            element.id.kind.rawValue, String(element.id.section), String(element.id.item),
            readable(frame.x), readable(frame.y), readable(frame.width), readable(frame.height),
            readable(element.scale), readable(element.alpha), String(element.zIndex), transformCell(element),
        ]
    }

    /// The transform in words, blank when there is none.
    static func transformCell(_ element: LayoutAttributes) -> String {
        guard element.isTransformed else { return "" }
        var parts: [String] = []
        if element.translation != .zero { parts.append("move \(readable(element.translation.x)),\(readable(element.translation.y))") }
        if element.rotation != 0 { parts.append("rotate \(readable(element.rotation))") }
        if element.turn != 0 {
            parts.append("turn \(readable(element.turn))" + (element.perspective > 0 ? " at \(readable(element.perspective))" : ""))
        }
        return parts.joined(separator: " ")
    }

    /// Right-aligned numbers, left-aligned words (the kind, the transform), separated by two
    /// spaces; the transform column only when an element has one.
    package static func table(_ rows: [[String]]) -> String {
        let transformed = rows.contains { !($0.last?.isEmpty ?? true) }
        let all = ([tableColumns] + rows).map { transformed ? $0 : Array($0.dropLast()) }
        var widths = [Int](repeating: 0, count: all[0].count)
        for row in all {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var out = ""
        for row in all {
            let cells = row.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 || index == tableColumns.count - 1 ? cell + padding : padding + cell
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    /// Up to three decimals, trailing zeros dropped, no "-0": what a person needs to read a
    /// frame, in tables and pictures alike.
    package static func readable(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return JSONValue.format(rounded == 0 ? 0 : rounded)
    }
}
