// One file, two modules: `Sources/ControlKitSwiftUI/Support/HUDDrawing+NativeViews.swift` is a
// symlink to this one (as `CoreGraphicsRenderer.swift` is shared).
#if canImport(UIKit) || (canImport(SwiftUI) && !os(tvOS) && !os(watchOS))
import ControlKit

extension HUDDrawing {
  /// The commands of `commands` (a list from ``drawing(_:theme:spinnerPhase:dimsBackground:)``
  /// for `layout`) that the Apple front-ends draw through ``CoreGraphicsRenderer``: the progress
  /// ring, bar or pie, the status glyphs (a check mark, a cross or an "i" in a circle) and the
  /// Cancel button's outline, in the container's coordinates.
  ///
  /// Left to native views: the dimming and the box (UIKit's views and SwiftUI's shapes, the box
  /// possibly the system's material), the text (labels, `Text` and the Cancel button's title,
  /// for VoiceOver and Dynamic Type), the spinner (the platform's,
  /// ``HUDSpinnerSource/platform``) and the app's image (from its asset catalog).
  static func withoutNativeViews(_ commands: [DrawCommand], layout: HUDLayout) -> [DrawCommand] {
    commands.filter { command in
      switch command {
      case .roundedRect(let rect, _, _, _):
        return rect != layout.box && rect != layout.container
      case .text, .spinner, .image:
        return false
      case .ellipse, .arc, .line, .polyline, .progressRing:
        return true
      }
    }
  }
}
#endif
