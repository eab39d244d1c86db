import ArgumentParser
import TesseraCompiler
import TesseraTooling
@_spi(Generated) import TesseraRuntime

package struct Render: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
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

    package func validate() throws {
        guard output.hasSuffix(".svg") || output.hasSuffix(".html") else {
            throw ValidationError("-o must name a .svg or .html file, not '\(output)'.")
        }
        guard (1...240).contains(frames) else { throw ValidationError("--frames must be from 1 to 240.") }
        if transition != nil, output.hasSuffix(".svg") { throw ValidationError("--transition draws several pictures: write it to a .html file.") }
        if let counts = try query.givenCounts() { try Self.checkDrawable(counts) }
    }

    /// Pictures of more items than this are unreadable and slow to draw.
    private static func checkDrawable(_ counts: [Int]) throws {
        guard counts.reduce(0, +) <= 100_000 else { throw ValidationError("render draws at most 100000 items; use tessera frames for more.") }
    }

    package func run() throws {
        let (layout, input, prepared, position) = try query.prepare()
        try Self.checkDrawable(input.sectionCounts)  // counts a sizes file gave
        let text: String
        do {
            if output.hasSuffix(".svg") {
                text = try SVGPicture(layoutName: layout.ir.name, prepared: prepared, position: position).render()
            } else if let transition {
                let (name, elements) = try finalElements(of: transition, for: input)
                text = try LayoutPages.transition(from: (layout.ir.name, prepared), to: (name, elements), frames: frames)
            } else {
                // The page scrolls on its own with the web runtime inlined; without the runtime's
                // file (a binary moved without its resources) it keeps the pictures alone.
                let live = WebRuntimeScript.text().map {
                    LayoutPages.Live(compiled: CompiledFileWriter.json(for: layout.ir, source: layout.path), input: input, runtime: $0)
                }
                text = try LayoutPages.scrolling(layoutName: layout.ir.name, prepared: prepared, frames: frames, live: live)
            }
        } catch let error as LayoutError {
            throw layout.report(error)
        }
        try writeIfChanged(text, to: output)
    }

    /// The other layout's elements for the same input, its faults reported against its own file.
    private func finalElements(of path: String, for input: LayoutInput) throws -> (name: String, elements: [LayoutAttributes]) {
        let other = try LoadedLayout.load(path)
        do throws(LayoutError) {
            return (other.ir.name, try other.interpreted.prepare(input).allElements())
        } catch {
            throw other.report(error)
        }
    }
}
