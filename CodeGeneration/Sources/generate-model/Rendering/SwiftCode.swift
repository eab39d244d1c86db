/// Swift's declarations and statements as `Code`.
extension Code {
    /// `extension <type> { ... }`, its members one blank line apart.
    static func `extension`(_ type: String, attributes: String = "", _ members: [Code]) -> Code {
        .block("\(attributes)extension \(type) {", [.members(members)])
    }

    /// `switch <subject> { ... }`, the cases at the switch's depth.
    static func `switch`(_ subject: String, _ cases: [Code]) -> Code {
        .block("switch \(subject) {", cases, indented: false)
    }

    /// A Swift string literal of `text`.
    static func swiftString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
