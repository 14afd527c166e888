/// The stepper's sizes, font and colours.
///
/// The defaults (``standard``) are the article's PPNumberButton made to meet Apple's and WCAG's
/// bars: touch areas 44 wide and a natural height of 44 (Apple's 44 × 44 minimum touch target;
/// the article's were 42 × 30), and a field border that contrasts at least 3:1 with the field and
/// the screen. ``article`` keeps the article's own numbers and colours.
///
/// The article's sizes come from its `layoutSubviews` (field 90 wide, touch areas 42 wide over
/// 28 × 28 icons) and `init(frame:)` (110 × 30 when created without a frame); colours and font
/// from its `setupUI` (border RGBA(0.79, 0.80, 0.83) 1 point wide, background
/// RGBA(0.97, 0.97, 0.99), corner radius 8, text #3B4058 in PingFang Medium 16).
///
/// The article's − and + are images ("reduce_available", "increase_Disable"...) that it does not
/// show; ours are drawn: a circle outline with a bar (and a cross bar for +), in the text colour
/// when usable and in the border's grey when not, as its "_Disable" images are grey.
public struct StepperStyle: Hashable, Sendable {
  /// The colours for one theme.
  public struct Palette: Hashable, Sendable {
    /// The field's border.
    public var fieldBorder: RGBA
    /// The field's fill.
    public var fieldBackground: RGBA
    /// The field's text.
    public var text: RGBA
    /// The field's text while the whole control is disabled.
    public var disabledText: RGBA
    /// A usable − or + icon.
    public var icon: RGBA
    /// A − or + icon that cannot be used (at a limit, or the control is disabled).
    public var disabledIcon: RGBA
    /// The ring around the field while it is being edited, and the caret.
    public var focusRing: RGBA

    /// Creates a palette.
    public init(
      fieldBorder: RGBA, fieldBackground: RGBA, text: RGBA, disabledText: RGBA, icon: RGBA,
      disabledIcon: RGBA, focusRing: RGBA
    ) {
      self.fieldBorder = fieldBorder
      self.fieldBackground = fieldBackground
      self.text = text
      self.disabledText = disabledText
      self.icon = icon
      self.disabledIcon = disabledIcon
      self.focusRing = focusRing
    }

    /// The light palette: the article's near-white field, ink #3B4058 (9.54:1 on the field) and
    /// grey disabled icons, with a darker grey-blue border #858894 (3.31:1 against the field,
    /// 3.53:1 against white; the article's made 1.5:1), and the system blue #007AFF for the
    /// focus ring and caret (3.76:1 against the field).
    ///
    /// Disabled text and icons are exempt from WCAG's minimums (inactive components) and are
    /// meant to recede.
    public static let light = Palette(
      fieldBorder: RGBA(hex: 0x858894),
      fieldBackground: RGBA(red: 0.97, green: 0.97, blue: 0.99),
      text: RGBA(hex: 0x3B4058), disabledText: RGBA(hex: 0x3B4058, alpha: 0.4),
      icon: RGBA(hex: 0x3B4058), disabledIcon: RGBA(red: 0.79, green: 0.80, blue: 0.83),
      focusRing: RGBA(hex: 0x007AFF))

    /// The article's colours: grey-blue border on a near-white field, ink #3B4058, grey when
    /// disabled, and the system blue (#007AFF) for the focus ring.
    public static let articleLight = Palette(
      fieldBorder: RGBA(red: 0.79, green: 0.80, blue: 0.83),
      fieldBackground: RGBA(red: 0.97, green: 0.97, blue: 0.99),
      text: RGBA(hex: 0x3B4058), disabledText: RGBA(hex: 0x3B4058, alpha: 0.4),
      icon: RGBA(hex: 0x3B4058), disabledIcon: RGBA(red: 0.79, green: 0.80, blue: 0.83),
      focusRing: RGBA(hex: 0x007AFF))

    /// The dark palette (ours; the article has none): Apple's dark system greys, a field of
    /// #1C1C1E with a #8E8E93 border (5.22:1), near-white ink #F2F2F7 (15.25:1), disabled icons
    /// #636366, and the dark system blue #0A84FF for focus and caret (4.66:1).
    public static let dark = Palette(
      fieldBorder: RGBA(hex: 0x8E8E93), fieldBackground: RGBA(hex: 0x1C1C1E),
      text: RGBA(hex: 0xF2F2F7), disabledText: RGBA(hex: 0xF2F2F7, alpha: 0.4),
      icon: RGBA(hex: 0xF2F2F7), disabledIcon: RGBA(hex: 0x636366),
      focusRing: RGBA(hex: 0x0A84FF))
  }

  /// The article's size for a stepper created without a frame: 110 × 30.
  ///
  /// It is narrower than the article's own layout needs (42 + 90 + 42 = 174): at this width the
  /// field keeps the 26 points between the touch areas (see ``StepperLayout``). Prefer
  /// ``naturalSize``.
  public static let defaultSize = Size(width: 110, height: 30)
  /// The article's field width: 90 points, the preferred width between the touch areas.
  public static let defaultFieldWidth = 90.0
  /// The touch-area width: 44 points over each icon, Apple's minimum touch target
  /// (``TouchArea/recommendedMinimumSize``).
  public static let defaultTouchAreaWidth = TouchArea.recommendedMinimumSize.width
  /// The preferred height: 44 points, so each touch area (full height) is at least 44 × 44.
  public static let defaultHeight = TouchArea.recommendedMinimumSize.height
  /// The article's touch-area width: 42 points over each icon (its `decreaseBgBtn`,
  /// `increaseBgBtn`), 2 short of Apple's minimum.
  public static let articleTouchAreaWidth = 42.0
  /// The article's height: 30 points (`init(frame:)`'s default frame), so its touch areas were
  /// 42 × 30.
  public static let articleHeight = defaultSize.height
  /// The article's icon side: 28 points.
  public static let defaultIconSide = 28.0
  /// The article's field corner radius: 8 points.
  public static let defaultFieldCornerRadius = 8.0
  /// The article's field border width: 1 point.
  public static let defaultFieldBorderWidth = 1.0
  /// The article's font: 16 points, medium (PingFang Medium).
  public static let defaultFont = TextFont(size: 16, weight: .medium)
  /// Space kept between the field's edges and its text: 4 points (ours; `UITextField` adds a
  /// little padding of its own).
  public static let defaultTextInset = 4.0
  /// The width of the icons' circle and bars: 1.5 points (ours).
  public static let defaultIconStrokeWidth = 1.5
  /// The length of the − and + bars in a full-size icon: 12 points of 28 (ours); smaller icons
  /// scale it.
  public static let defaultIconGlyphLength = 12.0
  /// The width of the focus ring drawn over the field's border while editing: 2 points (ours).
  public static let defaultFocusRingWidth = 2.0
  /// Space between a label that leads the stepper (SwiftUI's title) and the stepper: 8 points
  /// (ours; SwiftUI's standard spacing between neighbouring controls).
  public static let defaultLabelSpacing = 8.0

  /// The preferred field width; the field takes what the bounds leave (see ``StepperLayout``).
  public var fieldWidth: Double
  /// The width of each button's touch area (full height).
  public var touchAreaWidth: Double
  /// The preferred height (the touch areas' and field's height at ``naturalSize``).
  public var height: Double
  /// The side of each − / + icon.
  public var iconSide: Double
  /// The field's corner radius (outer edge of its border).
  public var fieldCornerRadius: Double
  /// The field's border width; the border lies inside the field, as a `CALayer` border does.
  public var fieldBorderWidth: Double
  /// The field's font.
  public var font: TextFont
  /// Horizontal space between the field's edges and its text box.
  public var textInset: Double
  /// Width of the icons' strokes.
  public var iconStrokeWidth: Double
  /// Length of the − / + bars in an icon of ``iconSide``.
  public var iconGlyphLength: Double
  /// Width of the focus ring.
  public var focusRingWidth: Double
  /// Space between a leading label (a title) and the stepper's − field +.
  public var labelSpacing: Double
  /// Colours in the light theme.
  public var light: Palette
  /// Colours in the dark theme.
  public var dark: Palette

  /// Creates a style; every default is a documented constant above.
  public init(
    fieldWidth: Double = Self.defaultFieldWidth,
    touchAreaWidth: Double = Self.defaultTouchAreaWidth, height: Double = Self.defaultHeight,
    iconSide: Double = Self.defaultIconSide,
    fieldCornerRadius: Double = Self.defaultFieldCornerRadius,
    fieldBorderWidth: Double = Self.defaultFieldBorderWidth, font: TextFont = Self.defaultFont,
    textInset: Double = Self.defaultTextInset,
    iconStrokeWidth: Double = Self.defaultIconStrokeWidth,
    iconGlyphLength: Double = Self.defaultIconGlyphLength,
    focusRingWidth: Double = Self.defaultFocusRingWidth,
    labelSpacing: Double = Self.defaultLabelSpacing, light: Palette = .light,
    dark: Palette = .dark
  ) {
    self.fieldWidth = fieldWidth
    self.touchAreaWidth = touchAreaWidth
    self.height = height
    self.iconSide = iconSide
    self.fieldCornerRadius = fieldCornerRadius
    self.fieldBorderWidth = fieldBorderWidth
    self.font = font
    self.textInset = textInset
    self.iconStrokeWidth = iconStrokeWidth
    self.iconGlyphLength = iconGlyphLength
    self.focusRingWidth = focusRingWidth
    self.labelSpacing = labelSpacing
    self.light = light
    self.dark = dark
  }

  /// The standard style: every default, 44 × 44 touch areas and WCAG-contrast palettes.
  public static let standard = StepperStyle()

  /// The article's style: 42-point touch areas, 30 points high, its light colours.
  ///
  /// Its field border makes 1.5:1 against the field and its touch areas are 42 × 30, below both
  /// bars: it is for migrating a PPNumberButton screen look for look; prefer ``standard``.
  public static let article = StepperStyle(
    touchAreaWidth: articleTouchAreaWidth, height: articleHeight, light: .articleLight)

  /// The size at which every part gets its preferred size: two touch areas and the field wide
  /// (44 + 90 + 44 = 178 by default; the article's 174), ``height`` high (44; the article's 30).
  public var naturalSize: Size {
    Size(width: 2 * touchAreaWidth + fieldWidth, height: height)
  }

  /// The style at a text size `factor` times the standard one (Dynamic Type): every length that
  /// follows the text (field width, touch areas, height, icon, corner radius, font, text inset,
  /// glyph length, label spacing) is multiplied by `factor`; hairlines (the field's border, the
  /// icons' strokes, the focus ring) keep their width, as a border does at any text size.
  ///
  /// ```swift
  /// StepperStyle.standard.scaled(by: 2).naturalSize  // 356 × 88
  /// ```
  ///
  /// A factor that is not positive and finite returns the style unchanged.
  public func scaled(by factor: Double) -> StepperStyle {
    guard factor > 0, factor.isFinite, factor != 1 else { return self }
    var style = self
    style.fieldWidth *= factor
    style.touchAreaWidth *= factor
    style.height *= factor
    style.iconSide *= factor
    style.fieldCornerRadius *= factor
    style.font.size *= factor
    style.textInset *= factor
    style.iconGlyphLength *= factor
    style.labelSpacing *= factor
    return style
  }

  /// The colours for `theme`.
  public func palette(for theme: Theme) -> Palette {
    theme == .light ? light : dark
  }
}
