import TesseraCommands

/// What the build plugin runs: `tessera generate` as its own executable, so that an app applying
/// the plugin compiles the compiler and the generator, never the preview's web server.
@main
enum GenerateTool {
    static func main() {
        Generate.runWithTesseraExitCodes()
    }
}
