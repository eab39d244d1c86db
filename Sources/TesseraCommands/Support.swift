import ArgumentParser
import TesseraCompiler
import TesseraTooling
import TesseraRuntime

import Foundation

/// A run that failed for a reason already printed (diagnostics); exits 1 with nothing more.
package struct CommandFailure: Error {
    package init() {}
}

package func exitProcess(_ code: Int32) -> Never {
    exit(code)
}

package func printError(_ message: String) {
    var text = message
    if !text.hasSuffix("\n") { text += "\n" }
    FileHandle.standardError.write(Data(text.utf8))
}

/// A layout file read from disk and checked, with its diagnostics printed to standard error.
package struct LoadedLayout {
    package var path: String
    var source: String
    package var ir: LayoutIR

    var interpreted: InterpretedLayout { InterpretedLayout(ir) }

    /// Prints an error about the layout's name, at the `layout:` value.
    func reportAtName(_ message: String) {
        let location = YAMLReader().read(source, diagnostics: DiagnosticBag())?["layout"]?.location ?? .start
        printError(DiagnosticFormatter(path: path, source: source).text(.error(message, at: location)))
    }

    /// Prints a fault found while evaluating the layout, at the expression when it has one, and
    /// returns the error that ends the command.
    func report(_ error: LayoutError) -> CommandFailure {
        let formatter = DiagnosticFormatter(path: path, source: source)
        if let line = error.line, let column = error.column {
            printError(formatter.text(.error(error.message, at: SourceLocation(line: line, column: column))))
        } else {
            printError("\(path): error: \(error.message)")
        }
        return CommandFailure()
    }

    /// Loads every file, printing all their diagnostics; throws `CommandFailure` when any has
    /// errors, so that commands that write files write none. With `screens`, each valid layout is
    /// also run on them, as `validate` does.
    package static func loadAll(_ paths: [String], screens: ScreenCheck? = nil) throws -> [LoadedLayout] {
        var layouts: [LoadedLayout] = []
        var failed = false
        for path in paths {
            do { layouts.append(try load(path, screens: screens)) } catch is CommandFailure { failed = true }
        }
        if failed { throw CommandFailure() }
        return layouts
    }

    /// Prints every diagnostic of the file; throws `CommandFailure` when it has errors.
    static func load(_ path: String, screens: ScreenCheck? = nil) throws -> LoadedLayout {
        let bag = DiagnosticBag()
        let bytes = readFile(path, diagnostics: bag)
        let ir = bytes.flatMap { LayoutCompiler.check(bytes: $0, diagnostics: bag) }
        if let ir, let bytes, let screens, !bag.hasErrors {
            screens.check(ir, hints: ScreenHints(bytes: bytes), diagnostics: bag)
        }
        printDiagnostics(bag.diagnostics, path: path, bytes: bytes)
        guard let ir, !bag.hasErrors else { throw CommandFailure() }
        return LoadedLayout(path: path, source: bytes.map { String(decoding: $0, as: UTF8.self) } ?? "", ir: ir)
    }
}

/// Prints diagnostics compiler style, each with its source line. The file is split into lines
/// only when there is something to print: for a large valid file that costs more than checking it.
package func printDiagnostics(_ diagnostics: [Diagnostic], path: String, bytes: [UInt8]?) {
    guard !diagnostics.isEmpty else { return }
    let formatter = DiagnosticFormatter(path: path, source: bytes.map { String(decoding: $0, as: UTF8.self) } ?? "")
    for diagnostic in diagnostics { printError(formatter.text(diagnostic)) }
}

func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// Standard output in large writes: a listing of millions of elements should not cost a
/// system call per line.
final class BufferedOutput {
    private var buffer: [UInt8] = []

    init() {
        buffer.reserveCapacity(1 << 16)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }

    deinit {
        flush()
    }
}

/// Writes each output (`-`: standard output) once every output is known to be good: through a
/// temporary file and a rename, so that readers never see half a file, and not at all when the
/// file already holds its text, so that builds that depend on it are not redone.
package func writeOutputs(_ outputs: [(path: String, text: String)]) throws {
    for (path, text) in outputs {
        if path == "-" {
            print(text, terminator: "")
        } else {
            try writeIfChanged(text, to: path)
        }
    }
}

func writeIfChanged(_ text: String, to path: String) throws {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: path) == data { return }
    let url = URL(fileURLWithPath: path)
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    } catch {
        printError("\(path): error: cannot write the file (\(error.localizedDescription)); check the directory exists and is writable")
        throw CommandFailure()
    }
}
