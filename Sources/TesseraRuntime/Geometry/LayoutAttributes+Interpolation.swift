extension LayoutAttributes {
    /// Attributes between two layouts at progress t in 0...1, for animated switches (the
    /// circle ⇄ line of CYCircleLayout's demo, which a tap switches). Elements in only one of the two fade out or in.
    public static func interpolate(_ from: [LayoutAttributes], _ to: [LayoutAttributes], progress t: Double) -> [LayoutAttributes] {
        let t = Swift.min(1, Swift.max(0, t))
        var targets: [ElementID: LayoutAttributes] = [:]
        for element in to { targets[element.id] = element }
        var result: [LayoutAttributes] = []
        var seen: Set<ElementID> = []
        func mix(_ a: Double, _ b: Double) -> Double { t == 0 ? a : t == 1 ? b : a + (b - a) * t }
        for start in from {
            seen.insert(start.id)
            guard let end = targets[start.id] else {
                var fading = start
                fading.alpha = mix(start.alpha, 0)
                result.append(fading)
                continue
            }
            result.append(start.blended(with: end, progress: t))
        }
        for end in to where !seen.contains(end.id) {
            var appearing = end
            appearing.alpha = mix(0, end.alpha)
            result.append(appearing)
        }
        return result.sorted { $0.id < $1.id }
    }
}

extension LayoutAttributes {
    /// These attributes moved `t` (0...1) of the way to `end`: frame, scale, alpha and transform mixed,
    /// the z-order switching half-way; exactly `self` at 0 and `end`'s numbers at 1.
    func blended(with end: LayoutAttributes, progress t: Double) -> LayoutAttributes {
        func mix(_ a: Double, _ b: Double) -> Double { t == 0 ? a : t == 1 ? b : a + (b - a) * t }
        var blend = LayoutAttributes(
            id: id,
            frame: Rect(x: mix(frame.x, end.frame.x), y: mix(frame.y, end.frame.y),
                        width: mix(frame.width, end.frame.width), height: mix(frame.height, end.frame.height)),
            scale: mix(scale, end.scale), alpha: mix(alpha, end.alpha),
            zIndex: t < 0.5 ? zIndex : end.zIndex)
        blend.translation = Point(x: mix(translation.x, end.translation.x), y: mix(translation.y, end.translation.y))
        blend.rotation = mix(rotation, end.rotation)
        blend.turn = mix(turn, end.turn)
        // The turn's axis and perspective switch half-way, as the z-order does: mixing a
        // distance with "none" (0) has no meaning.
        blend.turnAxis = t < 0.5 ? turnAxis : end.turnAxis
        blend.perspective = t < 0.5 ? perspective : end.perspective
        return blend
    }
}
