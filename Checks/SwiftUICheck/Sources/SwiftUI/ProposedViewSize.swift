/// Transcribed from <https://developer.apple.com/documentation/swiftui/proposedviewsize>.
@frozen
public struct ProposedViewSize: Equatable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/proposedviewsize/width>.
  public var width: CGFloat?
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/proposedviewsize/height>.
  public var height: CGFloat?

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)>.
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/proposedviewsize/init(_:)>.
  @inlinable public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified>.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)>.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
