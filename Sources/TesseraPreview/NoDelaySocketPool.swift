import FlyingSocks
import Foundation

/// The server's socket pool with Nagle's algorithm switched off on every socket it waits on.
///
/// FlyingFox writes a response's head and body in two writes. With Nagle on, the body waits for
/// the client's acknowledgement of the head, which the client delays (40 ms on Linux): every
/// request on a kept-alive connection took 44 ms instead of 1. FlyingFox sets no socket options
/// of its own on connections, but every socket it waits on (the listening one, whose option
/// Linux passes on to accepted connections, and each connection) passes through its pool.
struct NoDelaySocketPool<Pool: AsyncSocketPool>: AsyncSocketPool {
    let pool: Pool

    func prepare() async throws {
        try await pool.prepare()
    }

    func run() async throws {
        try await pool.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // Fails harmlessly on sockets that are not TCP; a socket that already has it keeps it.
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
        try await pool.suspendSocket(socket, untilReadyFor: events)
    }
}
