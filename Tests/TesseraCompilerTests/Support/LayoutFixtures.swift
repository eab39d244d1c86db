import Foundation
import TesseraRuntime
@testable import TesseraCompiler
import TesseraExercise

/// Every layout the engine tests run: the seeds of `Layouts/` and the fixtures that exercise
/// every kind and option.
enum LayoutFixtures {
    static let directories = ["Layouts", "Tests/Fixtures/Layouts"]

    static let paths: [String] = directories.flatMap { directory in
        let url = repositoryRoot.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(directory)/\($0)" }
    }

    static func source(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    static func layout(_ path: String) throws -> InterpretedLayout {
        try InterpretedLayout(yaml: try source(path))
    }
}
