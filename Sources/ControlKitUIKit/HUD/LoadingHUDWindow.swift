#if canImport(UIKit)
public import UIKit

/// The window a scene's ``LoadingHUD`` fills: above alerts, never key, and taking only the
/// touches the HUD blocks.
///
/// Never key (`canBecomeKey` is false), so the app's key window and first responder keep the
/// keyboard. Its level is one above `UIWindow.Level.alert`, so the HUD shows above alerts, sheets
/// and full-screen covers of any window of the scene. Hidden while the HUD is off screen (a
/// hidden window takes no touch); while shown, a touch outside the HUD's blocked area is not
/// inside the window, so UIKit hands it to the windows below.
open class LoadingHUDWindow: UIWindow {
  /// The HUD this window shows.
  public private(set) weak var hud: LoadingHUD?

  /// Creates the window for `hud` in `windowScene`, hidden, above alerts.
  public init(hud: LoadingHUD, windowScene: UIWindowScene) {
    self.hud = hud
    super.init(windowScene: windowScene)
    windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
    isHidden = true
    hud.frame = bounds
    hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(hud)
    hud.sceneWindow = self
  }

  /// Not available: a HUD window is made for a HUD and a scene.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Never the key window: the app's key window keeps the keyboard and the first responder.
  open override var canBecomeKey: Bool { false }

  /// Inside only where the HUD blocks touches (the window and the HUD share coordinates).
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    hud?.point(inside: point, with: event) ?? false
  }
}
#endif
