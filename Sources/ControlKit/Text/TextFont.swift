/// A font request: size and weight.
///
/// Front-ends map it to a real face (Pango, UIFont).
///
/// Named `TextFont` so it never clashes with SwiftUI's `Font`.
public struct TextFont: Hashable, Sendable, CustomStringConvertible {
  /// Stroke weight.
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    /// Regular text.
    case regular
    /// Medium (the article's PingFang Medium).
    case medium
    /// Bold.
    case bold
  }

  /// The point size.
  public var size: Double
  /// The weight.
  public var weight: Weight

  /// Creates a font request.
  public init(size: Double, weight: Weight = .regular) {
    self.size = size
    self.weight = weight
  }

  /// `15pt regular`, for snapshots.
  public var description: String { "\(formatCoordinate(size))pt \(weight.rawValue)" }
}
