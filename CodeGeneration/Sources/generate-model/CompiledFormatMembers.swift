/// The compiled format's members as docs/COMPILED-FORMAT.md lists them, from the description the
/// compiled writer and readers are generated from: every written field of every node, its value,
/// the version that brought it and whether an older reader may ignore it. The generator rewrites
/// only the text between the document's markers.
enum CompiledFormatMembers {
    static let start = "<!-- compiled-members:start (generate-model writes this list from its description; do not edit) -->"
    static let end = "<!-- compiled-members:end -->"

    /// The document with the text between its markers replaced; nil when the markers are missing
    /// or out of order, which `main` reports.
    static func document(replacingListIn document: String) -> String? {
        guard let from = document.range(of: start), let to = document.range(of: end), from.upperBound <= to.lowerBound else { return nil }
        return String(document[..<from.upperBound]) + "\n" + list() + String(document[to.lowerBound...])
    }

    static func list() -> String {
        var lines = [
            "| object | member | value | since | an older reader |",
            "| --- | --- | --- | --- | --- |",
        ]
        for node in ModelDescription.nodes {
            let object = node.kind.map { "`arrangement.\($0)`" } ?? "`\(node.readerName)`"
            if let kind = node.kind {
                lines.append("| `arrangement` | \(kind.name(optional: false)) | \(node.readerName) | \(version(node.since)) | \(compatibility(node.since)) |")
            }
            for field in node.fields where field.written {
                lines.append("| \(object) | \(field.name.name(optional: field.optional)) | \(value(field.type)) | \(version(field.since ?? node.since)) | \(compatibility(field.since ?? node.since)) |")
            }
        }
        lines.append("")
        lines.append("Later members that are no field (each a name in `mustUnderstand` when it must be understood):")
        lines.append("")
        lines.append("| member | what it is | since | an older reader |")
        lines.append("| --- | --- | --- | --- |")
        for feature in ModelDescription.laterFeatures {
            let since = Since(feature.version, feature.feature, feature.compatibility)
            lines.append("| `\(feature.member)` | \(feature.feature) | \(version(since)) | \(compatibility(since)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func version(_ since: Since?) -> String { "\(since?.version ?? 1)" }

    private static func compatibility(_ since: Since?) -> String {
        switch since?.compatibility {
        case nil: "understands it"
        case .ignorable: "may ignore it"
        case .mustUnderstand: "must understand it"
        }
    }

    private static func value(_ type: FieldType) -> String {
        switch type {
        case .formula: "F"
        case .bool: "bool"
        case .integer: "integer"
        case .string: "string"
        case .words(let words): words.cases.map { "`\"\($0.raw)\"`" }.joined(separator: ", ")
        case .node(let name): name.prefix(1).lowercased() + name.dropFirst()
        case .list(let element, let limit, _):
            "list of \(value(element))" + (limit.map { ", \($0.minimum) to \(maximum($0.maximum))" } ?? "")
        case .shape(let shape): "`\(shape.schemaDefinition)` (below)"
        }
    }

    private static func maximum(_ name: LimitName) -> String {
        let value = LimitsDescription.limits.first { $0.name == name }?.value ?? "\(name)"
        return value.replacingOccurrences(of: "_", with: ",")
    }
}

private extension String {
    /// A member as the list writes it: optional ones in italics.
    func name(optional: Bool) -> String { optional ? "*`\(self)`*" : "`\(self)`" }
}
