#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `tessera compile` writes and `CompiledLayout` reads: a checked layout's model, with each
/// formula as a program for the runtime's evaluator and the place its author wrote it.
///
/// The format is versioned as a whole. A file says the lowest version that holds what it uses, so
/// that a layout without newer features stays readable by older runtimes; a runtime reads every
/// version up to its own `formatVersion` and refuses a newer one (and a file that uses more than
/// its version has) with a message that says which tool to use, never half-reading it.
///
/// Version 2 added the grid kind, a tiles block's extent, a section's own effects and snap, and
/// the `textScale` input.
package struct CompiledLayoutFile: Codable, Sendable {
    package static let formatName = "tessera-compiled-layout"
    package static let formatVersion = 2

    package var format = Self.formatName
    package var version = Self.formatVersion
    /// The layout file it was compiled from, as the compiler was given it: the file that errors
    /// about a formula's value name, with the formula's line and column.
    package var source: String?
    package var layout: LayoutModel<Formula>
    /// Indexed by `Formula.id`.
    package var formulas: [CompiledFormula]

    package init(source: String?, layout: LayoutModel<Formula>, formulas: [CompiledFormula], reads: InputReads) {
        self.source = source
        self.layout = layout
        self.formulas = formulas
        version = Self.versionNeeded(by: layout, reads: reads).version
    }

    /// The lowest version that holds `layout`, and the first thing it uses that version 1 lacks.
    package static func versionNeeded(by layout: LayoutModel<Formula>, reads: InputReads) -> (version: Int, feature: String?) {
        if reads.contains(.textScale) { return (2, "the text size (textScale)") }
        for body in [layout.base] + layout.variants.map(\.body) {
            for section in [body.defaultSection] + body.sectionOverrides {
                if case .grid = section.arrangement { return (2, "the grid kind") }
                if case .tiles(let tiles) = section.arrangement, tiles.extent != nil { return (2, "a tiles block's extent") }
                if section.effects != nil || section.snap != nil { return (2, "a section's own effects or snap") }
            }
        }
        return (1, nil)
    }

    /// The file's bytes: sorted keys and two-space indents, so that the same layout always gives
    /// the same file and a change to it reads well in a diff.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }
}

/// One formula of a compiled layout: where it is written, and its program in postfix text, its
/// instructions separated by spaces: numbers, names (`width`), operators (`*`, `<=`, `&&`), `neg`
/// and `!`, calls with their argument count (`min/2`), and jumps by a count of instructions
/// (`jumpIfFalse:3`, `jump:2`). `width / 2` is `width 2 /`.
package struct CompiledFormula: Codable, Sendable {
    package var line: Int
    package var column: Int
    package var program: [FormulaProgram.Instruction]

    package init(line: Int, column: Int, program: [FormulaProgram.Instruction]) {
        self.line = line
        self.column = column
        self.program = program
    }

    private enum CodingKeys: String, CodingKey {
        case line, column, program
    }

    package init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        line = try fields.decode(Int.self, forKey: .line)
        column = try fields.decode(Int.self, forKey: .column)
        let text = try fields.decode(String.self, forKey: .program)
        var program: [FormulaProgram.Instruction] = []
        for (position, token) in text.split(separator: " ").enumerated() {
            guard program.count < FormulaProgram.maxInstructions else {
                throw DecodingError.dataCorruptedError(forKey: .program, in: fields, debugDescription: "a program has at most \(FormulaProgram.maxInstructions) instructions")
            }
            guard let instruction = FormulaProgram.Instruction(token: token) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .program, in: fields,
                    debugDescription: "instruction \(position), '\(token.prefix(40))', is not a number, a name, an operator, a call such as 'min/2' or a jump such as 'jump:2'")
            }
            program.append(instruction)
        }
        self.program = program
    }

    package func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encode(line, forKey: .line)
        try fields.encode(column, forKey: .column)
        try fields.encode(program.map(\.token).joined(separator: " "), forKey: .program)
    }
}

extension FormulaProgram.Instruction {
    /// The instruction's word in a program's text.
    package var token: String {
        switch self {
        case .constant(let value):
            // Integers without a fraction; anything else (negative zero included) as Swift
            // prints it, which reads back as the same bits.
            value == value.rounded() && Swift.abs(value) < 1e15 && !(value == 0 && value.sign == .minus)
                ? String(Int64(value)) : "\(value)"
        case .variable(let variable): variable.rawValue
        case .negate: "neg"
        case .not: "!"
        case .binary(let op): op.rawValue
        case .call(let function, let count): "\(function.rawValue)/\(count)"
        case .jumpIfFalse(let offset): "jumpIfFalse:\(offset)"
        case .jump(let offset): "jump:\(offset)"
        }
    }

    package init?(token: Substring) {
        if let variable = ExpressionVariable(rawValue: String(token)) {
            self = .variable(variable)
        } else if let op = BinaryOperator(rawValue: String(token)) {
            self = .binary(op)
        } else if token == "neg" {
            self = .negate
        } else if token == "!" {
            self = .not
        } else if let value = Double(token) {
            self = .constant(value)
        } else if let slash = token.firstIndex(of: "/"),
                  let function = BuiltInFunction(rawValue: String(token[..<slash])),
                  let count = Int(token[token.index(after: slash)...]) {
            self = .call(function, argumentCount: count)
        } else if token.hasPrefix("jumpIfFalse:"), let offset = Int(token.dropFirst("jumpIfFalse:".count)) {
            self = .jumpIfFalse(offset: offset)
        } else if token.hasPrefix("jump:"), let offset = Int(token.dropFirst("jump:".count)) {
            self = .jump(offset: offset)
        } else {
            return nil
        }
    }
}
