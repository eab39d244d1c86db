import ArgumentParser
import TesseraCompiler
import TesseraTooling
import TesseraRuntime

package struct Snap: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Print where scrolling comes to rest for a proposed offset and velocity.",
        discussion: """
            Prints {"x": X, "y": Y}. A layout without 'snap' rests where it is proposed. With --section N, \
            where orthogonal section N comes to rest sideways, by its own snap: --proposed and \
            --velocity are then one number each, and it prints {"section": N, "offset": X}. A layout \
            that pages by item moves at most its count of items from where the gesture began: \
            --offset (or --section-offset for a section), 0 when not given.
            """)

    @OptionGroup var query: LayoutQuery

    @Option(parsing: .unconditional, help: ArgumentHelp("The offset where scrolling would end without snapping.", valueName: "X,Y"))
    var proposed: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The scroll velocity when the finger lifts, in points per second (0 when not given); its sign picks the direction for leading, page and paging snaps.", valueName: "VX,VY"))
    var velocity: String?

    @Option(help: ArgumentHelp("An orthogonal section: snap its sideways scroll instead of the layout's.", valueName: "N"))
    var section: Int?

    @Option(help: "json is the only format: the offset is for tools.")
    var format: PointFormat = .json

    enum PointFormat: String, ExpressibleByArgument, CaseIterable {
        case json
    }

    package func validate() throws {
        if section != nil {
            _ = try parseNumber(proposed, option: "--proposed")
            if let velocity { _ = try parseNumber(velocity, option: "--velocity") }
            return
        }
        _ = try parsePoint(proposed, option: "--proposed")
        if let velocity { _ = try parsePoint(velocity, option: "--velocity") }
    }

    package func run() throws {
        let (layout, _, prepared, position) = try query.prepare()
        do {
            if let section {
                let offset = try prepared.restingOffset(
                    ofSection: section, proposed: try parseNumber(proposed, option: "--proposed"),
                    velocity: try velocity.map { try parseNumber($0, option: "--velocity") } ?? 0,
                    from: position.offset(ofSection: section))
                print(JSONValue.object([("section", .number(Double(section))), ("offset", .number(offset))]).renderedInline())
                return
            }
            let target = try prepared.restingOffset(
                proposed: try parsePoint(proposed, option: "--proposed"),
                velocity: try velocity.map { try parsePoint($0, option: "--velocity") } ?? .zero, from: position)
            print(ElementReport.json(target).renderedInline())
        } catch let error as LayoutError {
            throw layout.report(error)
        }
    }
}
