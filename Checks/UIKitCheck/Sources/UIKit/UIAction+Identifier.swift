extension UIAction {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct>.
  public struct Identifier: Hashable, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)>.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/rawvalue>.
    public var rawValue: String
  }
}
