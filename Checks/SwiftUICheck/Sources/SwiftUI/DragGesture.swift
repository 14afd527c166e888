/// Transcribed from <https://developer.apple.com/documentation/swiftui/draggesture>.
@MainActor @preconcurrency
public struct DragGesture: Gesture {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)>.
  @MainActor @preconcurrency public init(
    minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
  ) {}

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/draggesture/value>.
  public struct Value: Equatable, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/draggesture/value/location>.
    public var location: CGPoint
  }
}
