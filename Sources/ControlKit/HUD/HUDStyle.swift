/// The HUD's sizes: the article's numbers by default.
///
/// The article (`zkeyActivityIndicatorView`) uses a 37 × 37 indicator (the size of
/// `UIActivityIndicatorViewStyleWhiteLarge`), 30 points of padding left and right, 15 top and
/// bottom, 10 between indicator and title, a 15-point title on at most two lines, and a corner
/// radius of 5.
public struct HUDStyle: Hashable, Sendable {
  /// The indicator's side, 37 (`UIActivityIndicatorViewStyleWhiteLarge`).
  public static let defaultIndicatorSide: Double = 37
  /// Space left and right of the content inside the box, 30.
  public static let defaultHorizontalPadding: Double = 30
  /// Space above and below the content inside the box, 15.
  public static let defaultVerticalPadding: Double = 15
  /// Space between the indicator and the title, 10.
  public static let defaultSpacing: Double = 10
  /// The title's point size, 15.
  public static let defaultTitleFontSize: Double = 15
  /// The most title lines before truncation, 2 (the article's `numberOfLines = 2`, "about 30
  /// characters, enough").
  public static let defaultMaximumTitleLines = 2
  /// The least space kept between the box and each edge of the available area, 20.
  ///
  /// The article lets the box touch the container's edges; a margin keeps a long title from looking like a
  /// banner.
  public static let defaultContainerMargin: Double = 20
  /// The progress bar's size, 120 × 8 (MBProgressHUD's bar is 120 wide).
  public static let defaultProgressBarSize = Size(width: 120, height: 8)
  /// The details line's point size, 12 (MBProgressHUD's `detailsLabel`).
  public static let defaultDetailsFontSize: Double = 12
  /// The most details lines before truncation, 3.
  public static let defaultMaximumDetailsLines = 3
  /// Space between the title and the details line, 4.
  public static let defaultDetailsSpacing: Double = 4
  /// The box's corner radius, 5 (the article's `layer.cornerRadius`).
  public static let defaultCornerRadius: Double = 5
  /// The Cancel button's height, 44: Apple's HIG asks for hit targets of at least 44 × 44
  /// points.
  public static let defaultCancelButtonHeight: Double = 44
  /// The Cancel button's least width, 44 (the same HIG minimum).
  public static let defaultCancelButtonMinimumWidth: Double = 44
  /// Space left and right of the Cancel button's label, 16.
  public static let defaultCancelButtonPadding: Double = 16

  /// The indicator's size.
  public var indicatorSize: Size
  /// Space left and right of the content inside the box.
  public var horizontalPadding: Double
  /// Space above and below the content inside the box.
  public var verticalPadding: Double
  /// Space between the indicator and the title.
  public var spacing: Double
  /// The title's font.
  public var titleFont: TextFont
  /// The most title lines before truncation with an ellipsis.
  public var maximumTitleLines: Int
  /// The least space between the box and each edge of the available area.
  public var containerMargin: Double
  /// The box's corner radius.
  public var cornerRadius: Double
  /// The Cancel button's height.
  public var cancelButtonHeight: Double = HUDStyle.defaultCancelButtonHeight
  /// The Cancel button's least width.
  public var cancelButtonMinimumWidth: Double = HUDStyle.defaultCancelButtonMinimumWidth
  /// Space left and right of the Cancel button's label.
  public var cancelButtonPadding: Double = HUDStyle.defaultCancelButtonPadding
  /// How the box is filled: the theme's palette (default), the platform's material, or the
  /// app's colours (``HUDBoxStyle``).
  public var boxStyle = HUDBoxStyle.automatic
  /// The size of a progress drawn as a bar (``HUDProgressStyle/bar``).
  public var progressBarSize = HUDStyle.defaultProgressBarSize
  /// The details line's font (``HUDContent/details``).
  public var detailsFont = TextFont(size: HUDStyle.defaultDetailsFontSize)
  /// The most details lines before truncation with an ellipsis.
  public var maximumDetailsLines = HUDStyle.defaultMaximumDetailsLines
  /// Space between the title and the details line.
  public var detailsSpacing = HUDStyle.defaultDetailsSpacing
  /// Where the box sits: centred by default (content may ask for its own, as a toast does:
  /// ``HUDContent/placement``).
  public var placement: HUDPlacement = .center
  /// The least size of the box (MBProgressHUD's `minSize`), zero by default.
  ///
  /// The box is never
  /// larger than the available area minus its margins, whatever this asks.
  public var minimumSize: Size = .zero
  /// Whether the box is a square (MBProgressHUD's `square`): as wide as tall, the larger side
  /// winning, within the available area.
  public var isSquare = false

  /// Creates a style; every parameter defaults to the documented constant.
  public init(
    indicatorSize: Size = Size(width: defaultIndicatorSide, height: defaultIndicatorSide),
    horizontalPadding: Double = defaultHorizontalPadding,
    verticalPadding: Double = defaultVerticalPadding, spacing: Double = defaultSpacing,
    titleFont: TextFont = TextFont(size: defaultTitleFontSize),
    maximumTitleLines: Int = defaultMaximumTitleLines,
    containerMargin: Double = defaultContainerMargin, cornerRadius: Double = defaultCornerRadius
  ) {
    self.indicatorSize = indicatorSize
    self.horizontalPadding = horizontalPadding
    self.verticalPadding = verticalPadding
    self.spacing = spacing
    self.titleFont = titleFont
    self.maximumTitleLines = maximumTitleLines
    self.containerMargin = containerMargin
    self.cornerRadius = cornerRadius
  }
}
