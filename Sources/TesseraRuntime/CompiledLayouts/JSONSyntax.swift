/// Where text stops being JSON (RFC 8259), as a line and column: the decoder says only that a
/// file is not JSON, and a person editing one needs the place. Run only after decoding failed;
/// one pass, with an explicit stack, so deep nesting cannot overflow the call stack. It accepts
/// what Foundation's parser accepts (a trailing comma too), so that the place it names is the
/// fault the decoder met.
enum JSONSyntax {
    struct Fault: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    static func firstFault(in bytes: some Collection<UInt8>) -> Fault? {
        let text = Array(bytes)
        var scanner = Scanner(text: text)
        guard let (offset, message) = scanner.firstFault() else { return nil }
        var line = 1, column = 1
        for byte in text.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte: a new character
                column += 1
            }
        }
        return Fault(line: line, column: column, message: message)
    }

    private struct Scanner {
        let text: [UInt8]
        var index = 0
        var open: [UInt8] = []  // `{` and `[` still open

        init(text: [UInt8]) {
            self.text = text
        }

        var current: UInt8? { index < text.count ? text[index] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        enum Expecting { case value, key, more }

        mutating func firstFault() -> (Int, String)? {
            var expecting = Expecting.value
            while true {
                skipSpace()
                switch expecting {
                case .value:
                    if let fault = value(&expecting) { return fault }
                case .key:
                    if let fault = key() { return fault }
                    expecting = .value
                case .more:
                    guard let container = open.last else {
                        return current == nil ? nil : (index, "there is more text after the JSON value")
                    }
                    let inObject = container == UInt8(ascii: "{")
                    switch current {
                    case UInt8(ascii: ","):
                        index += 1
                        skipSpace()
                        // Foundation accepts a comma before the closing bracket.
                        if current == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) { continue }
                        expecting = inObject ? .key : .value
                    case UInt8(ascii: "}") where inObject, UInt8(ascii: "]") where !inObject:
                        index += 1
                        open.removeLast()
                    case nil:
                        return (index, "the text ends inside \(inObject ? "an object" : "an array")")
                    default:
                        return (index, inObject ? "',' or '}' was expected" : "',' or ']' was expected")
                    }
                }
            }
        }

        /// A scalar, or the opening of an object or array (whose members the main loop reads).
        mutating func value(_ expecting: inout Expecting) -> (Int, String)? {
            guard let byte = current else { return (index, "the text ends where a value was expected") }
            expecting = .more
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                index += 1
                skipSpace()
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if current == close {
                    index += 1
                } else {
                    open.append(byte)
                    expecting = byte == UInt8(ascii: "{") ? .key : .value
                }
                return nil
            case UInt8(ascii: "\""):
                return string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return number()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            default:
                return (index, "a value was expected (an object, array, string, number, true, false or null)")
            }
        }

        /// A key in quotes and its colon, after `{` or `,`.
        mutating func key() -> (Int, String)? {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { return (index, "a key in double quotes was expected") }
            if let fault = string() { return fault }
            skipSpace()
            guard current == UInt8(ascii: ":") else { return (index, "':' was expected after the key") }
            index += 1
            return nil
        }

        mutating func string() -> (Int, String)? {
            let start = index
            index += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    index += 1
                    guard let escaped = current else { break }
                    if escaped == UInt8(ascii: "u") {
                        guard let unit = hexUnit(at: index + 1) else {
                            return (index - 1, "'\\u' must be followed by four hexadecimal digits")
                        }
                        // UTF-16 surrogates come in pairs: a high one, then '\\u' and a low one.
                        if unit >= 0xDC00, unit <= 0xDFFF { return (index - 1, "this '\\u' escape is half of a character (a low surrogate alone)") }
                        index += 5
                        if unit >= 0xD800, unit <= 0xDBFF {
                            guard current == UInt8(ascii: "\\"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "u"),
                                  let low = hexUnit(at: index + 2), low >= 0xDC00, low <= 0xDFFF else {
                                return (index - 6, "this '\\u' escape is half of a character (a high surrogate without its low one)")
                            }
                            index += 6
                        }
                    } else {
                        guard "\"\\/bfnrt".utf8.contains(escaped) else { return (index - 1, "this escape is not JSON's") }
                        index += 1
                    }
                case 0..<0x20:
                    return (index, "a string cannot hold a control character; write it escaped")
                case 0x80...:
                    guard let length = utf8Length(at: index) else { return (index, "the text is not valid UTF-8 here") }
                    index += length
                default:
                    index += 1
                }
            }
            return (start, "this string is not closed")
        }

        /// The length of the well-formed UTF-8 sequence at `start` (Unicode's table 3-7), or nil.
        func utf8Length(at start: Int) -> Int? {
            let lead = text[start]
            let (length, secondRange): (Int, ClosedRange<UInt8>) = switch lead {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (0, 0...0)
            }
            guard length > 0, start + length <= text.count, secondRange.contains(text[start + 1]) else { return nil }
            for offset in 2..<length where !(0x80...0xBF).contains(text[start + offset]) { return nil }
            return length
        }

        /// The four hexadecimal digits at `start`, as a UTF-16 unit.
        func hexUnit(at start: Int) -> Int? {
            guard start + 4 <= text.count else { return nil }
            var unit = 0
            for byte in text[start..<(start + 4)] {
                let digit: Int
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte) - 0x30
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte) - 0x61 + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte) - 0x41 + 10
                default: return nil
                }
                unit = unit * 16 + digit
            }
            return unit
        }

        mutating func number() -> (Int, String)? {
            let start = index
            func digits() -> Int {
                let first = index
                while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
                return index - first
            }
            if current == UInt8(ascii: "-") { index += 1 }
            if current == UInt8(ascii: "0") {
                index += 1
            } else if digits() == 0 {
                return (start, "a number was expected")
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return (start, "a number's fraction needs digits") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return (start, "a number's exponent needs digits") }
            }
            guard let value = Double(String(decoding: text[start..<index], as: UTF8.self)), value.isFinite else {
                return (start, "this number is too large for a Double")
            }
            return nil
        }

        mutating func literal(_ word: String) -> (Int, String)? {
            let bytes = Array(word.utf8)
            guard text[index...].starts(with: bytes) else { return (index, "a value was expected (did you mean \(word)?)") }
            index += bytes.count
            return nil
        }
    }
}
