#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import SwiftUI

extension EnvironmentValues {
  /// The loading HUD of the nearest ``SwiftUI/View/loadingHUDContainer(timing:touchPolicy:)``;
  /// an inert action outside one.
  public var loadingHUD: LoadingHUDAction {
    get { self[LoadingHUDKey.self] }
    set { self[LoadingHUDKey.self] = newValue }
  }
}
#endif
