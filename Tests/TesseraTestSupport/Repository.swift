import Foundation

/// The repository's root, found from this file's path so tests run from any directory.
package let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

package func seedLayoutSource(_ name: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent("Layouts/\(name).yaml"), encoding: .utf8)
}

package func fixtureLayoutSource(_ name: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Layouts/\(name).yaml"), encoding: .utf8)
}

/// Runs `body` with a new empty directory, removed afterwards.
package func withTemporaryDirectory<T>(named prefix: String, _ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}
