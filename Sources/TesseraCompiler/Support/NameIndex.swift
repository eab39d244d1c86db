/// Names in the order they were added, and the position of each, found by hashing its UTF-8
/// bytes (FNV-1a) into an open-addressed table. A generated layout can hold tens of thousands of
/// keys and constants; for those this is several times cheaper than `[String: Int]`, whose
/// seeded SipHash and rehashing while growing dominated reading such a file. A handful of names
/// is searched in order, without a table.
struct NameIndex {
    private(set) var names: [String] = []
    /// Each name's hash, so that growing the table and probing past other names compare
    /// integers instead of hashing or comparing strings again.
    private var hashes: [Int] = []
    /// Positions plus one; 0 is an empty slot. Empty until there are enough names to need it.
    private var slots: [Int32] = []

    private static let linearLimit = 8

    init() {}

    init(minimumCapacity: Int) {
        names.reserveCapacity(minimumCapacity)
        hashes.reserveCapacity(minimumCapacity)
        if minimumCapacity > Self.linearLimit { slots = Array(repeating: 0, count: Self.tableSize(for: minimumCapacity)) }
    }

    var count: Int { names.count }

    func position(of name: String) -> Int? {
        guard !slots.isEmpty else { return names.firstIndex(of: name) }
        return position(of: name, hash: Self.hash(name))
    }

    private func position(of name: String, hash: Int) -> Int? {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if hashes[position] == hash, names[position] == name { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds `name` unless it is there already; the position it had if so.
    @discardableResult
    mutating func insert(_ name: String) -> Int? {
        let hash = Self.hash(name)
        if slots.isEmpty {
            if let existing = names.firstIndex(of: name) { return existing }
        } else if let existing = position(of: name, hash: hash) {
            return existing
        }
        names.append(name)
        hashes.append(hash)
        if slots.isEmpty {
            if names.count > Self.linearLimit { rebuild(size: Self.tableSize(for: names.count)) }
        } else if names.count * 2 > slots.count {
            rebuild(size: slots.count * 2)
        } else {
            place(names.count - 1)
        }
        return nil
    }

    /// At most half full, so that probe runs stay short.
    private static func tableSize(for count: Int) -> Int {
        var size = 16
        while size < count * 2 { size *= 2 }
        return size
    }

    private mutating func rebuild(size: Int) {
        slots = Array(repeating: 0, count: size)
        for position in names.indices { place(position) }
    }

    private mutating func place(_ position: Int) {
        let mask = slots.count - 1
        var slot = hashes[position] & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
    }

    private static func hash(_ name: String) -> Int {
        hash(name.utf8)
    }

    /// FNV-1a, folded so that the low bits a table masks with depend on every byte.
    static func hash(_ bytes: some Sequence<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
