@testable import ControlKit

/// Text snapshots of drawing lists: one line per command, angles in degrees, coordinates with up to
/// three decimals, colours as `#RRGGBBAA`, so golden strings stay readable and stable.
///
/// ```swift
/// #expect(DrawingSnapshot.text(commands) == """
///   arc c=(50, 50) r=40 start=135° sweep=270° stroke=#000000FF w=8 butt
///   """)
/// ```
enum DrawingSnapshot {
  /// All commands, newline-separated.
  static func text(_ commands: [DrawCommand]) -> String {
    commands.map(line).joined(separator: "\n")
  }

  /// One command.
  static func line(_ command: DrawCommand) -> String {
    switch command {
    case .roundedRect(let rect, let cornerRadius, let fill, let stroke):
      return "roundedRect \(rect) r=\(n(cornerRadius))\(paint(fill: fill, stroke: stroke))"
    case .ellipse(let rect, let fill, let stroke):
      return "ellipse \(rect)\(paint(fill: fill, stroke: stroke))"
    case .arc(let center, let radius, let startAngle, let sweep, let stroke):
      return "arc c=\(center) r=\(n(radius)) start=\(deg(startAngle)) sweep=\(deg(sweep))"
        + " stroke=\(describe(stroke))"
    case .line(let from, let to, let stroke):
      return "line \(from)→\(to) stroke=\(describe(stroke))"
    case .text(let box):
      return "text \"\(box.text)\" \(box.frame) \(box.font) \(box.color) \(box.alignment.rawValue)"
        + " lines=\(box.maximumLines)"
    case .image(let image, let frame, let source, let clip):
      return "image \(image.name) \(frame) source=\(source)\(clip ? " clip=ellipse" : "")"
    case .spinner(let center, let radius, let phase, let spokes, let color):
      return "spinner c=\(center) r=\(n(radius)) phase=\(n(phase)) spokes=\(spokes) \(color)"
    case .progressRing(let center, let radius, let fraction, let track, let progress):
      return "progressRing c=\(center) r=\(n(radius)) fraction=\(n(fraction))"
        + " track=\(describe(track)) progress=\(describe(progress))"
    case .polyline(let points, let closed, let stroke):
      return "polyline \(points.map(\.description).joined(separator: " "))"
        + "\(closed ? " closed" : "") stroke=\(describe(stroke))"
    }
  }

  private static func n(_ value: Double) -> String { formatCoordinate(value) }

  private static func deg(_ radians: Double) -> String { n(Polar.degrees(radians: radians)) + "°" }

  private static func describe(_ stroke: Stroke) -> String {
    "\(stroke.color) w=\(n(stroke.width)) \(stroke.cap.rawValue)"
  }

  private static func paint(fill: RGBA?, stroke: Stroke?) -> String {
    var text = ""
    if let fill { text += " fill=\(fill)" }
    if let stroke { text += " stroke=\(describe(stroke))" }
    return text
  }
}
