/// The compiled format's versions: the newest, which a runtime reads up to, and which version a
/// section or a body needs, from what its kind and its fields came in. A file may use nothing newer
/// than the version it says. (`DescriptionCheck` has made sure that only a body's, a section's and
/// a kind's fields come later, and that they are optional.)
enum VersionFiles {
    /// One thing a later version brought, as a test in each language.
    private struct Check {
        let swift: String
        let typeScript: String
        let version: Int
        let feature: String
    }

    /// A later field's presence: on `swiftValue` (after `swiftCase`, which binds it) and on
    /// `typeScriptValue` (after `typeScriptKind`, which narrows it).
    private static func present(_ field: Field, swiftValue: String, typeScriptValue: String, swiftCase: String? = nil,
                                typeScriptKind: String? = nil) -> Check {
        let since = field.since!
        return Check(swift: [swiftCase, "\(swiftValue).\(field.name) != nil"].compactMap { $0 }.joined(separator: ", "),
                     typeScript: [typeScriptKind, "\(typeScriptValue).\(field.name) !== undefined"].compactMap { $0 }.joined(separator: " && "),
                     version: since.version, feature: since.feature)
    }

    /// A section's checks in order: each kind that came later, each later field of a kind, then
    /// each later field of a section.
    private static func sectionChecks() -> [Check] {
        var checks: [Check] = []
        for kind in ModelDescription.kinds {
            if let since = kind.since {
                checks.append(Check(swift: "case .\(kind.kind!) = section.arrangement", typeScript: "arrangement.kind === \"\(kind.kind!)\"",
                                    version: since.version, feature: since.feature))
            }
        }
        for kind in ModelDescription.kinds {
            for field in kind.fields where field.since != nil {
                // TypeScript reads a kind's fields from the arrangement itself, once narrowed.
                checks.append(present(field, swiftValue: "model", typeScriptValue: "arrangement",
                                      swiftCase: "case .\(kind.kind!)(let model) = section.arrangement",
                                      typeScriptKind: "arrangement.kind === \"\(kind.kind!)\""))
            }
        }
        return checks + laterFields(of: "Section", in: "section")
    }

    private static func laterFields(of node: String, in value: String) -> [Check] {
        ModelDescription.node(node)!.fields.filter { $0.since != nil }.map { present($0, swiftValue: value, typeScriptValue: value) }
    }

    static func swift() -> String {
        func function(_ doc: String, _ signature: String, _ checks: [Check]) -> Code {
            .group([
                .doc(doc),
                .function("static func \(signature) -> (version: Int, feature: String)?", [
                    .line("var needed: (version: Int, feature: String)?"),
                    .line("func need(_ version: Int, _ feature: String) { if version > needed?.version ?? 1 { needed = (version, feature) } }"),
                ] + checks.map { .line("if \($0.swift) { need(\($0.version), \(Code.swiftString($0.feature))) }") } + [.line("return needed")]),
            ])
        }
        return SourceFile(.swift, header: generatedHeader, [
            .blank,
            .extension("CompiledLayoutFile", [
                .group([
                    .doc("The newest version of the format, which this runtime writes and reads up to: the latest that\nanything of the model's description came in."),
                    .line("package static let formatVersion = \(ModelDescription.formatVersion)"),
                ]),
            ] + ModelDescription.laterFeatures.map {
                .group([
                    .doc("The version that brought \($0.feature), which is no field of the model; the reader tests for it."),
                    .line("static let \($0.name)Version = (version: \($0.version), feature: \(Code.swiftString($0.feature)))"),
                ])
            } + [
                function("The version of the format a section needs beyond the first, and what in it needs it; nil: version 1 holds it.",
                         "versionNeeded(by section: SectionModel<Formula>)", sectionChecks()),
                function("The version of the format a body's own fields need beyond the first; nil: version 1 holds them.",
                         "versionNeeded(by body: BodyModel<Formula>)", laterFields(of: "Body", in: "body")),
            ] + swiftMembers()),
        ]).text
    }

    /// The compatibility contract's tables and the writer's list of must-understand members used.
    private static func swiftMembers() -> [Code] {
        let members = ModelDescription.laterMembers
        func uses(_ doc: String, _ signature: String, _ tests: [(LaterMember, String)]) -> Code {
            .group([
                .doc(doc),
                .function("static func \(signature) -> [MemberUse]", [.line("var uses: [MemberUse] = []")]
                    + tests.map { member, test in .line("if \(test) { uses.append(MemberUse(member: \(Code.swiftString(member.member)), path: path + \(Code.swiftString(member.place!)))) }") }
                    + [.line("return uses")]),
            ])
        }
        var sectionTests: [(LaterMember, String)] = []
        var bodyTests: [(LaterMember, String)] = []
        for member in members where member.since.compatibility == .mustUnderstand && member.place != nil {
            let parts = member.member.split(separator: ".").map(String.init)
            switch parts[0] {
            case "arrangement": sectionTests.append((member, "case .\(parts[1]) = section.arrangement"))
            case "section": sectionTests.append((member, "section.\(parts[1]) != nil"))
            case "body": bodyTests.append((member, "body.\(parts[1]) != nil"))
            default: sectionTests.append((member, "case .\(parts[0])(let model) = section.arrangement, model.\(parts[1]) != nil"))
            }
        }
        return [
            .group([
                .doc("Every member that came after version 1, by its name in a file's `mustUnderstand` list: the version\nthat brought it, what a reader calls it, and whether an older reader must understand it."),
                .wrapped("package static let laterMembers: [(member: String, version: Int, feature: String, mustUnderstand: Bool)] = [", members.map {
                    .line("(\(Code.swiftString($0.member)), \($0.since.version), \(Code.swiftString($0.since.feature)), \($0.since.compatibility == .mustUnderstand))")
                }, closing: "]"),
            ]),
            .group([
                .doc("Whether this runtime understands `member` of a file's `mustUnderstand` list."),
                .function("static func understands(_ member: String) -> Bool", [
                    .line("switch member {"),
                    .line("case " + members.map { Code.swiftString($0.member) }.joined(separator: ", ") + ": true"),
                    .line("default: false"),
                    .line("}"),
                ]),
            ]),
            uses("The must-understand members a section at `path` uses, with their places.", "mustUnderstand(in section: SectionModel<Formula>, at path: String)", sectionTests),
            uses("The must-understand members a body's own fields at `path` use, with their places.", "mustUnderstand(in body: BodyModel<Formula>, at path: String)", bodyTests),
        ]
    }

    static func typeScript() -> String {
        let need = "{ version: number; feature: string }"
        func function(_ doc: String, _ signature: String, _ prelude: [Code], _ checks: [Check]) -> Code {
            .group([
                .doc(doc),
                .function("export function \(signature): \(need) | undefined", [
                    .line("let needed: \(need) | undefined;"),
                    .line("const need = (version: number, feature: string) => { if (version > (needed?.version ?? 1)) needed = { version, feature }; };"),
                ] + prelude + checks.map { .line("if (\($0.typeScript)) need(\($0.version), \"\($0.feature)\");") } + [.line("return needed;")]),
            ])
        }
        return SourceFile(.typeScript, header: TypeScriptFiles.header, [
            .blank,
            .line("import type { BodyModel, SectionModel } from \"../model/model.js\";"),
            .blank,
            .members([
                .group([
                    .doc("The newest version of the format, which this runtime reads up to: the latest that anything of the model's description came in."),
                    .line("export const formatVersion = \(ModelDescription.formatVersion);"),
                ]),
            ] + ModelDescription.laterFeatures.map {
                .group([
                    .doc("The version that brought \($0.feature), which is no field of the model; the reader tests for it."),
                    .line("export const \($0.name)Version = { version: \($0.version), feature: \"\($0.feature)\" } as const;"),
                ])
            } + [
                function("The version of the format a section needs beyond the first, and what in it needs it; undefined: version 1 holds it.",
                         "sectionVersionNeeded(section: SectionModel)", [.line("const arrangement = section.arrangement;")], sectionChecks()),
                function("The version of the format a body's own fields need beyond the first; undefined: version 1 holds them.",
                         "bodyVersionNeeded(body: BodyModel)", [], laterFields(of: "Body", in: "body")),
                .group([
                    .doc("Whether this runtime understands `member` of a file's `mustUnderstand` list: every member that came after version 1."),
                    .function("export function understands(member: string): boolean", [
                        .line("switch (member) {"),
                        .line(ModelDescription.laterMembers.map { "case \"\($0.member)\":" }.joined(separator: " ")),
                        .line("  return true;"),
                        .line("default:"),
                        .line("  return false;"),
                        .line("}"),
                    ]),
                ]),
            ]),
        ]).text
    }
}
