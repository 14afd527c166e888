import ControlKitSwiftUI
import SwiftUI

/// The catalog app: the UIKit screen, the SwiftUI screen and the storyboard, one tab each.
///
/// This folder joins SwiftUI and UIKit, so no stub of this repository has everything it uses:
/// only Xcode compiles it (`make test` type-checks `Sources/UIKit` and `Sources/SwiftUI`).
@main
struct CatalogApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        UIKitCatalog()
          .tabItem { Label("UIKit", systemImage: "square.grid.2x2") }
        CatalogScreen()
          .tabItem { Label("SwiftUI", systemImage: "swift") }
        InterfaceBuilderCatalog()
          .tabItem { Label("Interface Builder", systemImage: "hammer") }
      }
      // The scene's HUD, above its sheets and alerts, for both screens: the UIKit screen's
      // `LoadingHUD.hud(for: windowScene)` is the same one.
      .sceneLoadingHUD()
    }
  }
}
