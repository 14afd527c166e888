#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The HUD as drawn over its container: the box with its indicator and at most two lines of
/// title, at the opacity the core presents, blocking touches as its policy says.
struct HUDOverlay: View {
  @ObservedObject var model: HUDModel
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    let state = model.driver.state
    let presentation = model.driver.presentation
    let palette = HUDPalette.standard(for: colorScheme == .dark ? .dark : .light)
    let policy = model.driver.effectiveTouchPolicy
    ZStack {
      Color(policy == .blocksAll ? palette.dimming : RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        .contentShape(Rectangle())
        .allowsHitTesting(policy == .blocksAll)
        .accessibilityHidden(true)
      if let content = state.displayedContent, state.phase.isOnScreen {
        VStack(spacing: 8) {
          HUDIndicatorView(
            indicator: content.indicator, spinnerPhase: presentation.spinnerPhase,
            color: Color(palette.foreground), track: Color(palette.track))
          if !content.title.isEmpty {
            Text(content.title)
              .lineLimit(2)
              .multilineTextAlignment(.center)
              .foregroundStyle(Color(palette.foreground))
          }
        }
        .padding(16)
        .background { RoundedRectangle(cornerRadius: 10).fill(Color(palette.box)) }
        .allowsHitTesting(policy != .passesThrough)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(state.accessibilityElement?.label ?? content.title))
        .accessibilityValue(Text(state.accessibilityElement?.value ?? ""))
      }
    }
    .opacity(presentation.opacity)
    .allowsHitTesting(policy != .passesThrough)
    .onAppear { model.driver.isInWindow = true }
    .onDisappear { model.driver.isInWindow = false }
  }
}
#endif
