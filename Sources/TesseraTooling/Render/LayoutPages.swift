import TesseraCompiler
import TesseraRuntime

/// The HTML pages `tessera render` writes: a layout at several scroll offsets, or the
/// interpolation from one layout to another.
package enum LayoutPages {
    /// The layout as a page a person scrolls on their own, with no server: the web runtime and the
    /// compiled layout inlined, run by its virtualized view at the input's viewport, counts and sizes.
    package struct Live {
        package var compiled: String
        package var input: LayoutInput
        package var runtime: String

        package init(compiled: String, input: LayoutInput, runtime: String) {
            self.compiled = compiled
            self.input = input
            self.runtime = runtime
        }
    }

    /// `frames` offsets from the start to the end of the content, evenly spaced, so scroll
    /// effects and pinned headers can be watched; with `live`, above them the layout itself,
    /// scrolling.
    package static func scrolling(layoutName: String, prepared: PreparedLayout, frames: Int, live: Live? = nil) throws(LayoutError) -> String {
        let mapping = prepared.mapping
        let travel = Swift.max(0, mapping.u(prepared.contentSize) - mapping.u(prepared.viewport))
        var pictures: [(label: String, svg: String)] = []
        for index in 0..<frames {
            let u = frames == 1 ? 0 : travel * Double(index) / Double(frames - 1)
            let offset = mapping.axis == .vertical ? Point(x: 0, y: u) : Point(x: u, y: 0)
            let svg = try SVGPicture(layoutName: layoutName, prepared: prepared, position: ScrollOffsets(offset)).render()
            pictures.append(("offset \(ElementReport.readable(offset.x)), \(ElementReport.readable(offset.y))", svg))
        }
        return HTMLPage.render(title: "\(layoutName) while scrolling", pictures: pictures, before: live.map(liveView))
    }

    /// The live view: a scroller the viewport's size, and a module script that is the web runtime
    /// followed by the lines that load the layout and show it.
    static func liveView(_ live: Live) -> String {
        let input = live.input
        func number(_ value: Double) -> String { JSONValue.format(value) }
        let sizes = input.itemSizes.map { sections in
            "[" + sections.map { section in
                "[" + section.map { size in
                    switch size {
                    case .length(let length): number(length)
                    case .size(let size): "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
                    }
                }.joined(separator: ",") + "]"
            }.joined(separator: ",") + "]"
        } ?? "undefined"
        let script = """
            \(live.runtime)
            const layout = CompiledLayout.load(\(JSONValue.string(live.compiled).renderedInline()));
            window.tesseraView = new TesseraView(document.getElementById("live"), layout, {
              sectionCounts: [\(input.sectionCounts.map(String.init).joined(separator: ", "))],
              itemSizes: \(sizes),
              textScale: \(number(input.textScale)),
              renderItem: (section, item) => {
                const node = document.createElement("div");
                node.className = "live-cell";
                node.textContent = section > 0 ? `${section}.${item}` : String(item);
                return node;
              },
            });
            """
        // Nothing in a script may close the element early.
        let inline = script.replacingOccurrences(of: "</script", with: "<\\/script", options: .caseInsensitive)
        return """
            <h2>Scroll it</h2>
            <style>
            #live { width: \(number(input.viewport.width))px; height: \(number(input.viewport.height))px; border: 1px solid #bbb; background: #f6f6f4; }
            .live-cell { background: #5b8def; color: #fff; border-radius: 6px; display: flex; align-items: center; justify-content: center; font-size: 12px; }
            .tessera-header, .tessera-footer { background: #ddd; }
            .tessera-background { background: #e6e6e1; }
            .tessera-separator { background: #bbb; }
            </style>
            <div id="live"></div>
            <script type="module">
            \(inline)
            </script>
            <h2>At fixed offsets</h2>

            """
    }

    /// `frames` steps from t = 0 (the first layout) to t = 1 (the second), drawn over the first
    /// layout's content area: the animated switch between circle and line of CYCircleLayout's demo.
    package static func transition(from start: (name: String, prepared: PreparedLayout), to end: (name: String, elements: [LayoutAttributes]),
                                  frames: Int) throws(LayoutError) -> String {
        let from = try start.prepared.allElements(), to = end.elements
        let title = "\(start.name) → \(end.name)"
        let picture = SVGPicture(layoutName: title, prepared: start.prepared, position: ScrollOffsets())
        var pictures: [(label: String, svg: String)] = []
        for index in 0..<frames {
            let t = frames == 1 ? 1 : Double(index) / Double(frames - 1)
            let label = "t = \(ElementReport.readable(t))"
            pictures.append((label, try picture.render(elements: LayoutAttributes.interpolate(from, to, progress: t), caption: label)))
        }
        return HTMLPage.render(title: title, pictures: pictures)
    }
}
