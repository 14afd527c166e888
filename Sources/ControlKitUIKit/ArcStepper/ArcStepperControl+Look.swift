#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension ArcStepperControl {
  /// The core's direction for the view's `effectiveUserInterfaceLayoutDirection` (right to left
  /// under an Arabic or Hebrew localisation, or with `semanticContentAttribute`
  /// `.forceRightToLeft`).
  var ringDirection: WritingDirection { WritingDirection(effectiveUserInterfaceLayoutDirection) }

  /// Tells the core the bounds and the direction, then shapes both rings and places the label
  /// from the core's geometry.
  ///
  /// The path runs from fraction 0 to 1 as the core's ``ArcGeometry`` says: clockwise on screen
  /// left to right, counter-clockwise from the mirrored start right to left, so `strokeEnd`
  /// fills from the right end there (UIKit's `clockwise` is on screen, y down).
  func layOutRing() {
    driver.direction = ringDirection
    driver.boundsChanged(Rect(bounds))
    let geometry = coreState.geometry
    let path = UIBezierPath(
      arcCenter: CGPoint(x: geometry.center.x, y: geometry.center.y),
      radius: CGFloat(geometry.radius), startAngle: CGFloat(geometry.startAngle),
      endAngle: CGFloat(geometry.startAngle + geometry.signedSweep),
      clockwise: geometry.direction == .leftToRight
    ).cgPath
    for ring in [trackLayer, progressLayer] {
      ring.frame = bounds
      ring.path = path
      ring.lineWidth = CGFloat(geometry.lineWidth)
    }
    valueLabel.frame = geometry.labelArea.cgRect
    valueLabel.font = UIFont.systemFont(ofSize: fontSize, weight: .medium)
  }

  /// Shows the session's state: `strokeEnd` from the presentation (without Core Animation's
  /// implicit animation, which would lag each frame by 0.25 s), the label, VoiceOver's value
  /// and the disabled fade.
  func render() {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    progressLayer.strokeEnd = CGFloat(driver.presentation.fraction)
    CATransaction.commit()
    valueLabel.text = coreState.labelText
    accessibilityLabel = label
    accessibilityValue = coreState.accessibilityValueText
    accessibilityLanguage = coreState.configuration.language.languageTag
    // Only when the enabled state changes, so an app's own alpha is not overwritten per frame.
    if shownEnabled != coreState.isEnabled {
      shownEnabled = coreState.isEnabled
      alpha = coreState.isEnabled ? 1 : CGFloat(ArcStepperPalette.disabledOpacity)
    }
  }

  /// The ring colours from the inspectables, resolved for the control's appearance now (a
  /// layer's `CGColor` does not follow it: ``traitCollectionDidChange(_:)`` resolves them again);
  /// the label's from the configuration or the palette for light and dark.
  func applyColors() {
    let traits = traitCollection
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    trackLayer.strokeColor = bgColor.resolvedColor(with: traits).cgColor
    progressLayer.strokeColor = fgColor.resolvedColor(with: traits).cgColor
    CATransaction.commit()
    let light = ArcStepperPalette.standard(for: .light).labelColor
    let dark = ArcStepperPalette.standard(for: .dark).labelColor
    valueLabel.textColor =
      configuration.labelColor.map { UIColor($0) } ?? UIColor(light: light, dark: dark)
  }

  /// Interface Builder: lays out and draws the target step, with no animation in flight.
  func showFinalStep() {
    layOutRing()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    progressLayer.strokeEnd = CGFloat(coreState.fraction)
    CATransaction.commit()
    valueLabel.text = coreState.labelText
  }
}
#endif
