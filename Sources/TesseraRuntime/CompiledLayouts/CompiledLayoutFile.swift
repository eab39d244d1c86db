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
/// version up to its own `formatVersion`, and a newer file only when its `mustUnderstand` list
/// names nothing the runtime does not know (a file that uses more than its version has is
/// refused), with a message that says what to do, never half-reading it. The versions and the
/// members' compatibility come from the model's description (`since:`), in
/// Generated/CompiledFormatVersions.swift.
///
/// Version 2 added the grid kind, a tiles block's extent, a section's own effects and snap, and
/// the `textScale` input.
package struct CompiledLayoutFile: Encodable, Sendable {
    package static let formatName = "tessera-compiled-layout"

    package var format = Self.formatName
    package var version = Self.formatVersion
    /// The layout file it was compiled from, as the compiler was given it: the file that errors
    /// about a formula's value name, with the formula's line and column.
    package var source: String?
    package var layout: LayoutModel<Formula>
    /// Indexed by `Formula.id`.
    package var formulas: [CompiledFormula]
    /// The must-understand members the file uses beyond version 1 and where (absent in a version 1
    /// file): what a reader newer than the contract checks before it reads a newer file.
    package var mustUnderstand: [MemberUse]?

    package init(source: String?, layout: LayoutModel<Formula>, formulas: [CompiledFormula], reads: InputReads) {
        self.source = source
        self.layout = layout
        self.formulas = formulas
        version = Self.versionNeeded(by: layout, reads: reads).version
        mustUnderstand = Self.mustUnderstandList(version: version, layout: layout, formulas: formulas)
    }

    /// A file as read, with the version it says (its list of members made again from what it holds).
    init(version: Int, source: String?, layout: LayoutModel<Formula>, formulas: [CompiledFormula]) {
        self.version = version
        self.source = source
        self.layout = layout
        self.formulas = formulas
        mustUnderstand = Self.mustUnderstandList(version: version, layout: layout, formulas: formulas)
    }

    /// Reads and checks a file as `CompiledLayout` does, for tools that change a file and write
    /// it again.
    package static func read(_ json: Data) throws(CompiledLayout.LoadError) -> CompiledLayoutFile {
        try CompiledLayoutReader(file: nil).read(json).file
    }

    /// The lowest version that holds `layout`, and the first thing it uses that version 1 lacks.
    package static func versionNeeded(by layout: LayoutModel<Formula>, reads: InputReads) -> (version: Int, feature: String?) {
        var needed: (version: Int, feature: String?) = reads.contains(.textScale) ? textScaleVersion : (1, nil)
        // What sections need comes from the model's description (Generated/CompiledFormatVersions.swift).
        for body in [layout.base] + layout.variants.map(\.body) {
            for section in [body.defaultSection] + body.sectionOverrides {
                if let sectionNeeds = versionNeeded(by: section), sectionNeeds.version > needed.version { needed = sectionNeeds }
            }
            if let bodyNeeds = versionNeeded(by: body), bodyNeeds.version > needed.version { needed = bodyNeeds }
        }
        // Paging by item is a value of the snap fields rather than a field.
        if needed.version < pagingByItemVersion.version, pagesByItem(layout) { needed = pagingByItemVersion }
        return needed
    }

    /// Whether any snap rule of `layout` pages by item.
    static func pagesByItem(_ layout: LayoutModel<Formula>) -> Bool {
        func paging(_ rule: SnapRule?) -> Bool { if case .paging = rule { true } else { false } }
        return ([layout.base] + layout.variants.map(\.body)).contains { body in
            paging(body.snap) || ([body.defaultSection] + body.sectionOverrides).contains { paging($0.snap) || paging($0.orthogonal?.snap) }
        }
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
package struct CompiledFormula: Encodable, Sendable {
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

    /// Reads one instruction's word, by the grammar docs/COMPILED-FORMAT.md gives ("Programs"):
    /// every runtime reads the same words, so nothing is left to a platform's number parser.
    package init?(token: Substring) {
        // Every word is ASCII; past this, Swift's string comparisons are byte comparisons.
        guard token.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        if let variable = ExpressionVariable(rawValue: String(token)) {
            self = .variable(variable)
        } else if let op = BinaryOperator(rawValue: String(token)) {
            self = .binary(op)
        } else if token == "neg" {
            self = .negate
        } else if token == "!" {
            self = .not
        } else if let value = Self.number(token) {
            self = .constant(value)
        } else if let slash = token.firstIndex(of: "/"),
                  let function = BuiltInFunction(rawValue: String(token[..<slash])),
                  let count = Self.integer(token[token.index(after: slash)...], signed: false) {
            self = .call(function, argumentCount: count)
        } else if token.hasPrefix("jumpIfFalse:"), let offset = Self.integer(token.dropFirst("jumpIfFalse:".count), signed: true) {
            self = .jumpIfFalse(offset: offset)
        } else if token.hasPrefix("jump:"), let offset = Self.integer(token.dropFirst("jump:".count), signed: true) {
            self = .jump(offset: offset)
        } else {
            return nil
        }
    }

    /// A constant: a JSON number (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, the nearest
    /// double), or `inf`, `-inf` or `nan`.
    static func number(_ token: Substring) -> Double? {
        switch token {
        case "inf": return .infinity
        case "-inf": return -.infinity
        case "nan": return .nan
        default: break
        }
        let bytes = Array(token.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return nil
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(token)
    }

    /// An argument count or a jump: up to nine decimal digits (a jump may be negative, which the
    /// program check then refuses as going backwards).
    static func integer(_ token: Substring, signed: Bool) -> Int? {
        let digits = signed && token.hasPrefix("-") ? token.dropFirst() : token
        guard (1...9).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(token)
    }
}
