@_spi(Adapters) import TesseraRuntime

/// A session as a vector: its layout, its events, and the outcome after each, recorded while a
/// `SessionShell` replays them (events may be chosen from what the session shows so far).
package struct SessionRecording {
    package let name: String
    package let layout: String
    package private(set) var shell: SessionShell
    package private(set) var events: [SessionEvent] = []
    package private(set) var outcomes: [SessionOutcome] = []

    package init(name: String, layout: String, layouts: @escaping SessionShell.Layouts) throws {
        self.name = name
        self.layout = layout
        shell = try SessionShell(layout: layout, layouts: layouts)
    }

    @discardableResult
    package mutating func send(_ event: SessionEvent) throws -> SessionOutcome {
        let outcome = try shell.apply(event)
        events.append(event)
        outcomes.append(outcome)
        return outcome
    }

    package var last: SessionOutcome? { outcomes.last }

    package var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("layout", .string(layout)),
            ("events", .array(events.map(\.json))),
            ("outcomes", .array(outcomes.map(\.json))),
        ])
    }
}
