/// `Optional.map` with a typed throw. The standard library's `map` keeps the closure's error type
/// only from Swift 6's library on; older SDKs' (macOS 14's is Swift 5.9's) rethrow `any Error`.
func mapped<Wrapped, Result, Failure: Error>(
    _ value: Wrapped?, _ transform: (Wrapped) throws(Failure) -> Result
) throws(Failure) -> Result? {
    guard let value else { return nil }
    return try transform(value)
}
