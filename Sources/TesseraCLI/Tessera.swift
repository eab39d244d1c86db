import ArgumentParser
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
        subcommands: [Validate.self, Frames.self, Snap.self, Hit.self, Generate.self, Render.self, Schema.self, Reference.self])

    /// ArgumentParser exits 64 on usage errors; Tessera promises 2, like most Unix tools.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            exitProcess(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                self.exit(withError: error)  // --help, --version
            }
            if error is CommandFailure {
                exitProcess(1)
            }
            printError(fullMessage(for: error))
            exitProcess(code == .failure ? 1 : 2)
        }
    }
}
