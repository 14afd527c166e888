#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The environment key of ``SwiftUI/View/loadingHUDTextMeasurer(_:)``: nil (Core Text, as the
/// overlay's `Text` draws) until the modifier sets one.
struct LoadingHUDTextMeasurerKey: EnvironmentKey {
  static let defaultValue: (any TextMeasuring)? = nil
}

extension EnvironmentValues {
  /// The measurer the loading HUDs below lay their text out with; nil for Core Text.
  var loadingHUDTextMeasurer: (any TextMeasuring)? {
    get { self[LoadingHUDTextMeasurerKey.self] }
    set { self[LoadingHUDTextMeasurerKey.self] = newValue }
  }
}
#endif
