/// The spokes of a ``DrawCommand/spinner(center:radius:phase:spokes:color:)``: where each one runs
/// and how it is stroked, for every renderer (Cairo on GTK, Core Graphics on UIKit and SwiftUI),
/// so that a spinner is drawn spoke for spoke the same everywhere (GTK's spinner).
///
/// The brightest spoke is at `phase` of a turn from 12 o'clock, clockwise; the spokes behind it
/// fade down to ``minimumOpacity`` of the colour's own opacity.
package enum SpinnerSpokes {
  /// The opacity of the faintest spoke, as a fraction of the colour's own opacity.
  package static let minimumOpacity = 0.2
  /// The most spokes a spinner is drawn with, 360 (one a degree; more would not show and would
  /// only cost time): a command asking for more is drawn with this many.
  package static let maximumCount = 360
  /// Where the spokes start, as a fraction of the radius (they end at the radius).
  package static let innerRadiusFraction = 0.5
  /// A spoke's width, as a fraction of the radius.
  package static let widthFraction = 0.16

  /// Calls `body` with each spoke's ends and stroke (round caps, kept inside `radius`), in
  /// clockwise order from 12 o'clock; nothing for no spokes, no radius or a non-finite phase.
  ///
  /// - Complexity: O(spokes), at most ``maximumCount``; no allocation.
  package static func forEach(
    center: Point, radius: Double, phase: Double, spokes requested: Int, color: RGBA,
    _ body: (_ from: Point, _ to: Point, _ stroke: Stroke) -> Void
  ) {
    guard requested > 0, radius > 0, radius.isFinite, phase.isFinite else { return }
    let spokes = min(requested, maximumCount)
    let turn = phase - phase.rounded(.down)
    let head = Int((turn * Double(spokes)).rounded(.down)) % spokes
    let width = radius * widthFraction
    // Round caps reach half a width past each end: pull the ends in so spokes stay in `radius`.
    let inner = radius * innerRadiusFraction + width / 2
    let outer = radius - width / 2
    for index in 0..<spokes {
      let behind = (head - index + spokes) % spokes
      let fade = 1 - Double(behind) / Double(spokes)
      let opacity = minimumOpacity + (1 - minimumOpacity) * fade
      let angle = -Double.pi / 2 + 2 * .pi * Double(index) / Double(spokes)
      body(
        Polar.point(center: center, radius: inner, angle: angle),
        Polar.point(center: center, radius: outer, angle: angle),
        Stroke(color: color.withAlpha(color.alpha * opacity), width: width, cap: .round))
    }
  }
}
