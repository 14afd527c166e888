#if Cairo
public import ControlKit

/// Pixels rendered by ``CairoRenderer`` (or read from a PNG), for inspection and comparison.
///
/// Stored as cairo stores them: one native-endian `UInt32` per pixel, `0xAARRGGBB` with
/// premultiplied colour, rows top to bottom without padding. ``pixel(x:y:)`` undoes the
/// premultiplication.
///
/// ```swift
/// let image = try CairoRenderer().rasterize(commands, size: Size(width: 40, height: 40))
/// image.pixel(x: 20, y: 20)  // #FF0000FF
/// ```
public struct RasterImage: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height` premultiplied `0xAARRGGBB` pixels, row by row.
  public let premultipliedARGB: [UInt32]

  /// Creates an image from premultiplied pixels; `nil` when the count is not `width × height`.
  public init?(width: Int, height: Int, premultipliedARGB: [UInt32]) {
    guard width >= 0, height >= 0, premultipliedARGB.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.premultipliedARGB = premultipliedARGB
  }

  /// The straight-alpha colour at a pixel, or `nil` outside the image.
  public func pixel(x: Int, y: Int) -> RGBA? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let value = premultipliedARGB[y * width + x]
    let alpha = Double((value >> 24) & 0xFF)
    guard alpha > 0 else { return .clear }
    func channel(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / alpha }
    return RGBA(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha / 255)
  }

  /// The largest difference in any channel (0...255, premultiplied) between two images of the
  /// same size, and how many pixels differ by more than `threshold`; `nil` when sizes differ.
  ///
  /// - Complexity: O(width × height).
  public func difference(from other: RasterImage, threshold: Int = 0) -> (
    maximumChannelDelta: Int, pixelsOverThreshold: Int
  )? {
    guard width == other.width, height == other.height else { return nil }
    var maximum = 0
    var over = 0
    for (left, right) in zip(premultipliedARGB, other.premultipliedARGB) where left != right {
      var pixelMaximum = 0
      for shift: UInt32 in [0, 8, 16, 24] {
        let delta = abs(Int((left >> shift) & 0xFF) - Int((right >> shift) & 0xFF))
        pixelMaximum = max(pixelMaximum, delta)
      }
      maximum = max(maximum, pixelMaximum)
      if pixelMaximum > threshold { over += 1 }
    }
    return (maximum, over)
  }
}
#endif
