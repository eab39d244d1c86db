import Foundation
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

    /// A variant differs from its layout in one entry: the lines before it and after it are the
    /// layout's, and what it claims to show is that entry's key (and its words and shapes).
    @Test func aVariantDiffersFromItsLayoutInOneEntry() {
        var random = RandomLayouts(seed: 77)
        var checked = 0, wordsOrShapes = 0
        for index in 0..<8 {
            let layout = random.drafted(name: "V\(index)")
            let lines = Self.lines(layout.text)
            for variant in layout.variants(seed: UInt64(index)) {
                let changed = Self.lines(variant.text)
                #expect(changed != lines)
                // Every line before the entry's and after it is the layout's.
                let before = lines[..<(variant.entryLines.lowerBound - 1)], after = lines[variant.entryLines.upperBound...]
                #expect(changed.starts(with: before) && changed.reversed().starts(with: after.reversed())
                        && changed.count >= before.count + after.count, "the variant changes more than \(variant.witnesses[0])")
                let key = variant.witnesses[0].split(separator: ".", maxSplits: 1).last.map(String.init) ?? ""
                #expect(lines[variant.entryLines.lowerBound - 1].contains("\(key):"))
                #expect(variant.witnesses.dropFirst().allSatisfy { $0.hasPrefix(variant.witnesses[0]) })
                wordsOrShapes += variant.witnesses.count > 1 ? 1 : 0
                checked += 1
            }
        }
        #expect(checked > 100 && wordsOrShapes > 10)
    }

    /// A file's lines, with what an entry left out changes in its neighbours' spelling alone: the
    /// list item's dash that moves to the next key, an object left empty (`{}`).
    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = line.replacingOccurrences(of: "- ", with: "  ")
            if line.hasSuffix(" {}") { line.removeLast(3) }
            return line
        }
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
