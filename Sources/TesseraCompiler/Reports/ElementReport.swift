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
        return .object(members)
    }

    /// The members before `elements`, in the documented order.
    package static func jsonHeader(layout: String, prepared: PreparedLayout, offset: Point) -> [(String, JSONValue)] {
        [
            ("layout", .string(layout)),
            ("viewport", json(prepared.viewport)),
            ("offset", json(offset)),
            ("contentSize", json(prepared.contentSize)),
        ]
    }

    package static let csvHeader = "kind,section,item,x,y,width,height,scale,alpha,zIndex"

    package static func csvRow(_ element: LayoutAttributes) -> String {
        let frame = element.frame
        return [
            element.id.kind.rawValue, String(element.id.section), String(element.id.item),
            JSONValue.format(frame.x), JSONValue.format(frame.y), JSONValue.format(frame.width), JSONValue.format(frame.height),
            JSONValue.format(element.scale), JSONValue.format(element.alpha), String(element.zIndex),
        ].joined(separator: ",")
    }

    package static let tableColumns = ["kind", "section", "item", "x", "y", "width", "height", "scale", "alpha", "z"]

    package static func tableCells(_ element: LayoutAttributes) -> [String] {
        let frame = element.frame
        return [
            element.id.kind.rawValue, String(element.id.section), String(element.id.item),
            readable(frame.x), readable(frame.y), readable(frame.width), readable(frame.height),
            readable(element.scale), readable(element.alpha), String(element.zIndex),
        ]
    }

    /// Right-aligned columns (left-aligned for the kind), separated by two spaces.
    package static func table(_ rows: [[String]]) -> String {
        let all = [tableColumns] + rows
        var widths = [Int](repeating: 0, count: tableColumns.count)
        for row in all {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var out = ""
        for row in all {
            let cells = row.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + padding : padding + cell
            }
            out += cells.joined(separator: "  ") + "\n"
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
