import Foundation
import TesseraRuntime
import TesseraCompiler

/// Every layout the engine tests run: the seeds of `Layouts/` and the fixtures that exercise
/// every kind and option.
package enum LayoutFixtures {
    package static let directories = ["Layouts", "Tests/Fixtures/Layouts"]

    package static let paths: [String] = directories.flatMap { directory in
        let url = repositoryRoot.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(directory)/\($0)" }
    }

    package static func source(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    package static func layout(_ path: String) throws -> InterpretedLayout {
        try InterpretedLayout(yaml: try source(path))
    }
}
