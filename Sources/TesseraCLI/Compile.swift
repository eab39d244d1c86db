import ArgumentParser
import Foundation
import TesseraCommands
import TesseraCompiler
import TesseraSigning
import TesseraTooling

package struct Compile: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Compile each layout file to JSON that an app loads at run time without YAML.",
        discussion: """
            The JSON holds the checked layout: its model, and each formula as a program for the \
            runtime's evaluator, with the line and column it was written at. TesseraRuntime's \
            CompiledLayout loads it with nothing but the runtime (no libyaml, no compiler), checks \
            it, and answers exactly as the interpreter and the generated type do. Files are named \
            after the layout file (mosaic.yaml becomes mosaic.json), written atomically and only \
            when their content changes; when any layout has an error, nothing is written. \
            As `validate` does, each layout is also run on the typical screens (or those --viewport \
            names): what would go wrong there is an error (or a warning) at the expression.
            """)

    @Argument(help: "Layout files (.yaml).")
    var files: [String]

    @OptionGroup var screenOptions: ScreenOptions

    @Option(name: .long, help: ArgumentHelp("Write the compiled files into this directory.", valueName: "DIR"))
    var output: String?

    @Option(name: .customShort("o"), help: ArgumentHelp("With one layout file: write the compiled JSON to this file ('-': standard output).", valueName: "FILE"))
    var outputFile: String?

    @OptionGroup var signing: SigningOptions

    package func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one layout file.") }
        if output != nil, outputFile != nil { throw ValidationError("Give either --output DIR or -o FILE, not both.") }
        if outputFile != nil, files.count > 1 { throw ValidationError("-o FILE takes one layout file; use --output DIR for several.") }
        if output == nil, outputFile == nil { throw ValidationError("Say where to write: -o FILE for one layout, --output DIR for several.") }
        if signing.name != nil, files.count > 1 { throw ValidationError("--name names one layout; sign several layouts without it (each is named after its file).") }
    }

    package func run() throws {
        let signer = try signing.signer()
        let layouts = try LoadedLayout.loadAll(files, screens: try screenOptions.check())
        var failed = false

        var outputs: [(path: String, text: String)] = []
        var sources: [String: String] = [:]
        for layout in layouts {
            let name = URL(fileURLWithPath: layout.path).deletingPathExtension().lastPathComponent + ".json"
            let target = outputFile ?? output.map { URL(fileURLWithPath: $0).appendingPathComponent(name).path } ?? "-"
            if let first = sources[target] {
                printError("\(layout.path): error: its compiled file \(target) would overwrite the one for \(first); rename one of them")
                failed = true
            }
            sources[target] = sources[target] ?? layout.path
            let json = CompiledFileWriter.json(for: layout.ir, source: layout.path)
            if let signer {
                let layoutName = signing.name ?? URL(fileURLWithPath: layout.path).deletingPathExtension().lastPathComponent
                guard SignedEnvelope.isValidName(layoutName) else {
                    printError("\(layout.path): error: '\(layoutName)' cannot name a signed file (1 to 128 of A-Z, a-z, 0-9, '.', '_', '-'); give --name")
                    failed = true
                    continue
                }
                outputs.append((target, try signer(Data(json.utf8), layoutName)))
            } else {
                outputs.append((target, json))
            }
        }
        if failed { throw CommandFailure() }

        try writeOutputs(outputs)
    }
}
