@_spi(Generated) import TesseraRuntime

/// Reports cells of a tile block that overlap. Cells given as constants are checked exactly;
/// cells that depend on the viewport are checked at a phone-sized viewport, as a warning, since
/// the author may intend them for other sizes.
enum TileOverlapCheck {
    static let sampleViewport = EvaluationContext(width: 375, height: 667)

    static func report(_ cells: [CellModel<LayoutExpression>], at locations: [SourceLocation], diagnostics: DiagnosticCollector) {
        let isConstant = cells.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy { $0.variables.isEmpty } }
        var context = sampleViewport
        context.count = Double(cells.count)
        let frames = cells.map { cell in
            [cell.x, cell.y, cell.width, cell.height].map { FormulaProgram($0).evaluate(context) }
        }
        for (index, frame) in frames.enumerated() where frame[2] < 0 || frame[3] < 0 {
            diagnostics.report(.error("cell \(index) has a negative size (\(frame[2]) × \(frame[3]))", at: locations[index]))
        }
        // Each cell is reported once, for the first cell it overlaps: a thousand cells piled on
        // one another make a thousand messages, not half a million.
        for second in frames.indices {
            for first in 0..<second {
                let a = frames[first], b = frames[second]
                guard a[0] < b[0] + b[2], b[0] < a[0] + a[2], a[1] < b[1] + b[3], b[1] < a[1] + a[3] else { continue }
                let message = "cells \(first) and \(second) overlap" + (isConstant ? "" : " at a 375×667 viewport")
                let note = Diagnostic.Note("cell \(first) is here", at: locations[first])
                diagnostics.report(isConstant
                    ? .error(message, at: locations[second], notes: [note])
                    : .warning(message, at: locations[second], notes: [note]))
                break
            }
        }
    }
}
