/// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgpath>.
///
/// Holds nothing: the stub does not build paths.
public final class CGPath {
  /// For the UIKit stub's `UIBezierPath` (Apple's paths come from their own initialisers).
  package init() {}
}
