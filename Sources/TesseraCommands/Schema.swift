import ArgumentParser
import TesseraCompiler

package struct Schema: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of the layout language, for editors.",
        discussion: """
            Generated from the checker's own definitions; Schema/tessera.schema.json is this output. \
            With --compiled, the schema of the compiled layout file that `tessera compile` writes \
            (docs/COMPILED-FORMAT.md); Schema/tessera-compiled.schema.json is that output.
            """)

    @Flag(help: "Print the schema of compiled layout files instead of layout files.")
    var compiled = false

    package func run() throws {
        print((compiled ? CompiledFormatSchema.schema() : JSONSchemaExport.schema()).rendered())
    }
}
