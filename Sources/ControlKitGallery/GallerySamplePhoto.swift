#if Cairo
public import ControlKit
public import ControlKitCairo
import Foundation

/// A picture for the circle-image specimens, painted pixel by pixel so every run writes the same
/// bytes and the repository needs no binary asset: a sunset sky, a sun and two hills.
public struct GallerySamplePhoto: Hashable, Sendable {
  /// The file's path relative to the output directory (`"circle-image/photo-square.png"`).
  public var name: String
  /// The size in pixels.
  public var pixelSize: Size

  /// Creates a photo description.
  public init(name: String, pixelSize: Size) {
    self.name = name
    self.pixelSize = pixelSize
  }

  /// A square photo, 240 × 240 pixels.
  public static let square = GallerySamplePhoto(
    name: "circle-image/photo-square.png", pixelSize: Size(width: 240, height: 240))
  /// A wide photo, 360 × 240 pixels: aspect-fill crops its sides in a circle.
  public static let wide = GallerySamplePhoto(
    name: "circle-image/photo-wide.png", pixelSize: Size(width: 360, height: 240))

  /// The reference the circle image's drawing list uses.
  public var reference: ImageReference { ImageReference(name: name, pixelSize: pixelSize) }

  /// The top of the sky.
  static let skyTop = (red: 0x2B, green: 0x5F, blue: 0xC9)
  /// The sky at the horizon.
  static let skyHorizon = (red: 0xFF, green: 0xB3, blue: 0x6B)
  /// The sun.
  static let sun = (red: 0xFF, green: 0xE1, blue: 0x4D)
  /// The far hill.
  static let farHill = (red: 0x3E, green: 0x8E, blue: 0x5A)
  /// The near hill.
  static let nearHill = (red: 0x24, green: 0x5E, blue: 0x3A)

  /// The photo's pixels: opaque, deterministic, with soft (anti-aliased) edges.
  ///
  /// - Complexity: O(width × height).
  public func pixels() -> RasterImage? {
    let width = Int(pixelSize.width)
    let height = Int(pixelSize.height)
    guard width > 0, height > 0 else { return nil }
    let w = Double(width)
    let h = Double(height)
    let sunCenter = (x: w * 0.5, y: h * 0.42)
    let sunRadius = h * 0.16
    var argb: [UInt32] = []
    argb.reserveCapacity(width * height)
    for row in 0..<height {
      let y = Double(row) + 0.5
      let t = y / h
      let sky = Self.mix(Self.skyTop, Self.skyHorizon, t)
      for column in 0..<width {
        let x = Double(column) + 0.5
        var color = sky
        let dx = x - sunCenter.x
        let dy = y - sunCenter.y
        let sunCoverage = Self.coverage(sunRadius - (dx * dx + dy * dy).squareRoot())
        color = Self.mix(color, Self.sun, sunCoverage)
        let far = h * (0.66 - 0.08 * sin(x / w * 2 * Double.pi + 0.6))
        color = Self.mix(color, Self.farHill, Self.coverage(y - far))
        let near = h * (0.80 - 0.07 * sin(x / w * 3 * Double.pi + 2.1))
        color = Self.mix(color, Self.nearHill, Self.coverage(y - near))
        argb.append(
          0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue))
      }
    }
    return RasterImage(width: width, height: height, premultipliedARGB: argb)
  }

  /// How much of a pixel lies inside an edge `distance` pixels away (positive inside).
  static func coverage(_ distance: Double) -> Double {
    min(1, max(0, distance + 0.5))
  }

  /// `a` blended towards `b` by `amount` (`0...1`), rounded to whole channel values.
  static func mix(
    _ a: (red: Int, green: Int, blue: Int), _ b: (red: Int, green: Int, blue: Int),
    _ amount: Double
  ) -> (red: Int, green: Int, blue: Int) {
    func channel(_ x: Int, _ y: Int) -> Int {
      Int((Double(x) + (Double(y) - Double(x)) * amount).rounded())
    }
    return (channel(a.red, b.red), channel(a.green, b.green), channel(a.blue, b.blue))
  }
}
#endif
