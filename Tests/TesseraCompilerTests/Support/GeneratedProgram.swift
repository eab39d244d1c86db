import Foundation
import Testing
import TesseraRuntime
import TesseraTestSupport

/// Generated layout types compiled by swiftc, as an app's build would, into one program with
/// `AnswerDump.swift` that prints every layout's answers.
struct GeneratedProgram {
    var directory: URL
    var build: BuildProducts

    /// Compiles `sources` (declaring `typeNames`) without warnings, runs the program and returns
    /// what it printed; a failure to compile or run is recorded as the test's failure.
    func compileAndRun(sources: [URL], typeNames: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let main = directory.appendingPathComponent("main.swift")
        try ("import TesseraRuntime\n\nlet layouts: [any TesseraLayout] = [\n"
            + typeNames.map { "    TesseraLayouts.\($0)(),\n" }.joined() + "]\nfor layout in layouts { print(answerDump(layout), terminator: \"\") }\n")
            .write(to: main, atomically: true, encoding: .utf8)
        let dump = repositoryRoot.appendingPathComponent("Tests/TesseraCompilerTests/Support/AnswerDump.swift")
        let program = directory.appendingPathComponent("answers")
        let compiled = try Self.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", build.modules.path]
            + [main.path, dump.path] + sources.map(\.path) + build.runtimeObjects.map(\.path) + ["-o", program.path])
        try #require(compiled.status == 0, "swiftc failed:\n\(compiled.output.prefix(20_000))", sourceLocation: sourceLocation)
        let answers = try Self.run(program.path, [])
        #expect(answers.status == 0, "the program failed:\n\(answers.output.suffix(2_000))", sourceLocation: sourceLocation)
        return answers.output
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Where SwiftPM put the runtime's module and object files, found from the test bundle's path.
struct BuildProducts {
    var modules: URL
    var runtimeObjects: [URL]
    /// The `tessera` executable, which `swift test` builds with the tests.
    var tessera: URL

    static func locate() throws -> BuildProducts {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while directory.path != "/" {
            let modules = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("TesseraRuntime.swiftmodule").path) {
                let objectDirectory = directory.appendingPathComponent("TesseraRuntime.build")
                // Only the objects of sources the runtime still has: an incremental build leaves
                // those of deleted or renamed files behind, which would define symbols twice.
                let sources = Set((FileManager.default.enumerator(atPath: repositoryRoot.appendingPathComponent("Sources/TesseraRuntime").path)?
                    .compactMap { ($0 as? String).map { URL(fileURLWithPath: $0).lastPathComponent } }) ?? [])
                let objects = try FileManager.default.contentsOfDirectory(at: objectDirectory, includingPropertiesForKeys: nil)
                    .filter { $0.pathExtension == "o" && (!$0.lastPathComponent.hasSuffix(".swift.o") || sources.contains(String($0.lastPathComponent.dropLast(2)))) }
                    .sorted { $0.path < $1.path }
                return BuildProducts(modules: modules, runtimeObjects: objects, tessera: directory.appendingPathComponent("tessera"))
            }
            directory = directory.deletingLastPathComponent()
        }
        throw LayoutError("cannot find TesseraRuntime's build products next to \(CommandLine.arguments[0])")
    }
}
