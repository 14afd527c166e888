public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uivisualeffect>.
@MainActor
open class UIVisualEffect: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uivisualeffect> (its one
  /// member, `init()`).
  public override init() {}
}
