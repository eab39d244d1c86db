import ArgumentParser
import TesseraCompiler
import TesseraRuntime

package struct Snap: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Print where scrolling comes to rest for a proposed offset and velocity.",
        discussion: "Prints {\"x\": X, \"y\": Y}. A layout without 'snap' rests where it is proposed.")

    @OptionGroup var query: LayoutQuery

    @Option(parsing: .unconditional, help: ArgumentHelp("The offset where scrolling would end without snapping.", valueName: "X,Y"))
    var proposed: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The scroll velocity; its sign picks the direction for leading and page snapping.", valueName: "VX,VY"))
    var velocity: String?

    @Option(help: "json is the only format: the offset is for tools.")
    var format: PointFormat = .json

    enum PointFormat: String, ExpressibleByArgument, CaseIterable {
        case json
    }

    package func validate() throws {
        _ = try parsePoint(proposed, option: "--proposed")
        if let velocity { _ = try parsePoint(velocity, option: "--velocity") }
    }

    package func run() throws {
        let (layout, _, prepared, _) = try query.prepare()
        do {
            let target = try prepared.targetOffset(
                proposed: try parsePoint(proposed, option: "--proposed"),
                velocity: try velocity.map { try parsePoint($0, option: "--velocity") } ?? .zero)
            print(ElementReport.json(target).renderedInline())
        } catch let error as LayoutError {
            throw layout.report(error)
        }
    }
}
