import Foundation
import TesseraRuntime
#if DEBUG
import TesseraLive
#endif

/// Debug builds show their layouts live from `tessera preview --devices` when launched with its
/// address and code (in Xcode: the scheme's Run › Arguments Passed On Launch, for example
/// `-TesseraPreview http://192.168.1.20:8080/ -TesseraCode ABCD2345`); release builds, and
/// debug builds launched without them, use the generated layouts and link no networking code.
enum LivePreview {
    /// `fallback`, or a layout that follows its file in the preview (the same one each time a
    /// view asks).
    @MainActor static func layout(_ fallback: some TesseraLayout) -> any TesseraLayout {
        #if DEBUG
        if #available(iOS 18.0, macOS 15.0, *), let connection = Connection.shared {
            return connection.layout(fallback)
        }
        #endif
        return fallback
    }

    #if DEBUG
    @available(iOS 18.0, macOS 15.0, *)
    @MainActor private final class Connection {
        static let shared: Connection? = {
            let arguments = UserDefaults.standard
            guard let address = arguments.string(forKey: "TesseraPreview"), let url = URL(string: address) else { return nil }
            return Connection(LiveLayouts.connect(to: url, code: arguments.string(forKey: "TesseraCode"),
                                                  device: ProcessInfo.processInfo.hostName))
        }()

        private let live: LiveLayouts

        private init(_ live: LiveLayouts) {
            self.live = live
        }

        /// The same name gives the same live layout, however often a view asks.
        func layout(_ fallback: some TesseraLayout) -> LiveLayout {
            live.layout(fallback)
        }
    }
    #endif
}
