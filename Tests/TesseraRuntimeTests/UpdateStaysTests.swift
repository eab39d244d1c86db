import Testing
@_spi(Adapters) import TesseraRuntime

/// An update's animation tells an element that stays from one that moves by a tolerance the
/// three runtimes share: a frame's last bits may differ between them (driver vectors,
/// random-240: a background at 85.41000000000001 in Swift, 85.41 on the web).
@Suite struct UpdateStaysTests {
    static func background(y: Double, height: Double) -> LayoutAttributes {
        LayoutAttributes(id: ElementID(.background, section: 1), frame: Rect(x: 0, y: y, width: 670, height: height), zIndex: -1)
    }

    @Test func aFrameDifferingInItsLastBitsStays() {
        let swift = Self.background(y: 85.41000000000001, height: 246.58999999999997)
        let web = Self.background(y: 85.41, height: 246.59)
        #expect(swift.staysInPlace(at: web) && web.staysInPlace(at: swift))
    }

    @Test func aFrameAHundredthAwayMoves() {
        #expect(!Self.background(y: 85.41, height: 246.59).staysInPlace(at: Self.background(y: 85.42, height: 246.59)))
        var faded = Self.background(y: 85.41, height: 246.59)
        faded.alpha = 0.5
        #expect(!faded.staysInPlace(at: Self.background(y: 85.41, height: 246.59)))
        #expect(!Self.background(y: 0, height: 1).staysInPlace(at: LayoutAttributes(id: .cell(0, section: 1), frame: Rect(x: 0, y: 0, width: 670, height: 1))))
    }
}
