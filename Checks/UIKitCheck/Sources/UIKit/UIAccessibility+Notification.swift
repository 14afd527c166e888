extension UIAccessibility {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibility/notification>.
  public struct Notification: Hashable, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibility/notification/init(rawvalue:)>.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibility/notification/rawvalue>.
    public var rawValue: UInt32

    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement>.
    public static let announcement = UIAccessibility.Notification(rawValue: 1008)
  }
}
