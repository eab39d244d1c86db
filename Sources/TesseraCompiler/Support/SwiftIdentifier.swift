/// Swift's rules for the identifiers Tessera derives from names in a layout file.
package enum SwiftIdentifier {
    /// ASCII only: generated code must compile everywhere and read the same in every editor.
    package static func isValid(_ text: String) -> Bool {
        isValid(ArraySlice(text.utf8))
    }

    /// The same for UTF-8 bytes, such as a YAML key's, without making a String.
    static func isValid(_ utf8: ArraySlice<UInt8>) -> Bool {
        guard let first = utf8.first, utf8.count <= 128 else { return false }
        let isLetter = { (c: UInt8) in (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") }
        let isDigit = { (c: UInt8) in c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        guard isLetter(first) || first == UInt8(ascii: "_") else { return false }
        var lettersOnly = true
        for byte in utf8 where !isLetter(byte) {
            guard isDigit(byte) || byte == UInt8(ascii: "_") else { return false }
            lettersOnly = false
        }
        // Keywords are letters only, so most names need no lookup.
        return !(utf8.count == 1 && first == UInt8(ascii: "_"))
            && !(lettersOnly && keywords.contains(String(decoding: utf8, as: UTF8.self)))
    }

    /// Names a generated type cannot take: they would hide the modules its code refers to.
    package static let reservedTypeNames: Set<String> = ["Swift", "TesseraRuntime"]

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
    ]
}
