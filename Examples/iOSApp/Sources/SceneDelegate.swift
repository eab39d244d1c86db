#if canImport(UIKit)
import SwiftUI
import UIKit

/// A photo gallery in three tabs: a mosaic laid out by a generated layout, a carousel loaded at
/// run time from a compiled layout file, and (iOS 16 and later) a SwiftUI grid on `TesseraStack`.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
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
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif
