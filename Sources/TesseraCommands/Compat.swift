import ArgumentParser
import Foundation
import TesseraCompiler
import TesseraRuntime

/// `tessera compat OLD NEW`: a thin shell over `FormatCompatibility`.
package struct Compat: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        abstract: "Say whether apps that read OLD's compiled format version can read NEW, and why not.",
        discussion: """
            OLD is a compiled file (its version) or a version number; NEW is a compiled file or a \
            version number (every file of it). The answer names each member NEW uses (or a file of \
            NEW may use) that such apps must understand and do not, with its path in the file \
            (docs/COMPILED-FORMAT.md, "Compatibility"). Exit status: 0 when they can read it, 1 when \
            they refuse it, 2 for a usage error or a file that is not a compiled layout.
            """)

    @Argument(help: "The compiled file (or version number) that apps read today.")
    var old: String

    @Argument(help: "The newer compiled file (or version number) to check.")
    var new: String

    package func run() throws {
        let readerVersion: Int
        if let number = Int(old) {
            readerVersion = number
        } else {
            readerVersion = try Self.answer(readerVersion: 1, file: old).version
        }
        guard readerVersion >= 1 else { throw ValidationError("OLD's version must be 1 or more, not \(readerVersion)") }
        guard readerVersion <= CompiledLayoutFile.formatVersion else {
            throw ValidationError("this tessera knows compiled format versions 1 to \(CompiledLayoutFile.formatVersion), not \(readerVersion); use a newer tessera")
        }
        let answer: FormatCompatibility.Answer
        if let number = Int(new) {
            guard (1...CompiledLayoutFile.formatVersion).contains(number) else {
                throw ValidationError("this tessera knows compiled format versions 1 to \(CompiledLayoutFile.formatVersion), not \(number); give NEW as a file")
            }
            answer = FormatCompatibility.answer(readerVersion: readerVersion, version: number)
        } else {
            answer = try Self.answer(readerVersion: readerVersion, file: new)
        }
        print(FormatCompatibility.report(answer, newName: Int(new) == nil ? new : "every file of version \(new)"))
        if !answer.readable { throw CommandFailure() }
    }

    private static func answer(readerVersion: Int, file: String) throws -> FormatCompatibility.Answer {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("\(file): no such file, and not a version number")
        }
        do {
            return try FormatCompatibility.answer(readerVersion: readerVersion, file: data)
        } catch {
            throw ValidationError("\(file): \(error.place.isEmpty ? "" : "\(error.place): ")\(error.message)")
        }
    }
}
