#if Cairo
import ControlKit
import ControlKitCairo

/// Colour comparisons for pixel tests.
enum Pixels {
  /// Whether `pixel` is `expected` within `tolerance` per channel (straight alpha, 0...1).
  static func matches(_ pixel: RGBA?, _ expected: RGBA, tolerance: Double = 0.02) -> Bool {
    guard let pixel else { return false }
    if expected.alpha == 0 { return pixel.alpha <= tolerance }
    return abs(pixel.red - expected.red) <= tolerance
      && abs(pixel.green - expected.green) <= tolerance
      && abs(pixel.blue - expected.blue) <= tolerance
      && abs(pixel.alpha - expected.alpha) <= tolerance
  }

  /// The pixel under point `point` of a render at `scale` (the pixel containing it).
  static func at(_ point: Point, in image: RasterImage, scale: Double = 1) -> RGBA? {
    image.pixel(x: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
  }

  /// The columns holding any pixel with alpha above `threshold`, as a closed range.
  static func inkColumns(in image: RasterImage, threshold: Double = 0.1) -> ClosedRange<Int>? {
    var low: Int?
    var high: Int?
    for y in 0..<image.height {
      for x in 0..<image.width where (image.pixel(x: x, y: y)?.alpha ?? 0) > threshold {
        low = min(low ?? x, x)
        high = max(high ?? x, x)
      }
    }
    guard let low, let high else { return nil }
    return low...high
  }

  /// The rows holding any pixel with alpha above `threshold`, as a closed range.
  static func inkRows(in image: RasterImage, threshold: Double = 0.1) -> ClosedRange<Int>? {
    var low: Int?
    var high: Int?
    for y in 0..<image.height {
      for x in 0..<image.width where (image.pixel(x: x, y: y)?.alpha ?? 0) > threshold {
        low = min(low ?? y, y)
        high = max(high ?? y, y)
      }
    }
    guard let low, let high else { return nil }
    return low...high
  }
}
#endif
