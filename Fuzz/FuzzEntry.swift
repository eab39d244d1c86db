import TesseraTooling

/// libFuzzer calls this with arbitrary bytes: every stage must answer with a result or a located
/// diagnostic. A crash, a hang, a sanitizer report or a fault without a place is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if case .unlocated(let message) = LayoutPipeline.exercise(bytes) {
        fatalError("a fault without a location: \(message)")
    }
    return 0
}
