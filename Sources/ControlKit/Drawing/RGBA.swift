/// A colour in sRGB with straight (not premultiplied) alpha, each component in `0...1`.
///
/// Named `RGBA` rather than `Color` so it never clashes with SwiftUI's `Color` in a file that
/// imports both.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
  /// Red, `0...1`.
  public var red: Double
  /// Green, `0...1`.
  public var green: Double
  /// Blue, `0...1`.
  public var blue: Double
  /// Opacity, `0...1`.
  public var alpha: Double

  /// Creates a colour; components are clamped to `0...1`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` value.
  ///
  /// ```swift
  /// let ink = RGBA(hex: 0x3B4058)  // the article's field text colour
  /// ```
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Opaque black.
  public static let black = RGBA(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBA(red: 1, green: 1, blue: 1)
  /// Fully transparent.
  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

  /// `#RRGGBBAA`, for snapshots.
  public var description: String {
    func byte(_ value: Double) -> String {
      let raw = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
      return raw.count == 1 ? "0" + raw : raw
    }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
