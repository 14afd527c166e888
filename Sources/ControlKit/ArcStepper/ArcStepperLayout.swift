/// Where every part of an arc stepper sits for given bounds.
///
/// ```swift
/// let layout = ArcStepperLayout(
///   bounds: Rect(x: 0, y: 0, width: 100, height: 100), configuration: .article, label: "5/10",
///   measure: FixedAdvanceTextMeasurer())
/// layout.labelFrame  // [24, 34.4, 52×31.2]
/// ```
public struct ArcStepperLayout: Hashable, Sendable {
  /// The size an arc stepper asks for when its container leaves it free: 160 × 160 points (GTK's
  /// default side, UIKit's intrinsic content size, SwiftUI's ideal size).
  public static let naturalSize = Size(width: 160, height: 160)

  /// The ring.
  public var geometry: ArcGeometry
  /// The label's box: the measured label centred on the ring, no wider than the space inside the
  /// stroke.
  public var labelFrame: Rect
  /// The label's font.
  public var labelFont: TextFont
  /// The square that accepts presses: the stroke's outer edge plus the touch slop.
  ///
  /// Presses inside it are still ignored near the centre and in the gap (see
  /// ``ArcStepperState/reduce(_:)``).
  public var touchArea: Rect

  /// Creates a layout from its parts.
  public init(geometry: ArcGeometry, labelFrame: Rect, labelFont: TextFont, touchArea: Rect) {
    self.geometry = geometry
    self.labelFrame = labelFrame
    self.labelFont = labelFont
    self.touchArea = touchArea
  }

  /// Lays out a control whose own coordinate space is `bounds`, measuring `label` with `measure`.
  ///
  /// Right to left mirrors the ring (see ``ArcGeometry``); the label stays centred, as its
  /// numbers are a left-to-right run in any paragraph ("٥/١٠" and "5/10" alike: a solidus
  /// between two numbers takes their direction, rule W4 of Unicode's bidirectional algorithm).
  ///
  /// - Complexity: O(1) plus one text measurement.
  public init(
    bounds: Rect, configuration: ArcStepperConfiguration, label: String,
    measure: some TextMeasuring, direction: WritingDirection = .leftToRight
  ) {
    let ring = ArcGeometry(bounds: bounds, configuration: configuration, direction: direction)
    let font = TextFont(size: configuration.fontSize)
    let innerWidth = max(0, 2 * (ring.radius - ring.lineWidth / 2))
    let metrics = measure.measure(label, font: font, maxWidth: innerWidth, maximumLines: 1)
    // A truncated label gets the whole inner width so its ellipsis has room.
    let labelWidth = metrics.isTruncated ? innerWidth : min(innerWidth, metrics.size.width)
    let labelSize = Size(width: labelWidth, height: metrics.size.height)
    self.init(
      geometry: ring, labelFrame: Rect.centered(at: ring.center, size: labelSize),
      labelFont: font,
      touchArea: Self.touchArea(for: ring, touchSlop: configuration.touchSlop))
  }

  /// Lays out `state` at its bounds with its current label, in its direction.
  public init(state: ArcStepperState, measure: some TextMeasuring) {
    self.init(
      bounds: state.bounds, configuration: state.configuration, label: state.labelText,
      measure: measure, direction: state.direction)
  }

  /// The square that accepts presses for `ring`: the stroke's outer edge plus `touchSlop`, so a
  /// front-end can answer "is this point mine?" (UIKit's `point(inside:with:)`) without
  /// measuring the label.
  public static func touchArea(for ring: ArcGeometry, touchSlop: Double) -> Rect {
    let reach = 2 * (ring.radius + ring.lineWidth / 2 + touchSlop)
    return Rect.centered(at: ring.center, size: Size(width: reach, height: reach))
  }
}
