/// A reference to an image the front-end knows how to load, with its size in pixels.
///
/// The core never decodes images; it only needs the pixel size to compute crops.
public struct ImageReference: Hashable, Sendable {
  /// A name or path the front-end resolves (a file path on Linux, an asset name on Apple platforms).
  public var name: String
  /// The image's size in pixels.
  public var pixelSize: Size

  /// Creates a reference.
  public init(name: String, pixelSize: Size) {
    self.name = name
    self.pixelSize = pixelSize
  }
}
