/// The size of one item as the app supplies it, for layouts that take sizes from data.
public enum ItemSize: Hashable, Sendable {
    /// The item's extent along the axis the layout takes from data (a waterfall item's height).
    case length(Double)
    case size(Size)
}

/// What a layout is computed for: the viewport, the item count of each section, where the
/// layout takes sizes from data each item's size (sections in order), and the reader's text size
/// and motion setting.
public struct LayoutInput: Hashable, Sendable {
    public var viewport: Size
    public var sectionCounts: [Int]
    public var itemSizes: [[ItemSize]]?
    /// The reader's text size relative to the default, which expressions read as `textScale`:
    /// 1 at the default size, about 0.82 at the smallest and 3.12 at the largest accessibility
    /// size (`TextScale.typical`). UIKit's `UIFontMetrics` and SwiftUI's `dynamicTypeSize` give it.
    public var textScale: Double
    /// Whether the reader has turned on Reduce Motion (iOS `UIAccessibility.isReduceMotionEnabled`,
    /// SwiftUI's `accessibilityReduceMotion`, the web's `prefers-reduced-motion`): the layout then
    /// uses its effects for Reduce Motion, or its effects without those that move cells.
    public var reduceMotion: Bool

    public init(viewport: Size, sectionCounts: [Int], itemSizes: [[ItemSize]]? = nil, textScale: Double = 1, reduceMotion: Bool = false) {
        self.viewport = viewport
        self.sectionCounts = sectionCounts
        self.itemSizes = itemSizes
        self.textScale = textScale
        self.reduceMotion = reduceMotion
    }

    /// A text scale a layout can be computed for: above 0, at most 100.
    package static func checkTextScale(_ textScale: Double) throws(LayoutError) {
        guard textScale.isFinite, textScale > 0, textScale <= 100 else {
            throw LayoutError("the text scale must be a number above 0 and at most 100 (1 is the default text size), not \(describe(textScale))")
        }
    }
}
