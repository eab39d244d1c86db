import Testing
@testable import TesseraCompiler
@_spi(Generated) import TesseraRuntime
import TesseraTestSupport

/// One test per message the checker can give: its text and its position.
@Suite struct CheckerTests {
    @Test(arguments: ["mosaic", "circle", "carousel", "waterfall", "blocks", "grid"])
    func everySeedLayoutValidatesWithoutDiagnostics(_ name: String) throws {
        let (ir, diagnostics) = compile(try seedLayoutSource(name))
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location): \($0.message)" })")
        #expect(ir != nil)
    }

    @Test func theMosaicsAreasBecomeSixCellsInSlotOrder() throws {
        let ir = try #require(compile(try seedLayoutSource("mosaic")).ir)
        guard case .tiles(let tiles) = ir.base.defaultSection.arrangement else {
            Issue.record("expected tiles")
            return
        }
        #expect(tiles.cells.count == 6)
        let context = EvaluationContext(width: 400, height: 800)
        #expect(tiles.cells.map { FormulaProgram($0.y).evaluate(context) } == [0, 0, 100, 200, 300, 200])
        #expect(tiles.cells.map { FormulaProgram($0.height).evaluate(context) } == [200, 100, 100, 100, 100, 200])
    }

    @Test func theBlocksLandscapeVariantMergesIntoTheBase() throws {
        let ir = try #require(compile(try seedLayoutSource("blocks")).ir)
        #expect(ir.variants.count == 1)
        guard case .blocks(let landscape) = ir.variants[0].body.defaultSection.arrangement,
              case .blocks(let portrait) = ir.base.defaultSection.arrangement else {
            Issue.record("expected blocks")
            return
        }
        #expect(portrait.columns.count == 5 && portrait.blockSize == 9)
        #expect(landscape.columns.count == 7 && landscape.blockSize == 13)
        #expect(ir.variants[0].body.defaultSection.header != nil)
    }

    /// Sections are built once per distinct input: a variant that changes only `snap` shares
    /// them, one that changes the kind builds its own.
    @Test func variantsRebuildSectionsOnlyWhereWhatTheyReadChanged() throws {
        let source = """
            layout: A
            flow: {columns: 2}
            sections:
              - insets: 5
              - flow: {spacing: 3}
            variants:
              - when: width > 500
                flow: {columns: 3}
              - when: width > 900
                snap: leading
            """
        let ir = try #require(compile(source).ir)
        func columns(_ body: LayoutBody) -> [Int] {
            body.sectionOverrides.map { if case .flow(let flow) = $0.arrangement, case .columns(let count, _) = flow.sizing { count } else { -1 } }
        }
        #expect(columns(ir.base) == [2, 2])
        #expect(columns(ir.variants[0].body) == [3, 3])
        #expect(columns(ir.variants[1].body) == [2, 2])
        guard case .flow(let flow) = ir.variants[0].body.sectionOverrides[1].arrangement else {
            Issue.record("expected a flow")
            return
        }
        #expect(flow.spacing.constantValue == 3)
    }

    @Test func theRootMustBeAMapping() {
        expectSingleError("- a\n- b\n", contains: "a layout file must be a mapping", at: 1, 1)
    }

    @Test func aKindIsRequired() {
        expectSingleError("layout: A\ninsets: 3\n", contains: "layout needs one of 'tiles', 'blocks', 'circle', 'line', 'masonry', 'flow'", at: 1, 1)
    }

    @Test func twoKindsConflict() {
        expectSingleError("layout: A\nflow: {columns: 2}\nline: {item: {width: 1, height: 1}}\n",
                          contains: "'line' and 'flow' cannot both be given", at: 3, 1)
    }

    @Test func requiredKeysAreNamedWithTheirMeaning() {
        expectSingleError("layout: A\nline: {spacing: 3}\n", contains: "line needs 'item': The size of each item; when it reads `index`, each item starts after the one before.", at: 2, 7)
        expectSingleError("flow: {columns: 2}\n", contains: "layout needs 'layout'", at: 1, 1)
    }

    @Test func unknownKeysSuggestTheNearestAndListTheValidOnes() throws {
        let found = errors("layout: A\nflow: {colums: 2}\n")
        #expect(found.count == 2)  // the unknown key, and flow then lacks columns/item
        let unknown = try #require(found.first { $0.message.contains("unknown key") })
        #expect(unknown.message == "unknown key 'colums' in flow; did you mean 'columns'?")
        #expect(unknown.location == SourceLocation(line: 2, column: 8))
        #expect(unknown.notes.first?.message.contains("valid keys here: columns, minItemWidth, item") == true)
    }

    @Test func swappedNeighbouringLettersAreOneEditAway() throws {
        // 'gpa' is 'gap' with two letters swapped: one slip of the fingers, so a short word still
        // gets its suggestion (plain Levenshtein counts two edits, past a 3-letter word's tolerance).
        let found = errors("layout: A\ngrid: {columns: 2, gpa: 4, item: {width: 1, height: 1}}\n")
        let unknown = try #require(found.first { $0.message.contains("unknown key") })
        #expect(unknown.message == "unknown key 'gpa' in grid; did you mean 'gap'?", "\(found)")
        #expect(editDistance("gpa", "gap") == 1)
        #expect(editDistance("colmuns", "columns") == 1)
        #expect(editDistance("ab", "ba") == 1)
        // A letter is edited at most once: 'ca' to 'abc' is three edits, not two.
        #expect(editDistance("ca", "abc") == 3)
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("", "gap") == 3)
        #expect(editDistance("gap", "gap") == 0)
        // A name in an expression too: 'widht' was already two edits, now one.
        #expect(editDistance("widht", "width") == 1)
    }

    @Test func wrongTypesSayWhatWasExpected() {
        expectSingleError("layout: A\nflow: {columns: many}\n", contains: "'columns' must be a whole number, not 'many'", at: 2, 17)
        expectSingleError("layout: A\nflow: {columns: 0}\n", contains: "'columns' must be from 1 to", at: 2, 17)
        expectSingleError("layout: A\nflow: {columns: 2, spacing: [1]}\n", contains: "'spacing' must be a number or an expression, not a list", at: 2, 29)
        expectSingleError("layout: A\nflow: {columns: 2}\nheader: {length: 3, pinned: 1}\n", contains: "'pinned' must be true or false", at: 3, 29)
        expectSingleError("layout: A\nflow: {columns: 2}\nsnap: centre\n", contains: "'snap' must be one of 'none', 'center', 'leading', 'page' or a mapping of paging, items, not 'centre'; did you mean 'center'?", at: 3, 7)
        expectSingleError("layout: A\nflow: {columns: 2}\ninsets: [1, 2]\n", contains: "'insets' must be a number or an expression or a mapping of top, left, bottom, right", at: 3, 9)
        expectSingleError("layout: A\ntiles: {areas: [[0]], columns: 1, rows: 1}\n", contains: "'areas' must be text, not a list", at: 2, 17)
        expectSingleError("layout: A\nflow: {columns: 2}\nvariants: {when: 1}\n", contains: "'variants' must be a list", at: 3, 11)
        expectSingleError("layout: A\nflow: {columns: 2}\nconstants: [1]\n", contains: "'constants' must be a mapping of names to values", at: 3, 12)
        expectSingleError("layout: A\nflow: 3\n", contains: "flow must be a mapping", at: 2, 7)
    }

    @Test func listsHaveBounds() {
        expectSingleError("layout: A\nblocks: {columns: [], columnWidth: 1, itemLength: 1}\n", contains: "'columns' must have at least 1 entry, not 0", at: 2, 19)
    }

    @Test func layoutNamesMustBecomeSwiftIdentifiers() {
        expectSingleError("layout: 2Fast\nflow: {columns: 2}\n", contains: "'2Fast' is not a valid name", at: 1, 9)
        expectSingleError("layout: 'X\"); fatalError(\"'\nflow: {columns: 2}\n", contains: "is not a valid name", at: 1, 9)
        expectSingleError("layout: struct\nflow: {columns: 2}\n", contains: "'struct' is not a valid name", at: 1, 9)
        expectSingleError("layout: TesseraRuntime\nflow: {columns: 2}\n", contains: "'TesseraRuntime' is reserved", at: 1, 9)
    }

    @Test func constantNamesAreCheckedToo() {
        expectSingleError("layout: A\nconstants: {my-unit: 3}\nflow: {columns: 2}\n", contains: "'my-unit' is not a valid name", at: 2, 13)
        expectSingleError("layout: A\nconstants: {width: 3}\nflow: {columns: 2}\n", contains: "'width' is a built-in name", at: 2, 13)
    }

    @Test func faultsInsideUnusedConstantsAreStillReported() {
        expectSingleError("layout: A\nconstants: {unit: widht / 2}\nflow: {columns: 2}\n", contains: "unknown name 'widht'", at: 2, 19)
    }

    @Test func aConstantThatReadsANameTheUseSiteLacksIsReportedInTheConstant() {
        expectSingleError("layout: A\nconstants: {d: distance * 2}\nflow: {columns: 2}\ninsets: d\n", contains: "'distance'", at: 2, 16)
    }

    @Test func aConstantReadingANameThroughAnotherIsReportedWhereTheNameIsRead() {
        expectSingleError("layout: A\nconstants:\n  a: b + 1\n  b: 2 * index\nflow: {columns: 2}\ninsets: a\n", contains: "'index'", at: 4, 10)
    }

    /// Each constant doubles the one before: substituted, the last would have 2^40 operations.
    @Test func constantsThatDoubleEachOtherAreStoppedAtTheLimit() {
        var source = "layout: A\nconstants:\n  c0: width\n"
        for index in 1...40 { source += "  c\(index): c\(index - 1) + c\(index - 1)\n" }
        source += "flow: {columns: 2, spacing: c40}\n"
        let found = errors(source)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains("more than \(CompilerLimits.maxSubstitutedOperations) operations") == true)
        #expect(found.first?.location.line == 16)  // c13, the first past the limit
    }

    /// Written last to first, so that checking the first constant walks the whole chain.
    @Test func aLongChainOfConstantsIsCheckedWithoutRecursionAndItsDepthIsBounded() throws {
        func chain(_ length: Int) -> String {
            var source = "layout: A\nconstants:\n"
            for index in stride(from: length, through: 1, by: -1) { source += "  c\(index): c\(index - 1) + 1\n" }
            return source + "  c0: width\nflow: {columns: 2, spacing: c\(length) - width}\n"
        }
        let (ir, diagnostics) = compile(chain(CompilerLimits.maxSubstitutedDepth - 2))
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3).map(\.message))")
        let spacing = try #require(ir.flatMap { if case .flow(let flow) = $0.base.defaultSection.arrangement { flow.spacing } else { nil } })
        #expect(FormulaProgram(spacing).evaluate(EvaluationContext(width: 375, height: 667)) == Double(CompilerLimits.maxSubstitutedDepth - 2))

        let tooLong = errors(chain(50_000))
        #expect(tooLong.count == 1, "\(tooLong.prefix(3).map(\.message))")
        #expect(tooLong.first?.message.contains("nests deeper than \(CompilerLimits.maxSubstitutedDepth) levels") == true)
    }

    @Test func expressionErrorsPointInsideTheYAMLValue() {
        expectSingleError("layout: A\nflow: {columns: 2, spacing: width / (1 - 1)}\n", contains: "division by zero", at: 2, 37)
        expectSingleError("layout: A\nflow:\n  columns: 2\n  spacing: \"index * 2\"\n", contains: "'index'", at: 4, 13)
        expectSingleError("layout: A\nflow: {columns: 2, spacing: 1e400}\n", contains: "too large for a 64-bit", at: 2, 29)
    }

    @Test func variantsNeedAConditionOnTheViewport() {
        expectSingleError("layout: A\nflow: {columns: 2}\nvariants:\n  - flow: {columns: 3}\n", contains: "a variant needs 'when'", at: 4, 5)
        expectSingleError("layout: A\nflow: {columns: 2}\nvariants:\n  - when: width\n    flow: {columns: 3}\n", contains: "expected a condition", at: 4, 11)
        expectSingleError("layout: A\nflow: {columns: 2}\nvariants:\n  - when: index > 2\n", contains: "'index'", at: 4, 11)
    }

    @Test func aVariantThatSwitchesKindMustBeComplete() {
        expectSingleError("layout: A\nflow: {columns: 2}\nvariants:\n  - when: width > 500\n    line: {spacing: 2}\n", contains: "line needs 'item'", at: 5, 11)
    }

    @Test func circlesDoNotStackOrScroll() {
        expectSingleError("layout: A\nflow: {columns: 2}\nsections:\n  - circle: {item: {width: 1, height: 1}, radius: 3}\n",
                          contains: "a circle cannot be one section among others", at: 4, 5)
        // Nor sections of another kind beside a circle (found by the random layouts: the compiled
        // file's reader refused what the checker let through).
        expectSingleError("layout: A\ncircle: {item: {width: 1, height: 1}, radius: 3}\nsections:\n  - flow: {columns: 2}\n",
                          contains: "so it is the only section", at: 4, 3)
        expectSingleError("layout: A\ncircle: {item: {width: 1, height: 1}, radius: 3}\nheader: 20\n",
                          contains: "a circle does not scroll, so it has no 'header'", at: 3, 9)
        let diagnostics = compile("layout: A\ncircle: {item: {width: 1, height: 1}, radius: 3}\nsnap: page\n").diagnostics
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message == "a circle does not scroll, so 'snap' has no effect")
    }

    // MARK: Column specs

    @Test func columnSpecSlotsMustBeZeroToKMinusOneEachOnce() {
        let header = "layout: A\nblocks:\n  columnWidth: 10\n  itemLength: 10\n"
        let twice = errors(header + "  columns: [[0], [1, 1]]\n")
        #expect(twice.map(\.message) == [
            "the spec lists 3 slots but not 2; slots must be 0 to 2, each once",
            "slot 1 appears twice; each slot of a block belongs to one column",
        ])
        #expect(twice.map(\.location) == [SourceLocation(line: 5, column: 12), SourceLocation(line: 5, column: 22)])
        #expect(twice[1].notes.first?.location == SourceLocation(line: 5, column: 19))
        let outOfRange = errors(header + "  columns: [[0], [1, 3]]\n")
        #expect(outOfRange.map(\.message).last == "slot 3 is out of range: the spec lists 3 slots, so they must be 0 to 2")
        #expect(outOfRange.last?.location == SourceLocation(line: 5, column: 22))
        #expect(errors(header + "  columns: [[0], [1, 2], [3, 4, 5]]\n").isEmpty)
    }

    @Test func aSingleColumnSpecIsValid() {
        #expect(errors("layout: A\nblocks: {columns: [[0, 1]], columnWidth: width, itemLength: 10}\n").isEmpty)
    }

    // MARK: Tile areas

    private func tiles(_ areas: String, extra: String = "") -> String {
        "layout: A\ntiles:\n  columns: 10\n  rows: 10\n  areas:\n\(areas)\(extra)"
    }

    @Test func areasRowsMustHaveEqualLength() {
        expectSingleError(tiles("    - 0 1\n    - 2\n"), contains: "this row has 1 places but the first row has 2", at: 7, 7)
    }

    @Test func namedAreasMustBeRectangles() {
        expectSingleError(tiles("    - a a\n    - a b\n"), contains: "the cell 'a' is not a rectangle", at: 6, 7)
    }

    @Test func slotNumbersMustBeComplete() {
        expectSingleError(tiles("    - 0 2\n"), contains: "slot numbers must be 0 to 1, each once; missing: 1", at: 6, 7)
    }

    @Test func numbersAndNamesDoNotMix() {
        expectSingleError(tiles("    - 0 a\n"), contains: "mix of slot numbers and names", at: 6, 7)
    }

    @Test func orderMustNameEveryAreaOnce() {
        expectSingleError(tiles("    - a b\n", extra: "  order: [b, c]\n"), contains: "'c' is not a name in areas", at: 7, 14)
        expectSingleError(tiles("    - a b\n", extra: "  order: [b]\n"), contains: "'a' is missing", at: 7, 11)
        let ir = compile(tiles("    - a b\n", extra: "  order: [b, a]\n")).ir
        guard case .tiles(let tilesIR)? = ir?.base.defaultSection.arrangement else {
            Issue.record("expected tiles")
            return
        }
        #expect(tilesIR.cells.map { $0.x.constantValue } == [10, 0])
    }

    @Test func anAreasGridNeedsCellsAndTrackSizes() {
        expectSingleError(tiles("    - . .\n"), contains: "the areas grid has no cells", at: 6, 7)
        expectSingleError("layout: A\ntiles:\n  rows: 10\n  areas: [\"0 1\"]\n", contains: "tiles with areas need 'columns'", at: 3, 3)
        expectSingleError("layout: A\ntiles:\n  rows: 10\n  columns: [1, 2, 3]\n  areas: [\"0 1\"]\n", contains: "'columns' lists 3 sizes but the areas grid has 2 columns", at: 4, 12)
    }

    /// Offsets are sums of the tracks before a cell: literal tracks fold to numbers however many
    /// there are, and sums that would pass the expression limits are an error at the sizes.
    @Test func areasOffsetsFoldLiteralsAndStayWithinTheLimits() throws {
        let rows = (0..<1_000).map { "    - \($0)\n" }.joined()
        let ir = try #require(compile("layout: A\ntiles:\n  columns: width\n  rows: 40\n  areas:\n" + rows).ir)
        guard case .tiles(let tilesIR) = ir.base.defaultSection.arrangement else {
            Issue.record("expected tiles")
            return
        }
        #expect(tilesIR.cells.last?.y.constantValue == Double(999 * 40))

        let deep = "layout: A\ntiles:\n  columns: width\n  rows: width / 8 + 1\n  areas:\n" + rows + (1_000..<1_024).map { "    - \($0)\n" }.joined()
        expectSingleError(deep, contains: "the areas grid's offsets, sums of its row sizes, have more than", at: 4, 9)
        #expect(compile("layout: A\ntiles:\n  columns: width\n  rows: width / 8\n  areas:\n" + rows).ir != nil)
    }

    @Test func explicitCellsMustNotOverlap() {
        let source = """
            layout: A
            tiles:
              cells:
                - {x: 0, y: 0, width: 10, height: 10}
                - {x: 5, y: 5, width: 10, height: 10}
            """
        let found = errors(source)
        #expect(found.count == 1)
        #expect(found.first?.message == "cells 0 and 1 overlap")
        #expect(found.first?.location == SourceLocation(line: 5, column: 7))
        #expect(found.first?.notes.first?.location == SourceLocation(line: 4, column: 7))
    }

    @Test func cellsThatDependOnTheViewportOverlapOnlyAsAWarning() {
        let source = """
            layout: A
            tiles:
              cells:
                - {x: 0, y: 0, width: width / 2, height: 10}
                - {x: width / 3, y: 0, width: 10, height: 10}
            """
        let (ir, diagnostics) = compile(source)
        #expect(ir != nil)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message == "cells 0 and 1 overlap at a 375×667 viewport")
    }

    @Test func cellsMustNotHaveNegativeSizes() {
        expectSingleError("layout: A\ntiles:\n  cells:\n    - {x: 0, y: 0, width: -1, height: 10}\n",
                          contains: "cell 0 has a negative size", at: 4, 7)
    }

    @Test func everyProblemInAFileIsReportedInOneRun() {
        let source = """
            layout: A
            blocks:
              columns: [[0], [0]]
              columnWidht: 10
              itemLength: "slot == 0 ? widht : 2"
            snap: centre
            """
        let found = errors(source)
        #expect(found.map(\.location.line) == [3, 3, 3, 4, 5, 6], "\(found.map(\.message))")
    }
}
