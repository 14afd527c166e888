package import Foundation

/// What the stub's ``CGPath/init(roundedRect:cornerWidth:cornerHeight:transform:)`` was given,
/// for the check tests (stub machinery, not Core Graphics API: `package`).
package struct CGRoundedRectRecord: Equatable, Sendable {
  /// The rectangle.
  package var rect: CGRect
  /// The corners' horizontal radius.
  package var cornerWidth: CGFloat
  /// The corners' vertical radius.
  package var cornerHeight: CGFloat

  /// A record of a rounded rectangle path.
  package init(rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
    self.rect = rect
    self.cornerWidth = cornerWidth
    self.cornerHeight = cornerHeight
  }
}
