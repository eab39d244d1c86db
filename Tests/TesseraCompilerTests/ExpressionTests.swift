import Testing
@_spi(Generated) import TesseraRuntime
@testable import TesseraCompiler

/// Parses and checks one expression as if written in a YAML value at line 1, column 1.
private func checked(
    _ text: String, scope: VariableScope = .item, constants: [String: String] = [:],
    type: ExpressionType = .number
) -> (LayoutExpression?, [Diagnostic]) {
    let bag = DiagnosticBag()
    guard let parsed = ExpressionParser.parse(text, at: .start, diagnostics: bag) else { return (nil, bag.diagnostics) }
    let definitions = constants.sorted { $0.key < $1.key }.map { name, body in
        let parsed = ExpressionParser.parse(body, at: SourceLocation(line: 9, column: 1), diagnostics: bag)
        return ConstantDefinition(name: name, expression: parsed, location: SourceLocation(line: 9, column: 1))
    }
    let table = LayoutConstants(definitions: definitions, diagnostics: bag)
    let checker = ExpressionChecker(scope: scope, constants: table, diagnostics: bag)
    var scratch = ExpressionChecker.Scratch()
    return (checker.check(parsed, expecting: type, using: &scratch), bag.diagnostics)
}

private func value(_ text: String, width: Double = 375, height: Double = 667, index: Double = 0, constants: [String: String] = [:]) -> Double? {
    guard let expression = checked(text, constants: constants).0 else { return nil }
    var context = EvaluationContext(width: width, height: height)
    context.index = index
    return FormulaProgram(expression).evaluate(context)
}

private func singleError(_ text: String, scope: VariableScope = .item, type: ExpressionType = .number) -> Diagnostic? {
    let diagnostics = checked(text, scope: scope, type: type).1
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
    return diagnostics.first
}

@Suite struct ExpressionTests {
    /// The reader reports a repeated key; a table built from such a mapping anyway keeps the
    /// first definition, and the others' entries in the shared buffer are simply not used.
    @Test func aRepeatedConstantNameKeepsTheFirstDefinition() throws {
        let bag = DiagnosticBag()
        let definitions = [("a", "1"), ("b", "a + 1"), ("a", "5 * width"), ("c", "b * 2")].map { name, body in
            ConstantDefinition(name: name, expression: ExpressionParser.parse(body, at: .start, diagnostics: bag), location: .start)
        }
        let constants = LayoutConstants(definitions: definitions, diagnostics: bag)
        #expect(bag.diagnostics.isEmpty)
        #expect(constants.names == ["a", "b", "c"])
        let c = try #require(constants.index(of: "c"))
        guard case .number(let value)? = constants.checked(at: c)?.value else {
            Issue.record("c did not fold to a number")
            return
        }
        #expect(value == 4)
        #expect(constants.checked(at: c)?.reads == VariableMask.none)
    }

    @Test(arguments: [
        ("1 + 2 * 3", 7.0), ("(1 + 2) * 3", 9), ("10 - 4 - 3", 3), ("2 * 3 % 4", 2), ("-2 * -3", 6),
        ("7 % 3", 1), ("-7 % 3", -1), ("width / 2", 187.5), ("width > height ? 1 : 2", 2),
        ("1 < 2 && 3 > 4 ? 10 : 20", 20), ("!(1 == 1) || 2 != 2 ? 1 : 0", 0), ("min(3, 1, 2)", 1),
        ("max(3, 7)", 7), ("abs(-2.5)", 2.5), ("floor(-1.5)", -2), ("ceil(1.2)", 2), ("round(2.5)", 3),
        ("round(-2.5)", -3), ("sqrt(16)", 4), ("atan2(0, -1)", Double.pi), ("2 * pi", 2 * Double.pi), ("1e3 + .5", 1000.5),
        ("index == 0 ? 2 * width + 10 : width", 760),
    ])
    func evaluates(_ text: String, _ expected: Double) {
        #expect(value(text) == expected)
    }

    @Test func trigonometryMatchesTheCLibrary() throws {
        #expect(value("sin(1)") == LayoutMath.sin(1))
        #expect(value("cos(2 * pi / 7 * index)", index: 3) == LayoutMath.cos(2 * Double.pi / 7 * 3))
        #expect(value("tan(0.5)") == LayoutMath.tan(0.5))
    }

    @Test func constantsAreSubstitutedAndFolded() throws {
        #expect(value("unit * 2", constants: ["unit": "(width - 20) / 5"]) == 142)
        let (folded, _) = checked("2 * 3 + half", constants: ["half": "1 / 2"])
        #expect(folded?.constantValue == 6.5)
        // Only what does not depend on the viewport folds.
        let (partial, _) = checked("(1 + 1) * width")
        guard case .binary(.multiply, let lhs, _)? = partial?.kind else {
            Issue.record("expected a multiplication")
            return
        }
        #expect(lhs.constantValue == 2)
    }

    @Test func foldingAndEvaluationAgreeToTheBit() {
        let texts = ["0.1 + 0.2", "1 / 3 * 3", "2 * pi / 7 * 3", "sin(0.3) * cos(0.7)", "(375 - 10 - 10 - 4 * 10) / 6"]
        for text in texts {
            #expect(checked(text).0?.constantValue != nil, "\(text) should fold")
        }
        // Same operations evaluated from the unfolded program, with a variable standing in.
        var context = EvaluationContext(width: 0.1, height: 0)
        context.index = 3
        let program = FormulaProgram(checked("width + 0.2").0!)
        #expect(program.evaluate(context) == checked("0.1 + 0.2").0?.constantValue)
        context.width = 2 * Double.pi
        #expect(FormulaProgram(checked("width / 7 * index").0!).evaluate(context) == checked("2 * pi / 7 * 3").0?.constantValue)
    }

    @Test func conditionalsOnlyEvaluateTheirBranchInThePostfixProgram() {
        var context = EvaluationContext(width: 0, height: 0)
        let program = FormulaProgram(checked("width == 0 ? 1 : 1 / width").0!)
        #expect(program.evaluate(context) == 1)
        context.width = 4
        #expect(program.evaluate(context) == 0.25)
    }

    @Test func unknownNamesPointAtTheNameAndSuggestTheNearest() {
        let diagnostic = singleError("(widht - 20) / 3")
        #expect(diagnostic?.location == SourceLocation(line: 1, column: 2))
        #expect(diagnostic?.message.contains("unknown name 'widht'; did you mean 'width'?") == true)
    }

    @Test func namesOutsideTheFieldsContextAreExplained() {
        let diagnostic = singleError("width + distance")
        #expect(diagnostic?.location == SourceLocation(line: 1, column: 9))
        #expect(diagnostic?.message.contains("'distance'") == true)
        #expect(diagnostic?.message.contains("is not available here; this field can use width, height, index, count, section") == true)
    }

    @Test func wrongArityNamesTheFunctionAndTheCount() {
        let diagnostic = singleError("1 + sin(1, 2)")
        #expect(diagnostic?.location == SourceLocation(line: 1, column: 5))
        #expect(diagnostic?.message == "sin takes 1 argument, but was given 2")
        #expect(singleError("min(1)")?.message == "min takes at least 2 arguments, but was given 1")
        #expect(singleError("atan2(1)")?.message == "atan2 takes 2 arguments, but was given 1")
    }

    @Test func unknownFunctionsAreListed() {
        let diagnostic = singleError("width * sine(1)")
        #expect(diagnostic?.location == SourceLocation(line: 1, column: 9))
        #expect(diagnostic?.message.contains("unknown function 'sine'; did you mean 'sin'?") == true)
    }

    @Test func divisionByAConstantZeroPointsAtTheDivisor() {
        let diagnostic = singleError("width / (2 - 2)")
        #expect(diagnostic?.location == SourceLocation(line: 1, column: 9))
        #expect(diagnostic?.message == "division by zero: the divisor is always 0")
        #expect(singleError("index % 0")?.message == "remainder by zero: the divisor is always 0")
    }

    @Test func syntaxErrorsPointAtTheOffendingCharacter() {
        #expect(singleError("width +")?.location == SourceLocation(line: 1, column: 8))
        #expect(singleError("width = 2")?.message.contains("write '==' to compare") == true)
        #expect(singleError("width = 2")?.location == SourceLocation(line: 1, column: 7))
        #expect(singleError("(width")?.message.contains("expected ')'") == true)
        #expect(singleError("width 2")?.message.contains("unexpected the number 2") == true)
        #expect(singleError("1 < 2 < 3", type: .boolean)?.message.contains("comparisons do not chain") == true)
        #expect(singleError("")?.message.contains("found nothing") == true)
        #expect(singleError("1e999")?.message.contains("too large") == true)
    }

    @Test func typesAreChecked() {
        #expect(singleError("width > 2")?.message == "expected a number, but this is a condition (true or false)")
        #expect(singleError("width", type: .boolean)?.message.contains("expected a condition") == true)
        #expect(singleError("1 + (2 > 1)")?.message.contains("'+' needs a number on each side") == true)
        #expect(singleError("1 ? 2 : 3")?.message.contains("the condition before '?' must be a comparison") == true)
        #expect(singleError("width > 1 ? 2 : width > 3")?.message.contains("both branches of '?'") == true)
        #expect(singleError("!width")?.message.contains("'!' needs a condition") == true)
        #expect(singleError("sqrt(width > 1)")?.message.contains("sqrt takes numbers") == true)
    }

    @Test func everyVariableHasItsOwnBitInCaseOrder() {
        #expect(Set(ExpressionVariable.allCases.map(\.bit)).count == ExpressionVariable.allCases.count)
        #expect(ExpressionVariable.allCases.sorted() == ExpressionVariable.allCases)
    }

    /// `VariableScope.mask` finds a scope's mask by a position written out case by case.
    @Test func everyScopesMaskHoldsExactlyItsVariables() {
        for scope in VariableScope.allCases {
            #expect(scope.mask == VariableMask(scope.variables), "\(scope)")
        }
    }

    @Test func cyclicConstantsAreReported() {
        let (result, diagnostics) = checked("a + 1", constants: ["a": "b * 2", "b": "a / 2"])
        #expect(result == nil)
        #expect(diagnostics.contains { $0.message.contains("depends on itself (a → b → a)") })
    }

    @Test func lengthAndDepthAreLimited() {
        let long = Array(repeating: "1", count: CompilerLimits.maxExpressionLength).joined(separator: "+")
        #expect(singleError(long)?.message.contains("characters long") == true)
        let deep = String(repeating: "(", count: CompilerLimits.maxExpressionDepth + 1) + "1" + String(repeating: ")", count: CompilerLimits.maxExpressionDepth + 1)
        #expect(singleError(deep)?.message.contains("nests deeper") == true)
        let negations = String(repeating: "-", count: CompilerLimits.maxExpressionDepth + 1) + "1"
        #expect(singleError(negations)?.message.contains("nests deeper") == true)
    }
}
