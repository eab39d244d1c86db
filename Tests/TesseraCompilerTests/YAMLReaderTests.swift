import Testing
@testable import TesseraCompiler
import TesseraRuntime

@Suite struct YAMLReaderTests {
    @Test func everyNodeKeepsItsLineAndColumn() throws {
        let (node, diagnostics) = readYAML("""
            layout: Grid
            flow:
              columns: 3
              item: [a, "b"]
            """)
        #expect(diagnostics.isEmpty)
        let root = try #require(node)
        #expect(root.location == SourceLocation(line: 1, column: 1))
        #expect(root["layout"]?.location == SourceLocation(line: 1, column: 9))
        let flow = try #require(root["flow"])
        #expect(flow.location == SourceLocation(line: 3, column: 3))
        #expect(flow["columns"]?.location == SourceLocation(line: 3, column: 12))
        let list = try #require(flow["item"]?.sequence)
        #expect(list[0].location == SourceLocation(line: 4, column: 10))
        #expect(list[1].location == SourceLocation(line: 4, column: 13))
        // The text of a quoted scalar starts after its quote.
        #expect(list[1].scalar?.textLocation == SourceLocation(line: 4, column: 14))
        #expect(list[1].scalar?.isPlain == false)
        #expect(root.mapping?[1].key.location == SourceLocation(line: 2, column: 1))
    }

    @Test func duplicateKeysAreErrorsThatPointAtBothPlaces() {
        let (_, diagnostics) = readYAML("a: 1\nb: 2\na: 3\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message.contains("duplicate key 'a'"))
        #expect(diagnostics[0].location == SourceLocation(line: 3, column: 1))
        #expect(diagnostics[0].notes.first?.location == SourceLocation(line: 1, column: 1))
    }

    @Test func aliasesStandForTheirAnchorsValue() throws {
        let (node, diagnostics) = readYAML("base: &side 100\nitem: {width: *side, height: *side}\n")
        #expect(diagnostics.isEmpty)
        let item = try #require(node?["item"])
        #expect(item["width"]?.scalarText == "100")
        // The alias is reported where it is used, not where the anchor was.
        #expect(item["height"]?.location == SourceLocation(line: 2, column: 30))
    }

    /// A few keys are searched in order and more through an index: a duplicate is found, at
    /// both places, on either side of that switch.
    @Test(arguments: [2, 8, 9, 10, 40])
    func duplicateKeysAreFoundInMappingsOfAnySize(keys: Int) {
        for repeated in Set([0, keys / 2, keys - 1]) {
            let text = (0..<keys).map { "k\($0): \($0)\n" }.joined() + "k\(repeated): again\n"
            let (_, diagnostics) = readYAML(text)
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.message.contains("duplicate key 'k\(repeated)'") == true)
            #expect(diagnostics.first?.location == SourceLocation(line: keys + 1, column: 1))
            #expect(diagnostics.first?.notes.first?.location == SourceLocation(line: repeated + 1, column: 1))
        }
    }

    @Test func nestedContainersKeepTheirOwnChildren() throws {
        let (node, diagnostics) = readYAML("""
            a: [{x: [1, 2], y: 3}, [4, [5, 6]], 7]
            b: &shared {p: [8], q: {r: 9}}
            c: *shared
            d: {}
            e: []
            """)
        #expect(diagnostics.isEmpty)
        let root = try #require(node)
        #expect(root.mapping?.map(\.keyText) == ["a", "b", "c", "d", "e"])
        let a = try #require(root["a"]?.sequence)
        #expect(a.count == 3)
        #expect(a[0]["x"]?.sequence?.map { $0.scalarText } == ["1", "2"])
        #expect(a[0]["y"]?.scalarText == "3")
        #expect(a[1].sequence?[1].sequence?.map { $0.scalarText } == ["5", "6"])
        #expect(a[2].scalarText == "7")
        // An alias of a mapping has the anchor's children, at the alias's own place.
        #expect(root["c"]?["q"]?["r"]?.scalarText == "9")
        #expect(root["c"]?["p"]?.sequence?.count == 1)
        #expect(root["c"]?.location == SourceLocation(line: 3, column: 4))
        #expect(root["d"]?.mapping?.isEmpty == true)
        #expect(root["e"]?.sequence?.isEmpty == true)
        #expect(root["missing"] == nil)
        #expect(root["a"]?["x"] == nil)  // a list has no keys
    }

    @Test func mergedMappingsAreNewNodesOfTheSameDocument() throws {
        let root = try #require(readYAML("a: 1\nb: {c: 2}\n").node)
        let pairs = try #require(root.mapping)
        let merged = root.mapping(of: [pairs[1], pairs[0]], at: SourceLocation(line: 9, column: 9))
        #expect(merged.mapping?.map(\.keyText) == ["b", "a"])
        #expect(merged["b"]?["c"]?.scalarText == "2")
        #expect(merged.location == SourceLocation(line: 9, column: 9))
        #expect(root.mapping?.map(\.keyText) == ["a", "b"])  // the original is unchanged
        let again = merged.mapping(of: merged.mapping ?? .empty, at: .start)
        #expect(again["a"]?.scalarText == "1")
    }

    @Test func anAliasBombIsRejectedWithoutExpandingIt() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...12 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let (node, diagnostics) = readYAML(text)
        #expect(node == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message.contains("alias bomb"))
        #expect(diagnostics[0].location.line == 4)
    }

    @Test func anAliasWithoutAnchorIsReported() {
        let (_, diagnostics) = readYAML("a: *nowhere\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("no anchor") == true)
    }

    @Test func nestingIsLimitedWellBelowAStackOverflow() {
        let depth = CompilerLimits.maxNestingDepth
        let atLimit = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(readYAML(atLimit).diagnostics.isEmpty)
        let pastLimit = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        let (node, diagnostics) = readYAML(pastLimit)
        #expect(node == nil)
        #expect(diagnostics.first?.message.contains("nesting deeper than \(depth)") == true)
        #expect(diagnostics.first?.location == SourceLocation(line: 1, column: depth + 1))
    }

    @Test func inputLargerThanTheLimitIsRejectedBeforeParsing() {
        let text = "# " + String(repeating: "x", count: Limits.maxFileBytes)
        let (node, diagnostics) = readYAML(text)
        #expect(node == nil)
        #expect(diagnostics.first?.message.contains("limited to") == true)
    }

    @Test func emptyFilesAndSecondDocumentsAreExplained() {
        #expect(readYAML("").diagnostics.first?.message.contains("the file is empty") == true)
        let bag = DiagnosticBag()
        #expect(LayoutCompiler.check(bytes: [], diagnostics: bag) == nil)
        #expect(bag.diagnostics.first?.message.contains("the file is empty") == true)
        #expect(YAMLReader().read(utf8: [], diagnostics: bag) == nil)
        #expect(readYAML("# only a comment\n").diagnostics.first?.message.contains("the file is empty") == true)
        let second = readYAML("a: 1\n---\nb: 2\n").diagnostics
        #expect(second.first?.message.contains("second YAML document") == true)
        #expect(second.first?.location.line == 2)
    }

    @Test func keysMustBeScalars() {
        let diagnostics = readYAML("? [a, b]\n: 1\n").diagnostics
        #expect(diagnostics.first?.message.contains("a key must be plain text") == true)
    }

    @Test func malformedYAMLIsReportedWhereLibyamlFoundIt() {
        let diagnostics = readYAML("layout: Grid\nflow: {columns: 3\n").diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].location.line == 3)
    }

    @Test func bytesThatAreNotUTF8AreLocated() {
        let bag = DiagnosticBag()
        let bytes = Array("layout: Grid\nflow: {columns: 3}\n# caf".utf8) + [0xE9, 0x0A]
        #expect(LayoutCompiler.check(bytes: bytes, diagnostics: bag) == nil)
        #expect(bag.diagnostics.count == 1)
        #expect(bag.diagnostics[0].message.contains("not UTF-8"))
        #expect(bag.diagnostics[0].location == SourceLocation(line: 3, column: 6))
    }
}
