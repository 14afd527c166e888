public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiedgeinsets>.
public struct UIEdgeInsets: Hashable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)>.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiedgeinsets/top>.
  public var top: CGFloat
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiedgeinsets/left>.
  public var left: CGFloat
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom>.
  public var bottom: CGFloat
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiedgeinsets/right>.
  public var right: CGFloat
}
