/// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton>.
///
/// Records the titles, images and title colours set per state (a spy); draws nothing.
@MainActor
open class UIButton: UIControl {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/init(type:)>.
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/titlelabel>.
  open var titleLabel: UILabel? { label }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)>.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/title(for:)>.
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)>.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/image(for:)>.
  open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)>.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/titlecolor(for:)>.
  open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] }

  private let label = UILabel(frame: .zero)
  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
  private var titleColors: [UInt: UIColor] = [:]
}
