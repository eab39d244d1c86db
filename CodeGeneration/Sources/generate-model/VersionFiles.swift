/// The compiled format's versions: which version a section needs, from what its kind and its
/// fields came in. A file may use nothing newer than the version it says.
enum VersionFiles {
    /// The checks in order: each kind that came later, each later field of a kind, then each
    /// later field of a section.
    private static func checks() -> [(kind: Node?, field: Field?, version: Int, feature: String)] {
        for node in ModelDescription.nodes where node.kind == nil && node.name != "Section" && node.name != "Body" {
            precondition(node.fields.allSatisfy { $0.since == nil }, "\(node.name): only a body's, a section's and a kind's fields can come in a later version")
        }
        var checks: [(Node?, Field?, Int, String)] = []
        for kind in ModelDescription.kinds {
            if let since = kind.since { checks.append((kind, nil, since.version, since.feature)) }
        }
        for kind in ModelDescription.kinds {
            for field in kind.fields { if let since = field.since { checks.append((kind, field, since.version, since.feature)) } }
        }
        for field in ModelDescription.node("Section")!.fields {
            if let since = field.since { checks.append((nil, field, since.version, since.feature)) }
        }
        return checks
    }

    private static func present(_ field: Field, in value: String) -> (swift: String, typeScript: String) {
        precondition(field.optional, "\(field.name): a field that came later must be optional, so that earlier files lack it")
        return ("\(value).\(field.name) != nil", "\(value).\(field.name) !== undefined")
    }

    static func swift() -> String {
        var out = generatedHeader + "\n"
        out += "extension CompiledLayoutFile {\n"
        out += "    /// The version of the format a section needs beyond the first, and what in it needs it; nil: version 1 holds it.\n"
        out += "    static func versionNeeded(by section: SectionModel<Formula>) -> (version: Int, feature: String)? {\n"
        out += "        var needed: (version: Int, feature: String)?\n"
        out += "        func need(_ version: Int, _ feature: String) { if version > needed?.version ?? 1 { needed = (version, feature) } }\n"
        for check in checks() {
            let condition: String
            switch (check.kind, check.field) {
            case (let kind?, nil): condition = "case .\(kind.kind!) = section.arrangement"
            case (let kind?, let field?): condition = "case .\(kind.kind!)(let model) = section.arrangement, \(present(field, in: "model").swift)"
            case (nil, let field?): condition = present(field, in: "section").swift
            case (nil, nil): fatalError()
            }
            out += "        if \(condition) { need(\(check.version), \"\(check.feature)\") }\n"
        }
        out += "        return needed\n    }\n"
        out += "\n    /// The version of the format a body's own fields need beyond the first; nil: version 1 holds them.\n"
        out += "    static func versionNeeded(by body: BodyModel<Formula>) -> (version: Int, feature: String)? {\n"
        out += "        var needed: (version: Int, feature: String)?\n"
        out += "        func need(_ version: Int, _ feature: String) { if version > needed?.version ?? 1 { needed = (version, feature) } }\n"
        for field in ModelDescription.node("Body")!.fields {
            if let since = field.since { out += "        if \(present(field, in: "body").swift) { need(\(since.version), \"\(since.feature)\") }\n" }
        }
        out += "        return needed\n    }\n}\n"
        return out
    }

    static func typeScript() -> String {
        var out = TypeScriptFiles.header + "\n"
        out += "import type { BodyModel, SectionModel } from \"./model.js\";\n\n"
        out += "/** The version of the format a section needs beyond the first, and what in it needs it; undefined: version 1 holds it. */\n"
        out += "export function sectionVersionNeeded(section: SectionModel): { version: number; feature: string } | undefined {\n"
        out += "  let needed: { version: number; feature: string } | undefined;\n"
        out += "  const need = (version: number, feature: string) => { if (version > (needed?.version ?? 1)) needed = { version, feature }; };\n"
        out += "  const arrangement = section.arrangement;\n"
        for check in checks() {
            let condition: String
            switch (check.kind, check.field) {
            case (let kind?, nil): condition = "arrangement.kind === \"\(kind.kind!)\""
            case (let kind?, let field?): condition = "arrangement.kind === \"\(kind.kind!)\" && \(present(field, in: "arrangement").typeScript)"
            case (nil, let field?): condition = present(field, in: "section").typeScript
            case (nil, nil): fatalError()
            }
            out += "  if (\(condition)) need(\(check.version), \"\(check.feature)\");\n"
        }
        out += "  return needed;\n}\n"
        out += "\n/** The version of the format a body's own fields need beyond the first; undefined: version 1 holds them. */\n"
        out += "export function bodyVersionNeeded(body: BodyModel): { version: number; feature: string } | undefined {\n"
        out += "  let needed: { version: number; feature: string } | undefined;\n"
        out += "  const need = (version: number, feature: string) => { if (version > (needed?.version ?? 1)) needed = { version, feature }; };\n"
        for field in ModelDescription.node("Body")!.fields {
            if let since = field.since { out += "  if (\(present(field, in: "body").typeScript)) need(\(since.version), \"\(since.feature)\");\n" }
        }
        out += "  return needed;\n}\n"
        return out
    }
}
