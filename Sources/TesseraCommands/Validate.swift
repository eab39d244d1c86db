import ArgumentParser
import TesseraCompiler

public struct Validate: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        abstract: "Check layout files and report every problem, each with its line and column.",
        discussion: "Prints nothing and exits 0 when every file is valid; otherwise prints the diagnostics and exits 1.")

    @Argument(help: "Layout files (.yaml) to check.")
    var files: [String]

    @Option(help: "How to print diagnostics: text (compiler style, on standard error) or json (on standard output).")
    var format: OutputFormat = .text

    public func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one layout file to check.") }
    }

    public func run() throws {
        var anyErrors = false
        var reports: [JSONValue] = []
        for path in files {
            let bag = DiagnosticBag()
            let bytes = readFile(path, diagnostics: bag)
            if let bytes { _ = LayoutCompiler.check(bytes: bytes, diagnostics: bag) }
            anyErrors = anyErrors || bag.hasErrors
            switch format {
            case .text:
                printDiagnostics(bag.diagnostics, path: path, bytes: bytes)
            case .json:
                reports.append(.object([
                    ("file", .string(path)),
                    ("valid", .bool(!bag.hasErrors)),
                    ("diagnostics", .array(bag.diagnostics.map { $0.jsonObject(path: path) })),
                ]))
            }
        }
        if format == .json {
            print(JSONValue.object([("files", .array(reports))]).rendered())
        }
        if anyErrors { throw CommandFailure() }
    }
}
