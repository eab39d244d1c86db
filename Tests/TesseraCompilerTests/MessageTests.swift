import Testing
@testable import TesseraCompiler
import TesseraRuntime

/// Messages new users met that read badly: each says what is wrong in the user's terms.
@Suite struct MessageTests {
    func messages(_ source: String) -> [String] {
        compile(source).diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func aWordCutShortIsCompleted() {
        let found = messages("layout: S\nline: {item: {width: 10, height: 10}}\nsnap: lead\n")
        #expect(found == ["3:7: 'snap' must be one of 'none', 'center', 'leading', 'page' or a mapping of paging, items, not 'lead'; did you mean 'leading'?"])
    }

    @Test func aWordWhereANumberGoesIsAValueOfTheWrongKind() {
        let found = messages("layout: S\nline: {item: {width: 10, height: 10}}\nheader: big\n")
        #expect(found == ["3:9: this value must be a number or an expression (of width, height, count, section, textScale), not the word 'big'"], "\(found)")
        // A misspelt name is still one, with its suggestion.
        #expect(messages("layout: S\nline: {item: {width: widht, height: 10}}\n").first?.contains("unknown name 'widht'; did you mean 'width'?") == true)
        // A constant is a name.
        #expect(messages("layout: S\nconstants: {big: 40}\nline: {item: {width: 10, height: 10}}\nheader: big\n").isEmpty)
    }

    @Test func aSuggestionEndsItsSentence() {
        // "did you mean ...?" and then what is available, as a sentence of its own: never "?;".
        let name = messages("layout: S\nline: {item: {width: widht, height: 10}}\n")
        #expect(name.first?.hasPrefix("2:22: unknown name 'widht'; did you mean 'width'? Names available here: ") == true, "\(name)")
        let function = messages("layout: S\nline: {item: {width: sine(1), height: 10}}\n")
        #expect(function.first?.hasPrefix("2:22: unknown function 'sine'; did you mean 'sin'? The functions are ") == true, "\(function)")
        #expect(!(name + function).contains { $0.contains("?;") })
        // Without a suggestion, the list follows the semicolon.
        #expect(messages("layout: S\nline: {item: {width: zzzzzz + 1, height: 10}}\n").first?.contains("unknown name 'zzzzzz'; names available here: ") == true)
    }

    @Test func aConstantIsNotOfferedToItsOwnDefinition() throws {
        let found = messages("layout: S\nconstants:\n  cardWidth: cardWidht / 2\n  gap: 8\nline: {item: {width: 10, height: 10}}\n")
        let message = try #require(found.first, "\(found)")
        #expect(message.hasPrefix("3:14: unknown name 'cardWidht'; names available here: "), "\(message)")
        #expect(!message.contains("cardWidth") && message.hasSuffix(", gap"), "\(message)")
    }

    @Test func aKeyIndentedTooFarSaysSo() {
        let deeper = messages("layout: S\nline:\n  item: {width: 10, height: 10}\n  spacing: 4\n    align: start\n")
        #expect(deeper.count == 1 && deeper[0].hasPrefix("5:10: mapping values are not allowed in this context; this line is indented deeper than 'spacing'"), "\(deeper)")
        let flow = messages("layout: S\nline:\n  item: {width: 10, height: 10}\n    spacing: 4\n")
        #expect(flow.first?.contains("this line is indented deeper than 'item' above it, which already has a value") == true, "\(flow)")
        // An unquoted expression with ': ' is still told to be quoted.
        let expression = messages("layout: S\nflow:\n  columns: 3\n  span: index == 0 ? 2 : 1\n")
        #expect(expression.first?.contains("must be quoted") == true, "\(expression)")
    }

    @Test func aTabSaysToUseSpaces() {
        #expect(messages("layout: S\nline:\n\titem: {width: 10, height: 10}\n")
            == ["3:1: a tab character here: YAML indents with spaces only; replace the tab with spaces"])
    }

    @Test func aFormulaForTheColumnsPointsToWhatChoosesThemBySize() {
        let found = messages("layout: S\nflow:\n  columns: \"width > 700 ? 3 : 2\"\n  aspect: 1\n")
        #expect(found.count == 1 && found[0].hasPrefix("3:12: 'columns' must be a whole number, not 'width > 700 ? 3 : 2'; to choose the columns by the viewport, give 'minColumnWidth'"), "\(found)")
        #expect(found.first?.contains("'variants'") == true)
    }

    @Test func aMappingExpectedNamesItsKeys() {
        #expect(messages("layout: S\nline:\n  item: 5\n") == ["3:9: item size must be a mapping of width, height, not '5'"])
    }

    @Test func numbersInMessagesAreRoundedForAReader() {
        #expect(describe(-16.470588235294116) == "-16.47")
        #expect(describe(0.000123456) == "0.000123")
        #expect(describe(2.999) == "3" && describe(-0.0) == "0" && describe(1e-25) == "1e-25" && describe(12) == "12")
        // JSON keeps every digit.
        #expect(exactText(-16.470588235294116) == "-16.470588235294116")
    }

    @Test func aFileOfManyErrorsStopsListingThemAfterAHundred() {
        let source = "layout: S\nline: {item: {width: 10, height: 10}}\n" + (0..<1_000).map { "unknown\($0): 1\n" }.joined()
        let found = compile(source).diagnostics
        #expect(found.count == DiagnosticBag.errorLimit + 1)
        #expect(found.last?.message == "and 900 more errors not shown (the first 100 are above); fix those and run again")
    }
}
