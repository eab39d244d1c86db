import ArgumentParser
import TesseraCompiler
import TesseraTooling
@_spi(Generated) import TesseraRuntime

package struct Frames: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Print the frames a layout gives for a viewport and item counts.",
        discussion: """
            Elements are sorted by section, then header, cells by item, footer. The frame is the \
            untransformed frame; scale applies about its centre.
            """)

    @OptionGroup var query: LayoutQuery

    @Option(parsing: .unconditional, help: ArgumentHelp("Only the elements whose frames intersect this rect.", valueName: "X,Y,W,H"))
    var rect: String?

    @Option(help: "json (for tools), csv (one element a row) or table (for people).")
    var format: ListingFormat = .json

    enum ListingFormat: String, ExpressibleByArgument, CaseIterable {
        case json, csv, table
    }

    package func validate() throws {
        if let rect { _ = try parseRect(rect, option: "--rect") }
    }

    package func run() throws {
        let (layout, _, prepared, position) = try query.prepare()
        let out = BufferedOutput()
        do {
            let each: ((LayoutAttributes) throws -> Void) throws -> Void
            if let rect {
                let elements = try prepared.elements(in: try parseRect(rect, option: "--rect"), at: position)
                each = { body in try elements.forEach(body) }
            } else {
                each = { body in try prepared.forEachElement(at: position, body) }
            }
            switch format {
            case .json:
                out.write("{\n")
                for (key, value) in ElementReport.jsonHeader(layout: layout.ir.name, prepared: prepared, position: position) {
                    out.write("  \(JSONValue.string(key).renderedInline()): \(value.renderedInline()),\n")
                }
                out.write("  \"elements\": [")
                var first = true
                try each { element in
                    out.write(first ? "\n    " : ",\n    ")
                    out.write(ElementReport.json(element, in: prepared).renderedInline())
                    first = false
                }
                out.write(first ? "]\n}\n" : "\n  ]\n}\n")
            case .csv:
                out.write(ElementReport.csvHeader + "\n")
                try each { out.write(ElementReport.csvRow($0) + "\n") }
            case .table:
                // Rounded as people read numbers, as the rows are; the JSON keeps full precision.
                let number = ElementReport.readable
                out.write("\(layout.ir.name): content \(number(prepared.contentSize.width)) × \(number(prepared.contentSize.height)), viewport \(number(prepared.viewport.width)) × \(number(prepared.viewport.height)) at offset \(number(position.offset.x)), \(number(position.offset.y))\n")
                var rows: [[String]] = []
                try each { rows.append(ElementReport.tableCells($0)) }
                out.write(ElementReport.table(rows))
            }
        } catch let error as LayoutError {
            throw layout.report(error)
        }
        out.flush()
    }
}
