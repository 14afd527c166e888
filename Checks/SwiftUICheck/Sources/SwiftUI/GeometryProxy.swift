/// Transcribed from <https://developer.apple.com/documentation/swiftui/geometryproxy>.
public struct GeometryProxy {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/geometryproxy/size>.
  public var size: CGSize { fatalError("not imitated") }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets>.
  public var safeAreaInsets: EdgeInsets { fatalError("not imitated") }
}
