import ArgumentParser
import TesseraCompiler
import TesseraTooling
import TesseraRuntime

package struct Hit: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Print the element drawn at a point (as displayed at --offset), or null.",
        discussion: "Prints {\"kind\": \"cell\", \"section\": S, \"item\": I} or null. The frontmost element wins.")

    @OptionGroup var query: LayoutQuery

    @Option(parsing: .unconditional, help: ArgumentHelp("The point, in content coordinates.", valueName: "X,Y"))
    var point: String

    @Option(help: "json is the only format.")
    var format: Snap.PointFormat = .json

    package func validate() throws {
        _ = try parsePoint(point, option: "--point")
    }

    package func run() throws {
        let (layout, _, prepared, position) = try query.prepare()
        do {
            let id = try prepared.element(at: try parsePoint(point, option: "--point"), position: position)
            print(id.map { ElementReport.json($0).renderedInline() } ?? "null")
        } catch let error as LayoutError {
            throw layout.report(error)
        }
    }
}
