/// Transcribed from <https://developer.apple.com/documentation/accessibility/accessibilitynotification>.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
public enum AccessibilityNotification {
  /// Transcribed from <https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement>.
  ///
  /// `post()` records nothing and speaks nothing: VoiceOver is not imitated.
  public struct Announcement {
    /// Transcribed from <https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)-2pd4d>.
    public init(_ announcement: String) {}

    /// Transcribed from <https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()>.
    public func post() {}
  }
}
