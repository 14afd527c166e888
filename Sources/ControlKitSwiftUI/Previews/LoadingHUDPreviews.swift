#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The loading HUD shown (with a zero grace period, so the preview shows it at once) with a
/// title, without one, and in dark mode.
struct LoadingHUDPreviews: PreviewProvider {
  static let immediate = HUDTiming(gracePeriod: .zero, showAnimation: .zero)

  static var previews: some View {
    Color.clear
      .loadingHUD(isPresented: true, title: "正在处理中...", timing: immediate)
      .previewDisplayName("Title")
    Color.clear
      .loadingHUD(isPresented: true, timing: immediate)
      .previewDisplayName("Spinner only")
    Color.clear
      .loadingHUD(
        isPresented: true, title: "Saving a long document with two lines of title",
        timing: immediate, touchPolicy: .blocksAll
      )
      .environment(\.colorScheme, .dark)
      .previewDisplayName("Dark, blocking")
  }
}
#endif
