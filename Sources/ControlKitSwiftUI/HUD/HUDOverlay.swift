#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The HUD as drawn over its container: the box with its indicator, at most two lines of
/// title and, for a cancellable task, a Cancel button, at the opacity the core presents,
/// blocking touches as its policy says.
///
/// Cancel is pressed by a tap, by Esc on a hardware keyboard (the button's
/// `keyboardShortcut(.cancelAction)`) and by VoiceOver's escape gesture (`accessibilityAction(.escape)`
/// on the box's elements). A success or error status plays its haptic through
/// `sensoryFeedback` where SwiftUI has it (iOS 17, macOS 14).
struct HUDOverlay: View {
  @ObservedObject var model: HUDModel
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    let state = model.driver.state
    let presentation = model.driver.presentation
    let palette = HUDPalette.standard(for: colorScheme == .dark ? .dark : .light)
    let policy = model.driver.effectiveTouchPolicy
    // The core's rule: a Cancel button takes touches under every policy, so its box does too
    // (the dimming behind it still follows the policy).
    let boxTakesTouches = policy != .passesThrough || state.cancellableToken != nil
    ZStack {
      if let token = model.displayedToken, let view = model.unmeasuredView(of: token) {
        // The app's indicator view at its ideal size, unseen, measured once for the task's
        // layout (in the grace period, before the HUD shows).
        view.fixedSize().hidden()
          .background {
            GeometryReader { proxy in
              Color.clear.onAppear { model.indicatorView(of: token, measured: proxy.size) }
            }
          }
          .accessibilityHidden(true)
      }
      Color(policy == .blocksAll ? palette.dimming : RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        .contentShape(Rectangle())
        .allowsHitTesting(policy == .blocksAll)
        .accessibilityHidden(true)
      if let content = state.displayedContent, state.phase.isOnScreen {
        VStack(spacing: 8) {
          // The indicator and title are one element; a Cancel button is an element of its own
          // after them, so VoiceOver users reach it.
          VStack(spacing: 8) {
            if case .custom(let size) = content.indicator,
              let view = model.shownIndicatorToken.flatMap({ model.indicatorViews[$0] })
            {
              // The app's own view, at the size it was measured at.
              view.frame(width: CGFloat(size.width), height: CGFloat(size.height))
            } else {
              HUDIndicatorView(
                indicator: content.indicator, spinnerPhase: presentation.spinnerPhase,
                color: Color(palette.foreground), track: Color(palette.track))
            }
            if !content.title.isEmpty {
              Text(content.title)
                .lineLimit(2)
                .multilineTextAlignment(.center)
                .foregroundStyle(Color(palette.foreground))
            }
          }
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(Text(state.accessibilityElement?.label ?? content.title))
          .accessibilityValue(Text(state.accessibilityElement?.value ?? ""))
          .accessibilityAction(.escape) { model.driver.cancelPressed() }
          if state.cancellableToken != nil {
            Button(model.driver.language.cancelTitle) { model.driver.cancelPressed() }
              .foregroundStyle(Color(palette.foreground))
              .keyboardShortcut(.cancelAction)
              .accessibilityAction(.escape) { model.driver.cancelPressed() }
          }
        }
        .padding(16)
        .background { RoundedRectangle(cornerRadius: 10).fill(Color(palette.box)) }
        .allowsHitTesting(boxTakesTouches)
      }
    }
    .opacity(presentation.opacity)
    .allowsHitTesting(boxTakesTouches)
    .modifier(
      StatusHapticModifier(successes: model.successHaptics, errors: model.errorHaptics)
    )
    .onAppear { model.driver.isInWindow = true }
    .onDisappear { model.driver.isInWindow = false }
  }
}
#endif
