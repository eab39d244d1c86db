import TesseraCompiler
import TesseraRuntime

/// A layout drawn as SVG: the content area, every element as a rectangle (scale and alpha
/// applied, cells numbered), the viewport at its offset with the rest dimmed, and a caption.
/// Deterministic: numbers are rounded to thousandths and printed the same way everywhere.
package struct SVGPicture: Sendable {
    /// Beyond this many screens along the scroll axis, only the first are drawn.
    package static let maxScreens = 8.0
    /// Beyond this many cells in the picture, only every n-th is labelled.
    package static let maxLabels = 400

    package var layoutName: String
    package var prepared: PreparedLayout
    package var position: ScrollOffsets

    package init(layoutName: String, prepared: PreparedLayout, position: ScrollOffsets) {
        self.layoutName = layoutName
        self.prepared = prepared
        self.position = position
    }

    /// The part of the content drawn: all of it, or the first `maxScreens` screens.
    package var drawnArea: Rect {
        let content = prepared.contentSize, viewport = prepared.viewport
        if prepared.mapping.axis == .vertical {
            return Rect(x: 0, y: 0, width: content.width, height: Swift.min(content.height, Swift.max(viewport.height, 1) * Self.maxScreens))
        }
        return Rect(x: 0, y: 0, width: Swift.min(content.width, Swift.max(viewport.width, 1) * Self.maxScreens), height: content.height)
    }

    package func render() throws(LayoutError) -> String {
        try render(elements: try prepared.elements(in: drawnArea, at: position), caption: nil)
    }

    /// Draws `elements` (e.g. interpolated ones) over this picture's content area.
    package func render(elements: [LayoutAttributes], caption extra: String?) throws(LayoutError) -> String {
        let area = drawnArea
        let offset = position.offset
        let viewport = Rect(x: offset.x, y: offset.y, width: prepared.viewport.width, height: prepared.viewport.height)
        // The canvas holds the content drawn and the viewport, which may reach past the content's end.
        let width = Swift.max(area.width, viewport.maxX, 1), height = Swift.max(area.height, viewport.maxY, 1)
        let truncated = area.size != prepared.contentSize
        let cells = elements.filter { $0.id.kind == .cell }
        let labelStep = Swift.max(1, (cells.count + Self.maxLabels - 1) / Self.maxLabels)
        let captionHeight = 15 * 5 + 8.0
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height + captionHeight))" \
            viewBox="0 0 \(n(width)) \(n(height + captionHeight))" font-family="Helvetica, Arial, sans-serif">

            """
        out += "<title>\(escapedForMarkup(layoutName))</title>\n"
        out += "<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(area.width))\" height=\"\(n(area.height))\" fill=\"#f6f6f4\"/>\n"
        for element in elements.sorted(by: { ($0.zIndex, $0.id) < ($1.zIndex, $1.id) }) {
            out += draw(element, labelled: element.id.kind != .cell || element.id.item % labelStep == 0)
        }
        // Everything outside the viewport, dimmed: the area with the viewport cut out (even-odd).
        out += "<path class=\"outside\" fill=\"#000\" fill-opacity=\"0.22\" fill-rule=\"evenodd\" d=\"M0 0H\(n(width))V\(n(height))H0Z "
            + "M\(n(viewport.x)) \(n(viewport.y))h\(n(viewport.width))v\(n(viewport.height))h\(n(-viewport.width))Z\"/>\n"
        out += "<rect class=\"viewport\" x=\"\(n(viewport.x))\" y=\"\(n(viewport.y))\" width=\"\(n(viewport.width))\" height=\"\(n(viewport.height))\" "
            + "fill=\"none\" stroke=\"#d0342c\" stroke-width=\"2\"/>\n"
        // A narrow picture has room for a few words a line: one fact a line.
        var captionLines = [
            "\(layoutName): content \(n(prepared.contentSize.width)) × \(n(prepared.contentSize.height))",
            "viewport \(n(prepared.viewport.width)) × \(n(prepared.viewport.height)) at (\(n(offset.x)), \(n(offset.y))), \(cells.count) cells",
        ]
        if truncated { captionLines.append("only the first \(n(Self.maxScreens)) screens drawn") }
        for section in 0..<(prepared.hasOrthogonalSections ? prepared.sectionCount : 0) where position.offset(ofSection: section) != 0 {
            captionLines.append("section \(section) scrolled \(n(position.offset(ofSection: section))) sideways")
        }
        if labelStep > 1 { captionLines.append("every \(labelStep)th cell labelled") }
        if let extra { captionLines.append(extra) }
        for (index, text) in captionLines.enumerated() {
            out += "<text class=\"caption\" x=\"6\" y=\"\(n(height + 16 + 15 * Double(index)))\" font-size=\"12\" fill=\"#222\">\(escapedForMarkup(text))</text>\n"
        }
        out += "</svg>\n"
        return out
    }

    private func draw(_ element: LayoutAttributes, labelled: Bool) -> String {
        let frame = element.frame
        let kind = element.id.kind
        let fill: String
        switch kind {
        case .header: fill = "#5b7fa6"
        case .footer: fill = "#8a6fa8"
        case .cell: fill = Self.palette[element.id.item % Self.palette.count]
        case .background: fill = "#dfe3e8"
        case .separator: fill = "#9aa3ad"
        }
        if kind.isDecoration {
            // Decorations are drawn plain: no outline, no label.
            let radius = kind == .background ? (prepared.backgroundCornerRadius(section: element.id.section) ?? 0) : 0
            let corners = radius > 0 ? " rx=\"\(n(radius))\"" : ""
            return "<g class=\"\(kind.rawValue)\" data-section=\"\(element.id.section)\" data-item=\"\(element.id.item)\">"
                + "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"\(corners) fill=\"\(fill)\"/></g>\n"
        }
        if element.isTransformed { return drawTransformed(element, fill: fill, labelled: labelled) }
        let center = frame.center
        let transform = element.scale == 1 ? "" :
            " transform=\"translate(\(n(center.x)) \(n(center.y))) scale(\(n(element.scale))) translate(\(n(-center.x)) \(n(-center.y)))\""
        var out = "<g class=\"\(kind.rawValue)\" data-section=\"\(element.id.section)\" data-item=\"\(element.id.item)\" opacity=\"\(n(element.alpha))\"\(transform)>"
        out += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(fill)\" stroke=\"#fff\" stroke-width=\"1\"/>"
        let side = Swift.min(frame.width, frame.height)
        if labelled, side >= 10 {
            let label = kind == .cell ? "\(element.id.item)" : "\(kind.rawValue) \(element.id.section)"
            let size = Swift.min(Swift.max(side * 0.35, 8), 28)
            out += "<text x=\"\(n(center.x))\" y=\"\(n(center.y + size * 0.35))\" font-size=\"\(n(size))\" text-anchor=\"middle\" fill=\"#fff\">\(escapedForMarkup(label))</text>"
        }
        return out + "</g>\n"
    }

    /// A moved, rotated or turned element as the quadrilateral it is drawn as (SVG has no 3D
    /// transforms, so the projection is computed here, exactly as hit testing takes it). Part of
    /// it behind the viewer: not drawn, as Core Animation clips it.
    private func drawTransformed(_ element: LayoutAttributes, fill: String, labelled: Bool) -> String {
        let kind = element.id.kind
        var out = "<g class=\"\(kind.rawValue)\" data-section=\"\(element.id.section)\" data-item=\"\(element.id.item)\" opacity=\"\(n(element.alpha))\" data-transformed=\"true\">"
        guard let corners = element.displayedCorners else { return out + "</g>\n" }
        let points = corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        out += "<polygon points=\"\(points)\" fill=\"\(fill)\" stroke=\"#fff\" stroke-width=\"1\"/>"
        let side = Swift.min(element.frame.width, element.frame.height) * element.scale
        if labelled, side >= 10 {
            let center = Point(x: corners.reduce(0) { $0 + $1.x } / 4, y: corners.reduce(0) { $0 + $1.y } / 4)
            let label = kind == .cell ? "\(element.id.item)" : "\(kind.rawValue) \(element.id.section)"
            let size = Swift.min(Swift.max(side * 0.35, 8), 28)
            out += "<text x=\"\(n(center.x))\" y=\"\(n(center.y + size * 0.35))\" font-size=\"\(n(size))\" text-anchor=\"middle\" fill=\"#fff\">\(escapedForMarkup(label))</text>"
        }
        return out + "</g>\n"
    }

    static let palette = ["#e07a5f", "#3d8a8f", "#f2a541", "#6a8d3b", "#4f6fb0", "#b5557a", "#8c6d46", "#2f9c74"]

    private func n(_ value: Double) -> String { ElementReport.readable(value) }
}
