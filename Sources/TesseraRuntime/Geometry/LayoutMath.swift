#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The arithmetic of the layout language. The interpreter and generated code both call these,
/// so a layout gives bit-identical numbers on either path.
@_spi(Generated) public enum LayoutMath {
    @inlinable public static func remainder(_ a: Double, _ b: Double) -> Double { a.truncatingRemainder(dividingBy: b) }
    @inlinable public static func min(_ a: Double, _ b: Double) -> Double { Swift.min(a, b) }
    @inlinable public static func max(_ a: Double, _ b: Double) -> Double { Swift.max(a, b) }
    @inlinable public static func abs(_ a: Double) -> Double { Swift.abs(a) }
    @inlinable public static func floor(_ a: Double) -> Double { a.rounded(.down) }
    @inlinable public static func ceil(_ a: Double) -> Double { a.rounded(.up) }
    /// Halves round away from zero, as C's `round` does.
    @inlinable public static func round(_ a: Double) -> Double { a.rounded(.toNearestOrAwayFromZero) }
    @inlinable public static func sqrt(_ a: Double) -> Double { a.squareRoot() }
    public static func sin(_ a: Double) -> Double { cSin(a) }
    public static func cos(_ a: Double) -> Double { cCos(a) }
    public static func tan(_ a: Double) -> Double { cTan(a) }
    public static func atan2(_ y: Double, _ x: Double) -> Double { cAtan2(y, x) }
    @inlinable public static func truth(_ a: Double) -> Bool { a != 0 }
    @inlinable public static func number(_ a: Bool) -> Double { a ? 1 : 0 }
}

// The C library's functions, under names that do not clash with the ones above. Sine and cosine
// are also the runtime's own (the circle's inlinable placement), which cannot name the SPI enum.
@usableFromInline func cSin(_ a: Double) -> Double { sin(a) }
@usableFromInline func cCos(_ a: Double) -> Double { cos(a) }
private func cTan(_ a: Double) -> Double { tan(a) }
private func cAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
