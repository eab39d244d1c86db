/// Names in the order they were added, and the position of each: the constants of a layout,
/// listed in messages in the order written and looked up by name for every use.
struct NameIndex {
    private(set) var names: [String] = []
    private var positions: [String: Int] = [:]

    init() {}

    init(minimumCapacity: Int) {
        names.reserveCapacity(minimumCapacity)
        positions.reserveCapacity(minimumCapacity)
    }

    var count: Int { names.count }

    func position(of name: String) -> Int? {
        positions[name]
    }

    /// Adds `name` unless it is there already; the position it had if so.
    @discardableResult
    mutating func insert(_ name: String) -> Int? {
        if let existing = positions[name] { return existing }
        positions[name] = names.count
        names.append(name)
        return nil
    }
}
