/// Transcribed from <https://developer.apple.com/documentation/uikit/uibarbuttonitem>.
///
/// Keeps its primary action (the tests read whether an item has one); draws nothing.
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)>.
  @preconcurrency public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.primaryAction = primaryAction
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction>:
  /// `@NSCopying var primaryAction: UIAction? { get set }` (the Linux `NSObject` is not
  /// `NSCopying`, so the stub keeps the action as given).
  open var primaryAction: UIAction?
}
