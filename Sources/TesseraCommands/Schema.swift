import ArgumentParser
import TesseraCompiler

package struct Schema: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of the layout language, for editors.",
        discussion: "Generated from the checker's own definitions; Schema/tessera.schema.json is this output.")

    package func run() throws {
        print(JSONSchemaExport.schema().rendered())
    }
}
