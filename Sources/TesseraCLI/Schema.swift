import ArgumentParser
import TesseraCompiler

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of the layout language, for editors.",
        discussion: "Generated from the checker's own definitions; Schema/tessera.schema.json is this output.")

    func run() throws {
        print(JSONSchemaExport.schema().rendered())
    }
}
