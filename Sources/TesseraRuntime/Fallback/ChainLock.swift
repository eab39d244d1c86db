#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutex for `FallbackLayout`'s state, from pthreads: `Synchronization.Mutex` needs iOS 18 and
/// macOS 15, and the runtime supports older systems without Foundation's `NSLock`.
final class ChainLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func locked<Answer, Failure: Error>(_ body: () throws(Failure) -> Answer) throws(Failure) -> Answer {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
