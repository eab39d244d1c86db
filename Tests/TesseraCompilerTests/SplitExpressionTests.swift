import Testing
@testable import TesseraCompiler
import TesseraRuntime

/// An expression with a comma, written unquoted inside `{…}` or `[…]`, which YAML cuts at the
/// comma: one error at the expression, with the quoted fix, instead of errors about its pieces.
@Suite struct SplitExpressionTests {
    func messages(_ source: String) -> [String] {
        compile(source).diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func aCallInAFlowMappingIsOneErrorWithTheQuotedFix() {
        #expect(messages("layout: S\nline: {item: {width: min(300, width), height: 100}}\n") == [
            "2:22: the expression 'min(300, width)' contains a comma inside a {…} flow mapping, where YAML ends a value at every comma; "
                + "quote the expression: width: \"min(300, width)\", or write the mapping in block style, one key a line",
        ])
    }

    @Test func aPieceThatRepeatsAKeyIsNotReportedAsADuplicate() {
        // 'clamp(10, width, 300)' reads as width: clamp(10, then a second key 'width'.
        let found = messages("layout: S\nline: {item: {width: clamp(10, width, 300), height: 100}}\n")
        #expect(found == [
            "2:22: the expression 'clamp(10, width, 300)' contains a comma inside a {…} flow mapping, where YAML ends a value at every comma; "
                + "quote the expression: width: \"clamp(10, width, 300)\", or write the mapping in block style, one key a line",
        ], "\(found)")
    }

    @Test func aCallInAFlowListNamesTheListAndQuotesTheItem() {
        let source = "layout: T\ntiles:\n  areas: [\"a b\"]\n  columns: [min(100, width / 2), 50]\n  rows: 40\n"
        #expect(messages(source) == [
            "4:13: the expression 'min(100, width / 2)' contains a comma inside a […] flow list, where YAML ends a value at every comma; "
                + "quote the expression: \"min(100, width / 2)\", or write the list in block style, one '- item' a line",
        ])
    }

    @Test func aListInsideAMappingIsFoundToo() {
        let found = messages("layout: T\ntiles: {areas: [\"a b\"], columns: [50, max(40, width - 50)], rows: 40}\n")
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("2:39: the expression 'max(40, width - 50)' contains a comma inside a […] flow list") == true, "\(found)")
    }

    @Test func nestedCallsAreOneExpressionReportedOnce() {
        let found = messages("layout: S\nline: {item: {width: min(300, max(100, width / 2)) + 8, height: 100}}\n")
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("quote the expression: width: \"min(300, max(100, width / 2)) + 8\"") == true, "\(found)")
    }

    @Test func anExpressionOverLinesIsQuotedOnOne() {
        let found = messages("layout: S\nline: {item: {width: min(300,\n    width), height: 100}}\n")
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("2:22: the expression 'min(300, width)'") == true, "\(found)")
    }

    @Test func everySplitExpressionOfAFileIsReported() {
        let found = messages("layout: S\nline: {item: {width: min(300, width), height: max(40, height / 4)}}\n")
        #expect(found.count == 2, "\(found)")
        #expect(found.last?.hasPrefix("2:47: the expression 'max(40, height / 4)'") == true, "\(found)")
    }

    @Test func aKeyIsFoundAfterCharactersOfSeveralBytes() {
        // libyaml counts columns in characters; the expression is found in the bytes all the same.
        let found = messages("layout: S # é ü\nline: {item: {height: 100, width: max(1, width - 2)}} # ü\n")
        #expect(found.first?.contains("'max(1, width - 2)'") == true, "\(found)")
        let accented = messages("layout: S\nconstants: {é: 2}\nline: {item: {height: 100, width: max(é, width - 2)}}\n")
        #expect(accented.first?.contains("quote the expression: width: \"max(é, width - 2)\"") == true, "\(accented)")
    }

    /// Each piece of a hostile file would scan to the end of its list: the finder reads each byte
    /// once, whatever the number of pieces.
    @Test func aHostileFileIsScannedInLinearTime() {
        let unclosed = 5_000
        let list = "x: [" + Array(repeating: "a(", count: unclosed).joined(separator: ", ") + "]\n"
        var finder = SplitExpressionFinder(source: Array(list.utf8))
        let found = Array("a(".utf8).withUnsafeBufferPointer { piece in
            (0..<unclosed).filter { finder.expression(startingWith: piece, at: SourceLocation(line: 1, column: 5 + 4 * $0)) != nil }
        }
        #expect(found.isEmpty && finder.bytesScanned <= list.utf8.count, "\(finder.bytesScanned)")
        // A call nested deeper than an expression may be long: each piece would scan to its end.
        let depth = 5_000
        let nested = "x: {w: " + String(repeating: "f(1, ", count: depth) + "1" + String(repeating: ")", count: depth) + "}\n"
        var deep = SplitExpressionFinder(source: Array(nested.utf8))
        let deepFound = Array("f(1".utf8).withUnsafeBufferPointer { piece in
            (0..<depth).filter { deep.expression(startingWith: piece, at: SourceLocation(line: 1, column: 8 + 5 * $0)) != nil }
        }
        #expect(deepFound.isEmpty && deep.bytesScanned <= nested.utf8.count, "\(deep.bytesScanned)")
    }

    @Test func quotedOrBlockStyleExpressionsAreWhole() {
        #expect(messages("layout: S\nline: {item: {width: \"min(300, width)\", height: 100}}\n").isEmpty)
        #expect(messages("layout: S\nline:\n  item:\n    width: min(300, width)\n    height: max(10, min(width, 300))\n").isEmpty)
        #expect(messages("layout: T\ntiles:\n  areas: [\"a b\"]\n  columns:\n    - min(100, width / 2)\n    - 50\n  rows: 40\n").isEmpty)
    }

    @Test func anUnclosedCallIsTheExpressionsOwnError() {
        // The parenthesis is never closed, so what follows the comma is no part of the call: the
        // piece's own checker names the open parenthesis.
        for source in ["layout: S\nline: {item: {width: min(300 , height: 100}}\n", "layout: S\nline: {item: {height: 100, width: min(300}}\n"] {
            let found = messages(source)
            #expect(!found.isEmpty && !found.contains { $0.contains("contains a comma") }, "\(found)")
        }
    }
}
