import TesseraRuntime

/// A named constant of a layout's `constants:` mapping, as written.
struct ConstantDefinition {
    var name: String
    /// Nil when the text did not parse; the fault was reported.
    var expression: ParsedExpression?
    var location: SourceLocation
}

/// The constants of a mapping as parsed: names, places, and every expression's entries in one
/// shared buffer (a layout may define tens of thousands; one array each made as many
/// allocations, and as many to free).
struct ParsedConstants {
    var names: [String] = []
    /// Where each value is written.
    var locations: [SourceLocation] = []
    /// Nil for a value that did not parse; the fault was reported.
    var runs: [ParsedExpression.Run?] = []
    var entries: [ParsedExpression.Entry] = []
    /// The names the entries mention, for all of them.
    var words: [String] = []

    init(minimumCapacity: Int = 0) {
        names.reserveCapacity(minimumCapacity)
        locations.reserveCapacity(minimumCapacity)
        runs.reserveCapacity(minimumCapacity)
        // A constant is a few operations as a rule. Generous: room that is never written costs
        // no memory, while growing the buffer would copy it all.
        entries.reserveCapacity(minimumCapacity * 16)
    }

    init(_ definitions: [ConstantDefinition]) {
        self.init(minimumCapacity: definitions.count)
        for definition in definitions {
            names.append(definition.name)
            locations.append(definition.location)
            runs.append(definition.expression.map { expression in
                let start = entries.count, base = Int32(words.count)
                for var entry in expression.entries {
                    if case .name(let position) = entry.node { entry.node = .name(position + base) }
                    entries.append(entry)
                }
                words.append(contentsOf: expression.words)
                return ParsedExpression.Run(range: start..<entries.count, origin: expression.origin)
            })
        }
    }
}

/// The constants of one `constants:` mapping, each checked once, and each after the constants it
/// uses, so that a use costs a table lookup, however long the chain of constants behind it.
/// Their IR expressions are built only for constants that a field uses. Both walks over the
/// constants are iterative: a file may chain thousands of them.
final class LayoutConstants {
    private let indexByName: NameIndex
    private let locations: [SourceLocation]
    private let runs: [ParsedExpression.Run?]
    private let entries: [ParsedExpression.Entry]
    private let words: [String]
    /// The constants each constant names, in the order written: those of constant `i` are
    /// `uses[useStarts[i]..<useStarts[i + 1]]`.
    private let uses: [Int]
    private let useStarts: [Int]

    /// What checking found for each constant; nil for one that failed, which was reported.
    /// Written once per constant, by `checkAll` during `init`.
    private var results: [CheckedExpression?]
    /// The IR expression of each constant a field has used so far.
    private var trees: [LayoutExpression?]
    /// The checker's stacks for building those, kept from one use to the next.
    private var buildScratch = ExpressionChecker.Scratch()

    convenience init(definitions: [ConstantDefinition], diagnostics: DiagnosticCollector) {
        self.init(ParsedConstants(definitions), diagnostics: diagnostics)
    }

    init(_ parsed: ParsedConstants, diagnostics: DiagnosticCollector) {
        // A name given twice was reported by the YAML reader; the first definition is the one kept.
        var indexByName = NameIndex(minimumCapacity: parsed.names.count)
        var parsed = parsed
        if let repeated = parsed.names.indices.first(where: { indexByName.insert(parsed.names[$0]) != nil }) {
            // Rare: copied only then.
            var unique = ParsedConstants()
            unique.entries = parsed.entries
            unique.words = parsed.words
            for index in parsed.names.indices where index < repeated || indexByName.insert(parsed.names[index]) == nil {
                unique.names.append(parsed.names[index])
                unique.locations.append(parsed.locations[index])
                unique.runs.append(parsed.runs[index])
            }
            parsed = unique
        }
        self.indexByName = indexByName
        locations = parsed.locations
        runs = parsed.runs
        entries = parsed.entries
        words = parsed.words
        var uses: [Int] = []
        var useStarts: [Int] = [0]
        useStarts.reserveCapacity(runs.count + 1)
        // Without a single name among them, no constant uses another and there is nothing to scan.
        for run in runs {
            for entry in entries[words.isEmpty ? 0..<0 : run?.range ?? 0..<0] {
                if case .name(let word) = entry.node, let used = indexByName.position(of: words[Int(word)]) { uses.append(used) }
            }
            useStarts.append(uses.count)
        }
        self.uses = uses
        self.useStarts = useStarts
        results = Array(repeating: nil, count: runs.count)
        trees = Array(repeating: nil, count: runs.count)
        checkAll(diagnostics)
    }

    var names: [String] { indexByName.names }

    func index(of name: String) -> Int? { indexByName.position(of: name) }

    func checked(at index: Int) -> CheckedExpression? { results[index] }

    func expression(at index: Int) -> LayoutExpression? { trees[index] }

    /// The first variable outside `available` that the constant reads, and where it is read,
    /// following the constants it uses; nil when it reads none.
    func firstRead(outside available: VariableMask, from index: Int) -> (ExpressionVariable, SourceLocation)? {
        guard let reads = results[index]?.reads, !reads.subtracting(available).isEmpty else { return nil }
        let missing = reads.subtracting(available)
        var current = index
        // Each step moves to a constant the current one uses; checked constants have no cycles.
        search: while let parsed = view(of: current) {
            for position in parsed.entries.indices {
                switch parsed.entries[position].node {
                case .variable(let variable) where missing.contains(variable):
                    return (variable, parsed.location(of: position))
                case .name:
                    if let name = parsed.name(at: position), let used = indexByName.position(of: name),
                       let usedReads = results[used]?.reads, usedReads.intersects(missing) {
                        current = used
                        continue search
                    }
                default:
                    continue
                }
            }
            break
        }
        return nil
    }

    /// Builds the IR expressions of the constants `parsed` uses, and of those they use.
    func buildExpressions(usedBy parsed: ParsedExpression.View, diagnostics: DiagnosticCollector) {
        // Most expressions name no constant without a tree: nothing is set up for them.
        guard !parsed.words.isEmpty, let first = parsed.entries.indices.first(where: { unbuiltConstant(at: $0, of: parsed) != nil })
        else { return }
        let checker = ExpressionChecker(scope: .useSite, constants: self, diagnostics: diagnostics)
        // Depth first: each constant on the path, and the position in `uses` to go on from.
        var path: [(constant: Int, next: Int)] = []
        for index in first..<parsed.entries.endIndex {
            guard let root = unbuiltConstant(at: index, of: parsed) else { continue }
            path.append((root, useStarts[root]))
            while let (constant, next) = path.last {
                if next < useStarts[constant + 1] {
                    path[path.count - 1].next = next + 1
                    if needsExpression(uses[next]) { path.append((uses[next], useStarts[uses[next]])) }
                    continue
                }
                path.removeLast()
                if needsExpression(constant), let definition = view(of: constant) {
                    trees[constant] = checker.resolve(definition, building: true, &buildScratch)?.1
                }
            }
        }
    }

    /// The constant entry `index` of `parsed` names, when it still needs its tree.
    private func unbuiltConstant(at index: Int, of parsed: ParsedExpression.View) -> Int? {
        guard let name = parsed.name(at: index), let constant = indexByName.position(of: name), needsExpression(constant) else { return nil }
        return constant
    }

    /// The expression of constant `index`; nil for one that did not parse.
    private func view(of index: Int) -> ParsedExpression.View? {
        runs[index]?.view(in: entries, words: words)
    }

    // MARK: Checking

    private func needsExpression(_ index: Int) -> Bool {
        results[index] != nil && trees[index] == nil
    }

    /// Checks every constant, depth first so that each comes after the constants it uses, and
    /// reports each cycle once, at the constant where it closes.
    private func checkAll(_ diagnostics: DiagnosticCollector) {
        enum State { case unvisited, onPath, done }
        let names = indexByName.names
        var state = [State](repeating: .unvisited, count: runs.count)
        var inCycle = [Bool](repeating: false, count: runs.count)
        // Depth first: each constant on the path, and the position in `uses` to go on from.
        var path: [(constant: Int, next: Int)] = []
        let checker = ExpressionChecker(scope: .useSite, constants: self, diagnostics: diagnostics)
        var scratch = ExpressionChecker.Scratch()
        for root in runs.indices where state[root] == .unvisited {
            // Most constants use no other: checked at once, without the walk.
            if useStarts[root] == useStarts[root + 1] {
                state[root] = .done
                if let parsed = view(of: root) { results[root] = check(parsed, named: names[root], with: checker, &scratch, diagnostics) }
                continue
            }
            state[root] = .onPath
            path.append((root, useStarts[root]))
            while let (constant, next) = path.last {
                if next < useStarts[constant + 1] {
                    path[path.count - 1].next = next + 1
                    let used = uses[next]
                    switch state[used] {
                    case .unvisited:
                        state[used] = .onPath
                        path.append((used, useStarts[used]))
                    case .onPath where !inCycle[used]:
                        inCycle[used] = true
                        let start = path.firstIndex { $0.constant == used } ?? 0
                        let cycle = (path[start...].map { names[$0.constant] } + [names[used]]).joined(separator: " → ")
                        diagnostics.report(.error("the constant '\(names[used])' depends on itself (\(cycle))", at: locations[used]))
                    case .onPath, .done:
                        break
                    }
                    continue
                }
                path.removeLast()
                state[constant] = .done
                if !inCycle[constant], let parsed = view(of: constant) {
                    results[constant] = check(parsed, named: names[constant], with: checker, &scratch, diagnostics)
                }
            }
        }
    }

    /// A constant may read any variable (each use is checked against its field), but must be a number.
    private func check(
        _ parsed: ParsedExpression.View, named name: String, with checker: ExpressionChecker, _ scratch: inout ExpressionChecker.Scratch,
        _ diagnostics: DiagnosticCollector
    ) -> CheckedExpression? {
        var checker = checker
        checker.defining = name
        guard let (result, _) = checker.resolve(parsed, building: false, &scratch) else { return nil }
        guard result.type == .number else {
            diagnostics.report(.error("expected \(ExpressionType.number.article), but this is \(result.type.article)", at: result.location))
            return nil
        }
        return result
    }
}
