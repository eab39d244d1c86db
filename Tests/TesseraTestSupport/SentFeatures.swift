import Foundation
import Synchronization

/// The log of what a random session driver sent, in the features of `docs/entry-points.json`,
/// that `scripts/check-entry-points.py` holds to the description ("Every call, sent" in
/// docs/SESSIONS.md). Each driver's features, over every session of this test process, are
/// written to `DIR/DRIVER.json`: `DIR` is `TESSERA_SENT_FEATURES`, else `.build/sent-features`
/// of the repository. The first write of a process replaces the file, so a call a driver no
/// longer makes leaves the log with the next run.
package enum SentFeatures {
    private static let sent = Mutex<[String: Set<String>]>([:])

    package static var directory: URL {
        ProcessInfo.processInfo.environment["TESSERA_SENT_FEATURES"].map { URL(fileURLWithPath: $0) }
            ?? repositoryRoot.appendingPathComponent(".build/sent-features")
    }

    /// Adds `features` to `driver`'s log and writes it.
    package static func record(_ features: Set<String>, by driver: String) {
        sent.withLock { all in
            all[driver, default: []].formUnion(features)
            let log: [String: Any] = ["driver": driver, "features": all[driver, default: []].sorted()]
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let data = try JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys])
                try data.write(to: directory.appendingPathComponent("\(driver).json"), options: .atomic)
            } catch {
                // The log is for the entry-point check, which says when it is missing; the
                // session's own checks stand without it.
                print("warning: could not write the sent-features log of \(driver) in \(directory.path): \(error)")
            }
        }
    }
}
