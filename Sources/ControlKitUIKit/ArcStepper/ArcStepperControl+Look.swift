#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension ArcStepperControl {
  /// The core's direction for the view's `effectiveUserInterfaceLayoutDirection` (right to left
  /// under an Arabic or Hebrew localisation, or with `semanticContentAttribute`
  /// `.forceRightToLeft`).
  var ringDirection: WritingDirection { WritingDirection(effectiveUserInterfaceLayoutDirection) }

  /// Tells the core the bounds and the direction, then draws the ring and places the label from
  /// the core's layout.
  func layOutRing() {
    driver.direction = ringDirection
    driver.boundsChanged(Rect(bounds))
    ringView.frame = bounds
    render()
  }

  /// The core's layout for the state now, remade (and the label measured with Core Text, the
  /// engine `UILabel` draws with) only when the bounds, configuration, label or direction
  /// changed.
  var currentArcLayout: ArcStepperLayout {
    let state = coreState
    let key = ArcLayoutKey(state)
    if let arcLayout, arcLayout.key == key { return arcLayout.layout }
    let layout = ArcStepperLayout(state: state, measure: CoreTextMeasurer())
    arcLayout = (key, layout)
    return layout
  }

  /// The core's drawing list for the state now, in the control's appearance
  /// (`traitCollection`), at `instant` (the host's now by default, which picks the animation's
  /// fraction): the track, the progress, the thumb while dragging, the focus ring while
  /// focused, the label.
  func drawingCommands(at instant: ControlInstant? = nil) -> [DrawCommand] {
    ArcStepperDrawing.commands(
      for: coreState, layout: currentArcLayout, theme: Theme(traitCollection),
      at: instant ?? driver.host.now)
  }

  /// `configuration` with the app's ``bgColor`` and ``fgColor`` (when it set them) resolved for
  /// the control's appearance, as its track and progress colours.
  func withAppColors(_ configuration: ArcStepperConfiguration) -> ArcStepperConfiguration {
    var updated = configuration
    let traits = traitCollection
    if let appTrackColor {
      updated.trackColor = RGBA(appTrackColor.resolvedColor(with: traits))
    }
    if let appProgressColor {
      updated.progressColor = RGBA(appProgressColor.resolvedColor(with: traits))
    }
    return updated
  }

  /// Resolves the app's colours again (a dynamic colour differs in light and dark) and starts a
  /// new session with them when they changed, as a configuration change does.
  func applyAppColors() {
    let updated = withAppColors(coreState.configuration)
    if updated != coreState.configuration { restart(with: updated) }
  }

  /// Shows the session's state: the ring drawn from the core's list (every frame of an
  /// animation), the label at the core's label frame in its font and colour, and VoiceOver's
  /// label, value and language.
  ///
  /// The label's text command is left to `valueLabel` (a native label, read by VoiceOver as
  /// the control's value and scaled as UIKit scales text); every other command is drawn by the
  /// ring view.
  func render() {
    show(drawingCommands())
    accessibilityLabel = label
    accessibilityValue = coreState.accessibilityValueText
    accessibilityLanguage = coreState.configuration.language.languageTag
  }

  /// Draws `commands`: the text command in `valueLabel`, the others in the ring view.
  private func show(_ commands: [DrawCommand]) {
    ringView.commands = commands.filter {
      if case .text = $0 { return false }
      return true
    }
    // Written only when they change: `render()` runs on every animation frame.
    for case .text(let box) in commands where box != shownLabel {
      shownLabel = box
      valueLabel.frame = box.frame.cgRect
      valueLabel.font = UIFont.systemFont(box.font)
      valueLabel.textColor = UIColor(box.color)
      valueLabel.text = box.text
    }
  }

  /// The colour `configured` names, else the core palette's `part` in light and dark.
  static func dynamic(_ configured: RGBA?, _ part: KeyPath<ArcStepperPalette, RGBA>) -> UIColor {
    if let configured { return UIColor(configured) }
    return UIColor(
      light: ArcStepperPalette.standard(for: .light)[keyPath: part],
      dark: ArcStepperPalette.standard(for: .dark)[keyPath: part])
  }

  /// Interface Builder: lays out and draws the target step, as at the end of any animation in
  /// flight.
  func showFinalStep() {
    layOutRing()
    show(drawingCommands(at: coreState.animation?.end))
  }
}
#endif
