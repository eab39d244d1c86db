import TesseraCompiler
import Foundation
import TesseraRuntime

/// `tessera validate` on a compiled layout file (`.json`), as an app that downloads one would
/// want it checked before shipping: it loads as the runtime loads it, and the layout answers on
/// the typical screens. A refusal is placed at its line and column when the text is not JSON,
/// and named by its key path otherwise; a layout error names the screen and where the formula
/// was written in the layout's source.
package enum CompiledFileCheck {
    package static func check(_ bytes: [UInt8], file: String, screens: [Screen], diagnostics: DiagnosticCollector) {
        let layout: CompiledLayout
        do {
            layout = try CompiledLayout(json: Data(bytes), file: file)
        } catch {
            let location = SourceLocation(line: error.line ?? 1, column: error.column ?? 1)
            let place = error.line == nil && !error.place.isEmpty ? "\(error.place): " : ""
            diagnostics.report(.error(place + error.message, at: location, code: error.code))
            return
        }
        var reported: Set<String> = []
        for screen in screens {
            for counts in ScreenCheck.counts {
                // Sizes for every item: a layout that takes none ignores them.
                let sizes = counts.map { (0..<$0).map(ScreenCheck.typicalSize) }
                do {
                    _ = try layout.prepare(LayoutInput(viewport: screen.size, sectionCounts: counts, itemSizes: sizes))
                } catch {
                    // Once per formula: other screens give the same fault other numbers.
                    let key = error.line.map { "\($0):\(error.column ?? 0)" } ?? error.message
                    guard reported.insert(key).inserted else { continue }
                    diagnostics.report(.error("on \(screen.label) with \(counts) items: \(error)", at: .start, code: error.code))
                }
            }
        }
    }
}
