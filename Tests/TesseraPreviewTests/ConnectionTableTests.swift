import Testing
@testable import TesseraPreview

/// Which connection makes room at the cap: never one being answered, and first the connections
/// of the address that holds the most waiting, so that one machine's flood displaces its own.
@Suite struct ConnectionTableTests {
    /// A connection's task: it waits until the table ends it.
    private static func waiting() -> Task<Void, Never> {
        Task { while !Task.isCancelled { try? await Task.sleep(for: .seconds(60)) } }
    }

    @Test func aFloodingAddressMakesRoomWithItsOwnConnections() async throws {
        let table = ConnectionTable(limits: .preview, capacity: 8, report: { _ in })
        var ids: [(peer: String, id: Int)] = []
        // The developer's page first (two connections), then a flood from another machine.
        for peer in ["127.0.0.1", "127.0.0.1"] + Array(repeating: "192.168.1.66", count: 6) {
            let id = try #require(await table.open(peer: peer))
            await table.attach(Self.waiting(), to: id)
            ids.append((peer, id))
        }
        for _ in 0..<20 {
            let id = try #require(await table.open(peer: "192.168.1.66"))
            await table.attach(Self.waiting(), to: id)
            ids.append(("192.168.1.66", id))
        }
        for (peer, id) in ids where peer == "127.0.0.1" { #expect(await table.end(of: id) == nil, "the page's connection was let go") }
        #expect(ids.filter { $0.peer != "127.0.0.1" }.count == 26)
        var ended = 0
        for (peer, id) in ids where peer != "127.0.0.1" { if await table.end(of: id) == .madeRoom { ended += 1 } }
        #expect(ended == 20)
        for (_, id) in ids { await table.close(id) }
    }

    @Test func connectionsBeingAnsweredAreNeverLetGoAndAFullTableRefuses() async throws {
        let table = ConnectionTable(limits: .preview, capacity: 3, report: { _ in })
        var answering: [Int] = []
        for _ in 0..<3 {
            let id = try #require(await table.open(peer: "a"))
            await table.attach(Self.waiting(), to: id)
            await table.enter(.answering, id)
            answering.append(id)
        }
        #expect(await table.open(peer: "b") == nil)
        for id in answering { #expect(await table.end(of: id) == nil) }
        // One goes back to waiting for its next request: it makes room, the oldest of them first.
        await table.enter(.idle, answering[1])
        #expect(await table.open(peer: "b") != nil)
        #expect(await table.end(of: answering[1]) == .madeRoom)
    }
}
