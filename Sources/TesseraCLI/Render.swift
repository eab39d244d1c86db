import ArgumentParser
import TesseraCompiler
import TesseraRuntime

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a layout as SVG, or as an HTML page that steps through scroll offsets or a transition.",
        discussion: """
            SVG: the content area with every element (scale and alpha applied, cells numbered), the \
            viewport at --offset with the rest dimmed, and a caption. HTML: --frames pictures at offsets \
            from the start to the end of the content, or with --transition OTHER, the interpolation from \
            this layout to OTHER in --frames steps. The output is written atomically.
            """)

    @OptionGroup var query: LayoutQuery

    @Option(help: "HTML: how many pictures (offsets, or transition steps).")
    var frames: Int = 12

    @Option(help: ArgumentHelp("HTML: interpolate from this layout to another layout file.", valueName: "OTHER_FILE"))
    var transition: String?

    @Option(name: .customShort("o"), help: ArgumentHelp("The output file: .svg or .html.", valueName: "OUT"))
    var output: String

    func validate() throws {
        guard output.hasSuffix(".svg") || output.hasSuffix(".html") else {
            throw ValidationError("-o must name a .svg or .html file, not '\(output)'.")
        }
        guard (1...240).contains(frames) else { throw ValidationError("--frames must be from 1 to 240.") }
        if transition != nil, output.hasSuffix(".svg") { throw ValidationError("--transition draws several pictures: write it to a .html file.") }
        // Pictures of more items than this are unreadable and slow to draw.
        let total = try query.sectionCounts().reduce(0, +)
        guard total <= 100_000 else { throw ValidationError("render draws at most 100000 items; use tessera frames for more.") }
    }

    func run() throws {
        let (layout, prepared, offset) = try query.prepare()
        let text: String
        do {
            if output.hasSuffix(".svg") {
                text = try SVGPicture(layoutName: layout.ir.name, prepared: prepared, offset: offset).render()
            } else if let transition {
                text = try transitionPage(from: layout, prepared, to: transition)
            } else {
                text = try scrollingPage(layout, prepared)
            }
        } catch let error as LayoutError {
            throw layout.report(error)
        }
        try writeIfChanged(text, to: output)
    }

    private func scrollingPage(_ layout: LoadedLayout, _ prepared: PreparedLayout) throws(LayoutError) -> String {
        try LayoutPages.scrolling(layoutName: layout.ir.name, prepared: prepared, frames: frames)
    }

    private func transitionPage(from layout: LoadedLayout, _ prepared: PreparedLayout, to otherPath: String) throws -> String {
        let other = try LoadedLayout.load(otherPath)
        do {
            let target = try other.interpreted.prepare(LayoutInput(viewport: prepared.viewport, sectionCounts: try query.sectionCounts()))
            return try LayoutPages.transition(from: (layout.ir.name, prepared), to: (other.ir.name, target), frames: frames)
        } catch let error as LayoutError {
            throw other.report(error)
        }
    }
}
