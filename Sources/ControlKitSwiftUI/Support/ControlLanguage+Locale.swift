#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import Foundation

extension ControlLanguage {
  /// The language of `locale` (SwiftUI's `\.locale`): Simplified Chinese for "zh-Hans", "zh_CN"
  /// and Chinese without a Traditional script or region, English for every language ControlKit
  /// does not have.
  init(locale: Locale) {
    self.init(languageTag: locale.identifier)
  }
}
#endif
