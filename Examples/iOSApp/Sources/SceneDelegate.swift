#if canImport(UIKit)
import SwiftUI
import UIKit

/// A photo gallery in tabs: a mosaic laid out by a generated layout, a carousel loaded at run time
/// from a compiled layout file, a SwiftUI grid on `TesseraStack` (iOS 16 and later), and, in the
/// lazy `TesseraCollection` (iOS 18 and later), a home page of shelves with pinned headers, an
/// explore grid of 100,000 photos and a carousel of as many.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let tabs = UITabBarController()
        var screens: [UIViewController] = [
            UINavigationController(rootViewController: MosaicViewController()),
            UINavigationController(rootViewController: CarouselViewController()),
            UINavigationController(rootViewController: NotesViewController()),
        ]
        if #available(iOS 15.0, *) {
            screens.append(UINavigationController(rootViewController: ChatViewController()))
        }
        if #available(iOS 16.0, *) {
            let stack = UIHostingController(rootView: PhotoStackView(photos: Photo.samples(count: 24)))
            stack.title = "Stack"
            screens.append(stack)
        }
        if #available(iOS 18.0, *) {
            let photos = Photo.samples(count: 100_000)
            let carousel = UIHostingController(rootView: PhotoCarouselView(photos: photos))
            carousel.title = "Carousel"
            let explore = UIHostingController(rootView: ExploreGridView(photos: photos))
            explore.title = "Explore"
            let home = UIHostingController(rootView: ShelvesHomeView(sections: ShelvesHomeView.samples()))
            home.title = "Home"
            let albums = (0..<12).map { album in (0..<40).map { Photo(id: album * 40 + $0, hue: Double($0 % 12) / 12) } }
            let library = UIHostingController(rootView: PhotoLibraryScreen(albums: albums))
            library.title = "Library"
            screens += [home, explore, carousel, library]
        }
        tabs.viewControllers = screens
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif
