import Testing
@testable import generate_model

/// The one renderer: indentation by language, blocks, declarations one blank line apart,
/// wrapped lists and comments in each language's spelling.
@Suite struct RendererTests {
    private func text(_ language: SourceLanguage, _ code: [Code]) -> String {
        SourceFile(language, header: "Generated.", code).text
    }

    @Test func blocksIndentByTheLanguagesUnitAndBlankLinesStayEmpty() {
        let code: [Code] = [.function("func a()", [.block("if b {", [.line("c()")]), .blank, .line("d()")])]
        #expect(text(.swift, code) == "// Generated.\nfunc a() {\n    if b {\n        c()\n    }\n\n    d()\n}\n")
        #expect(text(.typeScript, code) == "// Generated.\nfunc a() {\n  if b {\n    c()\n  }\n\n  d()\n}\n")
    }

    @Test func membersAreOneBlankLineApart() {
        let code: [Code] = [.extension("A", [.line("let a = 1"), .group([.line("let b = 2"), .line("let c = 3")]), .line("let d = 4")])]
        #expect(text(.swift, code) == "// Generated.\nextension A {\n    let a = 1\n\n    let b = 2\n    let c = 3\n\n    let d = 4\n}\n")
    }

    @Test func aSwiftSwitchKeepsItsCasesAtItsDepthAndAJavaCaseHasNoClosing() {
        let swift: [Code] = [.switch("self", [.line("case .a: 1"), .line("case .b: 2")])]
        #expect(text(.swift, swift) == "// Generated.\nswitch self {\ncase .a: 1\ncase .b: 2\n}\n")
        let java: [Code] = [.block("switch (key) {", [.block("case \"a\":", [.line("return 1;")], closing: nil)])]
        #expect(text(.java, java) == "// Generated.\nswitch (key) {\n    case \"a\":\n        return 1;\n}\n")
    }

    @Test func aWrappedListEndsEachItemWithACommaButTheLast() {
        let code: [Code] = [.wrapped("f(", [.line("a: 1"), .block("b: [", [.line("2,")], closing: "]")], closing: ")")]
        #expect(text(.swift, code) == "// Generated.\nf(\n    a: 1,\n    b: [\n        2,\n    ])\n")
    }

    @Test func commentsAreSpeltAsEachLanguageSpellsThem() {
        let code: [Code] = [.block("struct A {", [.doc("One.\n\nTwo."), .line("var a: Int"), .doc(nil), .note("why\n"), .line("var b: Int")])]
        #expect(text(.swift, code) == "// Generated.\nstruct A {\n    /// One.\n    ///\n    /// Two.\n    var a: Int\n    // why\n    //\n    var b: Int\n}\n")
        #expect(text(.java, [.doc("One line.")]) == "// Generated.\n/** One line. */\n")
        #expect(text(.typeScript, [.block("x {", [.doc("One.\n\nTwo.")])]) == "// Generated.\nx {\n  /**\n   * One.\n   *\n   * Two.\n   */\n}\n")
    }

    @Test func theWebAndAndroidModelsSayAbsentForNil() {
        #expect(inTheirWords("nil: one each; nils stay") == "absent: one each; nils stay")
        #expect(inTheirWords(nil) == nil)
    }
}
