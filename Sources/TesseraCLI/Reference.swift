import ArgumentParser
import TesseraCompiler

struct Reference: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the layout language reference (Markdown), generated from the checker's definitions.")

    func run() throws {
        print(LanguageReference.markdown(), terminator: "")
    }
}
