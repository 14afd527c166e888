#if Cairo
import ControlKit

/// Synthetic drawing lists covering every command, shared by the reference and output tests.
///
/// They imitate the controls (a HUD, an arc stepper, a circle image) without depending on them,
/// so the renderer is checked on its own.
enum ReferenceScenes {
  /// A dark HUD box with a spinner and a Chinese title, 120×80 points.
  static let hud: [DrawCommand] = [
    .roundedRect(
      Rect(x: 0, y: 0, width: 120, height: 80), cornerRadius: 10,
      fill: RGBA(hex: 0x000000, alpha: 0.8), stroke: nil),
    .spinner(center: Point(x: 60, y: 30), radius: 16, phase: 0.3, spokes: 12, color: .white),
    .text(
      TextBox(
        text: "正在处理中...", frame: Rect(x: 8, y: 52, width: 104, height: 20),
        font: TextFont(size: 15), color: .white)),
  ]

  /// An arc stepper at 7 of 10, a progress ring, a check mark, a cross and a wrapped caption,
  /// 200×120 points.
  static let arcAndRing: [DrawCommand] = [
    .roundedRect(
      Rect(x: 0.5, y: 0.5, width: 199, height: 119), cornerRadius: 8, fill: .white,
      stroke: Stroke(color: RGBA(hex: 0xD1D1D6), width: 1)),
    .arc(
      center: Point(x: 50, y: 50), radius: 34, startAngle: Polar.radians(degrees: 135),
      sweep: Polar.radians(degrees: 270),
      stroke: Stroke(color: RGBA(hex: 0xE5E5EA), width: 8, cap: .round)),
    .arc(
      center: Point(x: 50, y: 50), radius: 34, startAngle: Polar.radians(degrees: 135),
      sweep: Polar.radians(degrees: 189),
      stroke: Stroke(color: RGBA(hex: 0xFF6A00), width: 8, cap: .round)),
    .text(
      TextBox(
        text: "7", frame: Rect(x: 30, y: 38, width: 40, height: 24),
        font: TextFont(size: 20, weight: .bold), color: RGBA(hex: 0x3B4058))),
    .progressRing(
      center: Point(x: 140, y: 40), radius: 20, fraction: 0.65,
      track: Stroke(color: RGBA(hex: 0x007AFF, alpha: 0.2), width: 4),
      progress: Stroke(color: RGBA(hex: 0x007AFF), width: 4, cap: .round)),
    .polyline(
      [Point(x: 131, y: 40), Point(x: 137, y: 46), Point(x: 149, y: 34)], closed: false,
      stroke: Stroke(color: RGBA(hex: 0x34C759), width: 3, cap: .round)),
    .line(
      from: Point(x: 176, y: 16), to: Point(x: 190, y: 30),
      stroke: Stroke(color: RGBA(hex: 0xFF3B30), width: 3, cap: .square)),
    .line(
      from: Point(x: 190, y: 16), to: Point(x: 176, y: 30),
      stroke: Stroke(color: RGBA(hex: 0xFF3B30), width: 3, cap: .square)),
    .ellipse(
      Rect(x: 112, y: 72, width: 36, height: 36), fill: RGBA(hex: 0xFFCC00),
      stroke: Stroke(color: RGBA(hex: 0x3B4058), width: 2)),
    .text(
      TextBox(
        text: "A caption long enough to wrap onto a second line and then be cut short",
        frame: Rect(x: 8, y: 88, width: 100, height: 28), font: TextFont(size: 10),
        color: RGBA(hex: 0x3B4058), alignment: .leading, maximumLines: 2)),
  ]
}
#endif
