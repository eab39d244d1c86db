import Testing
import TesseraRuntime
import TesseraExercise

/// The sizes a batch update carries to the items' new places (`BatchUpdate.carried`, one pass)
/// are those `oldPath` gives item by item.
@Suite struct BatchCarryTests {
    @Test func carriedValuesFollowOldPaths() {
        var generator = SeededGenerator(seed: 635)
        for round in 0..<400 {
            let counts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Int.random(in: 0...12, using: &generator) }
            var updates: [ItemUpdate] = []
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let section = Int.random(in: 0..<counts.count, using: &generator)
                guard counts[section] > 0 else { continue }
                let item = Int.random(in: 0..<counts[section], using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: updates.append(.delete(item: item, section: section))
                case 1: updates.append(.insert(item: item, section: section))
                default:
                    let to = Int.random(in: 0..<counts.count, using: &generator)
                    updates.append(.move(from: .cell(item, section: section), to: .cell(Int.random(in: 0...counts[to], using: &generator), section: to)))
                }
            }
            guard let batch = BatchUpdate(oldCounts: counts, updates: updates) else { continue }
            let old = counts.indices.map { section in (0..<counts[section]).map { section * 100 + $0 } }
            var expected: [[Int]]? = []
            for section in batch.newCounts.indices {
                var values: [Int] = []
                for item in 0..<batch.newCounts[section] {
                    guard let source = batch.oldPath(of: .cell(item, section: section)) else { expected = nil; break }
                    values.append(old[source.section][source.item])
                }
                guard expected != nil else { break }
                expected?.append(values)
            }
            #expect(batch.carried(old) == expected, "round \(round): \(counts) \(updates)")
        }
    }
}
