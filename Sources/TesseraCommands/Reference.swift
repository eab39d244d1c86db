import ArgumentParser
import TesseraCompiler

public struct Reference: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        abstract: "Print the layout language reference (Markdown), generated from the checker's definitions.")

    public func run() throws {
        print(LanguageReference.markdown(), terminator: "")
    }
}
