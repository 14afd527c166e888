#if canImport(UIKit)
public import ControlKit
import Foundation
import UIKit

extension ArcStepperControl {
  /// The core configuration; setting it starts a new session at the current step (the driver's
  /// ``ArcStepperDriver/configuration``) and lays the ring out again.
  ///
  /// Its `language` is always the control's ``language``: a configuration set here keeps the
  /// language the control speaks (set ``language`` to change it). Its `numberSymbols` are
  /// chosen as on GTK and SwiftUI: the configuration's own when they are not
  /// ``NumberSymbols/plain`` (the app named them, and they stay whatever ``locale`` says or the
  /// user's region becomes), else ``locale``'s.
  ///
  /// Reading shows the symbols in use. A configuration read here and set back (``stepCount``
  /// and ``fontSize`` do that) carries them, and they are taken as no choice: the control keeps
  /// following its locale.
  ///
  /// ```swift
  /// var configuration = ArcStepperConfiguration.article
  /// configuration.numberSymbols = try NumberSymbols(zeroDigit: "\u{0966}")  // Devanagari
  /// volume.configuration = configuration  // "५/१०" in any locale
  /// ```
  public var configuration: ArcStepperConfiguration {
    get { coreState.configuration }
    set {
      configuredSymbols.configurationSet(
        newValue.numberSymbols, shown: coreState.configuration.numberSymbols)
      var spoken = newValue
      spoken.language = language
      spoken.numberSymbols = shownNumberSymbols
      restart(with: withAppColors(spoken))
    }
  }

  /// The language of the spoken value ("5 of 10", "第 5 步，共 10 步") and the limit
  /// announcements.
  ///
  /// By default the app's preferred localisation
  /// (``ControlLanguage/appPreferred(localizations:)``); changing it starts a new session at the
  /// current step, as a configuration change does.
  public var language: ControlLanguage {
    get { coreState.configuration.language }
    set {
      guard newValue != language else { return }
      var updated = coreState.configuration
      updated.language = newValue
      restart(with: updated)
    }
  }

  /// Shared setup for every initialiser: the ring view, the label, accessibility, the driver.
  func setUp() {
    addSubview(ringView)
    valueLabel.textAlignment = .center
    addSubview(valueLabel)
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
    driver.onRender = { [weak self] in self?.render() }
    driver.onEffect = { [weak self] effect in self?.report(effect) }
    if systemReducesMotion { driver.reducesMotion = true }
    userLocaleObservation = .userLocaleChanges { [weak self] in self?.userLocaleChanged() }
    // A no-op unless a subclass reads `locale` from elsewhere than its default.
    updateNumberSymbols()
    render()
  }

  /// Observes the Reduce Motion setting while in a window, and stops outside one
  /// (``NotificationObservation/reduceMotion(_:inWindow:changed:)``, as the stepper and the HUD
  /// do); the setting is read again on entering a window.
  func windowChanged() {
    reduceMotionObservation = .reduceMotion(reduceMotionObservation, inWindow: window != nil) {
      [weak self] in self?.systemReduceMotionChanged()
    }
  }

  /// The system setting changed: the core learns the new one (it stops a running animation).
  func systemReduceMotionChanged() {
    let reduces = systemReducesMotion
    driver.reducesMotion = reduces
  }

  /// A new session for `configuration` at the current step (the driver's), laid out again.
  func restart(with configuration: ArcStepperConfiguration) {
    driver.configuration = configuration
    setNeedsLayout()
    layOutRing()
    render()
  }

  /// Sends UIKit's target-actions for one effect, before the driver calls the app's closures.
  func report(_ effect: ArcStepperEffect) {
    switch effect {
    case .valueChanged(_, _, let source):
      if source != .programmatic { sendActions(for: .valueChanged) }
    case .interactionEnded:
      sendActions(for: StepperControl.interactionEndedEvent)
    case .limitReached, .announce, .animationStarted, .animationCompleted,
      .pointerIgnoredWithoutBounds:
      // The host announced; the animation is sampled on every render; the bounds are synced
      // in `layOutRing()` on every layout pass, before any touch can reach the core.
      break
    }
  }
}
#endif
