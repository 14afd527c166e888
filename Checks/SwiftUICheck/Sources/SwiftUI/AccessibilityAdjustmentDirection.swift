/// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection>.
public enum AccessibilityAdjustmentDirection {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/increment>.
  case increment
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/decrement>.
  case decrement
}

/// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection> (Relationships).
extension AccessibilityAdjustmentDirection: Equatable, Hashable, Sendable {}
