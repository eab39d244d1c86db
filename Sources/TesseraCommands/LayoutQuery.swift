import ArgumentParser
import TesseraCompiler
import TesseraTooling
@_spi(Generated) import TesseraRuntime

/// The arguments every command that evaluates a layout shares: which file, for what viewport,
/// how many items, and (for layouts that take sizes from data) the items' sizes.
struct LayoutQuery: ParsableArguments {
    @Argument(help: "The layout file (.yaml).")
    var file: String

    @Option(help: "The viewport's width in points.")
    var width: Double

    @Option(help: "The viewport's height in points.")
    var height: Double

    @Option(help: "One section of this many items.")
    var items: Int?

    @Option(help: ArgumentHelp("The item count of each section, comma-separated.", valueName: "N1,N2,..."))
    var sections: String?

    @Option(help: ArgumentHelp(
        "A JSON array of item sizes, sections in order: numbers, or {\"width\": W, \"height\": H}. Without --items or --sections, one section of as many items as it lists.",
        valueName: "FILE"))
    var sizes: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The scroll offset, for scroll effects and pinned headers (default: where the layout opens, 0,0 or the end of a layout with gravity: end).",
        valueName: "X,Y"))
    var offset: String?

    @Option(name: .customLong("text-scale"), help: ArgumentHelp(
        "The reader's text size relative to the default (Dynamic Type), which expressions read as textScale: 1 is the default, about 0.82 the smallest and 3.12 the largest accessibility size.",
        valueName: "SCALE"))
    var textScale: Double = 1

    @Flag(name: .customLong("reduce-motion"), help: "The reader has turned on Reduce Motion: the layout's effects for it, or its effects without those that move cells.")
    var reduceMotion = false

    @Option(name: .customLong("section-offset"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Where an orthogonal section is scrolled sideways (repeatable).", valueName: "SECTION:OFFSET"))
    var sectionOffsets: [String] = []

    func validate() throws {
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            throw ValidationError("--width and --height must be finite and not negative.")
        }
        switch (items, sections) {
        case (nil, nil) where sizes == nil:
            throw ValidationError("Give the item count: --items N for one section, --sections N1,N2,... for several, or --sizes FILE for one section of as many items as it lists.")
        case (.some, .some): throw ValidationError("Give either --items or --sections, not both.")
        default: break
        }
        if let counts = try givenCounts() { try Self.check(counts) }
        _ = try offsetPoint()
        _ = try orthogonalOffsets()
        do { try LayoutInput.checkTextScale(textScale) } catch {
            throw ValidationError("--text-scale: \(error.message).")
        }
    }

    /// `--section-offset` values: which section, how far.
    func orthogonalOffsets() throws -> [(section: Int, offset: Double)] {
        try sectionOffsets.map { text in
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0].trimmingCharacters(in: .whitespaces)), section >= 0,
                  let offset = Double(parts[1].trimmingCharacters(in: .whitespaces)), offset.isFinite else {
                throw ValidationError("--section-offset takes a section and a finite offset, e.g. --section-offset 1:240; got '\(text)'.")
            }
            return (section, offset)
        }
    }

    /// Counts the command line can evaluate.
    static func check(_ counts: [Int]) throws {
        guard counts.count <= Limits.maxSections else {
            throw ValidationError("\(counts.count) sections is more than Tessera evaluates from the command line (\(Limits.maxSections)).")
        }
        guard counts.allSatisfy({ $0 >= 0 }) else { throw ValidationError("Item counts must not be negative.") }
        // Each count is bounded before they are added, so the sum cannot overflow.
        guard counts.allSatisfy({ $0 <= Limits.maxItems }), counts.reduce(0, +) <= Limits.maxItems else {
            throw ValidationError("More than \(Limits.maxItems) items in all; that is the most the command line evaluates.")
        }
    }

    /// The counts of `--items` or `--sections`; nil when neither is given, and the sizes file gives them.
    func givenCounts() throws -> [Int]? {
        if let items { return [items] }
        guard let sections else { return nil }
        let parts = sections.split(separator: ",", omittingEmptySubsequences: false)
        let counts = parts.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, counts.count == parts.count else {
            throw ValidationError("--sections takes whole numbers separated by commas, e.g. --sections 6,4,10; got '\(sections)'.")
        }
        return counts
    }

    /// `--offset`; nil when not given.
    func offsetPoint() throws -> Point? {
        guard let offset else { return nil }
        return try parsePoint(offset, option: "--offset")
    }

    /// The layout file, checked, and its answers for this viewport and these counts; every fault
    /// printed as FILE:LINE:COL before `CommandFailure` is thrown.
    func prepare() throws -> (layout: LoadedLayout, input: LayoutInput, prepared: PreparedLayout, position: ScrollOffsets) {
        let loaded = try LoadedLayout.load(file)
        var counts = try givenCounts() ?? []
        if sizes == nil, loaded.ir.takesSizesFromData, counts.contains(where: { $0 > 0 }) {
            printError("\(file): error: this layout takes its items' sizes from data; give them with --sizes FILE (a JSON array, one size per item)")
            throw CommandFailure()
        }
        var itemSizes: [[ItemSize]]?
        if let sizes {
            let listed = try readSizes(sizes)
            counts = try countsMatching(listed, in: sizes)
            itemSizes = ItemSizesReader.split(listed, into: counts)
        }
        let input = LayoutInput(viewport: Size(width: width, height: height), sectionCounts: counts, itemSizes: itemSizes, textScale: textScale,
                                reduceMotion: reduceMotion)
        do {
            let prepared = try loaded.interpreted.prepare(input)
            var position = ScrollOffsets(try offsetPoint() ?? prepared.openingOffset)
            for (section, offset) in try orthogonalOffsets() { try position.setOffset(offset, ofSection: section, in: prepared) }
            return (loaded, input, prepared, position)
        } catch let error as LayoutError {
            throw loaded.report(error)
        }
    }
}

extension LayoutQuery {
    /// The sizes file's sizes, sections in order; its faults printed as FILE:LINE:COL.
    private func readSizes(_ path: String) throws -> [ItemSize] {
        let bag = DiagnosticBag()
        let bytes = readFile(path, diagnostics: bag)
        let read = bytes.flatMap { ItemSizesReader.read(String(decoding: $0, as: UTF8.self), sectionCounts: nil, diagnostics: bag) }
        printDiagnostics(bag.diagnostics, path: path, bytes: bytes)
        guard let read, !bag.hasErrors else { throw CommandFailure() }
        return read.first ?? []
    }

    /// The counts: the file's own, or those of --items or --sections when they agree with it.
    private func countsMatching(_ sizes: [ItemSize], in path: String) throws -> [Int] {
        guard let given = try givenCounts() else {
            try Self.check([sizes.count])
            return [sizes.count]
        }
        let total = given.reduce(0, +)
        guard total == sizes.count else {
            let option = items != nil ? "--items" : "--sections \(sections ?? "")"
            let remedy = items != nil ? "leave out --items to take the count from the file, or give one size per item"
                : "give one size per item, sections in order, or leave out --sections for one section of as many items as the file lists"
            printError("\(path): error: the sizes file lists \(sizes.count) sizes but \(option) gives \(total) items; \(remedy)")
            throw CommandFailure()
        }
        return given
    }
}

func parsePoint(_ text: String, option: String) throws -> Point {
    let values = try parseNumbers(text, count: 2, option: option, example: "10,20")
    return Point(x: values[0], y: values[1])
}

func parseNumber(_ text: String, option: String) throws -> Double {
    try parseNumbers(text, count: 1, option: option, example: "240")[0]
}

func parseRect(_ text: String, option: String) throws -> Rect {
    let values = try parseNumbers(text, count: 4, option: option, example: "0,0,375,667")
    guard values[2] >= 0, values[3] >= 0 else { throw ValidationError("\(option): the width and height must not be negative.") }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
}

private func parseNumbers(_ text: String, count: Int, option: String, example: String) throws -> [Double] {
    let values = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard values.count == count, values.allSatisfy(\.isFinite) else {
        throw ValidationError("\(option) takes \(count) finite numbers separated by commas, e.g. \(example); got '\(text)'.")
    }
    return values
}
