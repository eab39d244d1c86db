import Foundation
import TesseraCompiler
import TesseraRuntime

/// Switches between two layouts for the same data (`ScrollDriver.switched(to:)`): where the new
/// layout is scrolled to keep the cell first in view, and the elements between the two frames
/// (`transitionEnds(to:)`, `LayoutAttributes.interpolate`) along the way. Another runtime must
/// switch and interpolate alike.
enum SwitchVectors {
    /// The fractions of the way the vectors give the elements at.
    static let fractions = [0.25, 0.5, 0.75]

    /// Writes `switches.json`: each layout switched to the next one of `layouts` (the last to the
    /// first), from the start, the middle and the end of its content, on a phone with one
    /// section of 60 items (with sizes, for layouts sized by data). A pair either layout cannot
    /// prepare that input for is left out. Returns how many switches it wrote.
    static func write(layouts: [(name: String, compiled: String)], to files: VectorFiles) throws -> Int {
        var switches: [JSONValue] = []
        var count = 0
        for (index, from) in layouts.enumerated() where layouts.count > 1 {
            let to = layouts[(index + 1) % layouts.count]
            guard let entry = try vector(from: from, to: to) else { continue }
            switches.append(entry.json)
            count += entry.steps
        }
        let json = JSONValue.object([("fractions", .array(fractions.map(VectorJSON.number))), ("switches", .array(switches))])
        try files.put(Data(json.rendered(indent: nil).utf8), at: "switches.json")
        return count
    }

    static let input: LayoutInput = {
        let sizes = (0..<60).map { (item: Int) -> ItemSize in
            .size(Size(width: Double(100 + item % 3 * 40), height: Double(80 + item % 5 * 30)))
        }
        return LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [60], itemSizes: [sizes])
    }()
    static let margin = 40.0

    private static func vector(from: (name: String, compiled: String), to: (name: String, compiled: String)) throws -> (json: JSONValue, steps: Int)? {
        let old = try CompiledLayout(json: Data(from.compiled.utf8), file: from.name)
        let new = try CompiledLayout(json: Data(to.compiled.utf8), file: to.name)
        guard let start = try? ScrollDriver(layout: old, input: input, margin: margin), (try? new.prepare(input)) != nil else { return nil }
        let axis = start.prepared.axis
        let travel = axis == .vertical ? start.maximumOffset.y : start.maximumOffset.x
        var steps: [JSONValue] = []
        var magnitude = 1.0
        // The start, the middle, the end, and the middle's first cell in view with seven eighths
        // of it before the viewport: a cell that a shorter one in the new layout would leave out
        // of view at its distance (`keptInView`).
        var offsets = [0, (travel * 0.41).rounded(), travel]
        var middle = start
        try middle.scroll(to: axis == .vertical ? Point(x: 0, y: offsets[1]) : Point(x: offsets[1], y: 0))
        if let first = middle.switchAnchor, let cell = try middle.prepared.attributes(for: first.id, at: middle.position) {
            let mapping = middle.prepared.mapping
            let u = (mapping.u(cell.frame.origin) + mapping.u(cell.frame.size) * 0.875).rounded()
            if u > 0, u < travel { offsets.append(u) }
        }
        for u in offsets {
            var driver = start
            let offset = axis == .vertical ? Point(x: 0, y: u) : Point(x: u, y: 0)
            try driver.scroll(to: offset)
            let switched = try driver.switched(to: new)
            let ends = try driver.transitionEnds(to: switched)
            var frames: [JSONValue] = []
            for t in fractions {
                let elements = LayoutAttributes.interpolate(ends.from, ends.to, progress: t)
                for element in elements {
                    for value in [element.frame.x, element.frame.y, element.frame.maxX, element.frame.maxY] where value.isFinite {
                        magnitude = max(magnitude, abs(value))
                    }
                }
                frames.append(.array(elements.map(VectorJSON.element)))
            }
            var anchor = JSONValue.null
            if let kept = driver.switchAnchor { anchor = .array([VectorJSON.id(kept.id), VectorJSON.number(kept.distance)]) }
            steps.append(.object([
                ("offset", VectorJSON.point(offset)),
                ("anchor", anchor),
                ("newOffset", VectorJSON.point(switched.offset)),
                ("kept", .array(switched.kept.map { VectorJSON.id($0.id) })),
                ("elements", .array(frames)),
            ]))
        }
        let trigonometry = LayoutVectors.usesTrigonometry(from.compiled) || LayoutVectors.usesTrigonometry(to.compiled)
        let json = JSONValue.object([
            ("from", .string(from.name)),
            ("to", .string(to.name)),
            ("input", VectorJSON.input(input)),
            ("margin", VectorJSON.number(margin)),
            // As the layouts' vectors: answers through trigonometry compare within 1e-12 of this.
            ("approximate", trigonometry ? VectorJSON.number(magnitude) : .bool(false)),
            ("steps", .array(steps)),
        ])
        return (json, steps.count)
    }
}
