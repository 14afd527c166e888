#if Cairo
/// Why the gallery could not be made; each message names what to fix.
public enum GalleryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A command-line value is not allowed.
  case invalidArgument(String)
  /// A file or folder could not be written (a missing parent, no permission, a full disk).
  case unwritable(path: String, reason: String)
  /// A picture could not be rendered (cairo refused the canvas or failed while drawing).
  case renderFailed(path: String, reason: String)
  /// A specimen could not be put into its state: the core did not behave as the catalogue
  /// expects (a configuration was refused, an event did not lead to the state to show).
  case specimenUnavailable(path: String, reason: String)

  /// A one-line message for the terminal.
  public var description: String {
    switch self {
    case .invalidArgument(let message): "invalid argument: \(message)"
    case .unwritable(let path, let reason): "cannot write '\(path)': \(reason)"
    case .renderFailed(let path, let reason): "cannot render '\(path)': \(reason)"
    case .specimenUnavailable(let path, let reason):
      "cannot prepare specimen '\(path)': \(reason)"
    }
  }
}
#endif
