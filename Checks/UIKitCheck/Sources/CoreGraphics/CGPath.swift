public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgpath>.
///
/// Holds only what a test reads back: the rounded rectangle it was made from, if any (the stub
/// builds no curves).
public final class CGPath {
  /// For the UIKit stub's `UIBezierPath` (Apple's paths come from their own initialisers).
  package init() {
    roundedRect = nil
  }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)>.
  ///
  /// Records its arguments (``roundedRect``); the transform is not applied.
  public init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    roundedRect = CGRoundedRectRecord(
      rect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
  }

  /// The rounded rectangle this path was made from (for the check tests: not Core Graphics API,
  /// `package`, so neither the drift check nor an app sees it).
  package let roundedRect: CGRoundedRectRecord?
}
