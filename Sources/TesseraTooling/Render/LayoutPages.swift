import TesseraCompiler
import TesseraRuntime

/// The HTML pages `tessera render` writes: a layout at several scroll offsets, or the
/// interpolation from one layout to another.
package enum LayoutPages {
    /// `frames` offsets from the start to the end of the content, evenly spaced, so scroll
    /// effects and pinned headers can be watched.
    package static func scrolling(layoutName: String, prepared: PreparedLayout, frames: Int) throws(LayoutError) -> String {
        let mapping = prepared.mapping
        let travel = Swift.max(0, mapping.u(prepared.contentSize) - mapping.u(prepared.viewport))
        var pictures: [(label: String, svg: String)] = []
        for index in 0..<frames {
            let u = frames == 1 ? 0 : travel * Double(index) / Double(frames - 1)
            let offset = mapping.axis == .vertical ? Point(x: 0, y: u) : Point(x: u, y: 0)
            let svg = try SVGPicture(layoutName: layoutName, prepared: prepared, position: ScrollPosition(offset)).render()
            pictures.append(("offset \(ElementReport.readable(offset.x)), \(ElementReport.readable(offset.y))", svg))
        }
        return HTMLPage.render(title: "\(layoutName) while scrolling", pictures: pictures)
    }

    /// `frames` steps from t = 0 (the first layout) to t = 1 (the second), drawn over the first
    /// layout's content area: the seeds' animated switch between circle and line.
    package static func transition(from start: (name: String, prepared: PreparedLayout), to end: (name: String, elements: [LayoutAttributes]),
                                  frames: Int) throws(LayoutError) -> String {
        let from = try start.prepared.allElements(), to = end.elements
        let title = "\(start.name) → \(end.name)"
        let picture = SVGPicture(layoutName: title, prepared: start.prepared, position: ScrollPosition())
        var pictures: [(label: String, svg: String)] = []
        for index in 0..<frames {
            let t = frames == 1 ? 1 : Double(index) / Double(frames - 1)
            let label = "t = \(ElementReport.readable(t))"
            pictures.append((label, try picture.render(elements: LayoutAttributes.interpolate(from, to, progress: t), caption: label)))
        }
        return HTMLPage.render(title: title, pictures: pictures)
    }
}
