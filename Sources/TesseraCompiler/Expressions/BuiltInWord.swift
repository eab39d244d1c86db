import TesseraRuntime

/// The words the language gives a meaning — `true`, `false`, `pi`, the variables and the
/// functions — recognised from a name's bytes without making a String of it: nearly every
/// expression names one or two, and a generated layout holds tens of thousands of expressions.
enum BuiltInWord {
    case truth(Bool)
    case pi
    case variable(ExpressionVariable)
    case function(BuiltInFunction)

    /// A name of at most 16 bytes, packed into two words. Names hold no zero bytes, so the
    /// packing is unambiguous.
    private struct Packed: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init?<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
            guard bytes.count <= 16 else { return nil }
            for (position, byte) in bytes.enumerated() {
                if position < 8 { low |= UInt64(byte) << (8 * UInt64(position)) } else { high |= UInt64(byte) << (8 * UInt64(position - 8)) }
            }
        }
    }

    /// The words by their first byte (all are ASCII), so that a lookup compares a few at most.
    private static let table: [[(Packed, BuiltInWord)]] = {
        var words: [(String, BuiltInWord)] = [("true", .truth(true)), ("false", .truth(false)), ("pi", .pi)]
        words += ExpressionVariable.allCases.map { ($0.rawValue, .variable($0)) }
        words += BuiltInFunction.allCases.map { ($0.rawValue, .function($0)) }
        var table = Array(repeating: [(Packed, BuiltInWord)](), count: 128)
        for (name, word) in words { table[Int(name.utf8.first!)].append((Packed(Array(name.utf8))!, word)) }
        return table
    }()

    init?(_ bytes: ArraySlice<UInt8>) {
        guard let first = bytes.first, first < 128, let packed = Packed(bytes),
              let entry = Self.table[Int(first)].first(where: { $0.0 == packed })
        else { return nil }
        self = entry.1
    }

    init?(_ name: String) {
        guard let word = BuiltInWord(ArraySlice(name.utf8)) else { return nil }
        self = word
    }
}
