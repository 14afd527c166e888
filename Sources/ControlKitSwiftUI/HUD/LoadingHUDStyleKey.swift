#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The environment key of ``SwiftUI/View/loadingHUDStyle(_:)``: nil (the core's default style;
/// the scene HUD keeps its own) until the modifier sets one.
struct LoadingHUDStyleKey: EnvironmentKey {
  static let defaultValue: HUDStyle? = nil
}

extension EnvironmentValues {
  /// The style the loading HUDs below lay their box out and paint it with; nil for their own.
  var loadingHUDStyle: HUDStyle? {
    get { self[LoadingHUDStyleKey.self] }
    set { self[LoadingHUDStyleKey.self] = newValue }
  }
}
#endif
