import TesseraRuntime

/// Reads the body of `POST /api/sizes` — a JSON array of sizes, each a number or
/// `{"width": W, "height": H}` — in one pass over its bytes, into the sizes alone. A general
/// JSON reader (and then the YAML reader `--sizes` uses) builds an object per value first:
/// 200,000 sizes took seconds and hundreds of megabytes that way. This keeps 16 bytes a size,
/// stops at `maxCount`, and takes time in proportion to the body, which the listener bounds.
/// Faults are said with their line and column, as the sizes file's are.
enum UploadedSizes {
    struct Fault: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
        /// Past `maxCount` sizes: a 413, not a 400.
        var tooMany = false

        var description: String { "sizes:\(line):\(column): \(message)" }
    }

    static func read(_ body: [UInt8], maxCount: Int) -> Result<[ItemSize], Fault> {
        var reader = Reader(bytes: body)
        do {
            return .success(try reader.sizes(maxCount: maxCount))
        } catch {
            return .failure(error)
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func sizes(maxCount: Int) throws(Fault) -> [ItemSize] {
            skipSpace()
            guard peek == UInt8(ascii: "[") else {
                throw fault("the body must be a JSON array of sizes, as `tessera frames --sizes` takes: numbers or {\"width\": W, \"height\": H}")
            }
            index += 1
            var sizes: [ItemSize] = []
            skipSpace()
            if peek == UInt8(ascii: "]") {
                index += 1
            } else {
                while true {
                    guard sizes.count < maxCount else {
                        var tooMany = fault("more than \(maxCount) sizes, the most the preview keeps in one upload; give `tessera preview --sizes FILE` a larger file")
                        tooMany.tooMany = true
                        throw tooMany
                    }
                    sizes.append(try size())
                    skipSpace()
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        skipSpace()
                    } else if peek == UInt8(ascii: "]") {
                        index += 1
                        break
                    } else {
                        throw fault("expected ',' or ']' after a size")
                    }
                }
            }
            skipSpace()
            guard index == bytes.count else { throw fault("unexpected text after the array's ']'") }
            return sizes
        }

        private mutating func size() throws(Fault) -> ItemSize {
            if peek == UInt8(ascii: "{") { return .size(try object()) }
            if peek == UInt8(ascii: "[") { throw fault("a size is a number or {\"width\": W, \"height\": H}, not a list") }
            return .length(try number("a size"))
        }

        private mutating func object() throws(Fault) -> Size {
            let start = index
            index += 1
            var width: Double?, height: Double?
            skipSpace()
            if peek != UInt8(ascii: "}") {
                while true {
                    let keyStart = index
                    let key = try string()
                    skipSpace()
                    guard peek == UInt8(ascii: ":") else { throw fault("expected ':' after the key '\(key)'") }
                    index += 1
                    skipSpace()
                    switch key {
                    case "width":
                        guard width == nil else { throw fault("'width' is given twice", at: keyStart) }
                        width = try number("a width")
                    case "height":
                        guard height == nil else { throw fault("'height' is given twice", at: keyStart) }
                        height = try number("a height")
                    default:
                        throw fault("unknown key '\(key)'; a size has 'width' and 'height'", at: keyStart)
                    }
                    skipSpace()
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        skipSpace()
                    } else if peek == UInt8(ascii: "}") {
                        break
                    } else {
                        throw fault("expected ',' or '}' in a size")
                    }
                }
            }
            index += 1
            guard let width, let height else { throw fault("a size needs both 'width' and 'height'", at: start) }
            return Size(width: width, height: height)
        }

        /// A key: letters only in a valid size, so escapes are not read (a key with one is unknown).
        private mutating func string() throws(Fault) -> String {
            guard peek == UInt8(ascii: "\"") else { throw fault("expected a key in double quotes ('width' or 'height')") }
            let start = index + 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), end - start < 64 {
                end += 1
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { throw fault("a key that does not end, or is longer than 64 bytes") }
            index = end + 1
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }

        /// JSON's number: -? digits (. digits)? ([eE] [+-]? digits)?, finite and not negative.
        private mutating func number(_ what: String) throws(Fault) -> Double {
            let start = index
            func digits() -> Bool {
                let first = index
                while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
                return index > first
            }
            if peek == UInt8(ascii: "-") { index += 1 }
            var valid = digits()
            if valid, peek == UInt8(ascii: ".") {
                index += 1
                valid = digits()
            }
            if valid, peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                valid = digits()
            }
            // The rest of the token, for the message.
            while let byte = peek, !Self.ends(byte) { index += 1 ; valid = false }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard valid, text.count <= 64, let value = Double(text), value.isFinite else {
                throw fault("\(what) must be a finite number, not '\(text.prefix(64))'", at: start)
            }
            guard value >= 0 else { throw fault("\(what) must not be negative (\(text))", at: start) }
            return value
        }

        private static func ends(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") || isSpace(byte)
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipSpace() {
            while let byte = peek, Self.isSpace(byte) { index += 1 }
        }

        /// A fault at byte `at` (where the reader is, by default), with its line and column.
        private func fault(_ message: String, at position: Int? = nil) -> Fault {
            let position = min(position ?? index, bytes.count)
            var line = 1, lineStart = 0
            for offset in 0..<position where bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            let found = position < bytes.count ? "" : " (the body ends here)"
            return Fault(line: line, column: position - lineStart + 1, message: message + found)
        }
    }
}
