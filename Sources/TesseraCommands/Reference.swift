import ArgumentParser
import TesseraCompiler

package struct Reference: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Print the layout language reference (Markdown), generated from the checker's definitions.")

    package func run() throws {
        print(LanguageReference.markdown(), terminator: "")
    }
}
