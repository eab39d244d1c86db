import TesseraCompiler
@_spi(Generated) import TesseraRuntime

/// A viewport a layout is checked on, named as a person would name the device.
package struct Screen: Hashable, Sendable {
    package var name: String
    package var size: Size
    /// The reader's text size on it (`LayoutInput.textScale`), and its name when not the default.
    package var textScale = 1.0
    package var textSizeName: String?
    /// Whether the reader has turned on Reduce Motion (`LayoutInput.reduceMotion`).
    package var reduceMotion = false

    package init(name: String, size: Size) {
        self.name = name
        self.size = size
    }

    /// "a small phone, portrait (320×568)"; a screen named by its size alone is not sized twice;
    /// "..., with the largest accessibility text size" at another text size.
    package var label: String {
        let size = "\(describe(size.width))×\(describe(size.height))"
        let screen = name.contains(size) ? name : "\(name) (\(size))"
        let text = textSizeName.map { "\(screen) with \($0)" } ?? screen
        return reduceMotion ? "\(text), with Reduce Motion" : text
    }

    /// The screen as it is and with Reduce Motion, for layouts with effects.
    var withAndWithoutReducedMotion: [Screen] {
        var still = self
        still.reduceMotion = true
        return [self, still]
    }

    /// The screen at each typical text size (Dynamic Type), for layouts that read `textScale`.
    var atTypicalTextSizes: [Screen] {
        TextScale.typical.map { size in
            var screen = self
            screen.textScale = size.scale
            screen.textSizeName = size.scale == 1 ? nil : size.name
            return screen
        }
    }

    /// Phones small and large, and tablets, in both orientations (points, as UIKit counts them).
    package static let typical: [Screen] = [
        ("a small phone", 320, 568), ("a phone", 393, 852), ("a large phone", 430, 932),
        ("a tablet", 820, 1180), ("a large tablet", 1024, 1366),
    ].flatMap { name, short, long in
        [Screen(name: "\(name), portrait", size: Size(width: short, height: long)),
         Screen(name: "\(name), landscape", size: Size(width: long, height: short))]
    }
}

/// Runs a valid layout on the screens it will meet, with typical item counts, and reports what
/// only a run on such a screen would otherwise find: an expression that fails there (a negative
/// size, a value that is not finite), items wider than the screen, cells that overlap, cells the
/// content does not reach so they can never be scrolled to, and scroll effects that leave their
/// range (a negative scale, an alpha outside 0...1), and cells too small to tap. Each is reported
/// once, where it is written when the fault belongs to an expression, naming the first screen
/// that shows it.
package struct ScreenCheck {
    package var screens: [Screen]

    /// One long section, and several short ones with an empty one among them. A circle holds a
    /// handful of items on one ring: more than its circumference fits overlap by design.
    static let counts: [[Int]] = [[30], [7, 0, 3]]
    static let circleCounts: [[Int]] = [[6], [3]]

    /// The counts a layout is run with: those above, and for a layout that describes sections
    /// of its own (`sections:`), 7 items in each of them and in one more after them, so that
    /// every section's own arrangement and effects are run.
    static func counts(describing ir: LayoutIR) -> [[Int]] {
        let described = ([ir.base] + ir.variants.map(\.body)).map(\.sectionOverrides.count).max() ?? 0
        return described == 0 ? counts : counts + [Array(repeating: 7, count: described + 1)]
    }

    package init(screens: [Screen] = Screen.typical) {
        self.screens = screens
    }

    /// The least touch target, in points: Apple's Human Interface Guidelines ask for 44 × 44
    /// (WCAG 2.5.8, Target Size (Minimum), for at least 24 × 24 CSS pixels).
    static let touchTarget = 44.0

    /// `hints` says, from the file, which sections' cells people tap one by one (`tappable:`; only
    /// they are held to the touch-target minimum), whose order on screen is meant
    /// (`readingOrder: screen`), and where each arrangement is written.
    package func check(_ ir: LayoutIR, hints: ScreenHints = ScreenHints(), diagnostics: DiagnosticCollector) {
        let layout = InterpretedLayout(ir)
        var findings = Findings()
        // Where a fault of the arrangement (not of one expression) is reported: its first field.
        let arrangementStart = Self.firstLocation(of: ir.base.defaultSection.arrangement) ?? .start
        let isCircle = if case .circle = ir.base.defaultSection.arrangement { true } else { false }
        // A layout that reads the text size is run at each typical one, the largest included.
        let readsTextScale = layout.engine.reads.contains(.textScale)
        // A layout with effects is run both ways: Reduce Motion turns some off, or swaps in others.
        let hasEffects = ([ir.base] + ir.variants.map(\.body)).contains { body in
            body.effects != nil || ([body.defaultSection] + body.sectionOverrides).contains { $0.effects != nil }
        }
        let sized = readsTextScale ? screens.flatMap(\.atTypicalTextSizes) : screens
        for screen in hasEffects ? sized.flatMap(\.withAndWithoutReducedMotion) : sized {
            for counts in isCircle ? Self.circleCounts : Self.counts(describing: ir) {
                let sizes: [[ItemSize]]? = ir.takesSizesFromData ? counts.map { (0..<$0).map(Self.typicalSize) } : nil
                let input = LayoutInput(viewport: screen.size, sectionCounts: counts, itemSizes: sizes, textScale: screen.textScale,
                                        reduceMotion: screen.reduceMotion)
                let prepared: PreparedLayout
                do throws(LayoutError) {
                    prepared = try layout.prepare(input)
                } catch {
                    let location = error.line.map { SourceLocation(line: $0, column: error.column ?? 1) } ?? .start
                    // The screen is named already: the runtime's "for a W×H viewport" would say it again.
                    let message = error.message.replacingOccurrences(of: " for a \(describe(screen.size.width))×\(describe(screen.size.height)) viewport", with: "")
                    findings.add(.error, "on \(screen.label): \(message)", at: location, key: String(message.prefix(30)))
                    continue
                }
                guard let cells = try? prepared.allElements().filter({ $0.id.kind == .cell }) else { continue }
                checkGeometry(cells, prepared, on: screen, at: arrangementStart, &findings)
                // The body in force on this screen, whose arrangements the cells come from.
                let variant = (try? layout.engine.variant(for: screen.size, textScale: screen.textScale)) ?? nil
                let written = variant.map { ir.variants[$0].body } ?? ir.base
                checkTouchTargets(cells, written, hints: hints, variant: variant, on: screen, &findings)
                checkReadingOrder(cells, written, hints: hints, variant: variant, axis: prepared.mapping.axis, direction: prepared.direction,
                                  on: screen, &findings)
                if let body = try? layout.engine.body(for: screen.size, textScale: screen.textScale) {
                    checkEffects(body, cells, prepared, counts: counts, evaluator: layout.engine.evaluator, on: screen, &findings)
                }
            }
        }
        for finding in findings.list { diagnostics.report(finding) }
    }

    /// Photo-like sizes that vary from item to item, for layouts that take sizes from data.
    static func typicalSize(_ item: Int) -> ItemSize {
        let width = Double(90 + item % 3 * 20), height = Double(60 + item % 5 * 25)
        return .size(Size(width: width, height: height))
    }

    /// Cells of tapped sections smaller than a finger: reported at their section's arrangement.
    private func checkTouchTargets(
        _ cells: [LayoutAttributes], _ body: LayoutBody, hints: ScreenHints, variant: Int?, on screen: Screen, _ findings: inout Findings
    ) {
        let least = Self.touchTarget
        for cell in cells where hints.section(cell.id.section, variant: variant).tapped {
            let frame = cell.frame
            guard frame.width < least || frame.height < least else { continue }
            let location = Self.firstLocation(of: body.section(cell.id.section).arrangement) ?? .start
            findings.add(.warning, "on \(screen.label), \(Self.name(cell.id)) is \(describe(frame.width))×\(describe(frame.height)) points, smaller than a touch target "
                + "(Apple asks for \(describe(least))×\(describe(least)) points; WCAG 2.5.8 for at least 24×24 CSS pixels); make the cells larger, "
                + "or say 'tappable: false' where they are not tapped one by one",
                at: location, key: "touch target")
            return
        }
    }

    /// Whether `a` comes before `b` in reading order on screen, as VoiceOver and keyboard focus
    /// meet elements: top to bottom, and along a line in the reading direction. Two cells are on
    /// one line when they share at least half the height of the shorter; `a` then comes first
    /// when its centre is nearer the line's start, and otherwise when its centre is higher.
    package static func readsBefore(_ a: Rect, _ b: Rect, direction: ReadingDirection) -> Bool {
        if onOneLine(a, b) {
            return direction == .leftToRight ? a.center.x < b.center.x : a.center.x > b.center.x
        }
        return a.center.y < b.center.y
    }

    /// Whether two cells share at least half the height of the shorter: one line to a reader.
    static func onOneLine(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxY, b.maxY) - max(a.minY, b.minY) >= 0.5 * min(a.height, b.height)
    }

    /// Items whose order on screen contradicts the data's: item i + 1 read before item i. Only
    /// for kinds whose order the author writes (tiles, blocks, rules, grids); a circle has no
    /// lines, a masonry places by heights the layout is not given, and lines and flows are in
    /// order by construction. An orthogonal section is skipped: it is scrolled on its own, and how
    /// screen readers order its cells against the page's is not documented. A section whose
    /// order on screen is meant (`readingOrder: screen`) is not checked. Reported at the
    /// arrangement (its kind's key), with what would put this arrangement in order.
    private func checkReadingOrder(
        _ cells: [LayoutAttributes], _ body: LayoutBody, hints: ScreenHints, variant: Int?, axis: ScrollAxis, direction: ReadingDirection,
        on screen: Screen, _ findings: inout Findings
    ) {
        var bySection: [Int: [LayoutAttributes]] = [:]
        for cell in cells { bySection[cell.id.section, default: []].append(cell) }
        for (section, sectionCells) in bySection.sorted(by: { $0.key < $1.key }) {
            let model = body.section(section), written = hints.section(section, variant: variant)
            guard model.orthogonal == nil, !written.orderAsDrawn else { continue }
            let arrangement = model.arrangement
            switch arrangement {
            case .tiles, .blocks, .rule, .grid: break
            case .circle, .masonry, .line, .flow: continue
            }
            let ordered = sectionCells.sorted { $0.id.item < $1.id.item }
            for (before, after) in zip(ordered, ordered.dropFirst()) where after.id.item == before.id.item + 1 {
                guard Self.readsBefore(after.frame, before.frame, direction: direction) else { continue }
                let line = direction == .leftToRight ? "left to right" : "right to left"
                findings.add(.warning, "on \(screen.label), \(Self.name(after.id)) is read before item \(before.id.item): VoiceOver in UIKit "
                    + "meets cells top to bottom and each line \(line), and the data gives item \(before.id.item) first; "
                    + Self.readingOrderFix(arrangement, earlier: before, later: after, axis: axis, line: line)
                    + ". Or, where that order on screen is meant, say 'readingOrder: screen' (SwiftUI's collection and the web view read the data's order whatever the frames)",
                    at: written.arrangement ?? Self.firstLocation(of: arrangement) ?? .start, key: "reading order")
                return
            }
        }
    }

    /// What would put an arrangement's cells in reading order, said for its kind: for a grid,
    /// from where the later item landed (above the earlier one, or beside it on its line). A
    /// layout that scrolls sideways runs its items down each column, whatever its kind.
    static func readingOrderFix(
        _ arrangement: Arrangement<LayoutExpression>, earlier: LayoutAttributes, later: LayoutAttributes, axis: ScrollAxis, line: String
    ) -> String {
        let a = "item \(earlier.id.item)", b = "item \(later.id.item)"
        if axis == .horizontal {
            return "a layout that scrolls sideways places its items down each column before the next (its rows are columns), "
                + "so \(b), at the top of the next column, is met first; that is the order of most sideways grids"
        }
        switch arrangement {
        case .grid(let grid):
            if onOneLine(earlier.frame, later.frame) {
                return "\(b) sits beside \(a) on its line, on the side read first, where \(a) stands away from the line's start "
                    + "(pinned by 'column', or spanning rows); put such items at the line's start ('column: 0' pins one there)"
            }
            if grid.dense {
                return "dense packing moved \(b) up into a hole that the larger \(a) left; 'packing: sparse' keeps the items in order (and leaves the hole)"
            }
            return grid.column != nil
                ? "the 'column' that pins \(a) placed it below \(b); pin the items so that each comes after the one before"
                : "spans placed \(b) above \(a); span the items so that each comes after the one before"
        case .tiles:
            return "number the areas (or list the cells) in the order they are read: rows top to bottom, each \(line)"
        case .blocks:
            return "number the column spec's items in the order they are read: each block's rows top to bottom, each \(line)"
        case .rule:
            return "make the frames advance as they are read, top to bottom and each line \(line), as 'index' grows"
        case .circle, .masonry, .line, .flow:
            return "order the items as they are read"
        }
    }

    /// The frames at rest: width across the scroll axis, overlaps, and cells beyond the content.
    private func checkGeometry(
        _ cells: [LayoutAttributes], _ prepared: PreparedLayout, on screen: Screen, at location: SourceLocation, _ findings: inout Findings
    ) {
        let vertical = prepared.mapping.axis == .vertical
        let across = vertical ? screen.size.width : screen.size.height
        let content = Rect(x: 0, y: 0, width: prepared.contentSize.width, height: prepared.contentSize.height)
        let tolerance = 1e-6
        for cell in cells {
            let breadth = vertical ? cell.frame.width : cell.frame.height
            if breadth > across + tolerance {
                findings.add(.warning, "on \(screen.label), \(Self.name(cell.id)) is \(describe(breadth)) points \(vertical ? "wide" : "high"), more than the screen's \(describe(across)); it will be cut off",
                             at: location, key: "too wide")
            }
            // An orthogonal section's items are reached by its own sideways scroll, whose
            // content holds them all.
            if prepared.isOrthogonal(section: cell.id.section) { continue }
            let frame = cell.frame
            if frame.x < content.x - tolerance || frame.y < content.y - tolerance
                || frame.maxX > content.maxX + tolerance || frame.maxY > content.maxY + tolerance {
                findings.add(.warning, "on \(screen.label), \(Self.name(cell.id)) at \(describe(frame.x)),\(describe(frame.y)) lies outside the content (\(describe(content.width))×\(describe(content.height))), so it can never be scrolled into view",
                             at: location, key: "outside")
            }
        }
        // Cells of one section, pairwise: the counts checked are small.
        for (offset, first) in cells.enumerated() {
            for second in cells[(offset + 1)...] where second.id.section == first.id.section {
                let a = first.frame, b = second.frame
                let width = min(a.maxX, b.maxX) - max(a.minX, b.minX), height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                guard width > tolerance, height > tolerance else { continue }
                findings.add(.warning, "on \(screen.label), \(Self.name(first.id)) and \(Self.name(second.id)) overlap (\(describe(width))×\(describe(height)) points)",
                             at: location, key: "overlap")
                return
            }
        }
    }

    /// Scale and alpha as written, before the runtime holds them in range, for every cell at the
    /// start, the middle and the end of the content: the layout's effects, or a section's own,
    /// with `distance` as the runtime measures it (across, in an orthogonal section).
    private func checkEffects(
        _ body: BodyModel<Formula>, _ cells: [LayoutAttributes], _ prepared: PreparedLayout, counts: [Int],
        evaluator: ProgramEvaluator, on screen: Screen, _ findings: inout Findings
    ) {
        let vertical = prepared.mapping.axis == .vertical
        let viewportLength = vertical ? screen.size.height : screen.size.width
        let contentLength = vertical ? prepared.contentSize.height : prepared.contentSize.width
        let end = max(0, contentLength - viewportLength)
        for offset in [0, end / 2, end] {
            let position = ScrollOffsets(vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0))
            for cell in cells {
                guard let effects = body.section(cell.id.section).effectsInForce(reduceMotion: screen.reduceMotion)
                        ?? body.effectsInForce(reduceMotion: screen.reduceMotion) else { continue }
                var context = EvaluationContext(width: screen.size.width, height: screen.size.height, textScale: screen.textScale)
                context.distance = prepared.distance(of: cell.frame, section: cell.id.section, at: position)
                context.index = Double(cell.id.item)
                context.section = Double(cell.id.section)
                context.count = Double(counts[cell.id.section])
                let at = describe(offset)
                if let scale = effects.scale {
                    let value = evaluator.value(of: scale, in: context)
                    if value < 0 {
                        findings.add(.warning, "on \(screen.label) at offset \(at), the scale of \(Self.name(cell.id)) is \(describe(value)); a negative scale would mirror the cell, so it is held at 0. Keep it at 0 or more, e.g. max(0, ...)",
                                     at: scale.location, key: "scale")
                    }
                }
                if let alpha = effects.alpha {
                    let value = evaluator.value(of: alpha, in: context)
                    if value < 0 || value > 1 {
                        findings.add(.warning, "on \(screen.label) at offset \(at), the alpha of \(Self.name(cell.id)) is \(describe(value)); it is held to 0...1. Keep it in range, e.g. min(1, max(0, ...))",
                                     at: alpha.location, key: "alpha")
                    }
                }
            }
        }
    }

    private static func name(_ id: ElementID) -> String {
        "item \(id.item) of section \(id.section)"
    }

    /// The earliest place any expression of an arrangement is written.
    static func firstLocation(of arrangement: Arrangement<LayoutExpression>) -> SourceLocation? {
        var first: SourceLocation?
        _ = arrangement.map { expression in
            let location = expression.location
            if first.map({ (location.line, location.column) < ($0.line, $0.column) }) ?? true { first = location }
            return 0
        }
        return first
    }

    /// The first finding of each kind, in the order found.
    private struct Findings {
        var list: [Diagnostic] = []
        private var seen: Set<String> = []

        mutating func add(_ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation, key: String) {
            guard seen.insert("\(location) \(key)").inserted else { return }
            list.append(Diagnostic(severity, message, at: location))
        }
    }
}

extension Formula {
    var location: SourceLocation { SourceLocation(line: line, column: column) }
}
