import Foundation

/// What an `accept()` that failed means for the accept loop, by its errno. A listening server
/// must outlive every one of these but a closed socket: a connection that was reset before it
/// was taken is the client's fault, and running out of descriptors passes as connections close.
enum AcceptFailure: Equatable {
    /// The one connection is gone (reset before it was taken, a network error Linux reports
    /// here): take the next at once.
    case retry
    /// The process or the system is out of descriptors or memory: make room, wait, try again.
    case outOfResources
    /// The listening socket itself is unusable: the server cannot go on.
    case fatal

    init(errno code: Int32) {
        switch code {
        // Linux's accept(2) asks that these network errors be treated as "try again".
        case ECONNABORTED, EINTR, EPROTO, ENOPROTOOPT, EHOSTDOWN, EHOSTUNREACH, EOPNOTSUPP, ENETDOWN, ENETUNREACH, EPERM, ETIMEDOUT, ECONNRESET:
            self = .retry
        case EMFILE, ENFILE, ENOBUFS, ENOMEM:
            self = .outOfResources
        default:
            #if os(Linux)
            if code == ENONET { self = .retry; return }
            #endif
            self = .fatal
        }
    }
}

/// The process's limit on open descriptors, which bounds the connections it can hold.
enum DescriptorLimit {
    /// Raises the soft limit towards `wanted` (within the hard limit), as Go's runtime does at
    /// start: macOS's default soft limit, 256, would hold a quarter of the connections the
    /// preview allows. Returns the limit in force.
    static func raise(toward wanted: Int) -> Int {
        var limit = rlimit()
        guard get(&limit) else { return 256 }
        let current = Int(clamping: limit.rlim_cur)
        guard current < wanted else { return current }
        var raised = limit
        raised.rlim_cur = rlim_t(min(UInt64(wanted), UInt64(limit.rlim_max)))
        return set(&raised) ? Int(clamping: raised.rlim_cur) : current
    }

    /// Descriptors the process has open now (standard streams, inherited ones, the runtime's).
    static func open() -> Int {
        // Listing the folder takes a descriptor of its own, which is not counted.
        ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd"))?.count).map { max(0, $0 - 1) } ?? 3
    }

    /// Whether the process is out of descriptors right now: opening one fails for that reason.
    static func exhausted() -> Bool {
        let file = Foundation.open("/dev/null", O_RDONLY)
        if file >= 0 {
            close(file)
            return false
        }
        return errno == EMFILE || errno == ENFILE
    }

    private static func get(_ limit: inout rlimit) -> Bool {
        #if os(Linux)
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
        #else
        getrlimit(RLIMIT_NOFILE, &limit) == 0
        #endif
    }

    private static func set(_ limit: inout rlimit) -> Bool {
        #if os(Linux)
        setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
        #else
        setrlimit(RLIMIT_NOFILE, &limit) == 0
        #endif
    }
}
