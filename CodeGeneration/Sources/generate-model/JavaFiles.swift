/// The Android runtime's model types (`Model.java`), the reader of its nodes (`NodeReader.java`)
/// and the versions its sections and bodies need (`Versions.java`): Java 8, in the Android
/// runtime's stages as the web runtime's are in TypeScript's. The model is the model stage's
/// (`dev.tessera.runtime.model`), public, since every later stage reads it; the reader and the
/// versions are the compiled stage's, package-private, since only its file reader calls them.
enum JavaFiles {
    /// The runtime's root package's folder: a stage's package is a folder under it.
    static let folder = "Runtimes/android/runtime/src/dev/tessera/runtime/"
    static let modelFolder = folder + "model/"
    static let compiledFolder = folder + "compiled/"

    /// The hand-written types the model names that an earlier stage than the model declares:
    /// the interface of a word and the words of the geometry (`ScrollAxis`, `ReadingDirection`).
    private static var geometryImports: [Code] {
        var names: Set = ["Word"]
        for field in ModelDescription.nodes.flatMap(\.fields) {
            if case .words(let words) = field.type, !words.declared { names.insert(words.swiftType) }
        }
        return names.sorted().map { .line("import dev.tessera.runtime.geometry.\($0);") }
    }

    /// The model stage's hand-written shapes (Snap.java, Columns.java…), for the compiled stage's reader.
    private static var shapeImports: [String] {
        var names = Set<String>()
        for field in ModelDescription.nodes.flatMap(\.fields) {
            if case .shape(let shape) = field.type, shapeType(shape) == shape.typeName { names.insert(shape.typeName) }
        }
        return names.map { "dev.tessera.runtime.model.\($0)" }
    }
    static let header = TypeScriptFiles.header

    /// The Java type of a hand-written shape: the TypeScript name, which names a class of
    /// Runtimes/android (Snap.java, Columns.java…), but for a built-in array.
    private static func shapeType(_ shape: Shape) -> String {
        shape.typeScriptType == "number[][]" ? "int[][]" : shape.typeName
    }

    private static func typeName(_ type: FieldType) -> String {
        switch type {
        case .formula: "int"
        case .bool: "boolean"
        case .integer: "long"
        case .string: "String"
        case .words(let words): words.swiftType
        case .node("Arrangement"): "Arrangement"
        case .node(let name): ModelDescription.node(name)!.swiftType
        case .list(let element, _, _): "List<\(typeName(element))>"
        case .shape(let shape): shapeType(shape)
        }
    }

    /// Java's name for an enum case: `leftToRight` as `LEFT_TO_RIGHT`.
    static func constantName(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isUppercase, !out.isEmpty { out += "_" }
            out += character.uppercased()
        }
        return out
    }

    /// The value an absent optional field holds: `Model.NO_FORMULA` for a formula, null otherwise.
    private static func absent(_ field: Field) -> String {
        if case .formula = field.type { return "Model.NO_FORMULA" }
        return "null"
    }

    static func model() -> String {
        var members: [Code] = [
            .line("private Model() {}"),
            .group([.doc("The value of an optional formula field that is absent."), .line("public static final int NO_FORMULA = -1;")]),
        ]
        for words in ModelDescription.words where words.declared {
            members.append(.group([
                .doc(inTheirWords(words.doc)),
                .block("public enum \(words.swiftType) implements Word {", [.members([
                    .line(words.cases.map { "\(constantName($0.name))(\"\($0.raw)\")" }.joined(separator: ", ") + ";"),
                    .line("private final String raw;"),
                    .function("\(words.swiftType)(String raw)", [.line("this.raw = raw;")]),
                    .group([.line("@Override"), .function("public String raw()", [.line("return raw;")])]),
                ])]),
            ]))
        }
        for node in ModelDescription.nodes {
            let written = node.fields.filter(\.written)
            var nodeMembers: [Code] = [
                // A field the readers derive from the programs is set after the node is read.
                .group(node.fields.map { .group([.doc(inTheirWords($0.doc)), .line("public \($0.written ? "final " : "")\(typeName($0.type)) \($0.name);")]) }),
                .function("public \(node.swiftType)(\(written.map { "\(typeName($0.type)) \($0.name)" }.joined(separator: ", ")))",
                          written.map { .line("this.\($0.name) = \($0.name);") }),
            ]
            if let kind = node.kind {
                nodeMembers.append(.group([.line("@Override"), .function("public String kind()", [.line("return \"\(kind)\";")])]))
                nodeMembers.append(.group([.line("@Override"), .function("public <R, E extends Exception> R accept(Cases<R, E> cases) throws E", [
                    .line("return cases.\(node.readerName)(this);"),
                ])]))
            }
            members.append(.group([
                .doc(inTheirWords(node.doc)),
                .block("public static final class \(node.swiftType)\(node.kind != nil ? " extends Arrangement" : "") {", [.members(nodeMembers)]),
            ]))
        }
        members.append(.group([
            .doc("""
                How one section arranges its items: the layout kinds. `accept` asks a `Cases` of every kind,
                so that a new kind is met by the compiler wherever one is asked.
                """),
            .block("public abstract static class Arrangement {", [.members([
                .line("private Arrangement() {}"),
                .group([.doc("The kind's key in a compiled file."), .line("public abstract String kind();")]),
                .line("public abstract <R, E extends Exception> R accept(Cases<R, E> cases) throws E;"),
                .group([
                    .doc("One answer for each kind."),
                    .block("public interface Cases<R, E extends Exception> {", ModelDescription.kinds.map {
                        .line("R \($0.readerName)(\($0.swiftType) \($0.readerName)) throws E;")
                    }),
                ]),
            ])]),
        ]))
        return SourceFile(.java, header: header, [
            .line("package dev.tessera.runtime.model;"), .blank, .group(geometryImports), .line("import java.util.List;"), .blank,
            .doc("""
                A layout's description as a compiled file holds it: every size and position a formula, here an
                index into the file's programs. The same shape as the Swift runtime's LayoutModel<Formula>.
                """),
            .block("public final class Model {", [.members(members)]),
        ]).text
    }

    static func reader() -> String {
        let kinds = ModelDescription.kinds
        var members: [Code] = [
            .line("private static final String[] ARRANGEMENT_KINDS = {\(kinds.map { "\"\($0.kind!)\"" }.joined(separator: ", "))};"),
            .function("NodeReader(int formulaCount, Fault fault)", [.line("super(formulaCount, fault);")]),
        ]
        members += ModelDescription.nodes.filter(\.handWrittenReader).map { .line("abstract \($0.swiftType) \($0.readerName)(Fields fields) throws LoadException;") }
        var shapes: [(shape: Shape, field: Field)] = []
        for field in ModelDescription.nodes.flatMap(\.fields) {
            if case .shape(let shape) = field.type, !shapes.contains(where: { $0.shape.reader == shape.reader }) { shapes.append((shape, field)) }
        }
        for (shape, field) in shapes {
            if shape.readsValue {
                members.append(.line("abstract \(shapeType(shape)) \(shape.reader)(Object value, String place) throws LoadException;"))
                continue
            }
            members.append(.group([
                .doc(field.optional ? "Null when the field is absent." : nil),
                .line("abstract \(shapeType(shape)) \(shape.reader)(Fields fields, String key\(field.shapeNoun != nil ? ", String noun" : "")) throws LoadException;"),
            ]))
        }
        members.append(.function("Arrangement arrangement(Fields fields) throws LoadException", [
            .line("Member member = oneOf(fields, ARRANGEMENT_KINDS,"),
            .line("    \"an arrangement has exactly one key, its kind: \(listInWords(kinds.map { $0.kind! }))\");"),
            .line("Fields model = fields(member.value, fields.place(member.key));"),
            .block("switch (member.key) {", kinds.dropLast().map { .block("case \"\($0.kind!)\":", [.line("return \($0.readerName)(model);")], closing: nil) }
                + [.block("default:", [.line("return \(kinds.last!.readerName)(model);")], closing: nil)]),
        ]))
        for node in ModelDescription.nodes where !node.handWrittenReader {
            members.append(.function("\(node.swiftType) \(node.readerName)(Fields fields) throws LoadException",
                                     node.fields.filter(\.written).map(read) + [.line("return new \(node.swiftType)(\(node.fields.filter(\.written).map(\.name).joined(separator: ", ")));")]))
        }
        return SourceFile(.java, header: header, [
            .line("package dev.tessera.runtime.compiled;"), .blank,
            .group((["dev.tessera.runtime.inputs.Limits", "dev.tessera.runtime.model.Model.*"] + shapeImports).sorted().map { .line("import \($0);") }),
            .line("import java.util.ArrayList;"), .line("import java.util.List;"), .blank,
            .doc("""
                Each node read field by field in declaration order, the first fault refused at its place: the
                same order, places and messages as the Swift runtime's CompiledModelReader. The subclass reads
                what needs checks across fields.
                """),
            .block("abstract class NodeReader extends FieldReader {", [.members(members)]),
        ]).text
    }

    private static func read(_ field: Field) -> Code {
        let key = "\"\(field.name)\""
        let name = field.name
        let type = typeName(field.type)
        switch field.type {
        case .formula:
            return .line("int \(name) = \(field.optional ? "optionalFormula" : "formulaField")(fields, \(key));")
        case .bool:
            return .line("boolean \(name) = boolField(fields, \(key));")
        case .integer:
            return .line("long \(name) = integerField(fields, \(key));")
        case .string:
            return .line("String \(name) = string(required(fields, \(key)), fields.place(\(key)));")
        case .words(let words):
            return .line("\(type) \(name) = \(field.optional ? "optionalWordField" : "wordField")(fields, \(key), \(words.swiftType).values());")
        case .node(let nodeName):
            let reader = nodeName == "Arrangement" ? "arrangement" : ModelDescription.node(nodeName)!.readerName
            if field.optional {
                return .group([
                    .line("Fields \(name)Fields = optionalObject(fields, \(key));"),
                    .line("\(type) \(name) = \(name)Fields == null ? null : \(reader)(\(name)Fields);"),
                ])
            }
            return .line("\(type) \(name) = \(reader)(object(fields, \(key)));")
        case .list(.node(let nodeName), let limit, _):
            let element = ModelDescription.node(nodeName)!
            var code: [Code] = [.line("List<Object> \(name)Nodes = list(required(fields, \(key)), fields.place(\(key)));")]
            if let limit {
                let maximum = "Limits.\(javaConstant(limit.maximum.rawValue))"
                let message = limit.message(maximum: "\" + \(maximum) + \"", count: "\" + \(name)Nodes.size() + \"")
                code.append(.block("if (\(name)Nodes.size() < \(limit.minimum) || \(name)Nodes.size() > \(maximum)) {", [
                    .line("throw fault(fields.place(\(key)), \"\(message)\");"),
                ]))
            }
            code.append(.line("\(type) \(name) = new ArrayList<>(\(name)Nodes.size());"))
            code.append(.block("for (int index = 0; index < \(name)Nodes.size(); index++) {", [
                .line("\(name).add(\(element.readerName)(fields(\(name)Nodes.get(index), fields.place(\(key)) + \"[\" + index + \"]\")));"),
            ]))
            return .group(code)
        case .list:
            fatalError("\(name): lists hold nodes; give other lists a shape")
        case .shape(let shape) where shape.readsValue:
            if field.optional {
                return .group([
                    .line("Object \(name)Value = fields.value(\(key));"),
                    .line("\(type) \(name) = \(name)Value == null ? null : \(shape.reader)(\(name)Value, fields.place(\(key)));"),
                ])
            }
            return .line("\(type) \(name) = \(shape.reader)(required(fields, \(key)), fields.place(\(key)));")
        case .shape(let shape):
            return .line("\(type) \(name) = \(shape.reader)(fields, \(key)\(field.shapeNoun.map { ", \"\($0)\"" } ?? ""));")
        }
    }

    /// A `Limits` constant's Java name: `maxPatternCells` as `MAX_PATTERN_CELLS`.
    private static func javaConstant(_ name: String) -> String { constantName(name) }

    // MARK: Versions

    /// One thing a later version brought, as a Java test of `section`, `arrangement` or `body`.
    private struct Check {
        let test: String
        let version: Int
        let feature: String
    }

    private static func present(_ field: Field, in value: String) -> String {
        "\(value).\(field.name) != \(absent(field))"
    }

    /// A section's checks, in the order the other runtimes make them: each kind that came later,
    /// each later field of a kind, then each later field of a section.
    private static func sectionChecks() -> [Check] {
        var checks: [Check] = []
        for kind in ModelDescription.kinds {
            if let since = kind.since {
                checks.append(Check(test: "arrangement instanceof \(kind.swiftType)", version: since.version, feature: since.feature))
            }
        }
        for kind in ModelDescription.kinds {
            for field in kind.fields where field.since != nil {
                checks.append(Check(test: "arrangement instanceof \(kind.swiftType) && " + present(field, in: "((\(kind.swiftType)) arrangement)"),
                                    version: field.since!.version, feature: field.since!.feature))
            }
        }
        return checks + laterFields(of: "Section", in: "section")
    }

    private static func laterFields(of node: String, in value: String) -> [Check] {
        ModelDescription.node(node)!.fields.filter { $0.since != nil }
            .map { Check(test: present($0, in: value), version: $0.since!.version, feature: $0.since!.feature) }
    }

    static func versions() -> String {
        func function(_ doc: String, _ signature: String, _ prelude: [Code], _ checks: [Check]) -> Code {
            .group([
                .doc(doc),
                .function("static Need \(signature)", [.line("Need needed = null;")] + prelude
                    + checks.map { .line("if (\($0.test)) needed = Need.atLeast(needed, \($0.version), \"\($0.feature)\");") } + [.line("return needed;")]),
            ])
        }
        let need: Code = .group([
            .doc("A version beyond the first, and the first thing that needs it."),
            .block("static final class Need {", [.members([
                .group([.line("final int version;"), .line("final String feature;")]),
                .function("Need(int version, String feature)", [.line("this.version = version;"), .line("this.feature = feature;")]),
                .group([
                    .doc("`needed`, or `version` for `feature` when that is later."),
                    .function("static Need atLeast(Need needed, int version, String feature)", [
                        .line("return version > (needed == null ? 1 : needed.version) ? new Need(version, feature) : needed;"),
                    ]),
                ]),
            ])]),
        ])
        return SourceFile(.java, header: header, [
            .line("package dev.tessera.runtime.compiled;"), .blank, .line("import dev.tessera.runtime.model.Model;"), .line("import dev.tessera.runtime.model.Model.*;"), .blank,
            .doc("The version of the compiled format a section or a body needs, from what its kind and its fields came in."),
            .block("final class Versions {", [.members([
                .line("private Versions() {}"),
                .group([
                    .doc("The newest version of the format, which this runtime reads up to: the latest that anything of the model's description came in."),
                    .line("static final int FORMAT_VERSION = \(ModelDescription.formatVersion);"),
                ]),
            ] + ModelDescription.laterFeatures.map {
                .group([
                    .doc("The version that brought \($0.feature), which is no field of the model; the reader tests for it."),
                    .line("static final Need \(constantName($0.name))_VERSION = new Need(\($0.version), \"\($0.feature)\");"),
                ])
            } + [
                need,
                function("The version a section needs beyond the first, and what in it needs it; null: version 1 holds it.",
                         "sectionVersionNeeded(SectionModel section)", [.line("Arrangement arrangement = section.arrangement;")], sectionChecks()),
                function("The version a body's own fields need beyond the first; null: version 1 holds them.",
                         "bodyVersionNeeded(BodyModel body)", [], laterFields(of: "Body", in: "body")),
                .group([
                    .doc("Whether this runtime understands `member` of a file's `mustUnderstand` list: every member that came after version 1."),
                    .function("static boolean understands(String member)", [
                        .line("switch (member) {"),
                        .line(ModelDescription.laterMembers.map { "case \"\($0.member)\":" }.joined(separator: " ")),
                        .line("    return true;"),
                        .line("default:"),
                        .line("    return false;"),
                        .line("}"),
                    ]),
                ]),
            ])]),
        ]).text
    }
}
