import ArgumentParser
import TesseraCompiler

public struct Schema: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of the layout language, for editors.",
        discussion: "Generated from the checker's own definitions; Schema/tessera.schema.json is this output.")

    public func run() throws {
        print(JSONSchemaExport.schema().rendered())
    }
}
