#if canImport(SwiftUI)
import SwiftUI
import TesseraCoreGraphics
import TesseraRuntime

/// A SwiftUI `Layout` that places its subviews where a Tessera layout puts cells 0, 1, 2… of
/// one section, for small collections (a collection view scrolls millions; this places every
/// subview). It is as long as the layout's content along the scroll axis, so it sits in a
/// `ScrollView`; an open proposal (a scroll view's own axis) takes the other dimension.
///
/// ```swift
/// ScrollView {
///     TesseraStack(TesseraLayouts.Mosaic()) {
///         ForEach(photos) { PhotoView(photo: $0) }
///     }
/// }
/// ```
///
/// It places at scroll offset zero and only frames: scale, alpha and z-order from scroll
/// effects are for collection views. A proposal with no area (SwiftUI's probes `.zero`,
/// `.unspecified` and `.infinity`) takes no space and is no error. A layout error is given once,
/// after the layout pass, to the handler that `onLayoutError(_:)` sets, and the stack then places
/// nothing and takes no space.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct TesseraStack: Layout {
    public let layout: any TesseraLayout
    /// For layouts that take item sizes from data: each subview's ideal size is its item size.
    public var measuresSubviews: Bool
    /// The reader's text size for the layout's `textScale` (Dynamic Type); a `Layout` cannot read
    /// the environment, so the view that makes the stack passes `textScale(for: dynamicTypeSize)`.
    public var textScale: Double
    /// Told of each layout error once, on the main actor after the layout pass: it may set state.
    public var errorHandler: (@MainActor (LayoutError) -> Void)?

    // No closure parameter: `TesseraStack(layout) { ... }` then gives its trailing closure to
    // `Layout.callAsFunction`, as the subviews. (With one, the subviews were taken for it.)
    public init(_ layout: any TesseraLayout, measuresSubviews: Bool = false, textScale: Double = 1) {
        self.layout = layout
        self.measuresSubviews = measuresSubviews
        self.textScale = textScale
    }

    /// The text scale of a Dynamic Type size: body text at that size over body text at `.large`.
    public static func textScale(for size: DynamicTypeSize) -> Double {
        let sizes: [DynamicTypeSize] = [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
                                        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5]
        guard let index = sizes.firstIndex(of: size) else { return 1 }
        return TextScale.typical[index].scale
    }

    /// The stack with `handler` told of layout errors, on the main actor after the layout pass
    /// (as `TesseraCollection`'s): it may set state.
    public func onLayoutError(_ handler: @escaping @MainActor (LayoutError) -> Void) -> TesseraStack {
        var stack = self
        stack.errorHandler = handler
        return stack
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache()
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.arrangements.removeAll()
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard let arrangement = arrange(proposal, subviews, &cache) else { return .zero }
        return CGSize(arrangement.size)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let arrangement = arrange(proposal, subviews, &cache)
        for (index, subview) in subviews.enumerated() {
            let frame = arrangement?.frames[index] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            subview.place(at: CGPoint(x: bounds.minX + frame.x, y: bounds.minY + frame.y), anchor: .topLeading,
                          proposal: ProposedViewSize(CGSize(frame.size)))
        }
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> SubviewArrangement? {
        do {
            return try cache.arrangements.arrangement(
                layout: layout, proposedWidth: proposal.width.map(Double.init), proposedHeight: proposal.height.map(Double.init),
                count: subviews.count, textScale: textScale,
                sizes: { measuresSubviews ? subviews.map { .size(Size($0.sizeThatFits(.unspecified))) } : nil })
        } catch {
            // The handler usually sets state, which a layout pass must not do ("modifying state
            // during view update"): it runs after the pass, once for each new failure.
            if let errorHandler {
                Task { @MainActor in errorHandler(error) }
            }
            return nil
        }
    }

    /// What SwiftUI keeps for the stack between layout passes: the arrangement for the last
    /// proposal, so that sizing and placing compute it once. Nothing in it is for apps.
    public struct Cache {
        var arrangements = SubviewArrangementCache()
    }
}
#endif
