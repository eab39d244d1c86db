import ArgumentParser
import Foundation
import TesseraExercise
import TesseraRuntime

/// Writes `sessions.json`: issue 58's named sessions and random ones, each event with the
/// outcome Swift's session model (`CollectionLayoutCore`, driven by `SessionShell`) gives after
/// it. The TypeScript and Java runtimes replay them (`docs/SESSIONS.md`).
enum SessionVectors {
    /// The sessions, from the compiled layouts the vectors were written for (by name).
    static func sessions(compiled: [(name: String, compiled: String)]) throws -> [SessionRecording] {
        let needed = Set(NamedSessions.layoutNames + RandomSessions.layoutNames)
        let available = Dictionary(compiled.filter { needed.contains($0.name) }, uniquingKeysWith: { first, _ in first })
        let missing = needed.subtracting(available.keys).sorted()
        guard missing.isEmpty else {
            throw ValidationError("the session vectors need the layouts \(missing.map { "\($0).yaml" }.joined(separator: ", ")) among the layout files (Layouts/, Tests/Fixtures/VectorLayouts/)")
        }
        let layouts: SessionShell.Layouts = { name in
            guard let text = available[name] else { throw ValidationError("no compiled layout named \(name) for the session vectors") }
            return try CompiledLayout(json: Data(text.utf8), file: "\(name).json")
        }
        return try NamedSessions.all(layouts) + RandomSessions.all(layouts)
    }

    static func json(_ sessions: [SessionRecording]) -> JSONValue {
        .object([
            ("format", .number(1)),
            ("tolerance", .number(1e-6)),
            ("sessions", .array(sessions.map(\.json))),
        ])
    }

    /// Writes `sessions.json`; returns how many sessions and events.
    static func write(compiled: [(name: String, compiled: String)], to files: VectorFiles) throws -> (sessions: Int, events: Int) {
        let sessions = try sessions(compiled: compiled)
        try files.put(Data(json(sessions).rendered(indent: nil).utf8), at: "sessions.json")
        return (sessions.count, sessions.reduce(0) { $0 + $1.events.count })
    }
}
