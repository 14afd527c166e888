extension UIView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct>.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)>.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/rawvalue>.
    public var rawValue: UInt

    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth>.
    public static var flexibleWidth: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight>.
    public static var flexibleHeight: UIView.AutoresizingMask {
      AutoresizingMask(rawValue: 1 << 4)
    }
  }
}
