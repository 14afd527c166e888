#if Cairo
public import ControlKit

/// The gallery's validated settings: which scales, themes and formats to render, and where.
public struct GalleryOptions: Hashable, Sendable {
  /// An output file format.
  public enum Format: String, Hashable, Sendable, CaseIterable {
    /// Raster, at each scale.
    case png
    /// Vector, drawn at 1× (scale does not change an SVG's content, only its size).
    case svg
  }

  /// The folder to write into; created when missing.
  public var outputDirectory: String
  /// Scale factors, each 1, 2 or 3, in the order given, without repeats.
  public var scales: [Int]
  /// Themes to draw.
  public var themes: [Theme]
  /// Formats to write.
  public var formats: [Format]

  /// Creates options from already-parsed values.
  public init(outputDirectory: String, scales: [Int], themes: [Theme], formats: [Format]) {
    self.outputDirectory = outputDirectory
    self.scales = scales
    self.themes = themes
    self.formats = formats
  }

  /// The scales the renderer supports.
  public static let supportedScales = [1, 2, 3]

  /// Parses comma-separated lists as given on the command line (`"1,2,3"`, `"light,dark"`,
  /// `"png,svg"`).
  ///
  /// Items are trimmed of spaces and matched case-insensitively; a repeated item counts once
  /// (`"2,2"` renders 2× once).
  ///
  /// - Throws: ``GalleryError/invalidArgument(_:)`` naming the option and the bad value.
  public static func parse(outputDirectory: String, scales: String, themes: String, formats: String)
    throws(GalleryError) -> GalleryOptions
  {
    guard !outputDirectory.isEmpty else {
      throw .invalidArgument("--out must name a folder")
    }
    let parsedScales = try list(scales, option: "--scale") { word -> Int? in
      guard let value = Int(word), supportedScales.contains(value) else { return nil }
      return value
    }
    let parsedThemes = try list(themes, option: "--theme") { Theme(rawValue: $0) }
    let parsedFormats = try list(formats, option: "--format") { Format(rawValue: $0) }
    return GalleryOptions(
      outputDirectory: outputDirectory, scales: parsedScales, themes: parsedThemes,
      formats: parsedFormats)
  }

  private static func list<T: Hashable>(
    _ text: String, option: String, parse: (String) -> T?
  ) throws(GalleryError) -> [T] {
    let words = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingSpaces().lowercased()
    }
    guard words.contains(where: { !$0.isEmpty }) else {
      throw .invalidArgument("\(option) needs at least one of \(allowedValues(option))")
    }
    var result: [T] = []
    for word in words {
      guard !word.isEmpty else {
        throw .invalidArgument("\(option) '\(text)' has an empty item between commas")
      }
      guard let value = parse(word) else {
        throw .invalidArgument("\(option): '\(word)' is not one of \(allowedValues(option))")
      }
      if !result.contains(value) { result.append(value) }
    }
    return result
  }

  private static func allowedValues(_ option: String) -> String {
    switch option {
    case "--scale": supportedScales.map(String.init).joined(separator: ", ")
    case "--theme": Theme.allCases.map(\.rawValue).joined(separator: ", ")
    default: Format.allCases.map(\.rawValue).joined(separator: ", ")
    }
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
#endif
