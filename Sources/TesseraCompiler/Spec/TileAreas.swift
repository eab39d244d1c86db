import TesseraRuntime

/// Turns a tile block drawn as rows of names (`areas:`) into one rectangle of grid tracks per slot,
/// checking that each name covers a filled rectangle and that slots are 0..<k, each once.
struct TileAreas {
    struct Area {
        var slot: Int
        var columns: Range<Int>
        var rows: Range<Int>
    }

    var areas: [Area]
    var columnCount: Int
    var rowCount: Int

    /// nil after reporting when the drawing is not a valid block.
    static func parse(rows rowNodes: YAMLNode.Items, order orderNodes: YAMLNode.Items?, diagnostics: DiagnosticCollector) -> TileAreas? {
        var grid: [[(token: String, location: SourceLocation)]] = []
        for node in rowNodes {
            guard let scalar = node.scalar else { return nil }
            var tokens: [(String, SourceLocation)] = []
            var current = "", start = 0
            for (offset, character) in (Array(scalar.text) + [" "]).enumerated() {
                if character == " " || character == "\t" {
                    if !current.isEmpty { tokens.append((current, scalar.textLocation.advanced(by: start))) }
                    current = ""
                } else {
                    if current.isEmpty { start = offset }
                    current.append(character)
                }
            }
            guard !tokens.isEmpty else {
                diagnostics.report(.error("an areas row needs at least one name; use '.' for an empty place", at: node.location))
                return nil
            }
            if let first = grid.first, first.count != tokens.count {
                diagnostics.report(.error(
                    "this row has \(tokens.count) places but the first row has \(first.count); every row needs the same number",
                    at: node.location))
                return nil
            }
            grid.append(tokens)
        }
        guard grid.count * (grid.first?.count ?? 0) <= Limits.maxPatternCells else {
            diagnostics.report(.error("the areas grid has more than \(Limits.maxPatternCells) places", at: rowNodes[0].location))
            return nil
        }

        // Where each name appears, in reading order.
        var names: [String] = []
        var places: [String: [(row: Int, column: Int, location: SourceLocation)]] = [:]
        for (row, tokens) in grid.enumerated() {
            for (column, token) in tokens.enumerated() where token.token != "." {
                let isNumber = token.token.allSatisfy(\.isASCII) && Int(token.token) != nil
                guard isNumber || SwiftIdentifier.isValid(token.token) || token.token.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    diagnostics.report(.error("'\(token.token)' is not a slot number, a name or '.'", at: token.location))
                    return nil
                }
                if places[token.token] == nil { names.append(token.token) }
                places[token.token, default: []].append((row, column, token.location))
            }
        }
        guard !names.isEmpty else {
            diagnostics.report(.error("the areas grid has no cells, only '.'", at: rowNodes[0].location))
            return nil
        }

        var areas: [Area] = []
        for name in names {
            guard let cells = places[name], let first = cells.first else { continue }
            let rows = cells.map(\.row), columns = cells.map(\.column)
            let rowRange = (rows.min() ?? 0)..<((rows.max() ?? 0) + 1), columnRange = (columns.min() ?? 0)..<((columns.max() ?? 0) + 1)
            if cells.count != rowRange.count * columnRange.count {
                diagnostics.report(.error(
                    "the cell '\(name)' is not a rectangle: it must fill rows \(rowRange.lowerBound + 1)–\(rowRange.upperBound) × columns \(columnRange.lowerBound + 1)–\(columnRange.upperBound) of the grid",
                    at: first.location))
                return nil
            }
            areas.append(Area(slot: -1, columns: columnRange, rows: rowRange))
        }

        // Slots: numbers name themselves; names follow `order`, else their first appearance.
        let numeric = names.map { Int($0) }
        let numbers = numeric.compactMap { $0 }
        if numbers.count == names.count {
            for index in areas.indices { areas[index].slot = numbers[index] }
            let slots = Set(numbers)
            let missing = (0..<names.count).filter { !slots.contains($0) }
            if !missing.isEmpty {
                diagnostics.report(.error(
                    "slot numbers must be 0 to \(names.count - 1), each once; missing: \(missing.map(String.init).joined(separator: ", "))",
                    at: rowNodes[0].location))
                return nil
            }
        } else if let firstNumber = numeric.firstIndex(where: { $0 != nil }) {
            let location = places[names[firstNumber]]?.first?.location ?? rowNodes[0].location
            diagnostics.report(.error("mix of slot numbers and names; write every cell as a number, or every cell as a name", at: location))
            return nil
        } else if let orderNodes {
            let order = orderNodes.compactMap(\.scalarText)
            for (node, name) in zip(orderNodes, order) where places[name] == nil {
                diagnostics.report(.error("'\(name)' is not a name in areas\(suggestion(for: name, among: names))", at: node.location))
                return nil
            }
            if let missing = names.first(where: { !order.contains($0) }) {
                diagnostics.report(.error("order must list every name of areas; '\(missing)' is missing", at: orderNodes[0].location))
                return nil
            }
            if Set(order).count != order.count {
                diagnostics.report(.error("order lists a name twice", at: orderNodes[0].location))
                return nil
            }
            for index in areas.indices { areas[index].slot = order.firstIndex(of: names[index]) ?? index }
        } else {
            for index in areas.indices { areas[index].slot = index }
        }
        areas.sort { $0.slot < $1.slot }
        return TileAreas(areas: areas, columnCount: grid[0].count, rowCount: grid.count)
    }
}
