/// The words the language gives a meaning — `true`, `false`, `pi`, the variables and the
/// functions — recognised from a name's bytes without making a String of it: nearly every
/// expression names one or two, and a generated layout holds tens of thousands of expressions.
enum BuiltInWord {
    case truth(Bool)
    case pi
    case variable(Variable)
    case function(Function)

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

    private static let table: [(Packed, BuiltInWord)] = {
        var words: [(String, BuiltInWord)] = [("true", .truth(true)), ("false", .truth(false)), ("pi", .pi)]
        words += Variable.allCases.map { ($0.rawValue, .variable($0)) }
        words += Function.allCases.map { ($0.rawValue, .function($0)) }
        return words.map { name, word in (Packed(Array(name.utf8))!, word) }
    }()

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let packed = Packed(bytes), let entry = Self.table.first(where: { $0.0 == packed }) else { return nil }
        self = entry.1
    }

    init?(_ name: String) {
        guard let word = Packed(name.utf8).flatMap({ packed in Self.table.first { $0.0 == packed } })?.1 else { return nil }
        self = word
    }
}
