import Testing
@_spi(Generated) import TesseraRuntime
@testable import TesseraCompiler

/// A section turns off what it would take from the layout by saying `none`, and an inherited
/// key that cannot apply to one section names that section.
@Suite struct SectionOptOutTests {
    static let base = """
        layout: Feed
        line:
          item: {width: width, height: 50}
          spacing: 10
        header: 30
        footer: {length: 20}
        background: {cornerRadius: 8}
        separators: {thickness: 2}
        effects:
          alpha: 0.5
        sections:
          - {}

        """

    @Test func noneTurnsOffEachInheritedKeyForThatSectionOnly() throws {
        for key in ["header", "footer", "background", "separators"] {
            let ir = try #require(compile(Self.base + "  - \(key): none\n").ir, "\(key)")
            let kept = ir.base.sectionOverrides[0], dropped = ir.base.sectionOverrides[1]
            switch key {
            case "header": #expect(kept.header != nil && dropped.header == nil)
            case "footer": #expect(kept.footer != nil && dropped.footer == nil)
            case "background": #expect(kept.background != nil && dropped.background == nil)
            default: #expect(kept.separators != nil && dropped.separators == nil)
            }
            #expect(ir.base.defaultSection.header != nil && ir.base.defaultSection.separators != nil)
        }
    }

    @Test func effectsNoneIsEffectsOff() throws {
        let ir = try #require(compile(Self.base + "  - effects: none\n").ir)
        let off = try #require(ir.base.sectionOverrides[1].effects)
        #expect(off.scale == nil && off.alpha == nil && off.zIndex == nil && !off.transforms)
        #expect(ir.base.sectionOverrides[0].effects == nil, "the first section keeps the layout's")
        // The same frames as `effects: {}`.
        let braces = try #require(compile(Self.base + "  - effects: {}\n").ir)
        let layouts = [InterpretedLayout(ir, file: nil), InterpretedLayout(braces, file: nil)]
        let input = LayoutInput(viewport: Size(width: 320, height: 480), sectionCounts: [2, 2, 2])
        let answers = try layouts.map { try $0.prepare(input).allElements(at: ScrollOffsets(Point(x: 0, y: 40))) }
        #expect(answers[0] == answers[1])
        #expect(answers[0].contains { $0.id.section == 1 && $0.id.kind == .cell && $0.alpha == 1 })
        #expect(answers[0].contains { $0.id.section == 0 && $0.id.kind == .cell && $0.alpha == 0.5 })
    }

    @Test func anOrthogonalShelfOptsOutOfTheLayoutsSeparators() throws {
        let shelf = Self.base + "  - orthogonal: {length: 80}\n"
        // Without `none`: the error is at the layout's key (line 8) and names section 1.
        expectSingleError(shelf, contains: "the layout's 'separators' reach section 1, which is orthogonal", at: 8, 13)
        expectSingleError(shelf, contains: "give section 1 'separators: none'", at: 8, 13)
        // With it: no error, and the other sections keep their separators.
        let ir = try #require(compile(Self.base + "  - orthogonal: {length: 80}\n    separators: none\n").ir)
        #expect(ir.base.sectionOverrides[1].separators == nil && ir.base.sectionOverrides[0].separators != nil)
        // A section's own separators on an orthogonal shelf are its own mistake, said there.
        expectSingleError("layout: S\nline: {item: {width: 50, height: 50}}\nsections:\n  - orthogonal: {length: 80}\n    separators: {}\n",
                          contains: "an orthogonal section has no separators", at: 5, 17)
    }

    @Test func otherWordsAreStillErrors() {
        expectSingleError(Self.base + "  - separators: off\n", contains: "'separators' must be 'none' or a mapping", at: 13, 17)
        expectSingleError(Self.base + "  - header: null\n", contains: "'header' must be", at: 13, 13)
    }
}
