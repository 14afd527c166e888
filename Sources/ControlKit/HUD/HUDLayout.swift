/// Where every part of the HUD sits: the box, the indicator and the title, in the container's
/// coordinates.
///
/// The rules (numbers from ``HUDStyle``, the article's by default):
/// - The available area is the container inset by its safe area, cut off at the top of the
///   keyboard when the keyboard overlaps it.
/// - The title is measured wrapped at the widest a box may be (available width − 2 × margin −
///   2 × horizontal padding), on at most ``HUDStyle/maximumTitleLines`` lines, then truncated;
///   the details line likewise in ``HUDStyle/detailsFont`` on at most
///   ``HUDStyle/maximumDetailsLines`` lines, ``HUDStyle/detailsSpacing`` under the title.
/// - The box is as wide as the wider of indicator and title plus the horizontal padding, and as
///   tall as padding + indicator + spacing + title + padding (spacing only when both exist), but
///   never larger than the available area minus the margin on each side (content that does not fit
///   is clipped by the box).
/// - The box is at least ``HUDStyle/minimumSize`` and, with ``HUDStyle/isSquare``, as wide as
///   tall (within the same bounds); the content is centred vertically in a box made taller.
/// - The box is centred horizontally in the available area and placed vertically by the
///   content's ``HUDContent/placement``, else the style's ``HUDStyle/placement`` (centre, top or
///   bottom, moved by an offset, never past the margins); the indicator is centred at the top of
///   the box's content and the title spans the content width under it, centred.
/// - The indicator is ``HUDStyle/indicatorSize`` for the built-in ones, an image fitted into it
///   keeping its aspect ratio, or a custom view's measured size, shrunk (aspect kept) to the
///   width a title may take and the height the title and Cancel button leave, so they stay
///   under it.
/// - A task content with ``HUDContent/showsCancelButton`` gets a Cancel button under the title
///   (spacing above), centred, ``HUDStyle/cancelButtonHeight`` tall, as wide as its one-line label
///   plus padding (at least ``HUDStyle/cancelButtonMinimumWidth``).
///
/// A new title is laid out again, as the article's `setTitle:` does: a front-end asks its driver
/// (``HUDDriver/newLayout(replacing:container:safeArea:keyboardFrame:direction:style:measure:)``),
/// which makes a new layout only when the displayed content, container or Cancel title changed.
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
  /// The details line's frame (text centred in it), or `nil` when the content has none.
  public private(set) var details: Rect?
  /// The Cancel button's frame, or `nil` when the content shows none.
  public private(set) var cancelButton: Rect?
  /// The frame of the Cancel button's one-line label, centred in ``cancelButton``.
  public private(set) var cancelLabel: Rect?
  /// The Cancel button's label ("Cancel", "取消").
  public private(set) var cancelTitle: String
  /// How the title measured: line count and whether it was truncated.
  public private(set) var titleMetrics: TextMetrics?
  /// How the details line measured, or nil without one.
  public private(set) var detailsMetrics: TextMetrics?

  /// The default Cancel label, English's (``ControlLanguage/cancelTitle``), read from the
  /// language's table once.
  public static let englishCancelTitle = ControlLanguage.english.cancelTitle

  /// Lays out `content` in `container`.
  public init(
    content: HUDContent, container: Rect, safeArea: Insets = .zero, keyboardFrame: Rect? = nil,
    direction: WritingDirection = .leftToRight, style: HUDStyle = HUDStyle(),
    cancelTitle: String = HUDLayout.englishCancelTitle, measure: some TextMeasuring
  ) {
    self.content = content
    self.cancelTitle = cancelTitle
    self.container = container
    self.safeArea = safeArea
    self.keyboardFrame = keyboardFrame
    self.direction = direction
    self.style = style
    relayout(measure: measure)
  }

  /// The box's corner radius.
  public var cornerRadius: Double { style.cornerRadius }

  /// Shows new content (a new title, progress or mode) and lays it out again (the core's tests;
  /// front-ends ask ``HUDDriver/newLayout(replacing:container:safeArea:keyboardFrame:direction:style:measure:)``).
  mutating func setContent(_ content: HUDContent, measure: some TextMeasuring) {
    self.content = content
    relayout(measure: measure)
  }

  /// Moves the HUD to a new container, safe area or keyboard and lays it out again (the core's
  /// tests).
  mutating func setContainer(
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

    detailsMetrics =
      content.details.isEmpty
      ? nil
      : measure.measure(
        content.details, font: style.detailsFont, maxWidth: maximumTitleWidth,
        maximumLines: max(1, style.maximumDetailsLines))
    let labelSize: Size? =
      content.showsCancelButton
      ? measure.measure(
        cancelTitle, font: style.titleFont,
        maxWidth: max(0, maximumTitleWidth - 2 * style.cancelButtonPadding), maximumLines: 1
      ).size
      : nil
    let buttonSize = labelSize.map { label in
      Size(
        width: min(
          maximumTitleWidth,
          max(style.cancelButtonMinimumWidth, label.width + 2 * style.cancelButtonPadding)),
        height: style.cancelButtonHeight)
    }
    let hasText = titleMetrics != nil || detailsMetrics != nil
    let buttonSpacing = buttonSize != nil && (hasIndicator || hasText) ? style.spacing : 0
    let titleSize = titleMetrics?.size ?? .zero
    let detailsSize = detailsMetrics?.size ?? .zero
    let detailsSpacing = titleMetrics != nil && detailsMetrics != nil ? style.detailsSpacing : 0
    // The title and the details line as one block of text.
    let textHeight = titleSize.height + detailsSpacing + detailsSize.height
    let spacing = hasIndicator && hasText ? style.spacing : 0
    // A custom view gets the height the title and the Cancel button leave, so they stay under it.
    let heightLeft =
      maximumBox.height - 2 * style.verticalPadding - spacing - textHeight - buttonSpacing
      - (buttonSize?.height ?? 0)
    let indicatorSize =
      hasIndicator
      ? Self.indicatorSize(
        content.indicator, progressStyle: content.progressStyle, style: style,
        fitting: Size(width: maximumTitleWidth, height: max(0, heightLeft)))
      : .zero
    let contentSize = Size(
      width: max(indicatorSize.width, titleSize.width, detailsSize.width, buttonSize?.width ?? 0),
      height: indicatorSize.height + spacing + textHeight + buttonSpacing
        + (buttonSize?.height ?? 0))
    var wanted = Size(
      width: max(
        contentSize.width + 2 * style.horizontalPadding, Self.side(style.minimumSize.width)),
      height: max(
        contentSize.height + 2 * style.verticalPadding, Self.side(style.minimumSize.height)))
    if style.isSquare {
      let side = max(wanted.width, wanted.height)
      wanted = Size(width: side, height: side)
    }
    let boxSize = Size(
      width: min(wanted.width, maximumBox.width), height: min(wanted.height, maximumBox.height))
    let placement = content.placement ?? style.placement
    box = Rect(
      x: availableArea.midX - boxSize.width / 2,
      y: placement.boxTop(height: boxSize.height, in: availableArea, margin: margin),
      width: boxSize.width, height: boxSize.height)
    // The content is centred vertically in a box made taller than it (a minimum size, a square).
    let contentTop = box.minY + max(style.verticalPadding, (box.height - contentSize.height) / 2)
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
    details = detailsMetrics.map { _ in
      Rect(
        x: box.minX + style.horizontalPadding,
        y: contentTop + indicatorSize.height + spacing + titleSize.height + detailsSpacing,
        width: max(0, box.width - 2 * style.horizontalPadding), height: detailsSize.height)
    }
    cancelButton = buttonSize.map { size in
      Rect(
        x: box.midX - size.width / 2,
        y: contentTop + indicatorSize.height + spacing + textHeight + buttonSpacing,
        width: size.width, height: size.height)
    }
    cancelLabel = cancelButton.map { button in
      let height = min(labelSize?.height ?? 0, button.height)
      return Rect(
        x: button.minX + style.cancelButtonPadding / 2, y: button.midY - height / 2,
        width: max(0, button.width - style.cancelButtonPadding), height: height)
    }
  }

  /// The indicator's size: the style's for the built-in ones (the bar's for a progress bar,
  /// never wider than `available`), an image fitted into it, a custom view's own size shrunk
  /// (aspect kept) to fit `available`.
  static func indicatorSize(
    _ indicator: HUDIndicator, progressStyle: HUDProgressStyle, style: HUDStyle,
    fitting available: Size
  ) -> Size {
    switch indicator {
    case .image(let image): return fit(image.pixelSize, into: style.indicatorSize)
    case .custom(let size): return fit(size, into: available, upscales: false)
    case .progress where progressStyle == .bar:
      return Size(
        width: min(side(style.progressBarSize.width), available.width),
        height: side(style.progressBarSize.height))
    case .spinner, .progress, .success, .error, .info, .none: return style.indicatorSize
    }
  }

  /// A side from the style: finite and non-negative (NaN and negative count as 0).
  static func side(_ value: Double) -> Double {
    value.isFinite ? max(0, value) : 0
  }

  /// `size` scaled to fit `bounds` keeping its aspect ratio; never enlarged unless `upscales`.
  static func fit(_ size: Size, into bounds: Size, upscales: Bool = true) -> Size {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      return .zero
    }
    var scale = min(bounds.width / size.width, bounds.height / size.height)
    if !upscales { scale = min(scale, 1) }
    return Size(width: size.width * max(0, scale), height: size.height * max(0, scale))
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
