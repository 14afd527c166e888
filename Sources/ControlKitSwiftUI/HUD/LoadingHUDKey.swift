#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import SwiftUI

/// The environment key of ``SwiftUI/EnvironmentValues/loadingHUD``: inert by default.
struct LoadingHUDKey: EnvironmentKey {
  static let defaultValue = LoadingHUDAction.inert
}
#endif
