/// A JSON text as the compiled format reads it (docs/COMPILED-FORMAT.md, "The JSON"): RFC 8259
/// exactly, UTF-8, at most 64 levels deep, no key twice in an object, every number a finite
/// double. Written out rather than taken from Foundation, so that what a file may contain is
/// specified once and every runtime (the web one too) accepts and refuses the same texts, with
/// the same line, column and message.

package enum JSONDocument {
    /// The deepest nesting read; a compiled layout nests about a dozen levels.
    package static let maxDepth = 64

    /// Where a text stops being JSON: its line and column (from 1, columns counted in
    /// characters), and why.
    package struct Fault: Error, Equatable {
        package var line: Int
        package var column: Int
        package var message: String
    }

    package static func parse(_ bytes: [UInt8]) throws(Fault) -> JSONValue {
        var parser = Parser(text: bytes)
        do throws(Parser.Stop) {
            parser.skipSpace()
            let value = try parser.value(depth: 1)
            parser.skipSpace()
            guard parser.current == nil else { throw parser.stop("there is more text after the JSON value") }
            return value
        } catch {
            throw fault(at: error.offset, error.message, in: bytes)
        }
    }

    private static func fault(at offset: Int, _ message: String, in text: [UInt8]) -> Fault {
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

    private struct Parser {
        struct Stop: Error {
            var offset: Int
            var message: String
        }

        let text: [UInt8]
        var index = 0

        var current: UInt8? { index < text.count ? text[index] : nil }

        func stop(_ message: String, at offset: Int? = nil) -> Stop {
            Stop(offset: offset ?? index, message: message)
        }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        mutating func value(depth: Int) throws(Stop) -> JSONValue {
            guard let byte = current else { throw stop("the text ends where a value was expected") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth <= JSONDocument.maxDepth else {
                    throw stop("the JSON nests deeper than \(JSONDocument.maxDepth) levels; a compiled layout nests about 12")
                }
                return byte == UInt8(ascii: "{") ? try object(depth: depth) : try array(depth: depth)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .number(try number())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default:
                throw stop("a value was expected (an object, array, string, number, true, false or null)")
            }
        }

        mutating func array(depth: Int) throws(Stop) -> JSONValue {
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"): index += 1; return .array(items)
                case nil: throw stop("the text ends inside an array")
                default: throw stop("',' or ']' was expected")
                }
            }
        }

        mutating func object(depth: Int) throws(Stop) -> JSONValue {
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            // Keys compared by their bytes: Swift's String equality would take "é" and "e\u{301}"
            // for one key, which another runtime would not.
            var keys = Set<[UInt8]>()
            skipSpace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                let keyStart = index
                guard current == UInt8(ascii: "\"") else {
                    throw stop(current == nil ? "the text ends inside an object" : "a key in double quotes was expected")
                }
                let key = try string()
                guard keys.insert(Array(key.utf8)).inserted else { throw stop("the key '\(key)' appears twice in this object", at: keyStart) }
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw stop("':' was expected after the key") }
                index += 1
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"): index += 1; return .object(members)
                case nil: throw stop("the text ends inside an object")
                default: throw stop("',' or '}' was expected")
                }
            }
        }

        mutating func string() throws(Stop) -> String {
            let start = index
            index += 1
            var scalars = String.UnicodeScalarView()
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    index += 1
                    guard let escaped = current else { break }
                    if escaped == UInt8(ascii: "u") {
                        guard let unit = hexUnit(at: index + 1) else {
                            throw stop("'\\u' must be followed by four hexadecimal digits", at: index - 1)
                        }
                        // UTF-16 surrogates come in pairs: a high one, then '\u' and a low one.
                        if unit >= 0xDC00, unit <= 0xDFFF { throw stop("this '\\u' escape is half of a character (a low surrogate alone)", at: index - 1) }
                        index += 5
                        var scalar = unit
                        if unit >= 0xD800, unit <= 0xDBFF {
                            guard current == UInt8(ascii: "\\"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "u"),
                                  let low = hexUnit(at: index + 2), low >= 0xDC00, low <= 0xDFFF else {
                                throw stop("this '\\u' escape is half of a character (a high surrogate without its low one)", at: index - 6)
                            }
                            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                            index += 6
                        }
                        // In range and not a surrogate, by the checks above.
                        scalars.append(Unicode.Scalar(UInt32(scalar))!)
                    } else {
                        let replacement: UInt8? = switch escaped {
                        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped
                        case UInt8(ascii: "b"): 0x08
                        case UInt8(ascii: "f"): 0x0C
                        case UInt8(ascii: "n"): 0x0A
                        case UInt8(ascii: "r"): 0x0D
                        case UInt8(ascii: "t"): 0x09
                        default: nil
                        }
                        guard let replacement else { throw stop("this escape is not JSON's", at: index - 1) }
                        scalars.append(Unicode.Scalar(replacement))
                        index += 1
                    }
                case 0..<0x20:
                    throw stop("a string cannot hold a control character; write it escaped")
                case 0x80...:
                    guard let (scalar, length) = utf8Scalar(at: index) else { throw stop("the text is not valid UTF-8 here") }
                    scalars.append(scalar)
                    index += length
                default:
                    scalars.append(Unicode.Scalar(byte))
                    index += 1
                }
            }
            throw stop("this string is not closed", at: start)
        }

        /// The well-formed UTF-8 sequence at `start` (Unicode's table 3-7) and its length, or nil.
        func utf8Scalar(at start: Int) -> (Unicode.Scalar, Int)? {
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
            var value = UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<length { value = value << 6 | UInt32(text[start + offset] & 0x3F) }
            // Table 3-7 leaves neither surrogates nor values past U+10FFFF.
            return (Unicode.Scalar(value)!, length)
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

        /// The nearest double to the number's decimal value (correctly rounded, as every
        /// runtime's parser rounds); one too large for a double is refused.
        mutating func number() throws(Stop) -> Double {
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
                throw stop("a number was expected", at: start)
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw stop("a number's fraction needs digits", at: start) }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw stop("a number's exponent needs digits", at: start) }
            }
            guard let value = Double(String(decoding: text[start..<index], as: UTF8.self)), value.isFinite else {
                throw stop("this number is too large for a double", at: start)
            }
            return value
        }

        mutating func literal(_ word: String) throws(Stop) {
            let bytes = Array(word.utf8)
            guard text[index...].starts(with: bytes) else { throw stop("a value was expected (did you mean \(word)?)") }
            index += bytes.count
        }
    }
}
