import Testing
@testable import generate_model

/// The generator's own rules and output: a description that breaks a rule is refused with the
/// entry named (not a crash or wrong code), and what it writes is what the runtimes' files
/// assume. (`generate-model --check` in CI says the committed files are what it writes.)
@Suite struct GenerateModelTests {
    @Test func theDescriptionKeepsEveryRule() {
        #expect(DescriptionCheck.faults() == [])
    }

    @Test func aFieldOfALaterVersionMustBeOptionalAndOfABodySectionOrKind() {
        let required = Field("spin", .formula, since: Since(4, "the circle's spin", .mustUnderstand))
        let kind = Node(name: "Spinner", swiftType: "SpinnerModel", doc: nil, fields: [required], kind: "spinner")
        #expect(DescriptionCheck.faults(nodes: [kind]) == [
            "Spinner.spin: a field that came in a later format version must be optional (`optional: true`), so that earlier files lack it",
        ])
        let nested = Node(name: "Dial", swiftType: "DialModel", doc: nil, fields: [Field("spin", .formula, optional: true, since: Since(4, "spin", .mustUnderstand))])
        #expect(DescriptionCheck.faults(nodes: [nested]) == [
            "Dial.spin: only a body's, a section's and a kind's fields can come in a later format version",
        ])
    }

    @Test func aListHoldsNodes() {
        let node = Node(name: "Path", swiftType: "PathModel", doc: nil,
                        fields: [Field("points", .list(.formula, limit: nil, literalElementName: nil))])
        #expect(DescriptionCheck.faults(nodes: [node]) == ["Path.points: a list holds nodes; give any other list a shape"])
    }

    @Test func aLaterFeatureComesAfterTheFirstVersion() {
        let faults = DescriptionCheck.faults(nodes: [], laterFeatures: [LaterFeature(name: "spin", version: 1, feature: "spin", compatibility: .mustUnderstand, member: "circle.spin")])
        #expect(faults == ["spin: what version 1 of the compiled format has came in no later version; remove it from `laterFeatures`"])
    }

    /// The newest format version is the latest `since:` of anything described, and every runtime
    /// is given that one number.
    @Test func everyRuntimeReadsUpToTheNewestVersionDescribed() {
        let described = ModelDescription.nodes.flatMap(\.fields).compactMap { $0.since?.version }
            + ModelDescription.nodes.compactMap { $0.since?.version } + ModelDescription.laterFeatures.map(\.version)
        let newest = ModelDescription.formatVersion
        #expect(newest == described.max())
        #expect(VersionFiles.swift().contains("package static let formatVersion = \(newest)\n"))
        #expect(VersionFiles.typeScript().contains("export const formatVersion = \(newest);\n"))
        #expect(JavaFiles.versions().contains("static final int FORMAT_VERSION = \(newest);\n"))
    }

    /// The web model imports what it needs of the hand-written shapes by name, a generic shape
    /// without its arguments, and takes the formula type from its own file: no import cycle.
    @Test func theWebModelImportsItsShapesByNameAndNothingThatImportsIt() {
        let model = TypeScriptFiles.model()
        #expect(model.contains("import type { F } from \"./formula.js\";\n"))
        #expect(model.contains("FlowSizing<SizeModel>"))
        let shapeImport = model.split(separator: "\n").first { $0.contains("from \"./shapes.js\"") }.map(String.init) ?? ""
        #expect(shapeImport.contains("FlowSizing") && !shapeImport.contains("<"), "\(shapeImport)")
        #expect(!model.contains("from \"./model.js\""))
    }
}
