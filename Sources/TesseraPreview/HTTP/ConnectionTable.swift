import Foundation

/// Every open connection, what it is doing and since when: the listener's cap, the deadlines
/// and the bodies in flight. The table never touches a socket: it cancels a connection's task,
/// and the task closes its own socket, so that no descriptor is closed twice or reused under
/// a task still waiting on it.
actor ConnectionTable {
    private struct Connection {
        /// The client's address: a machine that floods the server makes room with its own connections.
        var peer: String
        var phase: ConnectionPhase
        var since: ContinuousClock.Instant
        var task: Task<Void, Never>?
        /// Set when the table ended the connection: a deadline passed in this phase, or it made room.
        var ended: ConnectionEnd?
    }

    let limits: ConnectionLimits
    /// The most connections held at once.
    let capacity: Int
    private var connections: [Int: Connection] = [:]
    private var nextID = 0
    private var bodyBytes = 0
    private let clock = ContinuousClock()
    /// What the server has said about itself (once each): the report goes to the terminal.
    private var said: Set<String> = []
    private let report: @Sendable (String) -> Void

    init(limits: ConnectionLimits, capacity: Int, report: @escaping @Sendable (String) -> Void) {
        self.limits = limits
        self.capacity = capacity
        self.report = report
    }

    var count: Int { connections.count }

    /// Whether another connection may be accepted: the sockets open, those being closed
    /// included, leave the descriptors kept for the rest.
    var hasRoom: Bool { connections.count < capacity + ConnectionLimits.closingAtMost }

    /// Takes a new connection from `peer`: its id, or nil when the table is full of connections
    /// being answered. At the cap, a connection waiting for its request makes room: the one
    /// waiting longest of the address that has the most waiting, so that one machine's flood
    /// displaces its own connections before anyone else's.
    func open(peer: String) -> Int? {
        if connections.count >= capacity {
            guard endLongestWaiting(reason: .madeRoom) else {
                sayOnce("full", "the preview holds \(connections.count) connections, all being answered, its most; new ones are refused until some end")
                return nil
            }
            sayOnce("cap", "the preview holds \(capacity) connections, its most; each new one takes the place of one waiting for its request "
                + "(the longest waiting of the address with the most)")
        }
        nextID += 1
        connections[nextID] = Connection(peer: peer, phase: .idle, since: clock.now)
        return nextID
    }

    /// The task that serves connection `id`; cancelled at once if the table ended it meanwhile.
    func attach(_ task: Task<Void, Never>, to id: Int) {
        guard connections[id] != nil else { return }
        connections[id]?.task = task
        if connections[id]?.ended != nil { task.cancel() }
    }

    func enter(_ phase: ConnectionPhase, _ id: Int) {
        guard connections[id]?.ended == nil else { return }
        connections[id]?.phase = phase
        connections[id]?.since = clock.now
    }

    /// Why the table ended connection `id`, if it did.
    func end(of id: Int) -> ConnectionEnd? {
        connections[id]?.ended
    }

    func close(_ id: Int) {
        connections[id] = nil
    }

    /// Ends the connections whose phase has lasted longer than its limit.
    func endExpired() {
        let now = clock.now
        for (id, connection) in connections where connection.ended == nil {
            guard let seconds = limits.seconds(in: connection.phase), now - connection.since > .seconds(seconds) else { continue }
            end(id, .timedOut(connection.phase))
        }
    }

    /// Makes room (at the cap, or when the process is out of descriptors): ends the connection
    /// waiting longest for its request of the address with the most waiting; true when one was.
    @discardableResult
    func endLongestWaiting(reason: ConnectionEnd = .madeRoom) -> Bool {
        var waitingBy: [String: Int] = [:]
        for connection in connections.values where connection.ended == nil && connection.phase.isWaiting { waitingBy[connection.peer, default: 0] += 1 }
        guard let most = waitingBy.values.max() else { return false }
        var oldest: (id: Int, since: ContinuousClock.Instant)?
        for (id, connection) in connections where connection.ended == nil && connection.phase.isWaiting && waitingBy[connection.peer] == most {
            if oldest.map({ connection.since < $0.since }) ?? true { oldest = (id, connection.since) }
        }
        guard let oldest else { return false }
        end(oldest.id, reason)
        return true
    }

    /// Reserves room for a body of `bytes`; false when the bodies being read would pass the budget.
    func reserveBody(_ bytes: Int) -> Bool {
        guard bodyBytes + bytes <= limits.bodyBudgetBytes else { return false }
        bodyBytes += bytes
        return true
    }

    func releaseBody(_ bytes: Int) {
        bodyBytes -= bytes
    }

    /// Ends every connection (the server is stopping) and gives their tasks to wait on.
    func endAll() -> [Task<Void, Never>] {
        for id in connections.keys { end(id, .stopping) }
        return connections.values.compactMap(\.task)
    }

    func sayOnce(_ key: String, _ message: String) {
        guard said.insert(key).inserted else { return }
        report(message)
    }

    private func end(_ id: Int, _ reason: ConnectionEnd) {
        connections[id]?.ended = reason
        connections[id]?.task?.cancel()
    }
}

/// Why the table ended a connection.
enum ConnectionEnd: Sendable, Equatable {
    case timedOut(ConnectionPhase)
    case madeRoom
    case stopping
}
