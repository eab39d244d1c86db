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
        /// The file as read (what the programs say derived): what tools and tests change and write again.
        var file: CompiledLayoutFile
    }

    /// Reads the file in the order docs/COMPILED-FORMAT.md gives ("What a reader checks"),
    /// refusing at the first fault.
    func read(_ json: Data) throws(CompiledLayout.LoadError) -> Checked {
        guard json.count <= Limits.maxFileBytes else {
            throw fault("the file has \(json.count) bytes; compiled layouts are limited to \(Limits.maxFileBytes)", code: .loadTooLarge)
        }
        let document: JSONValue
        do {
            document = try JSONDocument.parse(Array(json))
        } catch {
            throw CompiledLayout.LoadError(
                file: file, place: "line \(error.line), column \(error.column)",
                "the file is not valid JSON here: \(error.message); compiled layouts are written by `tessera compile`",
                line: error.line, column: error.column)
        }
        guard case .object(let members) = document else { throw fault("the file must be a JSON object, as `tessera compile` writes it", code: .loadNotCompiledLayout) }
        let top = CompiledModelReader.Fields(members: members, place: "")
        let fieldReader = CompiledModelReader(formulaCount: 0) { place, message in fault(at: place, message) }
        guard let formatNode = top.value("format") else {
            throw fault(at: "format", "this is not a compiled Tessera layout (it has no 'format': '\(CompiledLayoutFile.formatName)'); write one with `tessera compile`")
        }
        let format = try fieldReader.string(formatNode, at: "format")
        guard format.utf8.elementsEqual(CompiledLayoutFile.formatName.utf8) else {
            throw fault(at: "format", "the format is '\(fieldReader.scalarPrefix(format, 80))', not '\(CompiledLayoutFile.formatName)': this is not a compiled Tessera layout")
        }
        let version = try mapped(top.value("version")) { (node) throws(CompiledLayout.LoadError) in try fieldReader.integer(node, at: "version") }
        let listed = try mustUnderstand(top.value("mustUnderstand"), reader: fieldReader)
        // A newer file loads when it lists what a reader must understand and this one knows all of
        // it: what it does not know is then ignorable (docs/COMPILED-FORMAT.md, "Compatibility").
        guard let version, version >= 1, version <= CompiledLayoutFile.formatVersion || listed != nil else {
            throw fault(at: "version", "the file is in version \(version.map(String.init) ?? "(none)") of the compiled format, and this runtime reads versions 1 to \(CompiledLayoutFile.formatVersion); compile the layout again with the tessera of this runtime's release")
        }
        let source = try mapped(top.value("source")) { (node) throws(CompiledLayout.LoadError) in try fieldReader.string(node, at: "source") }
        let formulaNodes = try fieldReader.list(try fieldReader.required(top, "formulas"), at: "formulas")
        var formulas: [CompiledFormula] = []
        var programs: [FormulaProgram] = []
        formulas.reserveCapacity(formulaNodes.count)
        programs.reserveCapacity(formulaNodes.count)
        for (number, node) in formulaNodes.enumerated() {
            let (formula, program) = try self.formula(node, at: "formulas[\(number)]", reader: fieldReader)
            formulas.append(formula)
            programs.append(program)
        }
        let modelReader = CompiledModelReader(formulaCount: formulas.count) { place, message in fault(at: place, message) }
        let read = try modelReader.layout(try fieldReader.required(top, "layout"))
        // Each formula given the place its author wrote it.
        let located = read.map { Formula($0.id, line: formulas[$0.id].line, column: formulas[$0.id].column) }
        let model = withDerivedFlags(located, programs: programs)
        let reads = InputReads(reading: programs.lazy.flatMap(\.variables))
        // A file uses no more than its version has: an older runtime would misread it.
        let needed = CompiledLayoutFile.versionNeeded(by: model, reads: reads)
        if needed.version > version, let feature = needed.feature {
            throw fault(at: "version", "the file says version \(version) but uses \(feature), which came in version \(needed.version); compile the layout again",
                        code: .loadVersionUnderstated)
        }
        return Checked(model: model, programs: programs, reads: reads, source: source, file: CompiledLayoutFile(
            version: version, source: source, layout: model, formulas: formulas))
    }

    /// A file's `mustUnderstand` list, when it has one, each member one this runtime understands.
    private func mustUnderstand(_ node: JSONValue?, reader: CompiledModelReader) throws(CompiledLayout.LoadError) -> [MemberUse]? {
        guard let node else { return nil }
        var uses: [MemberUse] = []
        for (number, entry) in try reader.list(node, at: "mustUnderstand").enumerated() {
            let fields = try reader.fields(entry, at: "mustUnderstand[\(number)]")
            let member = try reader.string(try reader.required(fields, "member"), at: fields.place("member"))
            let path = try reader.string(try reader.required(fields, "path"), at: fields.place("path"))
            guard CompiledLayoutFile.understands(member) else {
                throw fault(at: "mustUnderstand[\(number)]", "the file uses '\(reader.scalarPrefix(member, 80))' at '\(reader.scalarPrefix(path, 200))', which this runtime (compiled format versions 1 to \(CompiledLayoutFile.formatVersion)) does not understand and may not ignore; update the app's Tessera runtime, or serve it a layout without that member",
                            code: .loadMemberNotUnderstood)
            }
            uses.append(MemberUse(member: member, path: path))
        }
        return uses
    }

    /// One formula: where its author wrote it, and its program, checked.
    private func formula(_ node: JSONValue, at place: String, reader: CompiledModelReader) throws(CompiledLayout.LoadError) -> (CompiledFormula, FormulaProgram) {
        let fields = try reader.fields(node, at: place)
        let line = try reader.integer(fields, "line"), column = try reader.integer(fields, "column")
        guard line >= 1, column >= 1 else {
            throw fault(at: place, "a formula's line and column start at 1, not \(line):\(column)")
        }
        let text = try reader.string(try reader.required(fields, "program"), at: fields.place("program"))
        var instructions: [FormulaProgram.Instruction] = []
        // Words split at U+0020 and compared by their bytes, as every runtime splits and compares them.
        for (position, bytes) in text.utf8.split(separator: UInt8(ascii: " ")).enumerated() {
            let token = Substring(bytes)
            guard instructions.count < FormulaProgram.maxInstructions else {
                throw fault(at: fields.place("program"), "a program has at most \(FormulaProgram.maxInstructions) instructions")
            }
            guard let instruction = FormulaProgram.Instruction(token: token) else {
                throw fault(at: fields.place("program"), "instruction \(position), '\(reader.scalarPrefix(token, 40))', is not a number, a name, an operator, a call such as 'min/2' or a jump such as 'jump:2'")
            }
            instructions.append(instruction)
        }
        do {
            return (CompiledFormula(line: line, column: column, program: instructions), try FormulaProgram(checking: instructions))
        } catch {
            throw fault(at: "\(fields.place("program"))[\(error.instruction)]", error.message)
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

    private func fault(at place: String = "", _ message: String, code: ErrorCode? = nil) -> CompiledLayout.LoadError {
        CompiledLayout.LoadError(file: file, place: place, message, code: code)
    }
}
