/// Where every part of the HUD sits: the box, the indicator and the title, in the container's
/// coordinates.
///
/// The rules (numbers from ``HUDStyle``, the article's by default):
/// - The available area is the container inset by its safe area, cut off at the top of the
///   keyboard when the keyboard overlaps it.
/// - The title is measured wrapped at the widest a box may be (available width − 2 × margin −
///   2 × horizontal padding), on at most ``HUDStyle/maximumTitleLines`` lines, then truncated.
/// - The box is as wide as the wider of indicator and title plus the horizontal padding, and as
///   tall as padding + indicator + spacing + title + padding (spacing only when both exist), but
///   never larger than the available area minus the margin on each side (content that does not fit
///   is clipped by the box).
/// - The box is centred in the available area; the indicator is centred at the top of the box's
///   content and the title spans the content width under it, centred.
///
/// Changing the title re-lays out the same instance (``setContent(_:measure:)``), as the article's
/// `setTitle:` does.
///
/// ```swift
/// let layout = HUDLayout(
///   content: .spinner("正在处理中..."), container: Rect(x: 0, y: 0, width: 375, height: 667),
///   measure: FixedAdvanceTextMeasurer())
/// layout.box  // [108.75, 286, 157.5×95]
/// ```
public struct HUDLayout: Hashable, Sendable {
  /// What is laid out.
  public private(set) var content: HUDContent
  /// The view the HUD covers.
  public private(set) var container: Rect
  /// The container's safe-area insets.
  public private(set) var safeArea: Insets
  /// The keyboard's frame in the container's coordinates, if one is up.
  public private(set) var keyboardFrame: Rect?
  /// The writing direction that resolves the safe area's leading and trailing insets.
  public private(set) var direction: WritingDirection
  /// The sizes used.
  public let style: HUDStyle

  /// The area the box is centred in: the safe area above the keyboard.
  public private(set) var availableArea: Rect = .zero
  /// The rounded box.
  public private(set) var box: Rect = .zero
  /// The indicator's frame, or `nil` for text only.
  public private(set) var indicator: Rect?
  /// The title's frame (text centred in it), or `nil` when the title is empty.
  public private(set) var title: Rect?
  /// How the title measured: line count and whether it was truncated.
  public private(set) var titleMetrics: TextMetrics?

  /// Lays out `content` in `container`.
  public init(
    content: HUDContent, container: Rect, safeArea: Insets = .zero, keyboardFrame: Rect? = nil,
    direction: WritingDirection = .leftToRight, style: HUDStyle = HUDStyle(),
    measure: some TextMeasuring
  ) {
    self.content = content
    self.container = container
    self.safeArea = safeArea
    self.keyboardFrame = keyboardFrame
    self.direction = direction
    self.style = style
    relayout(measure: measure)
  }

  /// The box's corner radius.
  public var cornerRadius: Double { style.cornerRadius }

  /// Shows new content (a new title, progress or mode) and lays it out again.
  public mutating func setContent(_ content: HUDContent, measure: some TextMeasuring) {
    self.content = content
    relayout(measure: measure)
  }

  /// Moves the HUD to a new container, safe area or keyboard and lays it out again.
  public mutating func setContainer(
    _ container: Rect, safeArea: Insets = .zero, keyboardFrame: Rect? = nil,
    measure: some TextMeasuring
  ) {
    self.container = container
    self.safeArea = safeArea
    self.keyboardFrame = keyboardFrame
    relayout(measure: measure)
  }

  private mutating func relayout(measure: some TextMeasuring) {
    availableArea = Self.availableArea(
      container: container, safeArea: safeArea, keyboardFrame: keyboardFrame,
      direction: direction)
    let margin = style.containerMargin
    let maximumBox = Size(
      width: max(0, availableArea.width - 2 * margin),
      height: max(0, availableArea.height - 2 * margin))
    let maximumTitleWidth = max(0, maximumBox.width - 2 * style.horizontalPadding)
    let hasIndicator = content.indicator.hasGlyph
    titleMetrics =
      content.title.isEmpty
      ? nil
      : measure.measure(
        content.title, font: style.titleFont, maxWidth: maximumTitleWidth,
        maximumLines: style.maximumTitleLines)
    let indicatorSize = hasIndicator ? style.indicatorSize : .zero
    let titleSize = titleMetrics?.size ?? .zero
    let spacing = hasIndicator && titleMetrics != nil ? style.spacing : 0
    let contentSize = Size(
      width: max(indicatorSize.width, titleSize.width),
      height: indicatorSize.height + spacing + titleSize.height)
    let boxSize = Size(
      width: min(contentSize.width + 2 * style.horizontalPadding, maximumBox.width),
      height: min(contentSize.height + 2 * style.verticalPadding, maximumBox.height))
    box = Rect.centered(at: availableArea.center, size: boxSize)
    let contentTop = box.minY + style.verticalPadding
    indicator =
      hasIndicator
      ? Rect(
        x: box.midX - indicatorSize.width / 2, y: contentTop, width: indicatorSize.width,
        height: indicatorSize.height)
      : nil
    title =
      titleMetrics.map { _ in
        Rect(
          x: box.minX + style.horizontalPadding, y: contentTop + indicatorSize.height + spacing,
          width: max(0, box.width - 2 * style.horizontalPadding), height: titleSize.height)
      }
  }

  /// The safe area of `container`, cut at the keyboard's top when they overlap.
  static func availableArea(
    container: Rect, safeArea: Insets, keyboardFrame: Rect?, direction: WritingDirection
  ) -> Rect {
    var area = container.inset(by: safeArea, direction: direction)
    if let keyboard = keyboardFrame, !keyboard.isEmpty, keyboard.minY < area.maxY,
      keyboard.maxY > area.minY, keyboard.minX < area.maxX, keyboard.maxX > area.minX
    {
      area.size.height = max(0, keyboard.minY - area.minY)
    }
    return area
  }
}
