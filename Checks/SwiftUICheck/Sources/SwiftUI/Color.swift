/// Transcribed from <https://developer.apple.com/documentation/swiftui/color>.
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)>.
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/color/clear>.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/color/description>.
  nonisolated public var description: String { "Color" }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/color/rgbcolorspace>.
  public enum RGBColorSpace: Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb>.
    case sRGB
  }
}

extension Color: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
