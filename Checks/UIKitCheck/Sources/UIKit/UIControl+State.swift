extension UIControl {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct>.
  public struct State: OptionSet, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/init(rawvalue:)>.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/rawvalue>.
    public var rawValue: UInt

    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal>.
    public static var normal: UIControl.State { State(rawValue: 0) }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled>.
    public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted>.
    public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected>.
    public static var selected: UIControl.State { State(rawValue: 1 << 2) }
  }
}
