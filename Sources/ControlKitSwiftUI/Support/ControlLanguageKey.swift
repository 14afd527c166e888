#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The environment key of ``SwiftUI/View/controlLanguage(_:)``: nil (each control speaks the
/// language of `\.locale`) until the modifier sets one.
struct ControlLanguageKey: EnvironmentKey {
  static let defaultValue: ControlLanguage? = nil
}

extension EnvironmentValues {
  /// The language the ControlKit controls below speak, chosen by the app; nil for `\.locale`'s.
  var controlLanguage: ControlLanguage? {
    get { self[ControlLanguageKey.self] }
    set { self[ControlLanguageKey.self] = newValue }
  }
}
#endif
