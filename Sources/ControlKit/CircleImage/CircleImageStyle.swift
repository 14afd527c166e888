/// How a circle image looks around its picture: the optional border ring and the placeholder shown
/// while there is no image (a disc with a person silhouette).
public struct CircleImageStyle: Hashable, Sendable {
  /// The placeholder fill in the light theme: a light neutral grey.
  public static let defaultLightPlaceholder = RGBA(hex: 0xE5E5EA)
  /// The placeholder fill in the dark theme: a dark neutral grey.
  public static let defaultDarkPlaceholder = RGBA(hex: 0x3A3A3C)
  /// The silhouette on the light placeholder: #7C7C80, 3.31:1 against the disc (WCAG's 3:1 for
  /// graphics).
  public static let defaultLightPlaceholderGlyph = RGBA(hex: 0x7C7C80)
  /// The silhouette on the dark placeholder: #8E8E93, 3.48:1 against the disc.
  public static let defaultDarkPlaceholderGlyph = RGBA(hex: 0x8E8E93)

  /// The ring drawn inside the circle's edge, or `nil` for none (the article's control has none).
  public var border: CircleImageBorder?
  /// The placeholder fill in the light theme.
  public var lightPlaceholder: RGBA
  /// The placeholder fill in the dark theme.
  public var darkPlaceholder: RGBA
  /// The placeholder's silhouette in the light theme.
  public var lightPlaceholderGlyph: RGBA
  /// The placeholder's silhouette in the dark theme.
  public var darkPlaceholderGlyph: RGBA

  /// Creates a style; the defaults draw the article's plain circle with a grey placeholder and
  /// a person silhouette.
  public init(
    border: CircleImageBorder? = nil, lightPlaceholder: RGBA = Self.defaultLightPlaceholder,
    darkPlaceholder: RGBA = Self.defaultDarkPlaceholder,
    lightPlaceholderGlyph: RGBA = Self.defaultLightPlaceholderGlyph,
    darkPlaceholderGlyph: RGBA = Self.defaultDarkPlaceholderGlyph
  ) {
    self.border = border
    self.lightPlaceholder = lightPlaceholder
    self.darkPlaceholder = darkPlaceholder
    self.lightPlaceholderGlyph = lightPlaceholderGlyph
    self.darkPlaceholderGlyph = darkPlaceholderGlyph
  }

  /// The placeholder fill for `theme`.
  public func placeholder(for theme: Theme) -> RGBA {
    theme == .light ? lightPlaceholder : darkPlaceholder
  }

  /// The placeholder's silhouette colour for `theme`.
  public func placeholderGlyph(for theme: Theme) -> RGBA {
    theme == .light ? lightPlaceholderGlyph : darkPlaceholderGlyph
  }
}
