/// What the preview's server gives any one client, so that none can hold it: how many
/// connections it keeps, how long each may take over what, and how much it reads. The values
/// are documented in docs/PREVIEW.md ("What the server holds"), with what was measured.
struct ConnectionLimits: Sendable {
    /// The most connections open at once (fewer when the process's descriptor limit is lower:
    /// `capacity(descriptorLimit:)`). At the cap a new connection takes the place of the one
    /// waiting longest for its request; one that is being answered is never dropped.
    var maxConnections = 1_000
    /// From a request's first byte to the end of its head. nginx's `client_header_timeout` is 60 s
    /// and Node's `headersTimeout` 60 s; a browser or an app sends a head in one packet, so a head
    /// still arriving after 10 s is a slow sender, answered 408.
    var headSeconds = 10.0
    /// From the end of the head to the end of the body (at most `maxBodyBytes`): 30 s is 140 KB/s,
    /// slower than any Wi-Fi a phone is on. Answered 408.
    var bodySeconds = 30.0
    /// A connection with no request under way: just opened, or after an answer. Browsers and
    /// URLSession open another when theirs is closed (nginx's `keepalive_timeout` is 75 s, Node's
    /// 5 s); the page and the apps ask at least every 10 s (a long poll's wait), so a connection
    /// silent for 30 s is one nobody uses. Closed without an answer.
    var idleSeconds = 30.0
    /// For an answer to leave: a client that stops reading (a full window) holds only its own
    /// connection, for this long.
    var writeSeconds = 30.0
    /// The largest body a request may carry: a sizes file of the most items the preview's server
    /// works on (`PreviewLimits.maxSizedItems`) as `{"width", "height"}` objects, with room.
    var maxBodyBytes = 8 * 1024 * 1024
    /// Bodies being read at once, in all: a request whose body would take the total past this is
    /// answered 503 before any of it is read.
    var bodyBudgetBytes = 64 * 1024 * 1024
    /// How often deadlines are looked at: a deadline is kept to within this.
    var tickSeconds = 0.5
    /// Bodies one address may be sending at once. A page sends one at a time (an upload, a batch
    /// update); past this, a new body takes the place of that address's oldest, which is told 503.
    var maxBodiesPerAddress = 8
    /// Long polls one address may hold at once. The page holds one, an app one per layout it
    /// follows, and simulators on the developer's machine share its address: 32 is several apps
    /// following ten layouts each. Past this, a new poll takes the place of that address's
    /// oldest, which is told 503 (a client waits before it asks again after one, so an address
    /// over its most does not poll in a loop).
    var maxPollsPerAddress = 32
    /// Connections kept for the machine the preview runs on (`ConnectionTable.isOwner`): the
    /// developer's page and simulators. Other addresses hold at most the rest, however many
    /// there are, so that a flood from the network never leaves the owner without a slot.
    var ownerReserve = 64

    static let preview = ConnectionLimits()

    /// Descriptors kept for what is not a connection: the listening socket, the event queue,
    /// standard streams, layout files being read, the runtime's own.
    static let reservedDescriptors = 32

    /// The connections held at once under a descriptor limit, with `open` descriptors taken
    /// already (standard streams, inherited ones).
    func capacity(descriptorLimit: Int, open: Int = 0) -> Int {
        max(8, min(maxConnections, descriptorLimit - open - Self.reservedDescriptors))
    }

    /// The connections kept for the owner out of `capacity`: at most a quarter of them.
    func ownerReserve(capacity: Int) -> Int {
        min(ownerReserve, capacity / 4)
    }

    /// Connections let go of (to make room, or past a deadline) whose sockets are not yet closed:
    /// past this many, the server accepts no more until they are, so that the descriptors kept
    /// for the rest are never taken.
    static let closingAtMost = 8

    /// How long a connection may stay in `phase`; nil for a request being answered (the
    /// answer's own work is bounded: `PreviewLimits`, a long poll's 10 s).
    func seconds(in phase: ConnectionPhase) -> Double? {
        switch phase {
        case .idle: idleSeconds
        case .head: headSeconds
        case .body: bodySeconds
        case .answering, .polling: nil
        case .writing: writeSeconds
        }
    }
}

/// What a connection is doing, for its deadline and for which one makes room at the cap.
enum ConnectionPhase: Sendable, Equatable {
    /// No request under way.
    case idle
    /// A request's head is arriving.
    case head
    /// Its body is arriving; its head passed the origin and code checks.
    case body
    /// The request is with the handler.
    case answering
    /// A long poll waits in the handler for a change (`/api/changes`, `/api/live`): it holds
    /// nothing of the server's but its slot, and may be answered early to make room.
    case polling
    /// The answer is being written.
    case writing

    /// Whether the connection may be closed to make room for a new one: it has nothing of the
    /// server's in it yet.
    var isWaiting: Bool { self == .idle || self == .head }

    /// Which connections make room first, lowest first; nil for one that never does (its answer
    /// is being made or sent). A connection waiting for its request goes before a body arriving
    /// or a long poll, which lose only time: the client sends the body again, or polls again.
    var displacementRank: Int? {
        switch self {
        case .idle, .head: 0
        case .body, .polling: 1
        case .answering, .writing: nil
        }
    }
}
