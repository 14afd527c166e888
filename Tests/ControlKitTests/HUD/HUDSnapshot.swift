@testable import ControlKit

/// Text snapshots of drawing lists for the HUD tests: one line per command.
enum HUDSnapshot {
  static func lines(_ commands: [DrawCommand]) -> String {
    commands.map(line).joined(separator: "\n")
  }

  static func line(_ command: DrawCommand) -> String {
    switch command {
    case .roundedRect(let rect, let radius, let fill, let stroke):
      return "rect \(rect) r=\(num(radius))\(paint(fill, stroke))"
    case .ellipse(let rect, let fill, let stroke):
      return "ellipse \(rect)\(paint(fill, stroke))"
    case .arc(let center, let radius, let start, let sweep, let stroke):
      return
        "arc c=\(center) r=\(num(radius)) start=\(num(start)) sweep=\(num(sweep)) \(text(stroke))"
    case .line(let from, let to, let stroke):
      return "line \(from)→\(to) \(text(stroke))"
    case .text(let box):
      return
        "text \"\(box.text)\" \(box.frame) \(box.font) \(box.color) \(box.alignment.rawValue) lines=\(box.maximumLines)"
    case .image(let image, let frame, let source, let clip):
      return "image \(image.name) \(frame) src=\(source) clip=\(clip)"
    case .spinner(let center, let radius, let phase, let spokes, let color):
      return "spinner c=\(center) r=\(num(radius)) phase=\(num(phase)) spokes=\(spokes) \(color)"
    case .progressRing(let center, let radius, let fraction, let track, let progress):
      return
        "ring c=\(center) r=\(num(radius)) fraction=\(num(fraction)) track=\(text(track)) progress=\(text(progress))"
    case .polyline(let points, let closed, let stroke):
      let path = points.map(\.description).joined(separator: "→")
      return "polyline \(path)\(closed ? " closed" : "") \(text(stroke))"
    }
  }

  private static func num(_ value: Double) -> String { formatCoordinate(value) }

  private static func text(_ stroke: Stroke) -> String {
    "\(stroke.color)/\(num(stroke.width))/\(stroke.cap.rawValue)"
  }

  private static func paint(_ fill: RGBA?, _ stroke: Stroke?) -> String {
    var result = ""
    if let fill { result += " fill=\(fill)" }
    if let stroke { result += " stroke=\(text(stroke))" }
    return result
  }
}
