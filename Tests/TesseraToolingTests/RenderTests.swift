import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TesseraRuntime
@testable import TesseraCompiler
import TesseraTooling
import TesseraTestSupport

/// Pictures checked as a person would look at them: the SVG parses, and its shapes are where
/// the layout puts the elements.
@Suite struct RenderTests {
    /// The SVG's groups (one per element) and the viewport rectangle, read back with an XML parser.
    final class SVGReader: NSObject, XMLParserDelegate {
        struct Shape {
            var kind: String, section: Int, item: Int
            var rect: Rect
            var transform: String?
        }

        var shapes: [Shape] = []
        var viewport: Rect?
        var texts: [String] = []
        private var group: (kind: String, section: Int, item: Int, transform: String?)?
        private var inText = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            func rect() -> Rect {
                Rect(x: Double(attributes["x"] ?? "") ?? .nan, y: Double(attributes["y"] ?? "") ?? .nan,
                     width: Double(attributes["width"] ?? "") ?? .nan, height: Double(attributes["height"] ?? "") ?? .nan)
            }
            switch name {
            case "g":
                group = (attributes["class"] ?? "", Int(attributes["data-section"] ?? "") ?? -1, Int(attributes["data-item"] ?? "") ?? -1, attributes["transform"])
            case "rect" where group != nil:
                shapes.append(Shape(kind: group!.kind, section: group!.section, item: group!.item, rect: rect(), transform: group!.transform))
            case "rect" where attributes["class"] == "viewport":
                viewport = rect()
            case "text":
                inText = true
                texts.append("")
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { texts[texts.count - 1] += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { group = nil }
            if name == "text" { inText = false }
        }

        static func read(_ svg: String) throws -> SVGReader {
            let reader = SVGReader()
            let parser = XMLParser(data: Data(svg.utf8))
            parser.delegate = reader
            try #require(parser.parse(), "the SVG does not parse: \(parser.parserError.map { "\($0)" } ?? "")")
            return reader
        }
    }

    private func close(_ a: Rect, _ b: Rect) -> Bool {
        [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) <= 0.0006 }
    }

    @Test(arguments: ["mosaic", "circle", "carousel", "waterfall", "blocks", "grid"])
    func everyElementIsDrawnWhereTheLayoutPutsIt(_ name: String) throws {
        let layout = try InterpretedLayout(yaml: try seedLayoutSource(name))
        let counts = name == "blocks" ? [13, 4] : [14]
        let sizes: [[ItemSize]] = counts.map { (0..<$0).map { .length(Double(60 + $0 * 17 % 90)) } }
        let prepared = try layout.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: counts, itemSizes: sizes))
        let offset = prepared.mapping.axis == .vertical ? Point(x: 0, y: 120) : Point(x: 240, y: 0)
        let picture = SVGPicture(layoutName: layout.name, prepared: prepared, position: ScrollOffsets(offset))
        let svg = try picture.render()
        let reader = try SVGReader.read(svg)
        let expected = try prepared.elements(in: picture.drawnArea, at: ScrollOffsets(offset))
        #expect(reader.shapes.count == expected.count)
        for element in expected {
            let shape = reader.shapes.first { $0.kind == element.id.kind.rawValue && $0.section == element.id.section && $0.item == element.id.item }
            #expect(shape.map { close($0.rect, element.frame) } == true, "\(name) \(element.id)")
            #expect((shape?.transform != nil) == (element.scale != 1), "scale is drawn as a transform about the centre")
        }
        #expect(reader.viewport.map { close($0, Rect(x: offset.x, y: offset.y, width: 375, height: 667)) } == true)
        #expect(reader.texts.contains { $0.hasPrefix("\(layout.name): content \(ElementReport.readable(prepared.contentSize.width)) × ") })
        #expect(reader.texts.contains("0"), "cells are numbered")
    }

    @Test func longContentIsCutToTheFirstScreensAndLabelsAreThinned() throws {
        let layout = try InterpretedLayout(yaml: try seedLayoutSource("grid"))
        let prepared = try layout.prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [100_000]))
        let picture = SVGPicture(layoutName: "Grid", prepared: prepared, position: ScrollOffsets())
        #expect(picture.drawnArea.height == 667 * SVGPicture.maxScreens)
        let reader = try SVGReader.read(try picture.render())
        #expect(reader.shapes.count < 300)
        #expect(reader.texts.contains("only the first 8 screens drawn"))
        let many = try InterpretedLayout(yaml: "layout: Dense\nflow: {columns: 25, spacing: 1}\n")
            .prepare(LayoutInput(viewport: Size(width: 400, height: 800), sectionCounts: [5000]))
        let dense = try SVGReader.read(try SVGPicture(layoutName: "Dense", prepared: many, position: ScrollOffsets()).render())
        let labels = dense.texts.filter { Int($0) != nil }.count
        #expect(labels <= SVGPicture.maxLabels && labels > 0)
        #expect(dense.texts.contains { $0.hasPrefix("every ") && $0.hasSuffix("th cell labelled") })
    }

    @Test func pagesStepThroughOffsetsAndTransitions() throws {
        let carousel = try InterpretedLayout(yaml: try seedLayoutSource("carousel"))
            .prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [8]))
        let page = try LayoutPages.scrolling(layoutName: "Carousel", prepared: carousel, frames: 5)
        #expect(page.components(separatedBy: "<svg ").count - 1 == 5)
        // Nothing loaded from elsewhere: no attribute points at a URL (the check does find one).
        let fetches = #"(src|href)\s*=\s*["']?(https?:)?//"#
        #expect(page.range(of: fetches, options: .regularExpression) == nil, "no network")
        #expect("<img src=\"https://example.com/a.png\">".range(of: fetches, options: .regularExpression) != nil)
        // With the web runtime inlined, the page scrolls the layout itself: its compiled file and
        // the input are in the page, and still nothing is fetched.
        let live = LayoutPages.Live(compiled: "{\"format\": \"tessera-compiled-layout\"}", input: LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [8]),
                                    runtime: "class CompiledLayout {} // </script> inside")
        let scrollable = try LayoutPages.scrolling(layoutName: "Carousel", prepared: carousel, frames: 2, live: live)
        #expect(scrollable.contains("<script type=\"module\">") && scrollable.contains("tessera-compiled-layout") && scrollable.contains("sectionCounts: [8]"))
        #expect(scrollable.components(separatedBy: "</script>").count == 3, "the runtime's own text cannot close its script element")
        #expect(scrollable.range(of: fetches, options: .regularExpression) == nil, "no network")
        let circle = try InterpretedLayout(yaml: try seedLayoutSource("circle"))
            .prepare(LayoutInput(viewport: Size(width: 375, height: 667), sectionCounts: [8]))
        let transition = try LayoutPages.transition(from: ("Circle", circle), to: ("Carousel", try carousel.allElements()), frames: 3)
        let pictures = transition.components(separatedBy: "<svg ").dropFirst().map { "<svg " + $0.components(separatedBy: "</svg>")[0] + "</svg>" }
        #expect(pictures.count == 3)
        // The first picture is the circle, the last the carousel's frames.
        let first = try SVGReader.read(pictures[0]), last = try SVGReader.read(pictures[2])
        #expect(zip(first.shapes, try circle.allElements()).allSatisfy { close($0.rect, $1.frame) })
        #expect(zip(last.shapes, try carousel.allElements()).allSatisfy { close($0.rect, $1.frame) })
    }
}
