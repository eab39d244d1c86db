/// A JSON value: what `JSONDocument` reads (members in the order the text gives them) and what the
/// tools print, with a deterministic printer: keys keep the order they were given, and numbers
/// print in their shortest round-trip form (187.5, not 187.50000000000003 or 1.875e2).
///
/// Foundation's JSONSerialization sorts or shuffles keys and formats doubles differently across
/// platforms; tools that diff our output deserve the same bytes everywhere.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// Compact when `indent` is nil; otherwise one member a line.
    package func rendered(indent: String? = "  ") -> String {
        var out = ""
        write(to: &out, indent: indent, depth: 0)
        return out
    }

    /// On one line with a space after each separator, as people write small objects:
    /// `{"x": 0, "y": 187.5}`.
    package func renderedInline() -> String {
        var out = ""
        writeInline(to: &out)
        return out
    }

    private func writeInline(to out: inout String) {
        switch self {
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                item.writeInline(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += ", " }
                JSONValue.writeString(member.0, to: &out)
                out += ": "
                member.1.writeInline(to: &out)
            }
            out += "}"
        default:
            write(to: &out, indent: nil, depth: 0)
        }
    }

    private func write(to out: inout String, indent: String?, depth: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += JSONValue.format(value)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, to: &out, indent: indent, depth: depth) { index, out in
                items[index].write(to: &out, indent: indent, depth: depth + 1)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &out, indent: indent, depth: depth) { index, out in
                JSONValue.writeString(members[index].0, to: &out)
                out += indent == nil ? ":" : ": "
                members[index].1.write(to: &out, indent: indent, depth: depth + 1)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, to out: inout String, indent: String?, depth: Int,
        member: (Int, inout String) -> Void
    ) {
        out += open
        guard count > 0 else { out += close; return }
        for index in 0..<count {
            if index > 0 { out += "," }
            if let indent { out += "\n" + String(repeating: indent, count: depth + 1) }
            member(index, &out)
        }
        if let indent { out += "\n" + String(repeating: indent, count: depth) }
        out += close
    }

    /// Integral values print without a fraction; others in Swift's shortest round-trip form.
    package static func format(_ value: Double) -> String {
        value.isFinite ? exactText(value) : "null"
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
