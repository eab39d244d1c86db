import Testing
import TesseraRuntime

@Suite struct AgreementTests {
    @Test func mosaicExists() throws {
        let layout = Mosaic()
        #expect(layout.name == "Mosaic")
    }
}
