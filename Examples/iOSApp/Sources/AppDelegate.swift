#if canImport(UIKit)
import SwiftUI
import UIKit

/// A photo gallery in three tabs: a mosaic laid out by a generated layout, a carousel loaded at
/// run time from a compiled layout file, and (iOS 16 and later) a SwiftUI grid on `TesseraStack`.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = UITabBarController()
        var screens: [UIViewController] = [
            UINavigationController(rootViewController: MosaicViewController()),
            UINavigationController(rootViewController: CarouselViewController()),
        ]
        if #available(iOS 16.0, *) {
            let stack = UIHostingController(rootView: PhotoStackView(photos: Photo.samples(count: 24)))
            stack.title = "Stack"
            screens.append(stack)
        }
        tabs.viewControllers = screens
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
#endif
