#if Cairo
import ControlKitCairo
import Foundation
import Testing

/// Compares renders against PNGs committed in `Tests/ControlKitCairoTests/Reference/`.
///
/// Set `CONTROLKIT_RECORD=1` to (re)write the references from the current renders instead of
/// comparing; commit the PNGs after looking at them.
enum ReferenceImages {
  /// A channel may differ by this much (of 255) without counting as different: absorbs
  /// anti-aliasing differences between cairo/pixman/FreeType builds.
  static let channelTolerance = 24
  /// At most this fraction of pixels may differ beyond ``channelTolerance`` (glyph edges).
  static let differingPixelFraction = 0.005

  /// The folder holding the references, next to this file's parent.
  static var directory: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Reference").path
  }

  /// Whether this run records references instead of checking them.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["CONTROLKIT_RECORD"] == "1" }

  /// Checks `image` against `Reference/<name>.png`, or records it when recording.
  static func check(
    _ image: RasterImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = directory + "/" + name + ".png"
    if isRecording {
      try image.writePNG(to: path)
      return
    }
    guard FileManager.default.fileExists(atPath: path) else {
      Issue.record(
        "missing reference \(path); run with CONTROLKIT_RECORD=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    let reference = try RasterImage(contentsOfPNG: path)
    guard let difference = image.difference(from: reference, threshold: channelTolerance) else {
      let message: String =
        "size \(image.width)×\(image.height) differs from reference "
        + "\(reference.width)×\(reference.height) at \(path)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    let allowed = Int(Double(image.width * image.height) * differingPixelFraction)
    if difference.pixelsOverThreshold > allowed {
      let actual = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".png").path
      try? image.writePNG(to: actual)
      let message: String =
        "\(difference.pixelsOverThreshold) pixels differ from \(path) by more than "
        + "\(channelTolerance) (allowed \(allowed)); the render is at \(actual)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}
#endif
