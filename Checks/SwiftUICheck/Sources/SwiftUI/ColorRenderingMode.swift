/// Transcribed from <https://developer.apple.com/documentation/swiftui/colorrenderingmode>.
public enum ColorRenderingMode: Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/colorrenderingmode/nonlinear>.
  case nonLinear
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/colorrenderingmode/linear>.
  case linear
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/colorrenderingmode/extendedlinear>.
  case extendedLinear
}
