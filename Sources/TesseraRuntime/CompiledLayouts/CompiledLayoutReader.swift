#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads and checks a compiled layout file. Nothing in it is trusted: the engine and the
/// evaluator rely on what the compiler guarantees (well-formed programs, formula numbers in
/// range, block slots that are a permutation, counts in the runtime's limits...), so each of
/// those is checked here, and what can be derived from the programs is derived, not read.
struct CompiledLayoutReader {
    let file: String?

    struct Checked {
        var model: LayoutModel<Formula>
        var programs: [FormulaProgram]
        var reads: InputReads
        var source: String?
    }

    /// Fields of the file read before the rest, so that a file of another format or version is
    /// refused for that reason, not for the first field that changed.
    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    func read(_ json: Data) throws(CompiledLayout.LoadError) -> Checked {
        guard json.count <= Limits.maxFileBytes else {
            throw fault("the file has \(json.count) bytes; compiled layouts are limited to \(Limits.maxFileBytes)")
        }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: json)
        } catch {
            throw fault(decoding: error, in: json)
        }
        guard header.format == CompiledLayoutFile.formatName else {
            throw fault(at: "format", header.format.map { "the format is '\($0)', not '\(CompiledLayoutFile.formatName)': this is not a compiled Tessera layout" }
                ?? "this is not a compiled Tessera layout (it has no 'format': '\(CompiledLayoutFile.formatName)'); write one with `tessera compile`")
        }
        guard let version = header.version, (1...CompiledLayoutFile.formatVersion).contains(version) else {
            throw fault(at: "version", "the file is in version \(header.version.map(String.init) ?? "(none)") of the compiled format, and this runtime reads versions 1 to \(CompiledLayoutFile.formatVersion); compile the layout again with the tessera of this runtime's release")
        }
        let contents: CompiledLayoutFile
        do {
            contents = try decoder.decode(CompiledLayoutFile.self, from: json)
        } catch {
            throw fault(decoding: error, in: json)
        }
        var programs: [FormulaProgram] = []
        programs.reserveCapacity(contents.formulas.count)
        for (number, formula) in contents.formulas.enumerated() {
            let place = "formulas[\(number)]"
            guard formula.line >= 1, formula.column >= 1 else {
                throw fault(at: place, "a formula's line and column start at 1, not \(formula.line):\(formula.column)")
            }
            do {
                programs.append(try FormulaProgram(checking: formula.program))
            } catch {
                throw fault(at: "\(place).program[\(error.instruction)]", error.message)
            }
        }
        let model = try checkedModel(contents.layout, formulas: contents.formulas, programs: programs)
        let reads = InputReads(reading: programs.lazy.flatMap(\.variables))
        // A file uses no more than its version has: an older runtime would misread it.
        let needed = CompiledLayoutFile.versionNeeded(by: model, reads: reads)
        if needed.version > version, let feature = needed.feature {
            throw fault(at: "version", "the file says version \(version) but uses \(feature), which came in version \(needed.version); compile the layout again")
        }
        return Checked(model: model, programs: programs, reads: reads, source: contents.source)
    }

    // MARK: The model

    private func checkedModel(_ model: LayoutModel<Formula>, formulas: [CompiledFormula], programs: [FormulaProgram]) throws(CompiledLayout.LoadError) -> LayoutModel<Formula> {
        guard !model.name.isEmpty, model.name.utf8.count <= 1_024 else {
            throw fault(at: "layout.name", "a layout's name has 1 to 1024 bytes, not \(model.name.utf8.count)")
        }
        guard model.variants.count <= Limits.maxVariants else {
            throw fault(at: "layout.variants", "the layout has \(model.variants.count) variants; at most \(Limits.maxVariants) are allowed")
        }
        try check(model.base, at: "layout.base")
        for (index, variant) in model.variants.enumerated() {
            try check(variant.body, at: "layout.variants[\(index)].body")
        }
        // Every formula number in range, and each formula given the place its author wrote it.
        var outOfRange: Int?
        let located = model.map { formula in
            guard formulas.indices.contains(formula.id) else {
                outOfRange = outOfRange ?? formula.id
                return formula
            }
            return Formula(formula.id, line: formulas[formula.id].line, column: formulas[formula.id].column)
        }
        if let outOfRange {
            throw fault(at: "layout", "a field refers to formula \(outOfRange), but the file has formulas 0 to \(formulas.count - 1)")
        }
        return withDerivedFlags(located, programs: programs)
    }

    private func check(_ body: BodyModel<Formula>, at place: String) throws(CompiledLayout.LoadError) {
        guard body.sectionOverrides.count <= Limits.maxSectionOverrides else {
            throw fault(at: "\(place).sectionOverrides", "the layout has \(body.sectionOverrides.count) section overrides; at most \(Limits.maxSectionOverrides) are allowed")
        }
        let circles = ([body.defaultSection] + body.sectionOverrides).filter { if case .circle = $0.arrangement { true } else { false } }
        if !circles.isEmpty, !body.sectionOverrides.isEmpty {
            throw fault(at: "\(place).sectionOverrides", "a circle cannot be one section among others: it does not scroll")
        }
        try check(body.defaultSection.arrangement, at: "\(place).defaultSection.arrangement")
        for (index, section) in body.sectionOverrides.enumerated() {
            try check(section.arrangement, at: "\(place).sectionOverrides[\(index)].arrangement")
        }
    }

    private func check(_ arrangement: Arrangement<Formula>, at place: String) throws(CompiledLayout.LoadError) {
        let columnRange = 1...Limits.maxColumns
        switch arrangement {
        case .tiles(let tiles):
            guard (1...Limits.maxPatternCells).contains(tiles.cells.count) else {
                throw fault(at: "\(place).tiles.cells", "a tile pattern has 1 to \(Limits.maxPatternCells) cells, not \(tiles.cells.count)")
            }
        case .blocks(let blocks):
            guard columnRange.contains(blocks.columns.count) else {
                throw fault(at: "\(place).blocks.columns", "a column spec has 1 to \(Limits.maxColumns) columns, not \(blocks.columns.count)")
            }
            let slots = blocks.columns.reduce(0) { $0 + $1.count }
            guard (1...Limits.maxPatternCells).contains(slots) else {
                throw fault(at: "\(place).blocks.columns", "a column spec has 1 to \(Limits.maxPatternCells) slots, not \(slots)")
            }
            var seen = [Bool](repeating: false, count: slots)
            for (column, list) in blocks.columns.enumerated() {
                for slot in list {
                    guard seen.indices.contains(slot), !seen[slot] else {
                        throw fault(at: "\(place).blocks.columns[\(column)]", "slot \(slot) is out of range or listed twice; the slots of a block are 0 to \(slots - 1), each once")
                    }
                    seen[slot] = true
                }
            }
        case .masonry(let masonry):
            if case .count(let count) = masonry.columns, !columnRange.contains(count) {
                throw fault(at: "\(place).masonry.columns", "a masonry layout has 1 to \(Limits.maxColumns) columns, not \(count)")
            }
        case .flow(let flow):
            if case .columns(let count, _) = flow.sizing, !columnRange.contains(count) {
                throw fault(at: "\(place).flow.sizing", "a flow has 1 to \(Limits.maxColumns) items per line, not \(count)")
            }
        case .rule(let rule):
            if let period = rule.period, !(1...Limits.maxPatternCells).contains(period.items) {
                throw fault(at: "\(place).rule.period.items", "a rule's period has 1 to \(Limits.maxPatternCells) items, not \(period.items)")
            }
        case .grid(let grid):
            if case .count(let count) = grid.columns, !columnRange.contains(count) {
                throw fault(at: "\(place).grid.columns", "a grid has 1 to \(Limits.maxColumns) columns, not \(count)")
            }
        case .circle, .line:
            break
        }
    }

    /// What the compiler derives from the formulas, derived again from the programs, so that the
    /// file cannot contradict itself: whether a flow's or a line's item size is measured per item.
    private func withDerivedFlags(_ model: LayoutModel<Formula>, programs: [FormulaProgram]) -> LayoutModel<Formula> {
        func readsIndex(_ formula: Formula) -> Bool { programs[formula.id].variables.contains(.index) }
        func derived(_ section: SectionModel<Formula>) -> SectionModel<Formula> {
            var section = section
            switch section.arrangement {
            case .flow(var flow):
                guard case .item(let size, _) = flow.sizing else { return section }
                flow.sizing = .item(size, perItem: readsIndex(size.width) || readsIndex(size.height))
                section.arrangement = .flow(flow)
            case .line(var line):
                line.perItem = readsIndex(line.item.width) || readsIndex(line.item.height)
                section.arrangement = .line(line)
            default:
                break
            }
            return section
        }
        func derived(_ body: BodyModel<Formula>) -> BodyModel<Formula> {
            var body = body
            body.defaultSection = derived(body.defaultSection)
            body.sectionOverrides = body.sectionOverrides.map(derived)
            return body
        }
        var model = model
        model.base = derived(model.base)
        model.variants = model.variants.map { VariantModel(condition: $0.condition, body: derived($0.body)) }
        return model
    }

    // MARK: Errors

    private func fault(at place: String = "", _ message: String) -> CompiledLayout.LoadError {
        CompiledLayout.LoadError(file: file, place: place, message)
    }

    /// A decoding error as a place in the file and a message, without Foundation's wording of
    /// Swift types.
    private func fault(decoding error: any Error, in json: Data) -> CompiledLayout.LoadError {
        if case .dataCorrupted(let context)? = error as? DecodingError, context.codingPath.isEmpty, let syntax = JSONSyntax.firstFault(in: json) {
            return CompiledLayout.LoadError(
                file: file, place: "line \(syntax.line), column \(syntax.column)",
                "the file is not valid JSON here: \(syntax.message); compiled layouts are written by `tessera compile`",
                line: syntax.line, column: syntax.column)
        }
        return fault(decoding: error)
    }

    private func fault(decoding error: any Error) -> CompiledLayout.LoadError {
        guard let error = error as? DecodingError else {
            return fault("the file is not valid JSON: \(error)")
        }
        func place(_ path: [any CodingKey]) -> String {
            path.reduce("") { place, key in
                if let index = key.intValue { return place + "[\(index)]" }
                return place.isEmpty ? key.stringValue : place + "." + key.stringValue
            }
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let detail = context.underlyingError.map { "\($0)" } ?? context.debugDescription
            return fault("the file is not valid JSON (\(detail)); compiled layouts are written by `tessera compile`")
        case .dataCorrupted(let context):
            return fault(at: place(context.codingPath), "the value is not valid here: \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            return fault(at: place(context.codingPath + [key]), "this field is missing")
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            return fault("the file must be a JSON object, as `tessera compile` writes it")
        case .typeMismatch(let type, let context):
            return fault(at: place(context.codingPath), "this value must be \(describe(type))")
        case .valueNotFound(let type, let context):
            return fault(at: place(context.codingPath), "this value must be \(describe(type)), not null")
        @unknown default:
            return fault("the file cannot be read: \(error)")
        }
    }

    private func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type: "a number"
        case is Int.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "an object or a list of another shape"
        }
    }
}
