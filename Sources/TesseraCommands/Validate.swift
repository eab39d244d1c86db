import ArgumentParser
import TesseraCompiler
import TesseraTooling
import TesseraRuntime

package struct Validate: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Check layout files and report every problem, each with its line and column.",
        discussion: """
            A valid layout is also run on typical screens (phones small and large, tablets, both \
            orientations) with typical item counts; what would go wrong there (a negative size, items \
            wider than the screen, overlapping cells, cells that cannot be scrolled to, effects out of \
            range, with Reduce Motion too when it has effects) is reported at the expression, naming \
            the screen; so are cells smaller than a 44-point touch target (unless 'tappable: false') \
            and cells read on screen before the item the data puts first (docs/ACCESSIBILITY.md). \
            A compiled layout (.json) is \
            loaded as the runtime loads it and run on the same screens. Exits 0 when no file has \
            errors (warnings allowed), 1 otherwise.
            """)

    @Argument(help: "Layout files (.yaml, or .json as `tessera compile` writes them), or directories to check the .yaml files in (recursively).")
    var paths: [String]

    @Option(help: "How to print diagnostics: text (compiler style, on standard error) or json (on standard output).")
    var format: OutputFormat = .text

    @OptionGroup var screenOptions: ScreenOptions

    package func validate() throws {
        if paths.isEmpty { throw ValidationError("Name at least one layout file or directory to check.") }
    }

    package func run() throws {
        let check = try screenOptions.check()
        var anyErrors = false
        var reports: [JSONValue] = []
        for (path, bytes, bag) in checkedFiles(check) {
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

    /// Each file named, and each layout file below each directory named, with what checking it found.
    private func checkedFiles(_ check: ScreenCheck) -> [(path: String, bytes: [UInt8]?, diagnostics: DiagnosticBag)] {
        var results: [(String, [UInt8]?, DiagnosticBag)] = []
        for path in paths {
            let files: [String]
            if isDirectory(path) {
                files = LayoutFiles.find(under: path).map(\.path)
                if files.isEmpty {
                    let bag = DiagnosticBag()
                    bag.report(.error("this directory holds no layout files (.yaml or .yml); check the path", at: .start))
                    results.append((path, nil, bag))
                }
            } else {
                files = [path]
            }
            for file in files {
                let bag = DiagnosticBag()
                let bytes = readFile(file, diagnostics: bag)
                if let bytes, file.lowercased().hasSuffix(".json") {
                    CompiledFileCheck.check(bytes, file: file, screens: check.screens, diagnostics: bag)
                    // Quote the file's text only at a place in it: a compiled file is one long line.
                    let placed = bag.diagnostics.contains { $0.location != .start }
                    results.append((file, placed ? bytes : nil, bag))
                    continue
                } else if let bytes, let ir = LayoutCompiler.check(bytes: bytes, diagnostics: bag), !bag.hasErrors {
                    check.check(ir, hints: ScreenHints(bytes: bytes), diagnostics: bag)
                }
                results.append((file, bytes, bag))
            }
        }
        return results
    }
}
