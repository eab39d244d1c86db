import TesseraRuntime

/// Reads the tokens of one expression on demand, straight from its UTF-8 bytes: classifying a
/// byte is integer work, a name is a range of bytes until the parser needs its text, and nothing
/// is allocated per token. Columns count Unicode scalars, as editors do.
struct ExpressionScanner {
    /// The operators and punctuation of the language.
    enum Symbol: UInt8 {
        case lessOrEqual, greaterOrEqual, equal, notEqual, and, or
        case plus, minus, star, slash, percent, open, close, comma, question, colon, less, greater, bang

        var text: String {
            switch self {
            case .lessOrEqual: "<="
            case .greaterOrEqual: ">="
            case .equal: "=="
            case .notEqual: "!="
            case .and: "&&"
            case .or: "||"
            case .plus: "+"
            case .minus: "-"
            case .star: "*"
            case .slash: "/"
            case .percent: "%"
            case .open: "("
            case .close: ")"
            case .comma: ","
            case .question: "?"
            case .colon: ":"
            case .less: "<"
            case .greater: ">"
            case .bang: "!"
            }
        }

        var length: Int {
            switch self {
            case .lessOrEqual, .greaterOrEqual, .equal, .notEqual, .and, .or: 2
            default: 1
            }
        }

        var binaryOperator: BinaryOperator? {
            switch self {
            case .lessOrEqual: .lessOrEqual
            case .greaterOrEqual: .greaterOrEqual
            case .equal: .equal
            case .notEqual: .notEqual
            case .and: .and
            case .or: .or
            case .plus: .add
            case .minus: .subtract
            case .star: .multiply
            case .slash: .divide
            case .percent: .remainder
            case .less: .less
            case .greater: .greater
            case .open, .close, .comma, .question, .colon, .bang: nil
            }
        }
    }

    /// Tested by pattern, not `==`: the derived equality is an out-of-line call per test.
    enum Token {
        case number(Double)
        /// The name's bytes are `bytes[start..<end]`.
        case name(start: Int, end: Int)
        case symbol(Symbol)
        case end
        /// Text that is not part of the language; `fault` says what is wrong with it.
        case invalid

        var isEnd: Bool {
            if case .end = self { true } else { false }
        }

        var isInvalid: Bool {
            if case .invalid = self { true } else { false }
        }
    }

    /// What makes a token invalid. Kept as plain values, so that scanning touches no reference
    /// counts; the message is written only when there is a fault.
    private enum Fault {
        case notANumber, tooLarge, unexpectedCharacter
    }

    let bytes: ArraySlice<UInt8>
    /// The token after the last `advance()`, and its column offset from the expression's start.
    private(set) var token: Token = .end
    private(set) var tokenOffset = 0
    private var faultKind = Fault.unexpectedCharacter
    private var faultStart = 0, faultEnd = 0
    /// A position in `bytes`, which keeps the positions of the text it was cut from.
    private var index: Int
    /// Scalars before `index`: the column offset of what starts there.
    private var offset = 0

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    var scalarCount: Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    mutating func advance() {
        // Positions are bounded by the expression's length limit, so plain additions cannot overflow.
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n") {
            index &+= 1
            offset &+= 1
        }
        tokenOffset = offset
        guard index < bytes.endIndex else {
            token = .end
            return
        }
        let byte = bytes[index]
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && index + 1 < bytes.endIndex && Self.isDigit(bytes[index + 1])) {
            token = number()
        } else if let first = Self.nameScalar(bytes, at: index, first: true) {
            token = name(from: index, firstLength: first)
        } else if let symbol = Self.symbol(bytes, at: index) {
            token = .symbol(symbol)
            index += symbol.length
            offset += symbol.length
        } else {
            invalid(.unexpectedCharacter, index, index)
        }
    }

    /// Why the current token is `.invalid`, and its column offset.
    var fault: (message: String, offset: Int) {
        let text = text(faultStart, faultEnd)
        switch faultKind {
        case .notANumber:
            return ("'\(text)' is not a number", tokenOffset)
        case .tooLarge:
            return ("'\(text)' is too large for a 64-bit floating-point number", tokenOffset)
        case .unexpectedCharacter:
            let character = Self.scalar(bytes, at: faultStart).scalar
            let hint = character == "=" ? " (write '==' to compare)" : character == "^" ? " (use a * a for squares)" : ""
            return ("unexpected character '\(character)' in an expression\(hint)", tokenOffset)
        }
    }

    /// Letters, digits and '_', on locals: most names are a few ASCII letters.
    private mutating func name(from start: Int, firstLength: Int) -> Token {
        var end = start &+ firstLength, scalars = offset &+ 1
        while end < bytes.endIndex {
            let byte = bytes[end]
            if byte < 0x80 {
                guard Self.isASCIILetter(byte) || byte == 95 || Self.isDigit(byte) else { break }
                end &+= 1
            } else {
                guard let length = Self.alphabeticScalar(bytes, at: end) else { break }
                end &+= length
            }
            scalars &+= 1
        }
        index = end
        offset = scalars
        return .name(start: start, end: end)
    }

    /// Digits with dots, and an exponent when digits follow the `e`.
    private mutating func number() -> Token {
        let start = index
        var integer: UInt64 = 0
        var isInteger = true
        while index < bytes.endIndex, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            if bytes[index] == UInt8(ascii: ".") { isInteger = false } else { integer = integer &* 10 &+ UInt64(bytes[index] - 48) }
            index += 1
        }
        if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var look = index + 1
            if look < bytes.endIndex, bytes[look] == UInt8(ascii: "+") || bytes[look] == UInt8(ascii: "-") { look += 1 }
            if look < bytes.endIndex, Self.isDigit(bytes[look]) {
                isInteger = false
                index = look
                while index < bytes.endIndex, Self.isDigit(bytes[index]) { index += 1 }
            }
        }
        defer { offset += index - start }
        // Up to 15 digits are exact in a Double; anything else goes through the C library's parser.
        if isInteger, index - start <= 15 { return .number(Double(integer)) }
        guard let value = Double(text(start, index)) else {
            invalid(.notANumber, start, index)
            return .invalid
        }
        guard value.isFinite else {
            invalid(.tooLarge, start, index)
            return .invalid
        }
        return .number(value)
    }

    private mutating func invalid(_ fault: Fault, _ start: Int, _ end: Int) {
        token = .invalid
        faultKind = fault
        faultStart = start
        faultEnd = end
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }

    // Static, with the bytes passed in, so that no call copies the scanner.

    /// The scalar that starts at `index` and its length in bytes (the text is valid UTF-8).
    private static func scalar(_ bytes: ArraySlice<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length where index + offset < bytes.endIndex {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Whether a name may contain the scalar at `index`; its length in bytes if so.
    private static func nameScalar(_ bytes: ArraySlice<UInt8>, at index: Int, first: Bool) -> Int? {
        let byte = bytes[index]
        if byte < 0x80 { return isASCIILetter(byte) || byte == 95 || (!first && isDigit(byte)) ? 1 : nil }
        return alphabeticScalar(bytes, at: index)
    }

    /// Out of line: names are almost always ASCII, and Unicode's tables are not free to reach.
    @inline(never)
    private static func alphabeticScalar(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int? {
        let (scalar, length) = scalar(bytes, at: index)
        return scalar.properties.isAlphabetic ? length : nil
    }

    private static func symbol(_ bytes: ArraySlice<UInt8>, at index: Int) -> Symbol? {
        let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
        switch bytes[index] {
        case UInt8(ascii: "<"): return next == UInt8(ascii: "=") ? .lessOrEqual : .less
        case UInt8(ascii: ">"): return next == UInt8(ascii: "=") ? .greaterOrEqual : .greater
        case UInt8(ascii: "="): return next == UInt8(ascii: "=") ? .equal : nil
        case UInt8(ascii: "!"): return next == UInt8(ascii: "=") ? .notEqual : .bang
        case UInt8(ascii: "&"): return next == UInt8(ascii: "&") ? .and : nil
        case UInt8(ascii: "|"): return next == UInt8(ascii: "|") ? .or : nil
        case UInt8(ascii: "+"): return .plus
        case UInt8(ascii: "-"): return .minus
        case UInt8(ascii: "*"): return .star
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "%"): return .percent
        case UInt8(ascii: "("): return .open
        case UInt8(ascii: ")"): return .close
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: "?"): return .question
        case UInt8(ascii: ":"): return .colon
        default: return nil
        }
    }
}
