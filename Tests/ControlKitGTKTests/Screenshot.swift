#if GTK
import Foundation

/// A screenshot of the whole X screen, taken with ImageMagick's `import -window root` (the real
/// one at /usr/bin: a `convert` stand-in comes first on PATH) and kept as PNG for people to see.
struct Screenshot {
  /// Width in pixels.
  let width: Int
  /// Height in pixels.
  let height: Int
  private let pixels: [UInt8]

  /// Captures the screen of `session` to `<name>.png` under `XSession.screenshots`.
  static func capture(_ session: XSession, name: String) throws -> Screenshot {
    try FileManager.default.createDirectory(
      at: XSession.screenshots, withIntermediateDirectories: true)
    let png = XSession.screenshots.appendingPathComponent("\(name).png").path
    let shot = try session.run("/usr/bin/import", ["-window", "root", png])
    guard shot.status == 0 else { throw XSessionError("import failed for \(png)") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
    process.arguments = [png, "-depth", "8", "ppm:-"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let screenshot = Screenshot(ppm: [UInt8](data)) else {
      throw XSessionError("could not read \(png) as PPM")
    }
    return screenshot
  }

  /// Parses a binary PPM (P6, maxval 255).
  init?(ppm bytes: [UInt8]) {
    var fields: [Int] = []
    var index = 2
    guard bytes.starts(with: Array("P6".utf8)) else { return nil }
    while fields.count < 3 && index < bytes.count {
      while index < bytes.count && (bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index])) {
        index += 1
      }
      var value = 0
      while index < bytes.count && (0x30...0x39).contains(bytes[index]) {
        value = value * 10 + Int(bytes[index] - 0x30)
        index += 1
      }
      fields.append(value)
    }
    index += 1  // the single whitespace after maxval
    guard fields.count == 3, fields[2] == 255, bytes.count - index >= fields[0] * fields[1] * 3
    else { return nil }
    width = fields[0]
    height = fields[1]
    pixels = Array(bytes[index...])
  }

  /// The colour at (`x`, `y`) as red, green, blue.
  func pixel(x: Int, y: Int) -> [Int] {
    let offset = (y * width + x) * 3
    return (0..<3).map { Int(pixels[offset + $0]) }
  }

  /// Whether the pixel at (`x`, `y`) is within `tolerance` of `expected` in every channel.
  func pixel(x: Int, y: Int, isNear expected: [Int], tolerance: Int = 8) -> Bool {
    zip(pixel(x: x, y: y), expected).allSatisfy { abs($0 - $1) <= tolerance }
  }
}
#endif
