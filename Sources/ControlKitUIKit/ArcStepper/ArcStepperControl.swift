#if canImport(UIKit)
public import ControlKit
public import Foundation
public import UIKit

/// The article's arc stepper (CircleStepper) as a `UIControl`: a ring whose progress arc shows
/// `currentStep` of `stepCount`, set by dragging along it, with the arrow keys, Home and End,
/// or VoiceOver's swipes.
///
/// All behaviour is the core's: an ``ArcStepperDriver`` (``driver``) decides what a press, drag,
/// key or VoiceOver action does, and animates the progress. The progress is a
/// `CAShapeLayer` whose `strokeEnd` is set on every frame from the session's
/// ``ArcStepperPresentation`` (implicit animations off), so a change that arrives mid-flight
/// starts from what is on screen and the duration is the core's `|Δ| × 2 s` (the article's
/// `int` truncated it to 0). The host ticks frames only while the core animates.
///
/// The step is `value` on every front-end; ``currentStep`` is the article's name for it.
/// Callbacks have the stepper's names: target-action `.valueChanged` for user changes (a
/// programmatic step sends none, as `UISlider`), ``StepperControl/interactionEndedEvent`` once
/// per drag, key or VoiceOver action, and the driver's closures `onValueChanged`,
/// `onInteractionEnded` and `onLimitReached` (``ArcStepperFrontEnd``).
///
/// The "5/10" label and the spoken "5 of 10" are written in ``locale``'s digits and grouping
/// ("٥/١٠" in `ar_EG`), the user's by default and followed when they change their region, as
/// ``StepperControl`` writes its numbers; a configuration that names its own
/// ``ArcStepperConfiguration/numberSymbols`` keeps them.
///
/// The core's configuration is fixed for a session: changing ``stepCount`` or ``fontSize``
/// starts a new session at the current step (clamped by the core), without an animation.
///
/// ```swift
/// let volume = ArcStepperControl(label: "Volume")
/// volume.stepCount = 12
/// volume.onValueChanged = { value, source in player.volume = value }
/// ```
@IBDesignable
open class ArcStepperControl: UIControl, ArcStepperFrontEnd {
  /// The track's colour (the article's `bgColor`).
  ///
  /// Until the app sets one, the configuration's ``ArcStepperConfiguration/trackColor``, else
  /// the core palette's, light or dark (3:1 against the background); the article's black is
  /// `ArcStepperConfiguration.articleTrackColor`. A colour set here becomes the configuration's
  /// track colour, resolved for the control's appearance and again when it changes (a dynamic
  /// colour follows light and dark), and stays when the app sets another configuration.
  @IBInspectable public var bgColor: UIColor {
    get { appTrackColor ?? Self.dynamic(configuration.trackColor, \.trackColor) }
    set {
      appTrackColor = newValue
      applyAppColors()
    }
  }
  /// The progress colour (the article's `fgColor`).
  ///
  /// Until the app sets one, the configuration's ``ArcStepperConfiguration/progressColor``,
  /// else the core palette's accent, light or dark (3:1 against the track); the article's white
  /// at 75 % is `ArcStepperConfiguration.articleProgressColor`. A colour set here replaces the
  /// configuration's in the drawing, as ``bgColor`` does.
  @IBInspectable public var fgColor: UIColor {
    get { appProgressColor ?? Self.dynamic(configuration.progressColor, \.progressColor) }
    set {
      appProgressColor = newValue
      applyAppColors()
    }
  }
  /// The label's font size in points (the article's 26).
  @IBInspectable public var fontSize: CGFloat {
    get { CGFloat(configuration.fontSize) }
    set {
      var updated = configuration
      updated.fontSize = Double(newValue)
      configuration = updated
    }
  }
  /// The number of steps (1 through ``ArcStepperConfiguration/maximumStepCount``; other values
  /// are ignored).
  @IBInspectable public var stepCount: Int {
    get { configuration.stepCount }
    set {
      guard let updated = try? configuration.replacingStepCount(newValue) else { return }
      configuration = updated
    }
  }
  /// The article's name for ``ArcStepperDriver/value``: the step shown; setting it animates
  /// there (clamped to `0...stepCount`) and reports a programmatic change.
  @IBInspectable public var currentStep: Int {
    get { driver.value }
    set { driver.value = newValue }
  }

  /// What the control adjusts, for VoiceOver ("Volume").
  ///
  /// Until the app sets one, "Value" in the control's ``language`` ("数值").
  public var label: String {
    get { customLabel ?? language.defaultArcStepperLabel }
    set {
      customLabel = newValue
      render()
    }
  }

  /// The locale whose digits and grouping write the label and the spoken value: "٥/١٠" and
  /// "٥ of ١٠" in `ar_EG`, "1.000" steps in `de_DE`.
  ///
  /// By default `Locale.autoupdatingCurrent`, the user's, read again when they change their
  /// region's format in Settings (`NSLocale.currentLocaleDidChangeNotification`), as
  /// ``StepperControl/locale``. Set another to override it; `Locale(identifier: "en_US_POSIX")`
  /// writes plain "5/10". It gives the symbols of a configuration whose
  /// ``ArcStepperConfiguration/numberSymbols`` are ``NumberSymbols/plain`` (the default); a
  /// configuration that names its own keeps them (see ``configuration``). A new locale's symbols
  /// start a new session at the current step, as a configuration change does.
  public var locale: Locale = .autoupdatingCurrent {
    didSet { updateNumberSymbols() }
  }

  /// The "5/10" label, placed at the core's label frame with the core's font and colour.
  public let valueLabel = UILabel(frame: .zero)
  /// Draws the core's track, progress, drag thumb and focus ring
  /// (``ControlKit/ArcStepperDrawing``) through ``CoreGraphicsRenderer``.
  let ringView = CommandDrawingView()

  /// The arc stepper's behaviour: session, host clock, callbacks.
  public let driver: ArcStepperDriver
  /// The label the app gave, or nil for the language's default.
  var customLabel: String?
  /// The track colour the app set (``bgColor``), resolved into the configuration for the
  /// appearance; nil for the configuration's own or the palette's.
  var appTrackColor: UIColor?
  /// The progress colour the app set (``fgColor``), as ``appTrackColor``.
  var appProgressColor: UIColor?
  /// The label's text box last shown in ``valueLabel``.
  var shownLabel: TextBox?
  /// The core's layout and what it was made from, remade only when one of those changes (the
  /// label is measured once per change, not on every animation frame).
  var arcLayout: (key: ArcLayoutKey, layout: ArcStepperLayout)?
  /// The Reduce Motion observer, registered while the control is in a window.
  var reduceMotionObservation: NotificationObservation?
  /// The symbols the app's configuration names (nil while they are plain: the locale's show).
  var configuredSymbols = ConfiguredNumberSymbols(.plain)
  /// Reads the symbols again when the user changes their region's format.
  var userLocaleObservation: NotificationObservation?

  /// Creates an arc stepper.
  ///
  /// - Parameters:
  ///   - configuration: steps, initial step, ring geometry, timing (the article's by default).
  ///   - label: what it adjusts, for VoiceOver; nil is "Value" in `language` ("数值").
  ///   - language: the language of the spoken value and limit words (``language``); nil takes
  ///     the app's preferred localisation (``ControlLanguage/appPreferred(localizations:)``). It
  ///     replaces `configuration`'s language. Its number symbols are kept unless they are
  ///     ``NumberSymbols/plain``, which ``locale``'s replace.
  ///   - host: the platform; nil makes a ``UIKitHost``. Tests pass a virtual clock.
  public init(
    configuration: ArcStepperConfiguration = .article, label: String? = nil,
    language: ControlLanguage? = nil, host: (any ControlHost)? = nil
  ) {
    let configured = ConfiguredNumberSymbols(configuration.numberSymbols)
    configuredSymbols = configured
    var spoken = configuration
    spoken.language = language ?? .appPreferred()
    // `locale`'s default: the first session is in the user's digits, with no second one.
    spoken.numberSymbols = configured.shown(in: .autoupdatingCurrent)
    driver = ArcStepperDriver(configuration: spoken, host: host ?? UIKitHost())
    customLabel = label
    super.init(frame: .zero)
    setUp()
  }

  /// Creates the article's arc stepper in `frame`.
  public override convenience init(frame: CGRect) {
    self.init()
    self.frame = frame
  }

  /// Creates an arc stepper from a storyboard or xib; the inspectables then configure it.
  public required init?(coder: NSCoder) {
    var configuration = ArcStepperConfiguration.article
    configuration.language = .appPreferred()
    configuration.numberSymbols = FoundationNumberSymbols.symbols(for: .autoupdatingCurrent)
    driver = ArcStepperDriver(configuration: configuration, host: UIKitHost())
    super.init(coder: coder)
    setUp()
  }

  // MARK: - UIKit's override points (in the class body: without Objective-C, Swift cannot
  // override a member from an extension). Each maps to the core; the work is in the extensions.

  /// The core's natural size, ``ControlKit/ArcStepperLayout/naturalSize`` (160 × 160 points), as
  /// on GTK.
  open override var intrinsicContentSize: CGSize {
    let size = ArcStepperLayout.naturalSize
    return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
  }

  /// Tells the core the bounds and draws the ring and places the label where its layout says.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutRing()
  }

  /// Draws again in the new appearance's palette (light or dark): the core's list is made for
  /// one theme, and the app's ``bgColor`` and ``fgColor`` are resolved again for it.
  ///
  /// `registerForTraitChanges(_:handler:)` is iOS 17's replacement; this override runs on every
  /// supported version (the iOS 16 SDK has no registration API) and on iOS 17 still.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    applyAppColors()
    render()
  }

  /// Interface Builder's canvas: the final step drawn at once (no animation on a canvas).
  open override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    showFinalStep()
  }

  /// Whether `point` is within the ring's touch area (the stroke plus the core's slop).
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    ringTouchAreaContains(point)
  }

  /// A press on the ring sets the step there; the core ignores the centre and the gap.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    trackingBegan(touch)
  }

  /// The drag moves the step along the ring (held at an end across the gap).
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    trackingContinued(touch)
  }

  /// The finger lifted: the interaction ends.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    trackingEnded(touch)
    super.endTracking(touch, with: event)
  }

  /// The system took the touch: the core restores the step the press began with.
  open override func cancelTracking(with event: UIEvent?) {
    trackingCancelled()
    super.cancelTracking(with: event)
  }

  /// Whether the control accepts input; a disabled control is drawn faded (the core's drawing
  /// multiplies every opacity by ``ControlKit/ArcStepperPalette/disabledOpacity``).
  open override var isEnabled: Bool {
    didSet {
      driver.isEnabled = isEnabled
    }
  }

  /// The control takes focus for hardware keys while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Becoming first responder gives the core focus (it draws the focus ring).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let became = super.becomeFirstResponder()
    if became { driver.focusChanged(true) }
    return became
  }

  /// Resigning first responder takes the core's focus away.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let resigned = super.resignFirstResponder()
    if resigned { driver.focusChanged(false) }
    return resigned
  }

  /// In a window the control follows the system's Reduce Motion setting as it changes.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    windowChanged()
  }

  /// The system's Reduce Motion setting (`UIAccessibility.isReduceMotionEnabled`).
  ///
  /// Read at start and whenever `UIAccessibility.reduceMotionStatusDidChangeNotification` is
  /// posted while the control is in a window. Override it to take the setting from elsewhere.
  open var systemReducesMotion: Bool { UIAccessibility.isReduceMotionEnabled }

  /// Up, Down, Home and End step; other keys go up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = keysPressed(presses)
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// VoiceOver's swipe up: one step (the core announces an end).
  open override func accessibilityIncrement() {
    // Older SDKs import this override point nonisolated, current ones `@MainActor`; VoiceOver
    // calls it on the main thread either way, which `assumeIsolated` states (and checks).
    MainActor.assumeIsolated { driver.accessibilityAdjust(.increment) }
  }

  /// VoiceOver's swipe down: one step down.
  open override func accessibilityDecrement() {
    // Older SDKs import this override point nonisolated, current ones `@MainActor`; VoiceOver
    // calls it on the main thread either way, which `assumeIsolated` states (and checks).
    MainActor.assumeIsolated { driver.accessibilityAdjust(.decrement) }
  }
}
#endif
