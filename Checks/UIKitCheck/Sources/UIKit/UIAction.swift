/// Transcribed from <https://developer.apple.com/documentation/uikit/uiaction>.
///
/// Keeps its handler; `UIControl.addAction(_:for:)` in the stub records actions and
/// `sendActions(for:)` calls nothing, so tests observe actions by overriding `sendActions(for:)`.
@MainActor
open class UIAction: UIMenuElement {
  /// The handler given at initialisation (not Apple API: the stub's own storage).
  let handler: UIActionHandler

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)>.
  @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(storing: handler)
  }

  private init(storing handler: @escaping UIActionHandler) {
    self.handler = handler
    super.init()
  }
}
