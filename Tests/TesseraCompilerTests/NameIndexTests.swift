import Testing
@testable import TesseraCompiler

@Suite struct NameIndexTests {
    /// Against a dictionary, through the switch from searching in order to the table and
    /// through the table's growth, with names given again and names never given.
    @Test func findsWhatADictionaryFinds() {
        var index = NameIndex()
        var reference: [String: Int] = [:]
        for step in 0..<5_000 {
            let name = step % 3 == 0 ? "c\(step / 7)" : "name_\(step)_é"
            let existing = index.insert(name)
            #expect(existing == reference[name])
            if reference[name] == nil { reference[name] = reference.count }
            if step % 97 == 0 {
                for (known, position) in reference { #expect(index.position(of: known) == position) }
                #expect(index.position(of: "absent\(step)") == nil)
            }
        }
        #expect(index.count == reference.count)
        #expect(index.names.count == reference.count)
    }

    @Test func aReservedIndexStartsWithItsTable() {
        var index = NameIndex(minimumCapacity: 100)
        #expect(index.insert("a") == nil)
        #expect(index.insert("b") == nil)
        #expect(index.insert("a") == 0)
        #expect(index.position(of: "b") == 1)
        #expect(index.position(of: "") == nil)
    }
}
