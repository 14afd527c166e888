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

  /// The largest size, 1,000 points: larger sizes are stored as this.
  ///
  /// Pango keeps sizes as `Int32` 1/1024 points and rejects anything past about 2,097,151
  /// points, and glyphs far larger than a screen only cost memory.
  public static let maximumSize = 1_000.0

  /// The point size, clamped to `0...maximumSize` (NaN and negative sizes become 0, which
  /// renderers draw at their smallest size).
  public var size: Double {
    didSet { size = Self.clamped(size) }
  }
  /// The weight.
  public var weight: Weight

  /// Creates a font request.
  public init(size: Double, weight: Weight = .regular) {
    self.size = Self.clamped(size)
    self.weight = weight
  }

  /// `size` limited to `0...maximumSize`, NaN to 0.
  private static func clamped(_ size: Double) -> Double {
    guard size > 0 else { return 0 }
    return min(size, maximumSize)
  }

  /// `15pt regular`, for snapshots.
  public var description: String { "\(formatCoordinate(size))pt \(weight.rawValue)" }
}
