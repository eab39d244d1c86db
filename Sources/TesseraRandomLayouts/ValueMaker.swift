import TesseraCompiler
import TesseraExercise
import TesseraRuntime

/// Makes a value of each of the description's types: an object's keys (each group's one, the
/// required ones, the others some of the time), a choice's words, one of several shapes, and
/// expressions over the names a field offers, or one of the key's examples.
struct ValueMaker {
    var generator: SeededGenerator
    /// The layout's name, the value of the root's name key.
    let name: String
    /// What of the description the layouts made before did not use (`KeyCoverage`'s names),
    /// which this one favours: keys written more often, words and shapes picked first.
    let wanted: Set<String>
    /// The constants the layout defines, which expressions may read wherever they are.
    private(set) var constants: [String] = []

    init(generator: SeededGenerator, name: String, wanted: Set<String>) {
        self.generator = generator
        self.name = name
        self.wanted = wanted
    }

    // MARK: Chance

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &generator)]
    }

    /// One of `choices`, most of the time one of those `name` calls wanted.
    private mutating func pick<T>(_ choices: [T], favouring name: (T) -> String) -> T {
        let favoured = choices.filter { wanted.contains(name($0)) }
        return !favoured.isEmpty && chance(70) ? pick(favoured) : pick(choices)
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &generator) < percent
    }

    private mutating func number(_ range: ClosedRange<Int>) -> String {
        String(Int.random(in: range, using: &generator))
    }

    // MARK: Objects

    /// An object's keys. In an override (`partial`: a variant, a section entry) the keys that
    /// are not required come less often, so that most overrides change a few things.
    mutating func object(_ schema: SchemaObject, partial: Bool) -> LayoutDraft.Object {
        let groups = schema.exactlyOneOf.map { (keys: $0, exactly: true) } + schema.atMostOneOf.map { (keys: $0, exactly: false) }
        var chosen: Set<String> = [], excluded: Set<String> = []
        let item = { (key: String) in schema.field(key).map { KeyCoverage.key($0, of: schema) } ?? key }
        for group in groups {
            excluded.formUnion(group.keys)
            let isWanted = group.keys.contains { wanted.contains(item($0)) }
            if group.exactly || chance(isWanted ? 80 : partial ? 25 : 50) { chosen.insert(pick(group.keys, favouring: item)) }
        }
        var entries: [LayoutDraft.Entry] = []
        for field in schema.fields {
            let key = KeyCoverage.key(field, of: schema)
            let often = wanted.contains(key) ? 85 : partial ? 12 : 40
            let include = chosen.contains(field.key) || (!excluded.contains(field.key) && (field.required || chance(often)))
            guard include else { continue }
            let inner = partial || LanguageSchema.overrideKeys.contains(field.key)
            if case .identifier = field.type, schema === LanguageSchema.layout {
                entries.append(LayoutDraft.Entry(field: field, value: .scalar(name)))
                continue
            }
            entries.append(LayoutDraft.Entry(field: field, value: value(field.type, for: field, key: key, partial: inner)))
        }
        return LayoutDraft.Object(schema: schema, entries: entries)
    }

    // MARK: Values

    /// A value of `type` for `field`, which `KeyCoverage` calls `key`: one of its examples half
    /// the time when it has some.
    mutating func value(_ type: SchemaType, for field: SchemaField, key: String, partial: Bool) -> LayoutDraft.Value {
        if !field.examples.isEmpty, chance(50) { return .flow(pick(field.examples)) }
        return made(type, for: field, key: key, partial: partial)
    }

    mutating func made(_ type: SchemaType, for field: SchemaField, key: String, partial: Bool) -> LayoutDraft.Value {
        switch type {
        case .number(let scope):
            return .scalar(quoted(expression(names(scope), base: Self.magnitude(of: field))))
        case .condition(let scope):
            let names = self.names(scope)
            var condition = "\(pick(names)) \(pick([">", "<", ">=", "<="])) \(number(200...900))"
            if chance(30) { condition += " \(pick(["&&", "||"])) \(pick(names)) \(pick([">", "<"])) \(number(200...900))" }
            return .scalar(quoted(condition))
        case .integer(let range):
            return .scalar(String(Int.random(in: range.lowerBound...min(range.upperBound, range.lowerBound + 5), using: &generator)))
        case .boolean:
            return .scalar(chance(50) ? "true" : "false")
        case .identifier:
            return .scalar(pick(["a", "b", "c", "d", "e"]))
        case .text:
            return .scalar(quoted(pick(["a", "b", "c"])))
        case .choice(let words):
            return .scalar(pick(words) { KeyCoverage.word($0, of: key) })
        case .object(let object):
            return .object(self.object(object, partial: partial))
        case .list(let element, let count):
            let length = Int.random(in: count.lowerBound...min(count.upperBound, max(count.lowerBound, 1) + 2), using: &generator)
            return .list((0..<length).map { _ in made(element, for: field, key: key, partial: partial) })
        case .dictionary(let valueType):
            // Constants over the viewport's names, which every field offers.
            var entries: [LayoutDraft.Entry] = []
            for index in 0..<Int.random(in: 1...2, using: &generator) {
                let name = "k\(index)"
                let value = quoted(expression(names(.viewport), base: 4...120))
                entries.append(LayoutDraft.Entry(field: SchemaField(name, valueType, ""), value: .scalar(value)))
                if !constants.contains(name) { constants.append(name) }
            }
            return .object(LayoutDraft.Object(schema: SchemaObject(field.key, "", fields: []), entries: entries))
        case .oneOf(let alternatives):
            return made(pick(alternatives) { KeyCoverage.shape($0, of: key) }, for: field, key: key, partial: partial)
        }
    }

    /// Forgets the constants (their key was left out), so that no expression reads them.
    mutating func forgetConstants() { constants = [] }

    // MARK: Expressions

    /// The names an expression of `scope` may read, the layout's constants among them.
    private func names(_ scope: VariableScope) -> [String] {
        scope.variables.map(\.rawValue).sorted() + constants
    }

    /// The numbers an expression starts from: near a key's numeric default (0 for spacings, 1 for
    /// scales and spans), or lengths when it has none.
    private static func magnitude(of field: SchemaField) -> ClosedRange<Int> {
        guard let text = field.appliedDefault, let value = Double(text) else { return 20...160 }
        if value == 0 { return 0...16 }
        if value <= 2 { return 1...2 }
        return Int(value / 2)...Int(value * 2)
    }

    /// An expression a few operations deep over `names`, mostly not negative when they are not.
    private mutating func expression(_ names: [String], base: ClosedRange<Int>, depth: Int = 2) -> String {
        guard depth > 0, chance(65) else {
            return names.isEmpty || chance(45) ? number(base) : "\(pick(names)) * 0.\(number(1...9))\(number(0...9))"
        }
        let a = expression(names, base: base, depth: depth - 1), b = expression(names, base: base, depth: depth - 1)
        let function = pick(BuiltInFunction.allCases)
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return "(\(a) + \(b))"
        case 1: return "min(\(a) + \(number(1...30)), \(b) + \(number(1...30)))"
        case 2: return "abs(\(a) - \(b))"
        case 3: return "(\(a) / 2 + \(b) / \(number(2...5)))"
        case 4: return "(\(a) % \(number(7...90)) + \(b))"
        case 5: return "(\(names.isEmpty ? "1" : pick(names)) > \(number(0...400)) ? \(a) : \(b))"
        case 6: return "(\(a) * \(b)) / (\(b) + \(number(1...50)))"
        // Each of the language's functions, its argument kept where it is defined and its
        // result within the key's numbers, not negative.
        default:
            let arguments = function.arity.lowerBound == 1 ? "abs(\(a))" : "\(a), \(b)"
            return "min(abs(\(function.rawValue)(\(arguments))), \(base.upperBound))"
        }
    }

    private func quoted(_ expression: String) -> String {
        // A plain number needs no quotes; an expression may hold ': ' or '? '.
        Double(expression) != nil ? expression : "\"\(expression)\""
    }
}
