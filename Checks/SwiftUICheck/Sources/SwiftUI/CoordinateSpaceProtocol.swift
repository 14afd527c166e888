/// Transcribed from <https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol>.
public protocol CoordinateSpaceProtocol {}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local>.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
