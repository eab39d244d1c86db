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
        /// The body it is reading counts this much against the budget.
        var bodyBytes = 0
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

    /// The machine the preview runs on, as its own page reaches it: the loopback address the
    /// command prints (other 127.x.y.z addresses are no one's page, and are taken as any other
    /// machine's, as the load script's floods use them).
    static func isOwner(_ peer: String) -> Bool {
        peer == "127.0.0.1" || peer == "::1" || peer == "::ffff:127.0.0.1"
    }

    /// Takes a new connection from `peer`: its id, or nil when there is no room for it. The
    /// owner has `ownerReserve` slots of its own; every other address shares the rest. Without
    /// room, a connection makes room (`makeRoom`): the owner's for another's only past its reserve.
    func open(peer: String) -> Int? {
        let owner = Self.isOwner(peer)
        let live = connections.values.filter { $0.ended == nil }
        let others = live.filter { !Self.isOwner($0.peer) }.count
        if live.count >= capacity || (!owner && others >= capacity - limits.ownerReserve(capacity: capacity)) {
            guard makeRoom(for: peer) else {
                sayOnce(owner ? "full" : "full-others", owner
                    ? "the preview holds \(live.count) connections, all being answered, its most; new ones are refused until some end"
                    : "the preview holds \(others) connections from other machines, all being answered, the most it gives them "
                        + "(\(limits.ownerReserve(capacity: capacity)) are kept for this machine); new ones from the network are refused until some end")
                return nil
            }
            sayOnce("cap", "the preview holds \(capacity) connections, its most; each new one takes the place of one waiting for its request, "
                + "or else of a body arriving or a long poll (the longest waiting of the address with the most); "
                + "\(limits.ownerReserve(capacity: capacity)) are kept for this machine")
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

    /// Connection `id` goes on to `phase`. A long poll past its address's most ends that
    /// address's oldest (`maxPollsPerAddress`).
    func enter(_ phase: ConnectionPhase, _ id: Int) {
        guard let connection = connections[id], connection.ended == nil else { return }
        connections[id]?.phase = phase
        connections[id]?.since = clock.now
        if phase == .polling { keepAtMost(limits.maxPollsPerAddress, in: .polling, from: connection.peer, besides: id) }
    }

    /// Why the table ended connection `id`, if it did.
    func end(of id: Int) -> ConnectionEnd? {
        connections[id]?.ended
    }

    func close(_ id: Int) {
        releaseBody(id)
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

    /// Makes room (the process is out of descriptors): ends the connection waiting longest for
    /// its request of the address with the most waiting; true when one was.
    @discardableResult
    func endLongestWaiting() -> Bool {
        guard let id = displaceable(for: "127.0.0.1", ranks: [0]) else { return false }
        end(id, .madeRoom(connections[id]?.phase ?? .idle))
        return true
    }

    /// Ends one connection to make room for one from `peer`: first one waiting for its request,
    /// then a body arriving or a long poll; of those, the longest waiting of the address that
    /// has the most, so that a flooding machine displaces its own. Another address's newcomer
    /// displaces the owner's only while the owner holds more than its reserve. True when one was ended.
    private func makeRoom(for peer: String) -> Bool {
        guard let id = displaceable(for: peer, ranks: [0, 1]) else { return false }
        end(id, .madeRoom(connections[id]?.phase ?? .idle))
        return true
    }

    /// The connection to end for a newcomer from `peer`, of the displacement `ranks` in order:
    /// the lower rank first, then the address with the most of that rank, then the longest
    /// waiting. The owner's connections are among them only while the owner holds more than its
    /// reserve (a flood from this machine does not shut the network out, and displaces its own
    /// first, as any address with the most does); within its reserve, only for the owner's own
    /// newcomer, and only when no other machine's connection of that rank can make room.
    private func displaceable(for peer: String, ranks: [Int], among: ((Connection) -> Bool)? = nil) -> Int? {
        let ownerHolds = connections.values.filter { $0.ended == nil && Self.isOwner($0.peer) }.count
        let pastReserve = ownerHolds > limits.ownerReserve(capacity: capacity)
        let anyone: (Connection) -> Bool = { !Self.isOwner($0.peer) || pastReserve }
        let pools: [(Connection) -> Bool] = Self.isOwner(peer) ? [anyone, { Self.isOwner($0.peer) }] : [anyone]
        // By rank first: a flood from this machine lets go of its own idle connections before
        // another machine's long poll.
        for rank in ranks {
            for pool in pools {
                let candidates = connections.filter { _, connection in
                    connection.ended == nil && connection.phase.displacementRank == rank && pool(connection) && (among?(connection) ?? true)
                }
                guard !candidates.isEmpty else { continue }
                var countBy: [String: Int] = [:]
                for connection in candidates.values { countBy[connection.peer, default: 0] += 1 }
                let most = countBy.values.max() ?? 0
                return candidates.filter { countBy[$0.value.peer] == most }.min { $0.value.since < $1.value.since }?.key
            }
        }
        return nil
    }

    /// Ends the oldest of `peer`'s connections in `phase` until at most `most` are left.
    private func keepAtMost(_ most: Int, in phase: ConnectionPhase, from peer: String, besides id: Int) {
        let same = connections.filter { $0.key != id && $0.value.ended == nil && $0.value.phase == phase && $0.value.peer == peer }
        guard same.count >= most else { return }
        sayOnce("per-address-\(phase)", phase == .polling
            ? "\(peer) holds \(most) long polls, the most one address may; each new one takes the place of its oldest, which is answered 503"
            : "\(peer) is sending \(most) bodies, the most one address may; each new one takes the place of its oldest, which is answered 503")
        for (oldest, _) in same.sorted(by: { $0.value.since < $1.value.since }).prefix(same.count - most + 1) {
            end(oldest, .tooManyFromAddress(phase))
        }
    }

    /// Reserves room for connection `id`'s body of `bytes` (it goes on to `.body`). Its address
    /// sends at most `maxBodiesPerAddress` at once, and all bodies in all at most the budget: past
    /// either, the body arriving longest (the slowest) makes room, never the owner's for another's.
    /// False when none can: the budget is taken by bodies of the owner's.
    func reserveBody(_ bytes: Int, for id: Int) -> Bool {
        guard let connection = connections[id], connection.ended == nil else { return false }
        guard bytes > 0 else { return true }
        keepAtMost(limits.maxBodiesPerAddress, in: .body, from: connection.peer, besides: id)
        while bodyBytes + bytes > limits.bodyBudgetBytes {
            guard let slowest = displaceable(for: connection.peer, ranks: [1], among: { $0.phase == .body }) else { return false }
            sayOnce("budget", "the bodies arriving at once reached \(limits.bodyBudgetBytes / (1024 * 1024)) MB, the most the preview reads; "
                + "each new one takes the place of the slowest")
            end(slowest, .madeRoom(.body))
        }
        bodyBytes += bytes
        connections[id]?.bodyBytes = bytes
        connections[id]?.phase = .body
        connections[id]?.since = clock.now
        return true
    }

    /// The body of connection `id` arrived, or will not: its bytes leave the budget.
    func releaseBody(_ id: Int) {
        guard let bytes = connections[id]?.bodyBytes, bytes > 0 else { return }
        bodyBytes -= bytes
        connections[id]?.bodyBytes = 0
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
        // A body let go of leaves the budget now: its task frees the bytes as it ends.
        releaseBody(id)
        connections[id]?.ended = reason
        connections[id]?.task?.cancel()
    }
}

/// Why the table ended a connection.
enum ConnectionEnd: Sendable, Equatable {
    case timedOut(ConnectionPhase)
    /// Let go of to make room, in this phase.
    case madeRoom(ConnectionPhase)
    /// Let go of for a newer one of its address, which had as many in this phase as it may.
    case tooManyFromAddress(ConnectionPhase)
    case stopping
}
