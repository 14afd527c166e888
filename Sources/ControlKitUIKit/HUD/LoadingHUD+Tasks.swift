#if canImport(UIKit)
public import ControlKit
import Foundation
public import UIKit

extension LoadingHUD {
  /// The HUD over `view`: the one already there, or a new one laid over it.
  ///
  /// A new HUD fills the view and resizes with it. One per view, never a shared singleton.
  ///
  /// - Parameters:
  ///   - view: the view to cover.
  ///   - language: the language of a new HUD (``language``); nil takes the app's preferred
  ///     localisation. Ignored when the view already has one.
  ///   - host: the platform for a new HUD (a test's virtual clock); ignored when the view
  ///     already has one.
  public static func hud(
    for view: UIView, language: ControlLanguage? = nil, host: (any ControlHost)? = nil
  ) -> LoadingHUD {
    viewHUD(for: view, timing: nil, language: language, host: host)
  }

  /// The HUD over `view` (see `hud(for: UIView)`), made with `timing` when the view has none yet.
  ///
  /// ```swift
  /// let hud = LoadingHUD.hud(for: view, timing: HUDTiming(animation: .zoom))
  /// ```
  ///
  /// - Parameters:
  ///   - view: the view to cover.
  ///   - timing: the grace period, minimum show time, status reading times and animation of a
  ///     new HUD; ignored when the view already has one (it keeps its own).
  ///   - language: the language of a new HUD; ignored likewise.
  ///   - host: the platform for a new HUD (a test's virtual clock); ignored likewise.
  public static func hud(
    for view: UIView, timing: HUDTiming, language: ControlLanguage? = nil,
    host: (any ControlHost)? = nil
  ) -> LoadingHUD {
    viewHUD(for: view, timing: timing, language: language, host: host)
  }

  /// The HUD over `view`, made with `timing` (the core's default when nil) if it has none.
  static func viewHUD(
    for view: UIView, timing: HUDTiming?, language: ControlLanguage?, host: (any ControlHost)?
  ) -> LoadingHUD {
    if let existing = view.subviews.lazy.compactMap({ $0 as? LoadingHUD }).first {
      // Reused: views added since would otherwise cover it.
      view.bringSubviewToFront(existing)
      return existing
    }
    let hud = LoadingHUD(timing: timing ?? HUDTiming(), language: language, host: host)
    hud.frame = view.bounds
    hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(hud)
    return hud
  }

  /// The window changed: the core learns whether the HUD can be seen at all, and the HUD
  /// follows the keyboard and the Reduce Motion setting only while it is in one.
  func windowChanged() {
    driver.isInWindow = window != nil
    if window == nil { stopFollowingKeyboard() } else { followKeyboard() }
    followReduceMotion(inWindow: window != nil)
  }

  /// Observes the keyboard's frame, block-based (no selector).
  ///
  /// UIKit posts these on the main thread, and `queue: nil` runs the block on the posting
  /// thread, so it runs on the main actor.
  func followKeyboard() {
    guard keyboardObservers.isEmpty else { return }
    let center = NotificationCenter.default
    let key = UIResponder.keyboardFrameEndUserInfoKey
    keyboardObservers = [
      center.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
      ) { [weak self] notification in
        let frame = notification.userInfo?[key] as? CGRect
        MainActor.assumeIsolated { self?.keyboardWillMove(to: frame) }
      },
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardWillMove(to: nil) }
      },
    ]
  }

  /// Removes the keyboard observers.
  func stopFollowingKeyboard() {
    for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
    keyboardObservers = []
  }

  /// The keyboard's end frame in window coordinates (nil: going down), handed to the core's
  /// layout in the HUD's coordinates.
  func keyboardWillMove(to frameInWindow: CGRect?) {
    // Setting it renders: the box is laid out again for the new keyboard.
    keyboardFrame = frameInWindow.map { convert($0, from: nil) }
  }
}
#endif
