import TesseraExercise
import TesseraRuntime

/// libFuzzer calls this with arbitrary bytes, read as a compiled layout file: each must be
/// refused with a message, or load and answer every query with a value or a located error. A
/// crash, a hang, a sanitizer report or a fault without a place is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if case .unlocated(let message) = CompiledLayout.exercise(bytes) {
        fatalError("a fault without a location: \(message)")
    }
    return 0
}
