import Foundation
import Testing

/// What `validate` calls an error on the typical screens fails `generate` and `compile` (and so
/// the build plugin) at the same place, and leaves their earlier output alone; its warnings are
/// printed as the build's warnings.
@Suite struct ScreenCheckCommandTests {
    let cli = CommandLineTests()

    private func withLayout(_ yaml: String, _ body: (URL, URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-screens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = directory.appendingPathComponent("tall.yaml")
        try yaml.write(to: layout, atomically: true, encoding: .utf8)
        try body(layout, directory)
    }

    /// Negative on every phone: valid YAML and expressions, wrong on any screen.
    private let negativeHeight = "layout: Tall\nline:\n  item: {width: width, height: 250 - height}\n"

    @Test(arguments: [["generate"], ["compile"]])
    func anErrorOnTheTypicalScreensFailsLikeValidate(command: [String]) throws {
        try withLayout(negativeHeight) { layout, directory in
            let validate = try cli.run(["validate", layout.path])
            #expect(validate.status == 1)
            let place = "\(layout.path):3:36: error: on a small phone, portrait (320×568)"
            #expect(validate.errors.contains(place), "\(validate.errors)")

            let existing = directory.appendingPathComponent(command == ["generate"] ? "tall.swift" : "tall.json")
            try "earlier output\n".write(to: existing, atomically: true, encoding: .utf8)
            let result = try cli.run(command + [layout.path, "-o", existing.path])
            #expect(result.status == 1)
            #expect(result.errors.contains(place), "\(result.errors)")
            #expect(try String(contentsOf: existing, encoding: .utf8) == "earlier output\n")
        }
    }

    @Test func viewportNoneSkipsTheScreensAsValidateDoes() throws {
        try withLayout(negativeHeight) { layout, directory in
            let output = directory.appendingPathComponent("tall.swift")
            let result = try cli.run(["generate", layout.path, "-o", output.path, "--viewport", "none"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test func aWarningIsPrintedAndTheOutputWritten() throws {
        let yaml = "layout: Fading\nline:\n  item: {width: width, height: 100}\neffects:\n  alpha: 1 - abs(distance) / height\n"
        try withLayout(yaml) { layout, directory in
            let output = directory.appendingPathComponent("fading.swift")
            let result = try cli.run(["generate", layout.path, "-o", output.path])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.errors.contains("\(layout.path):5:12: warning: "), "\(result.errors)")
            #expect(FileManager.default.fileExists(atPath: output.path))
        }
    }
}
