/// Transcribed from <https://developer.apple.com/documentation/swiftui/controlsize>.
public enum ControlSize: Hashable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/controlsize/large>.
  case large
}
