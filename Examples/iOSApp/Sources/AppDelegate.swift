#if canImport(UIKit)
import UIKit

/// The app starts from a scene, as every app on iOS 13 and later does: the delegate names the
/// scene's delegate in code, so the app needs no scene manifest in its Info.plist.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
#endif
