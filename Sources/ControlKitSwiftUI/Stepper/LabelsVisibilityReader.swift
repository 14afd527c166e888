#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import SwiftUI

/// Hands its content SwiftUI's `\.labelsVisibility`: what `.labelsHidden()` and
/// `.labelsVisibility(_:)` set for the controls inside a view.
///
/// A view of its own because the environment value exists only from iOS 18, macOS 15 and
/// visionOS 2, and an `@Environment` property cannot be declared conditionally on a view that
/// supports older systems: ``StepperView`` makes this reader inside `if #available`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
struct LabelsVisibilityReader<Content: View>: View {
  @Environment(\.labelsVisibility) private var labelsVisibility
  /// The content for the visibility asked for.
  let content: (Visibility) -> Content

  var body: some View {
    content(labelsVisibility)
  }
}
#endif
