/// Why the gallery could not be made; each message names what to fix.
public enum GalleryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A command-line value is not allowed.
  case invalidArgument(String)
  /// A file or folder could not be written.
  case unwritable(path: String, reason: String)

  /// A one-line message for the terminal.
  public var description: String {
    switch self {
    case .invalidArgument(let message): "invalid argument: \(message)"
    case .unwritable(let path, let reason): "cannot write '\(path)': \(reason)"
    }
  }
}
