#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The HUD as drawn over its container: the box with its indicator, at most two lines of
/// title, a details line and, for a cancellable task, a Cancel button, at the opacity and scale
/// the core presents, blocking the touches the core blocks.
///
/// The box is filled as ``ControlKit/HUDStyle/boxStyle`` says (``HUDOverlayLook``): the theme's
/// palette, SwiftUI's `Material.regular`, or the app's colours; a zoom
/// (``ControlKit/HUDAnimation/zoom``) is `scaleEffect` at the core's
/// ``ControlKit/HUDPresentation/scale``, sampled on the core's clock like the opacity; the
/// container is dimmed as the core presents it (``ControlKit/HUDPresentation/dimmingOpacity``:
/// while the touch policy in force blocks every touch, fading in and out with the box).
///
/// Every frame is the core's (``HUDOverlayGeometry``: ``ControlKit/HUDLayout`` with
/// ``ControlKit/HUDStyle``, in the container minus its safe area, the safe area's leading edge
/// resolved by `\.layoutDirection`): SwiftUI places each view at its frame with
/// `frame(width:height:)` and `position(x:y:)`, in left-to-right coordinates (the core's frames
/// are absolute), and each view inside is drawn in the environment's direction. Touches: a
/// clear shape over exactly ``ControlKit/HUDState/blockedArea(layout:)`` takes them, the Cancel
/// button takes its own, and nothing else of the overlay is hit-testable.
///
/// Cancel is pressed by a tap, by Esc on a hardware keyboard (the button's
/// `keyboardShortcut(.cancelAction)`) and by VoiceOver's escape gesture (`accessibilityAction(.escape)`
/// on the box's elements). A success or error status plays its haptic through
/// `sensoryFeedback` where SwiftUI has it (iOS 17, macOS 14).
struct HUDOverlay: View {
  @ObservedObject var model: HUDModel
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    let look = model.look(colorScheme: colorScheme)
    GeometryReader { proxy in
      ZStack(alignment: .topLeading) {
        if let dimming = look.dimming {
          // The core's dimming, its alpha already the box's fade: outside the box's opacity,
          // which would apply the fade twice.
          Color(dimming)
            .frame(width: proxy.size.width, height: proxy.size.height)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
        parts(
          geometry: model.geometry(
            container: proxy.size, safeArea: Insets(proxy.safeAreaInsets),
            direction: layoutDirection),
          look: look, size: proxy.size
        )
        .opacity(look.opacity)
      }
    }
    .modifier(
      StatusHapticModifier(successes: model.successHaptics, errors: model.errorHaptics)
    )
    .onAppear { model.driver.isInWindow = true }
    .onDisappear { model.driver.isInWindow = false }
  }

  /// The overlay's parts at `geometry`'s frames, in a container of `size`.
  @ViewBuilder
  private func parts(geometry: HUDOverlayGeometry?, look: HUDOverlayLook, size: CGSize)
    -> some View
  {
    let state = model.driver.state
    let direction = layoutDirection
    ZStack(alignment: .topLeading) {
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
          .allowsHitTesting(false)
      }
      if let area = geometry?.blockedArea {
        // The core's blocked area takes the touches the views under it would get.
        Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
          .contentShape(Rectangle())
          .placed(at: area)
          .accessibilityHidden(true)
      }
      if let geometry, let content = state.displayedContent, state.phase.isOnScreen {
        box(geometry: geometry, content: content, look: look, direction: direction)
          .scaleEffect(x: CGFloat(look.scale), y: CGFloat(look.scale))
          .placed(at: geometry.box)
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
    .environment(\.layoutDirection, .leftToRight)
  }

  /// The box and what is in it, in the box's coordinates.
  @ViewBuilder
  private func box(
    geometry: HUDOverlayGeometry, content: HUDContent, look: HUDOverlayLook,
    direction: LayoutDirection
  ) -> some View {
    let state = model.driver.state
    let palette = look.palette
    let foreground = Color(palette.foreground)
    ZStack(alignment: .topLeading) {
      switch look.boxFill {
      case .material:
        RoundedRectangle(cornerRadius: geometry.cornerRadius)
          .fill(Material.regular)
          .allowsHitTesting(false)
      case .color(let color):
        RoundedRectangle(cornerRadius: geometry.cornerRadius)
          .fill(Color(color))
          .allowsHitTesting(false)
      }
      // The core's drawing of the ring, bar or pie, the status glyphs and the Cancel outline,
      // through the renderer UIKit draws with.
      CommandCanvas(
        commands: HUDOverlayGeometry.canvasCommands(
          HUDDrawing.drawing(geometry.layout, theme: look.theme), layout: geometry.layout),
        origin: Point(x: Double(geometry.box.minX), y: Double(geometry.box.minY))
      )
      .frame(width: geometry.box.width, height: geometry.box.height)
      .allowsHitTesting(false)
      // The indicator and title are one element; a Cancel button is an element of its own
      // after them, so VoiceOver users reach it.
      ZStack(alignment: .topLeading) {
        if let frame = geometry.indicator {
          indicator(content, palette: palette)
            .environment(\.layoutDirection, direction)
            .placed(at: geometry.inBox(frame))
        }
        if let frame = geometry.title {
          Text(content.title)
            .font(.system(size: CGFloat(model.style.titleFont.size)))
            .lineLimit(model.style.maximumTitleLines)
            .multilineTextAlignment(.center)
            .foregroundStyle(foreground)
            .environment(\.layoutDirection, direction)
            .placed(at: geometry.inBox(frame))
        }
        if let frame = geometry.details {
          Text(content.details)
            .font(.system(size: CGFloat(model.style.detailsFont.size)))
            .lineLimit(max(1, model.style.maximumDetailsLines))
            .multilineTextAlignment(.center)
            .foregroundStyle(foreground)
            .environment(\.layoutDirection, direction)
            .placed(at: geometry.inBox(frame))
        }
      }
      .allowsHitTesting(false)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(state.accessibilityElement?.label ?? content.title))
      .accessibilityValue(Text(state.accessibilityElement?.value ?? ""))
      .accessibilityAction(.escape) { model.driver.cancelPressed() }
      if let frame = geometry.cancelButton {
        // Its outline is the core's, drawn by the canvas.
        Button(model.driver.language.cancelTitle) { model.driver.cancelPressed() }
          .font(.system(size: CGFloat(model.style.titleFont.size)))
          .foregroundStyle(foreground)
          .keyboardShortcut(.cancelAction)
          .accessibilityAction(.escape) { model.driver.cancelPressed() }
          .environment(\.layoutDirection, direction)
          .placed(at: geometry.inBox(frame))
      }
    }
  }

  /// The indicator: the app's own view at the core's frame, or the built-in one.
  @ViewBuilder
  private func indicator(_ content: HUDContent, palette: HUDPalette) -> some View {
    if case .custom = content.indicator,
      let view = model.indicatorViews.shown
    {
      view
    } else {
      HUDIndicatorView(
        glyph: HUDIndicatorView.Glyph(content.indicator), color: Color(palette.foreground))
    }
  }
}

extension View {
  /// This view at `frame`, in its parent's coordinates: its size, its centre.
  fileprivate func placed(at frame: CGRect) -> some View {
    self.frame(width: frame.width, height: frame.height)
      .position(x: frame.midX, y: frame.midY)
  }
}
#endif
