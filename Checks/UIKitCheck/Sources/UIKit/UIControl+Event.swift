extension UIControl {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/event>.
  public struct Event: OptionSet, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)>.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/event/rawvalue>.
    public var rawValue: UInt

    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside>
    /// (the value is the SDK's `UIControlEventTouchUpInside = 1 << 6`).
    public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged>.
    public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin>.
    public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend>.
    public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/event/applicationreserved>.
    public static var applicationReserved: UIControl.Event { Event(rawValue: 0x0F00_0000) }
  }
}
