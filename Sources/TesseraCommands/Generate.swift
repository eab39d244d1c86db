import ArgumentParser
import Foundation
import TesseraCompiler
import TesseraTooling
@_spi(Generated) import TesseraRuntime

package struct Generate: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Generate a Swift type for each layout file.",
        discussion: """
            Each layout becomes one Swift file with a type conforming to TesseraRuntime's TesseraLayout. \
            Files are named by the layout file's path relative to --relative-to (default: its own \
            folder): Layouts/mosaic.yaml becomes Layouts+mosaic.swift. Files are written atomically and \
            only when their content changes; when any layout has an error, nothing is written. \
            As `validate` does, each layout is also run on the typical screens (or those --viewport \
            names): what would go wrong there is an error (or a warning) at the expression.
            """)

    @Argument(help: "Layout files (.yaml).")
    var files: [String]

    @OptionGroup var screenOptions: ScreenOptions

    @Option(name: .long, help: ArgumentHelp("Write the generated files into this directory.", valueName: "DIR"))
    var output: String?

    @Option(name: .customShort("o"), help: ArgumentHelp("With one layout file: write the generated Swift to this file.", valueName: "FILE"))
    var outputFile: String?

    @Option(help: ArgumentHelp("Name output files by their path relative to this directory.", valueName: "DIR"))
    var relativeTo: String?

    @Option(help: "The generated type's access level: public or internal.")
    var access: AccessLevel = .public

    @Option(help: "With one layout file: the generated type's name, instead of the layout's name.")
    var typeName: String?

    enum AccessLevel: String, ExpressibleByArgument, CaseIterable {
        case `public`, `internal`
    }

    package func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one layout file.") }
        if output != nil, outputFile != nil { throw ValidationError("Give either --output DIR or -o FILE, not both.") }
        if outputFile != nil, files.count > 1 { throw ValidationError("-o FILE takes one layout file; use --output DIR for several.") }
        if output == nil, outputFile == nil, files.count > 1 { throw ValidationError("Several layout files need --output DIR.") }
        if let typeName {
            guard files.count == 1 else { throw ValidationError("--type-name applies to one layout file.") }
            guard SwiftIdentifier.isValid(typeName), !SwiftIdentifier.reservedTypeNames.contains(typeName) else {
                throw ValidationError("--type-name '\(typeName)' is not a valid Swift type name (letters, digits and '_', not starting with a digit, not a keyword).")
            }
        }
    }

    package func run() throws {
        let layouts = try LoadedLayout.loadAll(files, screens: try screenOptions.check())
        var failed = false

        let generator = SwiftGenerator(access: access == .public ? .public : .internal)
        var outputs: [(path: String, text: String)] = []
        var typeNames: [String: LoadedLayout] = [:]
        var outputNames: [String: String] = [:]
        for layout in layouts {
            let name = typeName ?? layout.ir.name
            if let first = typeNames[name] {
                layout.reportAtName("another layout (\(first.path)) is also named '\(name)'; generated types need different names")
                failed = true
            }
            typeNames[name] = typeNames[name] ?? layout
            let relative = relativePath(of: layout.path)
            let fileName = SwiftGenerator.fileName(forLayoutAt: relative)
            if let first = outputNames[fileName] {
                printError("\(layout.path): error: its generated file \(fileName) would overwrite the one for \(first); rename one of them")
                failed = true
            }
            outputNames[fileName] = outputNames[fileName] ?? layout.path
            let target = outputFile ?? output.map { URL(fileURLWithPath: $0).appendingPathComponent(fileName).path } ?? "-"
            outputs.append((target, generator.generate(layout.ir, sourcePath: relative, typeName: name)))
        }
        if failed { throw CommandFailure() }

        try writeOutputs(outputs)
    }

    /// The layout's path relative to --relative-to, or its file name.
    private func relativePath(of path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let relativeTo else { return URL(fileURLWithPath: absolute).lastPathComponent }
        let base = URL(fileURLWithPath: relativeTo).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : URL(fileURLWithPath: absolute).lastPathComponent
    }
}
