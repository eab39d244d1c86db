import TesseraCompiler
import TesseraExercise
import TesseraRuntime

/// Random layout files made from the language's description (`LanguageSchema`, generated from
/// CodeGeneration's model description): every key of every object, every word of a choice and
/// every shape a key can take (`oneOf`), with values its type allows, or one of its examples
/// where the description gives them. It walks the description, so a key added there is written
/// here with no change; `KeyCoverage` says which of them a set of files uses.
///
/// A key the compiler refuses in a layout (a value out of the ranges the type states, keys that
/// must agree) is found by the diagnostic's line and made again, then left out, so that most
/// layouts compile. Some fail for some viewports (a negative size, a division by zero), which the
/// comparisons between runtimes must agree on too.
package struct RandomLayouts {
    package var generator: SeededGenerator
    /// What the layouts made so far use: the next favours the rest, so that a few hundred
    /// layouts use all of the description, deep objects and rare words too.
    package private(set) var coverage = KeyCoverage()

    package init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// How many times a layout is compiled while its refused keys are made again, before a fresh
    /// one is made (nearly every layout is accepted within a few).
    private static let repairs = 24

    /// A phone, three sections and their items' sizes.
    private static let typicalInput: LayoutInput = {
        let counts = [30, 5, 9]
        let sizes = counts.map { count in
            (0..<count).map { item -> ItemSize in
                let width = 100.0 + Double(item % 3) * 40, height = 60.0 + Double(item % 4) * 25
                return .size(Size(width: width, height: height))
            }
        }
        return LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: counts, itemSizes: sizes)
    }()

    /// A layout named `name`, which the compiler accepts.
    package mutating func layout(name: String) -> String {
        drafted(name: name).text
    }

    /// A layout named `name`, which the compiler accepts, kept as the tree it was written from,
    /// so that layouts differing from it in one key can be made (`RandomLayout.variants`).
    package mutating func drafted(name: String) -> RandomLayout {
        for attempt in 0... {
            precondition(attempt < 100, "the random layouts made from the description no longer compile; read those tessera-vectors writes to random/")
            var values = ValueMaker(generator: generator, name: name, wanted: Set(coverage.missing))
            var draft = LayoutDraft(root: values.object(LanguageSchema.layout, partial: false))
            var remade: [LayoutDraft.Path: Int] = [:]
            for _ in 0..<Self.repairs {
                let (text, entries) = draft.written()
                let diagnostics = DiagnosticBag()
                if let ir = LayoutCompiler.check(source: text, diagnostics: diagnostics), !diagnostics.hasErrors {
                    generator = values.generator
                    // What a layout uses counts when it also prepares, as the vectors count it.
                    if (try? InterpretedLayout(ir).prepare(Self.typicalInput)) != nil { coverage.add(source: text) }
                    return RandomLayout(text: text, draft: draft, name: name)
                }
                let line = diagnostics.diagnostics.first { $0.severity == .error }?.location.line ?? 0
                guard line > 0, line < entries.count, var path = entries[line] else { break }
                // Made again a few times, then its parent (an object or list whose keys must
                // agree), and a key that is not required is left out.
                while remade[path, default: 0] >= 3, let parent = LayoutDraft.parent(of: path) { path = parent }
                remade[path, default: 0] += 1
                if remade[path]! > 3 {
                    guard Self.removable(path, in: draft) else { break }
                    if draft[path].field.type.isDictionary { values.forgetConstants() }
                    draft.remove(path)
                    remade = [:]
                } else {
                    var entry = draft[path]
                    let partial = draft.isInOverride(path) || LanguageSchema.overrideKeys.contains(entry.field.key)
                    let key = KeyCoverage.key(entry.field, of: draft.holder(of: path))
                    entry.value = values.value(entry.field.type, for: entry.field, key: key, partial: partial)
                    draft[path] = entry
                }
            }
            generator = values.generator
        }
        preconditionFailure("a loop without end ended")
    }

    /// Whether a key may be left out: it is not required, nor the one of a group that must
    /// have exactly one.
    private static func removable(_ path: LayoutDraft.Path, in draft: LayoutDraft) -> Bool {
        let field = draft[path].field
        return !field.required && !draft.holder(of: path).exactlyOneOf.contains { $0.contains(field.key) }
    }
}

extension SchemaType {
    fileprivate var isDictionary: Bool {
        if case .dictionary = self { true } else { false }
    }
}
