public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/corefoundation/cgaffinetransform>.
///
/// Keeps the six matrix entries; nothing is transformed (the stub draws nothing). `Equatable`
/// as Apple's is in Swift, so a test can compare a view's transform with the one it expects.
/// The same transcription as the UIKit check's (`UIView.transform` takes one: the UIKit
/// front-end's zoom, which this check compiles too).
public struct CGAffineTransform: Equatable, Sendable {
  /// The matrix entries, Apple's `a`, `b`, `c`, `d`, `tx`, `ty` (for the stub's equality only).
  package var entries: [Double]

  /// Transcribed from <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)>.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    entries = [Double(sx), 0, 0, Double(sy), 0, 0]
  }

  /// Transcribed from <https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity>.
  public static var identity: CGAffineTransform { CGAffineTransform(scaleX: 1, y: 1) }
}
