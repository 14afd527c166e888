#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The arc stepper at rest (the article's 5/10), empty, full, disabled and dark.
struct ArcStepperViewPreviews: PreviewProvider {
  static var previews: some View {
    HStack(spacing: 16) {
      ArcStepperView("Volume", step: .constant(5), count: 10)
      ArcStepperView("Empty", step: .constant(0), count: 10)
      ArcStepperView("Full", step: .constant(10), count: 10)
      ArcStepperView("Disabled", step: .constant(3), count: 10).disabled(true)
    }
    .frame(height: 120)
    .previewDisplayName("Light")
    ArcStepperView("Volume", step: .constant(7), count: 12)
      .frame(width: 160, height: 160)
      .environment(\.colorScheme, .dark)
      .previewDisplayName("Dark")
  }
}
#endif
