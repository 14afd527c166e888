#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The loading HUD shown (with a zero grace period, so the preview shows it at once) with a
/// title, without one, and in dark mode; and issue 36's options: a bar with a details line, a pie
/// in a square material box, a toast, the app's colours right to left.
struct LoadingHUDPreviews: PreviewProvider {
  static let immediate = HUDTiming(gracePeriod: .zero, showAnimation: .zero)

  /// A square box of the system's material.
  static let squareMaterial: HUDStyle = {
    var style = HUDStyle()
    style.boxStyle = .material
    style.isSquare = true
    return style
  }()

  /// The app's colours (a navy box, white content), at the top.
  static let brand: HUDStyle = {
    var style = HUDStyle()
    if let colors = try? HUDColors(box: RGBA(hex: 0x0A3D62), foreground: .white) {
      style.boxStyle = .custom(colors)
    }
    style.placement = .top(offset: 20)
    return style
  }()

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
    HUDContentPreview(
      content: HUDContent.progress(0.3, "Uploading", style: .bar).detailed("3 of 10 photos")
    )
    .loadingHUDContainer(timing: immediate)
    .previewDisplayName("Bar, details line")
    HUDContentPreview(content: .progress(0.6, "Downloading", style: .pie))
      .loadingHUDContainer(timing: immediate)
      .loadingHUDStyle(squareMaterial)
      .previewDisplayName("Pie, square material box")
    HUDContentPreview(content: .toast("Copied to the clipboard"), isStatus: true)
      .loadingHUDContainer(timing: immediate)
      .previewDisplayName("Toast")
    HUDContentPreview(content: HUDContent.spinner("جارٍ الحفظ").detailed("المسودة"))
      .loadingHUDContainer(timing: immediate)
      .loadingHUDStyle(brand)
      .environment(\.layoutDirection, .rightToLeft)
      .previewDisplayName("App's colours, top, right to left")
  }
}

/// Shows `content` on its container's HUD when it appears: as a task, or posted as a status.
private struct HUDContentPreview: View {
  @Environment(\.loadingHUD) private var hud
  let content: HUDContent
  var isStatus = false

  var body: some View {
    Color.clear.onAppear {
      if isStatus { hud.post(content) } else { hud.begin(content) }
    }
  }
}
#endif
