import Testing
@testable import TesseraRuntime

/// `ArrayPrefix.starts` must answer as `starts(with:)` does, but where equal bits make equal
/// values (a NaN), for plain values compared as memory and for values with references.
@Suite struct ArrayPrefixTests {
    @Test func answersAsStartsWith() {
        let base = (0..<1_003).map { $0 &* 7919 }
        for count in [0, 1, 2, 7, 8, 999, 1_003] {
            let prefix = Array(base.prefix(count))
            #expect(ArrayPrefix.starts(base, with: prefix) && ArrayPrefix.starts(base + [1, 2], with: prefix), "\(count)")
            for changed in [0, count / 2, count - 1] where count > 0 {
                var other = prefix
                other[changed] += 1
                #expect(!ArrayPrefix.starts(base, with: other), "\(count): item \(changed) differs")
            }
        }
        #expect(!ArrayPrefix.starts([1, 2], with: [1, 2, 3]))
        // Values of three bytes: the words cover some, the values the rest.
        let bytes = (0..<50).map { Triple(a: UInt8($0), b: UInt8(2 * $0), c: UInt8(3 * $0)) }
        #expect(ArrayPrefix.starts(bytes, with: Array(bytes.prefix(49))))
        var last = Array(bytes.prefix(49))
        last[48] = Triple(a: 0, b: 0, c: 0)
        #expect(!ArrayPrefix.starts(bytes, with: last))
    }

    @Test func valuesDecideWhereBitsDiffer() {
        // 0 and -0 differ in bits and are equal; a NaN is itself when its bits are.
        #expect(ArrayPrefix.starts([0.0, 1, 2], with: [-0.0, 1]))
        #expect(ArrayPrefix.starts([1.0, .nan, 3], with: [1, .nan]))
        #expect(!ArrayPrefix.starts([1.0, 2, 3], with: [1, 2.5]))
        let sizes = [Size(width: 100, height: 60), Size(width: 100, height: -0.0)]
        #expect(ArrayPrefix.starts(sizes + [Size(width: 1, height: 1)], with: [Size(width: 100, height: 60), Size(width: 100, height: 0)]))
        // Values with references are compared as values.
        #expect(ArrayPrefix.starts(["a", "b", "c"], with: ["a", "b"]))
        #expect(!ArrayPrefix.starts(["a", "b", "c"], with: ["a", "c"]))
    }

    struct Triple: Equatable {
        var a, b, c: UInt8
    }
}
