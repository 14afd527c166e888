#if Cairo
import CCairo
import ControlKitCairo
import Foundation
import Testing

/// Compares renders against PNGs committed in `Tests/ControlKitCairoTests/Reference/`.
///
/// The top-level PNGs are cairo 1.16's renders (``defaultCairoVersion``, Debian 12). A cairo
/// version whose render of a scene looks the same but differs beyond the tolerance (text a few
/// per cent wider, other anti-aliasing) keeps its own PNG in `Reference/cairo-<major>.<minor>/`;
/// every other scene is compared with the top-level PNG. Set `CONTROLKIT_RECORD=1` to (re)write
/// the references from the current renders instead of comparing: on cairo 1.16 the top-level
/// PNGs, on any other version only the PNGs that differ from them. Commit the PNGs after looking
/// at them.
enum ReferenceImages {
  /// A channel may differ by this much (of 255) without counting as different: absorbs
  /// anti-aliasing differences between cairo/pixman/FreeType builds.
  static let channelTolerance = 24
  /// At most this fraction of pixels may differ beyond ``channelTolerance`` (glyph edges).
  static let differingPixelFraction = 0.005
  /// The cairo version (major.minor) the top-level references were rendered with.
  static let defaultCairoVersion = "1.16"

  /// The folder holding the references, next to this file's parent.
  static var directory: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Reference").path
  }

  /// The cairo library this process runs with, as `major.minor` (`cairo_version()`).
  static var cairoVersion: String {
    let version = Int(cairo_version())
    return "\(version / 10_000).\(version / 100 % 100)"
  }

  /// Whether this run records references instead of checking them.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["CONTROLKIT_RECORD"] == "1" }

  /// The PNG holding cairo `version`'s own reference for `name` (used only when it exists).
  static func versionPath(
    named name: String, cairoVersion version: String, in directory: String
  ) -> String {
    directory + "/cairo-" + version + "/" + name + ".png"
  }

  /// The PNG `name` is compared with on cairo `version`: the version's own when it has one,
  /// otherwise the top-level one.
  static func referencePath(
    named name: String, cairoVersion version: String, in directory: String
  ) -> String {
    let own = versionPath(named: name, cairoVersion: version, in: directory)
    if version != defaultCairoVersion && FileManager.default.fileExists(atPath: own) {
      return own
    }
    return directory + "/" + name + ".png"
  }

  /// Checks `image` against the reference for `name` on cairo `version`, or records it.
  ///
  /// A missing reference, a different size or too many differing pixels is a test issue; the
  /// message names the PNG compared with and, on a version without its own PNG, says so.
  static func check(
    _ image: RasterImage, named name: String, cairoVersion version: String = cairoVersion,
    in directory: String = directory, recording: Bool = isRecording,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if recording {
      try record(image, named: name, cairoVersion: version, in: directory)
      return
    }
    let path = referencePath(named: name, cairoVersion: version, in: directory)
    let fallback =
      path.hasSuffix("/cairo-\(version)/\(name).png")
      ? ""
      : " (cairo \(version) has no \(versionPath(named: name, cairoVersion: version, in: directory)))"
    guard FileManager.default.fileExists(atPath: path) else {
      Issue.record(
        Comment(
          rawValue:
            "missing reference \(path)\(fallback); run with CONTROLKIT_RECORD=1 to create it"),
        sourceLocation: sourceLocation)
      return
    }
    let reference = try RasterImage(contentsOfPNG: path)
    guard let differing = differingPixels(image, reference) else {
      let message: String =
        "size \(image.width)×\(image.height) differs from reference "
        + "\(reference.width)×\(reference.height) at \(path)\(fallback)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    if differing > allowedPixels(image) {
      let actual = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".png").path
      try? image.writePNG(to: actual)
      let message: String =
        "\(differing) pixels differ from \(path)\(fallback) by more than "
        + "\(channelTolerance) (allowed \(allowedPixels(image))); the render is at \(actual)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// Writes `image` as the reference for `name` on cairo `version`.
  ///
  /// On the default version it replaces the top-level PNG. On another it is written to the
  /// version's folder only when it does not match the top-level PNG within the tolerance (and a
  /// version PNG that has become the same as the top-level one is removed).
  static func record(
    _ image: RasterImage, named name: String, cairoVersion version: String, in directory: String
  ) throws {
    let top = directory + "/" + name + ".png"
    if version == defaultCairoVersion {
      try image.writePNG(to: top)
      return
    }
    let own = versionPath(named: name, cairoVersion: version, in: directory)
    if FileManager.default.fileExists(atPath: top),
      let differing = differingPixels(image, try RasterImage(contentsOfPNG: top)),
      differing <= allowedPixels(image)
    {
      try? FileManager.default.removeItem(atPath: own)
      return
    }
    try FileManager.default.createDirectory(
      atPath: (own as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try image.writePNG(to: own)
  }

  /// How many pixels of `image` differ from `reference` beyond ``channelTolerance``, or `nil`
  /// when their sizes differ.
  private static func differingPixels(_ image: RasterImage, _ reference: RasterImage) -> Int? {
    image.difference(from: reference, threshold: channelTolerance)?.pixelsOverThreshold
  }

  /// The most pixels of `image` that may differ (``differingPixelFraction`` of them).
  private static func allowedPixels(_ image: RasterImage) -> Int {
    Int(Double(image.width * image.height) * differingPixelFraction)
  }
}
#endif
