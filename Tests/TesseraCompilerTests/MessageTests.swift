import Testing
@testable import TesseraCompiler

/// Messages new users met that read badly: each says what is wrong in the user's terms.
@Suite struct MessageTests {
    func messages(_ source: String) -> [String] {
        compile(source).diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func aWordCutShortIsCompleted() {
        let found = messages("layout: S\nline: {item: {width: 10, height: 10}}\nsnap: lead\n")
        #expect(found == ["3:7: 'snap' must be one of 'none', 'center', 'leading', 'page', not 'lead'; did you mean 'leading'?"])
    }

    @Test func aWordWhereANumberGoesIsAValueOfTheWrongKind() {
        let found = messages("layout: S\nline: {item: {width: 10, height: 10}}\nheader: big\n")
        #expect(found == ["3:9: this value must be a number or an expression (of width, height, count, section, textScale), not the word 'big'"], "\(found)")
        // A misspelt name is still one, with its suggestion.
        #expect(messages("layout: S\nline: {item: {width: widht, height: 10}}\n").first?.contains("unknown name 'widht'; did you mean 'width'?") == true)
        // A constant is a name.
        #expect(messages("layout: S\nconstants: {big: 40}\nline: {item: {width: 10, height: 10}}\nheader: big\n").isEmpty)
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
}
