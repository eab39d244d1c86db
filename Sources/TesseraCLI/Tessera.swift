import ArgumentParser
import TesseraCommands
import TesseraCompiler

@main
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Checks, evaluates and compiles Tessera layout files (YAML descriptions of collection-view layouts).",
        discussion: """
            Exit status: 0 on success, 1 when a layout file has errors, 2 for a usage error.
            Diagnostics are printed as FILE:LINE:COL: error: MESSAGE, so editors and Xcode show them on the YAML.
            """,
        version: TesseraVersion.current,
        subcommands: [Validate.self, Frames.self, Snap.self, Hit.self, Generate.self, Compile.self, Keygen.self, Render.self, Preview.self, Schema.self, Reference.self, Compat.self])

    static func main() {
        runWithTesseraExitCodes()
    }
}
