/// Transcribed from <https://developer.apple.com/documentation/swiftui/localcoordinatespace>.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/localcoordinatespace/init()>.
  public init() {}
}
