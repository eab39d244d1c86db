import Foundation

/// How much of the long tests a run does. `swift test` runs each on a part that still proves what
/// it proves (a sample of the fuzz corpus, fewer compiled random layouts, the limits found and
/// generated but not compiled, 100,000 items rather than a million), so that the suite is quick
/// enough to run after every change; `TESSERA_FULL_TESTS=1 swift test`, which `.ci/run` runs,
/// runs them whole.
package enum TestScale {
    package static let isFull = ProcessInfo.processInfo.environment["TESSERA_FULL_TESTS"] == "1"

    /// `quick` in `swift test`, `full` under `TESSERA_FULL_TESTS=1`.
    package static func choose<Value>(quick: Value, full: Value) -> Value {
        isFull ? full : quick
    }
}
