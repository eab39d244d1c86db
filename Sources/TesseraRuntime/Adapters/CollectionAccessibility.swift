/// What a collection view tells assistive technologies and does with arrow keys, decided here for
/// the UIKit, AppKit and SwiftUI adapters, which only forward (docs/ACCESSIBILITY.md). The whole
/// collection is one table: its sections' rows one after another, each section's rows and
/// columns as the rows-and-columns rule (`GridStructure`) finds them, a list section's items a
/// row each in the first column. A collection with no grid section is a list.
public struct CollectionAccessibility: Sendable, Hashable {
    public enum Container: String, Sendable, Hashable {
        /// Rows and columns: UIKit's `.dataTable`, AppKit's grid role.
        case dataTable
        /// Items one after another: UIKit's `.list`, AppKit's list role.
        case list
    }

    /// Each section's structure, by section.
    public let structures: [GridStructure]
    /// The sections that have a header, ascending: the rotor's stops.
    public let headerSections: [Int]
    /// The table row each section's first row is.
    public let firstRows: [Int]
    public let container: Container
    /// The table's rows (every section's) and columns (the most any section has).
    public let rowCount: Int, columnCount: Int

    public init(structures: [GridStructure], headerSections: [Int]) {
        self.structures = structures
        self.headerSections = headerSections.sorted()
        var firstRows: [Int] = [], rows = 0
        for structure in structures {
            firstRows.append(rows)
            rows += structure.rowCount
        }
        self.firstRows = firstRows
        rowCount = rows
        columnCount = structures.map(\.columnCount).max() ?? 0
        container = structures.contains { $0.kind == .grid } ? .dataTable : .list
    }

    /// The table of a prepared layout: each section's structure by the rule, and its headers.
    public init(_ prepared: PreparedLayout) throws(LayoutError) {
        var structures: [GridStructure] = []
        var headers: [Int] = []
        for section in 0..<prepared.sectionCount {
            structures.append(try prepared.gridStructure(section: section))
            if prepared.sections[section].headerLength != nil { headers.append(section) }
        }
        self.init(structures: structures, headerSections: headers)
    }

    /// How many items the collection holds: what SwiftUI's container says.
    public var itemCount: Int {
        structures.reduce(0) { $0 + ($1.kind == .grid ? $1.places.count : $1.rowCount) }
    }

    /// What a container says of itself besides its items (SwiftUI's value of the collection):
    /// its count, and its rows and columns when it is a table.
    public var summary: String {
        let items = itemCount == 1 ? "1 item" : "\(itemCount) items"
        guard container == .dataTable else { return items }
        return "\(items), \(rowCount) \(rowCount == 1 ? "row" : "rows"), \(columnCount) \(columnCount == 1 ? "column" : "columns")"
    }

    /// What the rotor calls a section's header when the app's view gives it no label.
    public static func headerName(section: Int) -> String { "Section \(section + 1)" }

    /// A cell's place in the table (0-based row and column, and spans); nil for no such cell.
    public func place(section: Int, item: Int) -> GridStructure.Place? {
        guard structures.indices.contains(section), item >= 0 else { return nil }
        let structure = structures[section]
        switch structure.kind {
        case .list:
            guard item < structure.rowCount else { return nil }
            return GridStructure.Place(row: firstRows[section] + item, column: 0, rowSpan: 1, columnSpan: 1)
        case .grid:
            guard item < structure.places.count else { return nil }
            var place = structure.places[item]
            place.row += firstRows[section]
            return place
        }
    }

    /// The section a table row belongs to; nil past the table.
    public func section(ofRow row: Int) -> Int? {
        guard row >= 0, row < rowCount else { return nil }
        // The last section starting at or before the row that has rows (empty ones have none).
        var low = 0, high = firstRows.count
        while low < high {
            let middle = (low + high) / 2
            if firstRows[middle] <= row { low = middle + 1 } else { high = middle }
        }
        var section = low - 1
        while section > 0, structures[section].rowCount == 0 { section -= 1 }
        return section
    }

    /// The cell covering a slot of the table (a spanning cell covers several); nil for an empty
    /// slot or one past the table.
    public func cell(row: Int, column: Int) -> ElementID? {
        guard column >= 0, column < columnCount, let section = section(ofRow: row) else { return nil }
        let local = row - firstRows[section]
        let structure = structures[section]
        if structure.kind == .list { return column == 0 ? .cell(local, section: section) : nil }
        // Linear: asked for one slot at a time, by a reader, in a section of at most 10,000 cells.
        for (item, place) in structure.places.enumerated()
        where (place.row..<(place.row + place.rowSpan)).contains(local) && (place.column..<(place.column + place.columnSpan)).contains(column) {
            return .cell(item, section: section)
        }
        return nil
    }

    /// The header the rotor goes to from `section` (the current element's section; nil when the
    /// reader is on none): the next one after it, or the last one before it; nil past the ends.
    public func headerSection(from section: Int?, forward: Bool) -> Int? {
        guard let section else { return forward ? headerSections.first : headerSections.last }
        return forward ? headerSections.first { $0 > section } : headerSections.last { $0 < section }
    }
}

extension CellMove {
    /// The move of an AppKit key-binding command (`NSResponder`'s `moveUp:` and the others, as
    /// `NSStandardKeyBindingResponding` names them); nil for another command. `mirrored`: the
    /// view is drawn right to left, so that the left arrow goes right in the layout's coordinates.
    public init?(command: String, mirrored: Bool = false) {
        let move: CellMove
        switch command {
        case "moveUp:": move = .up
        case "moveDown:": move = .down
        case "moveLeft:": move = mirrored ? .right : .left
        case "moveRight:": move = mirrored ? .left : .right
        case "moveToBeginningOfDocument:", "scrollToBeginningOfDocument:": move = .home
        case "moveToEndOfDocument:", "scrollToEndOfDocument:": move = .end
        case "pageUp:", "scrollPageUp:": move = .pageUp
        case "pageDown:", "scrollPageDown:": move = .pageDown
        default: return nil
        }
        self = move
    }

    /// The move of a hardware key by its HID usage (UIKit's `UIKeyboardHIDUsage` raw values, the
    /// USB HID keyboard page); nil for another key. `mirrored` as above.
    public init?(keyUsage: Int, mirrored: Bool = false) {
        let move: CellMove
        switch keyUsage {
        case 0x52: move = .up
        case 0x51: move = .down
        case 0x50: move = mirrored ? .right : .left
        case 0x4F: move = mirrored ? .left : .right
        case 0x4A: move = .home
        case 0x4D: move = .end
        case 0x4B: move = .pageUp
        case 0x4E: move = .pageDown
        default: return nil
        }
        self = move
    }
}

extension CollectionLayoutCore {
    /// The collection's table for assistive technologies (nil before the first layout or after
    /// an error); found anew only when the layout or its input changed.
    public mutating func accessibility() -> CollectionAccessibility? {
        guard let driver else { return nil }
        if let cached = accessibilityCache, cached.input == driver.input, cached.viewport == driver.prepared.viewport { return cached.table }
        guard let table = try? CollectionAccessibility(driver.prepared) else { return nil }
        accessibilityCache = AccessibilityCache(input: driver.input, viewport: driver.prepared.viewport, table: table)
        return table
    }

    /// The cell a key moves focus to from `from`, by the frames at the view's offset: nil when
    /// focus stays.
    public func nextCell(from: ElementID, move: CellMove) -> ElementID? {
        guard let driver, from.kind == .cell else { return nil }
        return try? driver.prepared.nextCell(from: from, move: move, at: driver.position)
    }
}

/// The table of one input, kept so that a layout pass over the same data does not find it again.
struct AccessibilityCache: Sendable {
    let input: LayoutInput
    let viewport: Size
    let table: CollectionAccessibility
}
