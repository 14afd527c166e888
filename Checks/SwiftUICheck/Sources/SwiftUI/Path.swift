/// Transcribed from <https://developer.apple.com/documentation/swiftui/path>.
///
/// Records nothing: the glue draws through paths, but no path is ever rendered here.
@frozen
public struct Path: Equatable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/path/init()>.
  public init() {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/path/init(_:)-7z3qq>.
  public init(_ rect: CGRect) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/path/addarc(center:radius:startangle:endangle:clockwise:transform:)>.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/path/move(to:)>.
  public mutating func move(to end: CGPoint) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/path/closesubpath()>.
  public mutating func closeSubpath() {}
}
