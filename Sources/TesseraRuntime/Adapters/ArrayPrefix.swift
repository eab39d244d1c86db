/// Whether an array starts with another, fast for a million plain values. SwiftUI's collection
/// compares the app's items and estimates before and after each update (an append keeps the
/// old ones as a prefix); `starts(with:)`, run unspecialised for the app's types, cost tens of
/// milliseconds at a million items. Values of plain types (no references) are compared as memory,
/// eight bytes at a time, first: equal bits are one value, as the layout reads it (a NaN too).
/// Where the bits differ (padding, or 0 and -0), the values decide, one by one from there.
enum ArrayPrefix {
    static func starts<Element: Equatable>(_ array: [Element], with prefix: [Element]) -> Bool {
        guard array.count >= prefix.count else { return false }
        return array.withUnsafeBufferPointer { array in
            prefix.withUnsafeBufferPointer { prefix in
                let first = _isPOD(Element.self) ? sameBits(array, prefix) : 0
                for index in first..<prefix.count where array[index] != prefix[index] { return false }
                return true
            }
        }
    }

    /// How many of `prefix`'s values `array` starts with bit for bit (a lower bound: counted a
    /// word at a time, so it may stop a few values before the first difference).
    private static func sameBits<Element>(_ array: UnsafeBufferPointer<Element>, _ prefix: UnsafeBufferPointer<Element>) -> Int {
        let stride = MemoryLayout<Element>.stride
        guard stride > 0, let arrayStart = array.baseAddress, let prefixStart = prefix.baseAddress else { return 0 }
        let words = prefix.count * stride / 8
        let left = UnsafeRawPointer(arrayStart), right = UnsafeRawPointer(prefixStart)
        var word = 0
        while word < words, left.loadUnaligned(fromByteOffset: 8 * word, as: UInt64.self) == right.loadUnaligned(fromByteOffset: 8 * word, as: UInt64.self) {
            word += 1
        }
        return word * 8 / stride
    }
}
