#if canImport(UIKit)
public import ControlKit
import Foundation
import UIKit

extension ArcStepperControl {
  /// The core state shown now.
  public var coreState: ArcStepperState { session.state }

  /// The core configuration; setting it starts a new session at the current step.
  ///
  /// Its `language` is always the control's ``language``: a configuration set here keeps the
  /// language the control speaks (set ``language`` to change it).
  public var configuration: ArcStepperConfiguration {
    get { coreState.configuration }
    set {
      var spoken = newValue
      spoken.language = language
      restart(with: spoken)
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

  /// Whether changes jump instead of animating (set it from
  /// `UIAccessibility.isReduceMotionEnabled`).
  public var reducesMotion: Bool {
    get { coreState.reducesMotion }
    set { send(.reduceMotionChanged(newValue, at: host.now)) }
  }

  /// Shared setup for every initialiser: layers, label, accessibility, the session.
  func setUp() {
    for ring in [trackLayer, progressLayer] {
      ring.fillColor = nil
      layer.addSublayer(ring)
    }
    valueLabel.textAlignment = .center
    addSubview(valueLabel)
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
    applyColors()
    attachSession()
    if systemReducesMotion { send(.reduceMotionChanged(true, at: host.now)) }
    render()
  }

  /// Observes the Reduce Motion setting while in a window (block-based: no selector; UIKit
  /// posts on the main thread and `queue: nil` runs the block there), and stops outside one.
  func windowChanged() {
    if window == nil {
      if let observer = reduceMotionObserver {
        NotificationCenter.default.removeObserver(observer)
      }
      reduceMotionObserver = nil
    } else if reduceMotionObserver == nil {
      reduceMotionObserver = NotificationCenter.default.addObserver(
        forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.systemReduceMotionChanged() }
      }
    }
  }

  /// The system setting changed: the core learns the new one (it stops a running animation).
  func systemReduceMotionChanged() {
    let reduces = systemReducesMotion
    if reduces != coreState.reducesMotion { send(.reduceMotionChanged(reduces, at: host.now)) }
  }

  /// Lets the host drive the current session, redraws on its renders and reports its effects.
  func attachSession() {
    host.drive(session)
    session.onRender = { [weak self] in self?.render() }
    session.onEffect = { [weak self] effect in self?.report(effect) }
  }

  /// A new session for `configuration`, at the current step (the core clamps it), keeping the
  /// bounds, enabled state and motion setting.
  func restart(with configuration: ArcStepperConfiguration) {
    var updated = configuration
    updated.initialStep = coreState.currentStep
    let old = coreState
    session.invalidate()
    session = ControlSession(
      ArcStepperState(
        configuration: updated, bounds: old.bounds, isEnabled: old.isEnabled,
        reducesMotion: old.reducesMotion), at: host.now)
    attachSession()
    setNeedsLayout()
    layOutRing()
    render()
    // A smaller step count clamps the step: report it like any programmatic change.
    if coreState.currentStep != old.currentStep {
      report(.valueChanged(old: old.currentStep, new: coreState.currentStep, source: .programmatic))
    }
  }

  /// Hands `event` to the session (queued if one is being handled).
  func send(_ event: ArcStepperEvent) {
    session.send(event)
  }

  /// Reports one effect to the app, after the session rendered and ran its host action.
  func report(_ effect: ArcStepperEffect) {
    switch effect {
    case .valueChanged(_, let new, let source):
      if source != .programmatic { sendActions(for: .valueChanged) }
      onValueChanged?(new, source)
    case .interactionEnded(let value):
      sendActions(for: StepperControl.interactionEndedEvent)
      onInteractionEnded?(value)
    case .limitReached(let limit, _):
      onLimitReached?(limit)
    case .announce, .animationStarted, .animationCompleted, .pointerIgnoredWithoutBounds:
      // The host announced; the animation is sampled on every render; the bounds are synced
      // in `layOutRing()` on every layout pass, before any touch can reach the core.
      break
    }
  }
}
#endif
