import Foundation
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTestSupport

/// Layouts at every limit the checker accepts (each one step further is rejected), generated,
/// compiled by swiftc without warnings and run: their answers must equal the interpreter's.
/// (`swift test` finds the limits and generates the code; compiling it, most of the time, is for
/// `TESSERA_FULL_TESTS=1`.)
/// Typical files say little about what the generator does with a 4,096-character expression or
/// one nested a thousand levels deep once its constants are substituted.
@Suite struct GeneratedCodeLimitsTests {
    /// A layout at a limit, and the reason its next step is rejected (nil where nothing limits it).
    struct AtLimit {
        var name: String
        var source: String
        var beyond: String?
    }

    /// The largest `n` in `range` whose layout checks (`range.lowerBound` must, the upper bound
    /// must not), so that `n + 1` is the first step over the limit.
    static func largestAccepted(in range: ClosedRange<Int>, _ layout: (Int) -> String) -> Int? {
        guard compile(layout(range.lowerBound)).ir != nil, compile(layout(range.upperBound)).ir == nil else { return nil }
        var accepted = range.lowerBound, rejected = range.upperBound
        while rejected - accepted > 1 {
            let middle = (accepted + rejected) / 2
            if compile(layout(middle)).ir != nil { accepted = middle } else { rejected = middle }
        }
        return accepted
    }

    static func limit(_ name: String, searching range: ClosedRange<Int>, _ layout: (String, Int) -> String) -> AtLimit? {
        guard let n = largestAccepted(in: range, { layout(name, $0) }) else { return nil }
        let error = errors(layout(name, n + 1)).first?.message ?? ""
        return AtLimit(name: name, source: layout(name, n), beyond: error)
    }

    static func line(_ name: String, width: String, constants: [String] = []) -> String {
        let constantLines = constants.isEmpty ? "" : "constants:\n" + constants.map { "  \($0)\n" }.joined()
        return "layout: \(name)\n\(constantLines)line:\n  item: {width: \"\(width)\", height: 100}\n  spacing: 4\n"
    }

    static func layoutsAtTheLimits() -> [AtLimit?] {
        [
            // The longest expression, padded to the exact length with spaces.
            limit("LongestExpression", searching: 0...41) { name, padding in
                var terms = "width / 999"
                while terms.count + 14 <= CompilerLimits.maxExpressionLength - 40 { terms += " + width / 999" }
                let padded = terms + String(repeating: " ", count: CompilerLimits.maxExpressionLength - 40 - terms.count + padding)
                return line(name, width: padded)
            },
            limit("DeepestExpression", searching: 1...200) { name, depth in
                line(name, width: String(repeating: "(", count: depth) + "width / 9" + String(repeating: " + 1)", count: depth))
            },
            // Constants that each use the one before: substituted, they nest as deep as the chain.
            limit("LongestConstantChain", searching: 1...2_000) { name, length in
                let chain = ["c0: width / 100"] + (1...length).map { "c\($0): \"c\($0 - 1) * 0.999 + (width > height ? 1 : 0.5)\"" }
                return line(name, width: "c\(length)", constants: chain)
            },
            // Conditionals nested as deep as substituted constants may go, each one's branch
            // holding the next: cut into statements, they must not nest `if`s past the parser's
            // 256 levels.
            limit("DeepestConditionals", searching: 1...2_000) { name, length in
                let chain = ["k0: width / 100"] + (1...length).map { "k\($0): \"width > \($0) ? k\($0 - 1) + 1 : 2\"" }
                return line(name, width: "k\(length)", constants: chain)
            },
            // Constants that each use the one before twice (d11 is 2,048 copies of d0), added up
            // to `total` copies.
            limit("MostOperations", searching: 1...20_000) { name, total in
                let doubling = ["d0: width / 100"] + (1...11).map { "d\($0): d\($0 - 1) + d\($0 - 1)" }
                let terms = Array(repeating: "d11", count: total >> 11) + (0...10).filter { total & (1 << $0) != 0 }.map { "d\($0)" }
                return line(name, width: terms.joined(separator: " + ") + " / \(total)", constants: doubling)
            },
            limit("MostCells", searching: 1...(Limits.maxPatternCells + 1)) { name, count in
                let cells = (0..<count).map { i in
                    "    - {x: \"\(i % 32) * width / 32\", y: \"\(i / 32) * width / 32\", width: \"width / 32 - 1\", height: \"width / 32 - \(i % 5)\"}\n"
                }
                return "layout: \(name)\ntiles:\n  cells:\n" + cells.joined() + "  period: \"\((count + 31) / 32) * width / 32 + 8\"\n"
            },
            limit("TallestAreas", searching: 1...(Limits.maxPatternCells + 1)) { name, rows in
                "layout: \(name)\ntiles:\n  columns: width / 2\n  rows: 40\n  areas:\n" + (0..<rows).map { "    - \($0)\n" }.joined()
            },
            limit("MostColumns", searching: 1...(Limits.maxPatternCells + 1)) { name, columns in
                let spec = (0..<columns).map { "[\($0)]" }.joined(separator: ", ")
                return "layout: \(name)\nblocks:\n  columns: [\(spec)]\n  columnWidth: \"width / \(columns) - column % 3\"\n  itemLength: \"slot + 20\"\n  spacing: 1\n"
            },
            limit("MostVariants", searching: 1...(Limits.maxVariants + 1)) { name, count in
                let variants = (0..<count).map { i in
                    "  - when: width > \(1_100 - i * 13)\n    flow: {columns: \(i % 9 + 1), aspect: \(1 + Double(i) / 64), spacing: \(i % 4)}\n"
                }
                return "layout: \(name)\nflow:\n  columns: 3\n  aspect: 1\nvariants:\n" + variants.joined()
            },
            limit("MostSections", searching: 1...(Limits.maxSectionOverrides + 1)) { name, count in
                let sections = (0..<count).map { i in
                    "  - flow: {columns: \(i % 7 + 1), aspect: \"width > height ? \(i % 3 + 1) : 1\", spacing: \(i % 5)}\n"
                }
                return "layout: \(name)\nflow:\n  columns: 2\n  aspect: 1\nsections:\n" + sections.joined()
            },
        ]
    }

    @Test func layoutsAtEveryLimitCompileWithoutWarningsAndAgreeWithTheInterpreter() throws {
        let layouts = Self.layoutsAtTheLimits()
        for (index, layout) in layouts.enumerated() {
            #expect(layout != nil, "limit layout \(index): the first step is rejected or the last accepted")
        }
        var atLimits = layouts.compactMap { $0 }
        // No count limits constants; many of them cost the front end, never the generated code.
        let constants = (0..<20_000).map { "k\($0): width / \($0 + 1)" }
        atLimits.append(AtLimit(name: "ManyConstants", source: Self.line("ManyConstants", width: "k0 / 4 + k19999", constants: constants), beyond: nil))

        let build = try BuildProducts.locate()
        try withTemporaryDirectory(named: "tessera-limits") { directory in
            var sources: [URL] = []
            var expected = ""
            for layout in atLimits {
                if let beyond = layout.beyond {
                    let overTheLimit = ["limit", "more than", "deeper", "at most"].contains { beyond.contains($0) }
                    #expect(overTheLimit, "\(layout.name): the next step fails for another reason: \(beyond)")
                }
                let ir = try #require(compile(layout.source).ir)
                let url = directory.appendingPathComponent("\(layout.name).swift")
                try SwiftGenerator(access: .internal).generate(ir, sourcePath: "\(layout.name).yaml", typeName: layout.name)
                    .write(to: url, atomically: true, encoding: .utf8)
                sources.append(url)
                expected += answerDump(InterpretedLayout(ir, file: "\(layout.name).yaml"))
            }
            guard TestScale.isFull else { return }
            let answers = try GeneratedProgram(directory: directory, build: build).compileAndRun(sources: sources, typeNames: atLimits.map(\.name))
            if let difference = GeneratedCodeTests.firstDifference(expected, answers) {
                Issue.record("generated code and interpreter disagree at the limits:\n\(difference)")
            }
        }
    }

    /// Expressions past what swiftc parses in one piece (256 nested parentheses) or type-checks
    /// quickly are cut into statements of a few operations each; small ones stay one expression.
    @Test func largeExpressionsAreCutIntoShortStatements() throws {
        let small = try #require(compile(Self.line("Small", width: "(width - 20) / 3")).ir)
        // Formula 0 is the item's width.
        #expect(FormulaSwift.lower(FormulaTable(small).expressions[0]) == .expression("(context.width - 20.0) / 3.0"))

        let deep = String(repeating: "(", count: 60) + "width / 9" + String(repeating: " + 1)", count: 60)
        let ir = try #require(compile(Self.line("Deep", width: deep)).ir)
        guard case .statements(let statements, let result) = FormulaSwift.lower(FormulaTable(ir).expressions[0]) else {
            Issue.record("a 60-level expression should be cut into statements")
            return
        }
        #expect(statements.count >= 60 / FormulaSwift.budget)
        for statement in statements + [result] {
            #expect(statement.count { $0 == "(" } <= FormulaSwift.budget, "\(statement)")
            #expect(statement.count { $0 == "+" || $0 == "/" } <= FormulaSwift.budget, "\(statement)")
        }
    }
}
