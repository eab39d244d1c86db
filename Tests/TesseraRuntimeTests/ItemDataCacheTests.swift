import Testing
@_spi(Adapters) import TesseraRuntime
import TesseraExercise

/// What SwiftUI's collection pays per body evaluation for the data it compares (`ItemDataCache`):
/// counted in calls of the item's `id` and `estimate`, not timed. A body that changes nothing
/// asks no item, however many there are; a change asks only the sections it touched; and what
/// the cache hands back always equals the data built anew.
@Suite struct ItemDataCacheTests {
    struct Photo: Identifiable {
        var id: Int
        var height: Double
    }

    /// Counts the calls of `id` and `estimate`.
    final class Asked {
        var ids = 0
        var estimates = 0
    }

    static func photos(_ range: Range<Int>) -> [Photo] { range.map { Photo(id: $0, height: Double(60 + $0 % 140)) } }

    static func fresh(_ sections: [[Photo]], estimating: Bool) -> LazyCollectionCore.ItemData<Int, Size> {
        LazyCollectionCore.ItemData(items: sections.map { $0.map(\.id) },
                                    estimates: estimating ? sections.map { $0.map { Size(width: 100, height: $0.height) } } : [])
    }

    static func body(_ cache: ItemDataCache<Photo, Int, Size>, _ sections: [[Photo]], _ asked: Asked,
                     estimating: Bool = true) -> LazyCollectionCore.ItemData<Int, Size> {
        cache.data(for: sections, id: { asked.ids += 1; return $0.id },
                   estimate: estimating ? { asked.estimates += 1; return Size(width: 100, height: $0.height) } : nil)
    }

    @Test(arguments: [100, 10_000, 300_000])
    func aBodyThatChangesNothingAsksNoItemWhateverTheCount(count: Int) {
        let cache = ItemDataCache<Photo, Int, Size>(), asked = Asked()
        let photos = Self.photos(0..<count)
        // The app's `items:` wraps its array in a new one each body, as `TesseraCollection(_:items:)` does.
        let first = Self.body(cache, [photos], asked)
        #expect(asked.ids == count && asked.estimates == count)
        for _ in 0..<3 {
            let again = Self.body(cache, [photos], asked)
            #expect(again == first)
        }
        #expect(asked.ids == count && asked.estimates == count, "a body with the same items asked them again")
    }

    @Test func aChangeAsksOnlyTheSectionsItTouched() {
        let cache = ItemDataCache<Photo, Int, Size>(), asked = Asked()
        var sections = [Self.photos(0..<1_000), Self.photos(1_000..<3_000), Self.photos(3_000..<3_500)]
        _ = Self.body(cache, sections, asked)
        asked.ids = 0
        sections[1].append(Photo(id: 9_999, height: 80))
        let changed = Self.body(cache, sections, asked)
        #expect(asked.ids == 2_001, "only the section appended to is asked again")
        #expect(changed == Self.fresh(sections, estimating: true))
        // A photo replaced in place (same ID, another size): its section's estimates change.
        asked.ids = 0
        sections[2][10].height = 333
        #expect(Self.body(cache, sections, asked) == Self.fresh(sections, estimating: true))
        #expect(asked.ids == 500)
    }

    /// Random changes of the app's data, each made as an app makes it (in place, or new arrays):
    /// the cache's data equals the data built anew after every one.
    @Test(arguments: [1, 2, 3, 4]) func everyChangeIsSeen(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let cache = ItemDataCache<Photo, Int, Size>(), asked = Asked()
        var sections = [Self.photos(0..<20), Self.photos(20..<25)]
        var next = 25, estimating = true
        for step in 0..<400 {
            let section = Int.random(in: 0..<max(1, sections.count), using: &generator)
            switch Int.random(in: 0..<9, using: &generator) {
            case 0 where !sections.isEmpty: sections[section].append(Photo(id: next, height: 70)); next += 1
            case 1 where !sections.isEmpty && !sections[section].isEmpty: sections[section].removeLast()
            case 2 where !sections.isEmpty && sections[section].count > 1: sections[section].swapAt(0, sections[section].count - 1)
            case 3 where !sections.isEmpty && !sections[section].isEmpty:
                sections[section][Int.random(in: 0..<sections[section].count, using: &generator)].height += 10
            case 4: sections.append(Self.photos(next..<next + 3)); next += 3
            case 5 where sections.count > 1: sections.remove(at: section)
            case 6: sections = sections.map { Array($0) }
            case 7: estimating.toggle()
            case 8 where !sections.isEmpty: sections[section] = sections[section].map { Photo(id: $0.id + 100_000, height: $0.height) }
            default: break
            }
            let data = Self.body(cache, sections, asked, estimating: estimating)
            #expect(data == Self.fresh(sections, estimating: estimating), "step \(step)")
        }
    }

    final class Card: Identifiable {
        var id: Int
        var height: Double
        init(id: Int, height: Double) {
            self.id = id
            self.height = height
        }
    }

    @Test func itemsOfAClassAreAskedEveryTimeForTheyChangeInPlace() {
        let cache = ItemDataCache<Card, Int, Double>()
        let cards = (0..<50).map { Card(id: $0, height: 40) }
        var ids = 0
        let body = { cache.data(for: [cards], id: { ids += 1; return $0.id }, estimate: { $0.height }) }
        _ = body()
        cards[7].height = 90
        #expect(body().estimates[0][7] == 90)
        #expect(ids == 100)
    }
}
