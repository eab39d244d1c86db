/// The text sizes readers choose (Dynamic Type), as `LayoutInput.textScale` takes them: iOS's
/// body text at each size divided by its 17 points at the default size (Large).
package enum TextScale {
    package static let typical: [(name: String, scale: Double)] = [
        ("extra small text", 14.0 / 17), ("small text", 15.0 / 17), ("medium text", 16.0 / 17), ("the default text size", 1),
        ("extra large text", 19.0 / 17), ("extra extra large text", 21.0 / 17), ("extra extra extra large text", 23.0 / 17),
        ("accessibility medium text", 28.0 / 17), ("accessibility large text", 33.0 / 17),
        ("accessibility extra large text", 40.0 / 17), ("accessibility extra extra large text", 47.0 / 17),
        ("the largest accessibility text size", 53.0 / 17),
    ]
}
