#if Cairo
public import ControlKit

/// Why ``CairoRenderer`` or ``RasterImage`` could not produce or read an image.
///
/// Every case carries enough to act on it: the offending path and the system's reason, or the
/// size that was refused. `description` is a full sentence for a command-line tool to print.
public enum CairoRenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The canvas size or scale is not finite and positive, or exceeds
  /// ``CairoRenderer/maximumPixelDimension`` pixels on a side.
  case invalidSize(Size, scale: Double)
  /// A file could not be created or written (a missing folder, no permission, a full disk).
  case cannotWrite(path: String, reason: String)
  /// A file could not be read or decoded as PNG.
  case cannotRead(path: String, reason: String)
  /// cairo reported an error while drawing or encoding (its own status message).
  case cairoFailure(String)

  /// A sentence naming what failed and why.
  public var description: String {
    switch self {
    case .invalidSize(let size, let scale):
      return "cannot render a canvas of \(size) points at scale \(scale)"
    case .cannotWrite(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    case .cannotRead(let path, let reason):
      return "cannot read '\(path)': \(reason)"
    case .cairoFailure(let message):
      return "cairo failed: \(message)"
    }
  }
}
#endif
