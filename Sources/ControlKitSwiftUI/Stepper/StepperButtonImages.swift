#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import CoreGraphics

/// The app's images for − and + (``SwiftUI/View/stepperButtonImages(decrement:increment:)``),
/// drawn by the core's list as its glyphs option
/// (``ControlKit/StepperButtonGlyphs/images(decrement:increment:disabledDecrement:disabledIncrement:)``),
/// as UIKit's `setImage(decreaseImage:increaseImage:)` and GTK's `buttonGlyphs` draw theirs.
///
/// Two options are equal when they hold the same image objects. `CGImage` is immutable, so
/// sharing one between threads is safe.
struct StepperButtonImages: Hashable, @unchecked Sendable {
  /// The − button's image.
  let decrement: CGImage
  /// The + button's image.
  let increment: CGImage

  /// The names the core's list gives the two images (``image(for:)`` resolves them).
  static let decrementName = "StepperView.decrement"
  static let incrementName = "StepperView.increment"

  /// The core's glyphs option for the two images, each its whole bitmap.
  var glyphs: StepperButtonGlyphs {
    .images(
      decrement: ImageReference(
        name: Self.decrementName,
        pixelSize: Size(width: Double(decrement.width), height: Double(decrement.height))),
      increment: ImageReference(
        name: Self.incrementName,
        pixelSize: Size(width: Double(increment.width), height: Double(increment.height))))
  }

  /// The image a command of the core's list names.
  func image(for reference: ImageReference) -> CGImage? {
    switch reference.name {
    case Self.decrementName: decrement
    case Self.incrementName: increment
    default: nil
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.decrement === rhs.decrement && lhs.increment === rhs.increment
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(decrement))
    hasher.combine(ObjectIdentifier(increment))
  }
}
#endif
