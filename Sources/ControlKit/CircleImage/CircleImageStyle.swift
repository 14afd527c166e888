/// How a circle image looks around its picture: the optional border ring and the placeholder shown
/// while there is no image.
public struct CircleImageStyle: Hashable, Sendable {
  /// The placeholder fill in the light theme: a light neutral grey.
  public static let defaultLightPlaceholder = RGBA(hex: 0xE5E5EA)
  /// The placeholder fill in the dark theme: a dark neutral grey.
  public static let defaultDarkPlaceholder = RGBA(hex: 0x3A3A3C)

  /// The ring drawn inside the circle's edge, or `nil` for none (the article's control has none).
  public var border: CircleImageBorder?
  /// The placeholder fill in the light theme.
  public var lightPlaceholder: RGBA
  /// The placeholder fill in the dark theme.
  public var darkPlaceholder: RGBA

  /// Creates a style; the defaults draw the article's plain circle with a grey placeholder.
  public init(
    border: CircleImageBorder? = nil, lightPlaceholder: RGBA = Self.defaultLightPlaceholder,
    darkPlaceholder: RGBA = Self.defaultDarkPlaceholder
  ) {
    self.border = border
    self.lightPlaceholder = lightPlaceholder
    self.darkPlaceholder = darkPlaceholder
  }

  /// The placeholder fill for `theme`.
  public func placeholder(for theme: Theme) -> RGBA {
    theme == .light ? lightPlaceholder : darkPlaceholder
  }
}
