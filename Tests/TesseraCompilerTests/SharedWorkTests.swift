import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraExercise
import TesseraRandomLayouts
import TesseraTestSupport

/// Variants and sections reuse constants, checked expressions and whole sections built for the
/// base. Reuse must never change the result: a layout built with sharing equals the same layout
/// built with every part made afresh (compared as generated Swift, which holds every formula,
/// number and source position of the IR).
@Suite struct SharedWorkTests {
    /// Constants overridden by a variant, read by section overrides; a kind given again in a
    /// variant; the same sections reached through an alias under other constants.
    static let overrides = """
        layout: Shared
        constants: {g: 10, w: "width / 3"}
        flow: {item: {width: w, height: g * 4}, spacing: g}
        insets: g
        sections: &sections
          - {flow: {spacing: g * 2}}
          - {insets: {top: g, left: 0, bottom: g, right: 0}, header: g}
        variants:
          - when: width > 800
            constants: {g: 30}
          - when: width > 500
            constants: {g: 20, w: "width / 4"}
            sections: *sections
          - when: width > 300
            flow: {spacing: 1}
            insets: 3
        """

    static func generated(_ source: String, sharesWork: Bool) -> String? {
        let bag = DiagnosticBag()
        guard let ir = LayoutCompiler.check(utf8: Array(source.utf8), diagnostics: bag, sharesWork: sharesWork) else { return nil }
        return SwiftGenerator().generate(ir, sourcePath: "shared.yaml", typeName: "Shared")
    }

    @Test func sharingBuildsWhatEachPartWouldAlone() throws {
        var sources = [Self.overrides]
        sources += try LayoutFixtures.paths.map(LayoutFixtures.source)
        var random = RandomLayouts(seed: 17)
        for index in 0..<150 { sources.append(random.layout(name: "Random\(index)")) }
        for source in sources {
            let shared = Self.generated(source, sharesWork: true)
            #expect(shared != nil)
            #expect(shared == Self.generated(source, sharesWork: false), "\(source.prefix(200))")
        }
    }

    /// The numbers themselves: each variant's sections read that variant's constants.
    @Test func eachVariantsSectionsReadItsOwnConstants() throws {
        let layout = try InterpretedLayout(yaml: Self.overrides)
        func sectionOneTop(width: Double) throws -> (header: Double, inset: Double) {
            let prepared = try layout.prepare(LayoutInput(viewport: Size(width: width, height: 800), sectionCounts: [2, 2]))
            let elements = try prepared.allElements()
            let header = try #require(elements.first { $0.id == ElementID(.header, section: 1) })
            let firstCell = try #require(elements.first { $0.id == .cell(0, section: 1) })
            return (header.frame.height, firstCell.frame.y - header.frame.maxY)
        }
        #expect(try sectionOneTop(width: 900) == (30, 30))
        #expect(try sectionOneTop(width: 600) == (20, 20))
        #expect(try sectionOneTop(width: 400) == (10, 10))
        #expect(try sectionOneTop(width: 200) == (10, 10))
    }
}
