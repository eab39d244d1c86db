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
        for (peer, id) in ids where peer != "127.0.0.1" { if await table.end(of: id) == .madeRoom(.idle) { ended += 1 } }
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
        #expect(await table.end(of: answering[1]) == .madeRoom(.idle))
    }

    /// Other machines share all but the owner's reserve: a flood from many addresses (each with
    /// one connection, as many as there are slots) never takes the owner's slots nor its
    /// connections, and the owner still opens new ones.
    @Test func aFloodFromManyAddressesLeavesTheOwnersRoomAndConnections() async throws {
        let table = ConnectionTable(limits: .preview, capacity: 8, report: { _ in })  // 2 kept for the owner
        var owner: [Int] = []
        for _ in 0..<2 {
            let id = try #require(await table.open(peer: "127.0.0.1"))
            await table.attach(Self.waiting(), to: id)
            owner.append(id)
        }
        var flood: [Int] = []
        for index in 0..<40 {
            guard let id = await table.open(peer: "127.1.0.\(index)") else { continue }
            await table.attach(Self.waiting(), to: id)
            flood.append(id)
        }
        for id in owner { #expect(await table.end(of: id) == nil, "the owner's connection was let go for another machine's") }
        // The flood answered: its six slots are full of requests being made; the next is refused,
        // and the owner still opens one (its own waiting ones are displaced, not anyone's answer).
        for id in flood where await table.end(of: id) == nil { await table.enter(.answering, id) }
        #expect(await table.open(peer: "127.1.1.1") == nil)
        #expect(await table.open(peer: "127.0.0.1") != nil)
        #expect(await table.open(peer: "127.0.0.1") != nil)
    }

    /// At the cap, bodies arriving and long polls make room once no connection waits for its
    /// request; connections being answered never do.
    @Test func atTheCapBodiesAndLongPollsMakeRoomAfterTheWaiting() async throws {
        let table = ConnectionTable(limits: .preview, capacity: 4, report: { _ in })  // 1 kept for the owner
        let poll = try #require(await table.open(peer: "10.0.0.1"))
        await table.attach(Self.waiting(), to: poll)
        await table.enter(.polling, poll)
        let body = try #require(await table.open(peer: "10.0.0.2"))
        await table.attach(Self.waiting(), to: body)
        #expect(await table.reserveBody(100, for: body))
        let answering = try #require(await table.open(peer: "10.0.0.3"))
        await table.attach(Self.waiting(), to: answering)
        await table.enter(.answering, answering)
        // Three of three for other machines: a fourth takes the longest waiting of the poll and the body.
        let fourth = try #require(await table.open(peer: "10.0.0.4"))
        await table.attach(Self.waiting(), to: fourth)
        #expect(await table.end(of: poll) == .madeRoom(.polling))
        // Waiting for its request, the fourth would go first; asked, the body goes.
        await table.enter(.answering, fourth)
        #expect(await table.open(peer: "10.0.0.5") != nil)
        #expect(await table.end(of: body) == .madeRoom(.body))
        #expect(await table.end(of: answering) == nil)
    }

    /// The reserve is a floor, not a licence: a flood from the owner's own address past its
    /// reserve makes room for other machines, down to the reserve and no further.
    @Test func theOwnersFloodPastItsReserveMakesRoomForOthers() async throws {
        let table = ConnectionTable(limits: .preview, capacity: 8, report: { _ in })  // 2 kept for the owner
        var owner: [Int] = []
        for _ in 0..<8 {
            let id = try #require(await table.open(peer: "127.0.0.1"))
            await table.attach(Self.waiting(), to: id)
            owner.append(id)
        }
        var others: [Int] = []
        for index in 0..<10 {
            guard let id = await table.open(peer: "10.0.0.\(index)") else { continue }
            await table.attach(Self.waiting(), to: id)
            await table.enter(.answering, id)
            others.append(id)
        }
        #expect(others.count == 6, "six of eight for other machines")
        var kept = 0
        for id in owner where await table.end(of: id) == nil { kept += 1 }
        #expect(kept == 2, "the owner's reserve")
    }

    /// At the cap, a newcomer from this machine past its reserve lets go of this machine's idle
    /// connections before another machine's: a device's wait is not the price of a local flood.
    @Test func theOwnersNewcomerTakesItsOwnIdleBeforeAnotherMachinesPoll() async throws {
        let table = ConnectionTable(limits: .preview, capacity: 8, report: { _ in })
        let poll = try #require(await table.open(peer: "192.168.1.20"))
        await table.attach(Self.waiting(), to: poll)
        await table.enter(.polling, poll)
        // Another device's connection, just opened (its request not yet read): the owner's
        // flood, past its reserve, is the address with the most and lets go of its own.
        let opened = try #require(await table.open(peer: "192.168.1.21"))
        await table.attach(Self.waiting(), to: opened)
        for _ in 0..<12 {
            let id = try #require(await table.open(peer: "127.0.0.1"))
            await table.attach(Self.waiting(), to: id)
        }
        #expect(await table.end(of: poll) == nil, "the device's poll was let go for the owner's idle flood")
        #expect(await table.end(of: opened) == nil, "the device's new connection was let go for the owner's idle flood")
    }
}
