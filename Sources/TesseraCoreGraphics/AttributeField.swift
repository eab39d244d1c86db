import Foundation

/// A value that attribute subclasses add to UIKit's and AppKit's layout attributes (a corner
/// radius, a transform). `isEqual(_:)` comes from `NSObject` and is nonisolated, while the SDKs
/// declare the attributes classes main-actor (UIKit) or may (AppKit), so a stored property there
/// could not be read by it; this box can be read and written from any thread.
package final class AttributeField<Value: Sendable>: @unchecked Sendable {
    // Every access to `stored` holds `lock`: that is what makes the box Sendable.
    private let lock = NSLock()
    private var stored: Value

    package init(_ value: Value) {
        stored = value
    }

    package var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); defer { lock.unlock() }; stored = newValue }
    }
}
