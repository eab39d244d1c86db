#if canImport(UIKit)
import SwiftUI
import UIKit

/// A photo gallery in tabs: a mosaic laid out by a generated layout, a carousel loaded at run time
/// from a compiled layout file, a SwiftUI grid on `TesseraStack` (iOS 16 and later), and the
/// carousel of 100,000 photos in the lazy `TesseraCollection` (iOS 18 and later).
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
        if #available(iOS 18.0, *) {
            let collection = UIHostingController(rootView: PhotoCarouselView(photos: Photo.samples(count: 100_000)))
            collection.title = "SwiftUI"
            screens.append(collection)
        }
        tabs.viewControllers = screens
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif
