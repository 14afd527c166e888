#if Cairo
/// One finished file, reported while the gallery is written.
public struct GalleryProgress: Hashable, Sendable, CustomStringConvertible {
  /// How many files are done, this one included (1-based).
  public var completed: Int
  /// How many files the run writes in all.
  public var total: Int
  /// The file's path relative to the output directory (`"stepper/at-max-light@2x.png"`).
  public var path: String

  /// Creates a progress report.
  public init(completed: Int, total: Int, path: String) {
    self.completed = completed
    self.total = total
    self.path = path
  }

  /// `[12/96] stepper/at-max-light@2x.png`.
  public var description: String { "[\(completed)/\(total)] \(path)" }
}
#endif
