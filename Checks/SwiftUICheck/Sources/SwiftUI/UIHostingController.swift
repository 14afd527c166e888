public import UIKit

/// Transcribed from <https://developer.apple.com/documentation/swiftui/uihostingcontroller>.
///
/// Keeps its root view and options; the stub's `view` is the plain view `UIViewController` makes
/// (it lays nothing out and measures nothing).
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)>.
  @MainActor @preconcurrency public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Stub machinery: UIKit's required archive initialiser, which Apple's page lists under
  /// `UIViewController`; a hosting controller has no view to decode here.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview>.
  @MainActor @preconcurrency public var rootView: Content
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions>.
  @MainActor @preconcurrency public var sizingOptions: UIHostingControllerSizingOptions = []
}
