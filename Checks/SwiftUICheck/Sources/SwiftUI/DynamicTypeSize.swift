/// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize>.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/xsmall>.
  case xSmall
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/small>.
  case small
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/medium>.
  case medium
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/large>.
  case large
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/xlarge>.
  case xLarge
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/xxlarge>.
  case xxLarge
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/xxxlarge>.
  case xxxLarge
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility1>.
  case accessibility1
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility2>.
  case accessibility2
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility3>.
  case accessibility3
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility4>.
  case accessibility4
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility5>.
  case accessibility5
}
