/// Transcribed from <https://developer.apple.com/documentation/uikit/uitoolbar> (iOS, iPadOS,
/// Mac Catalyst and visionOS: not tvOS).
@MainActor
open class UIToolbar: UIView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitoolbar/items>.
  open var items: [UIBarButtonItem]?
}
