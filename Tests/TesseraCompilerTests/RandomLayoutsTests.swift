import Testing
import TesseraCompiler
import TesseraRandomLayouts
import TesseraTestSupport

/// The random layouts made from the language's description, and what of the description a set of
/// files uses (`KeyCoverage`), which `tessera-vectors` holds the shared vectors to.
@Suite struct RandomLayoutsTests {
    @Test func coverageNamesTheKeysWordsAndShapesAFileUses() {
        var coverage = KeyCoverage()
        coverage.add(source: """
            layout: A
            circle: {item: {width: 40, height: 40}, radius: 100, direction: clockwise}
            effects: {scale: 0.5}
            snap: {paging: center, items: 2}
            """)
        for item in ["layout.circle", "circle.radius", "circle.direction", "circle.direction: clockwise", "effects.scale", "layout.snap"] {
            #expect(coverage.used.contains(item), "\(item) is not among \(coverage.used.sorted())")
            #expect(KeyCoverage.described.contains(item), "\(item) is not in the description")
        }
        // A word and a key the file does not use are missing, as the vectors' check reports them.
        #expect(!coverage.used.contains("circle.direction: counterclockwise") && coverage.missing.contains("circle.direction: counterclockwise"))
        #expect(coverage.missing.contains("circle.start") && !coverage.missing.contains("circle.radius"))
        // Which of a key's shapes: here an object, not a word.
        let snapShapes = KeyCoverage.described.filter { $0.hasPrefix("layout.snap as ") }
        #expect(snapShapes.count >= 2, "the snap key is a word or paging: \(snapShapes)")
        #expect(snapShapes.filter { coverage.used.contains($0) }.count == 1)
    }

    /// Every object of the language, down from the layout, is in the description the coverage
    /// walks: a key added to any of them is one the vectors must use.
    @Test func theDescriptionReachesEveryKeyOfEveryObject() {
        var objects: [SchemaObject] = [LanguageSchema.layout], names: Set<String> = []
        while let object = objects.popLast() {
            guard names.insert(object.name).inserted else { continue }
            for field in object.fields {
                #expect(KeyCoverage.described.contains("\(object.name).\(field.key)"))
                objects += Self.objects(in: field.type)
            }
        }
        #expect(names.contains("circle") && names.contains("effects") && names.contains("cell"))
    }

    /// The layouts compile, and 300 of them, as the vectors make, use all of the description
    /// (`swift test` compiles 60; `tessera-vectors` checks the 300 as well, with the layouts of
    /// the repository).
    @Test func randomLayoutsCompileAndUseTheWholeDescription() {
        var random = RandomLayouts(seed: 2026)
        let count = TestScale.choose(quick: 60, full: 300)
        for index in 0..<count {
            let source = random.layout(name: "Random\(index)")
            let diagnostics = DiagnosticBag()
            #expect(LayoutCompiler.check(source: source, diagnostics: diagnostics) != nil && !diagnostics.hasErrors, "\(source)")
        }
        if count == 300 { #expect(random.coverage.missing.isEmpty, "unused: \(random.coverage.missing)") }
    }

    private static func objects(in type: SchemaType) -> [SchemaObject] {
        switch type {
        case .object(let object): [object]
        case .list(let element, _), .dictionary(let element): objects(in: element)
        case .oneOf(let alternatives): alternatives.flatMap(objects(in:))
        case .number, .condition, .integer, .boolean, .identifier, .text, .choice: []
        }
    }
}
