extension UIMenuElement {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uimenuelement/attributes>.
  public struct Attributes: OptionSet, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)>.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uimenuelement/attributes/rawvalue>.
    public var rawValue: UInt
  }
}
