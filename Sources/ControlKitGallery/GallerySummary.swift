#if Cairo
/// What a gallery run wrote.
public struct GallerySummary: Hashable, Sendable {
  /// Every file written, relative to the output directory, in the order written.
  public var files: [String]

  /// Creates a summary.
  public init(files: [String]) {
    self.files = files
  }

  /// How many files were written.
  public var fileCount: Int { files.count }
}
#endif
