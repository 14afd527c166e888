#if canImport(UIKit)
public import Combine
public import ControlKit
public import Foundation
public import UIKit

/// The article's quantity stepper (PPNumberButton) as a `UIControl`: − and + with 44 × 44-point
/// touch areas around a number field, over the ControlKit core.
///
/// All behaviour is the core's: a ``StepperDriver`` (``driver``) runs every event and effect
/// (hold-to-repeat timing, exact decimal steps, typed-text rules, limit shake, wrapping, cart
/// mode, controlled mode). This class turns UIKit input into driver calls (touch tracking, the
/// field's delegate, hardware keys, VoiceOver), shows the driver's state and presentation, and
/// reports effects through every callback style:
///
/// - target-action: `.valueChanged` for user changes (as `UIStepper`, a programmatic value
///   sends no action, and with ``isContinuous`` false one action ends the interaction instead
///   of one per step), `.editingDidBegin`, `.editingDidEnd`, and ``interactionEndedEvent``
///   once per interaction (a whole hold, edit, key or VoiceOver action);
/// - ``delegate`` (``StepperControlDelegate``);
/// - the driver's closures, under the same names on every front-end (``StepperFrontEnd``):
///   `onValueChanged`, `onLimitReached`, `onInteractionEnded`, `onInteractingChanged`, and the
///   controlled-mode intents `onIncreaseRequested`...;
/// - ``valueDidChangeNotification`` on `NotificationCenter.default`;
/// - ``valuePublisher`` (Combine) and ``valueChanges`` (an `AsyncStream`).
///
/// `UIStepper`'s names work as they do there: ``minimumValue``, ``maximumValue`` and
/// ``stepValue`` in `Double`, ``wraps``, ``autorepeat``, ``isContinuous``, and ``doubleValue``
/// beside the exact ``value``. Everything it says follows ``language`` (by default the app's).
///
/// Numbers follow ``locale`` (by default the user's, `Locale.autoupdatingCurrent`, followed when
/// they change their region) unless the configuration names symbols of its own: a German user
/// sees 1.234,5 and types "5,5" on the decimal pad; the ASCII form "5.5" is read too. A display
/// format (a currency, a unit) is
/// ``setNumberFormat(_:)-(NumberFormatter?)``. A number or decimal pad, which has no Return key,
/// gets a toolbar with a Done button that commits the typed value (``showsDoneButton``).
///
/// ```swift
/// let quantity = StepperControl(
///   value: 1, configuration: try StepperConfiguration(minimum: 1, maximum: 99))
/// quantity.onValueChanged = { value, source in print(value, source) }
/// quantity.addAction(UIAction { _ in save() }, for: StepperControl.interactionEndedEvent)
/// view.addSubview(quantity)
/// ```
@IBDesignable
open class StepperControl: UIControl, StepperFrontEnd {
  /// The control event sent once when a whole interaction ends (a hold released, an edit
  /// committed, a key, a VoiceOver action): the first bit of UIKit's `applicationReserved` range,
  /// which UIKit leaves to custom controls.
  nonisolated public static let interactionEndedEvent = UIControl.Event(rawValue: 1 << 24)
  /// Posted on `NotificationCenter.default` after every value change, with the control as the
  /// object and ``valueUserInfoKey``, ``oldValueUserInfoKey`` and ``sourceUserInfoKey``.
  nonisolated public static let valueDidChangeNotification = Notification.Name(
    "ControlKitUIKit.StepperControl.valueDidChange")
  /// The notification's new value (a ``FixedDecimal``).
  nonisolated public static let valueUserInfoKey = "value"
  /// The notification's previous value (a ``FixedDecimal``).
  nonisolated public static let oldValueUserInfoKey = "oldValue"
  /// The notification's ``StepperChangeSource``.
  nonisolated public static let sourceUserInfoKey = "source"

  /// The number field (its delegate belongs to the control), made by ``makeTextField()``.
  public let textField: UITextField
  /// The − button for the app's own titles.
  ///
  /// Shown only after ``setTitle(decreaseTitle:increaseTitle:)``; by default − is drawn from the
  /// core's drawing list (the app's images of ``setImage(decreaseImage:increaseImage:)`` too)
  /// and this button stays hidden at the − icon's frame. Drawing only: the control tracks the
  /// touches.
  public let decrementButton = UIButton(type: .custom)
  /// The + button, shown only with the app's own titles, as ``decrementButton``.
  public let incrementButton = UIButton(type: .custom)
  /// Draws the core's field (fill, border, focus ring while editing), − and +
  /// (``ControlKit/StepperDrawing``) through ``CoreGraphicsRenderer``, behind the native field.
  let partsView = CommandDrawingView()
  /// Whether the app gave − and + its own titles (PPNumberButton's option): then the buttons
  /// show them and the core's icons are left out of the drawing.
  var usesAppGlyphs = false
  /// The app's images for − and + (``setImage(decreaseImage:increaseImage:)``), drawn by the
  /// core's list as its glyphs option; nil draws the core's icons.
  var appImages: (decrement: UIImage, increment: UIImage)?
  /// The icon colour the app set (``buttonColor``), resolved per appearance; nil for the style's.
  var appButtonColor: UIColor?
  /// The field border colour the app set (``fieldBorderColor``); nil for the style's.
  var appFieldBorderColor: UIColor?

  /// Scales the field's font for Dynamic Type; the default scales like body text.
  ///
  /// The field also follows later size changes (`adjustsFontForContentSizeCategory`).
  public var fontMetrics: UIFontMetrics = .default {
    didSet { applyStyle() }
  }

  /// Sizes of the touch areas, icons and field, and the light and dark palettes.
  public var style: StepperStyle = .article {
    didSet {
      applyStyle()
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }
  /// The delegate (held weakly).
  public weak var delegate: (any StepperControlDelegate)?

  /// The locale whose number symbols the stepper shows and reads: its decimal and grouping
  /// separators, group sizes, minus sign and digits (1.234,5 in `de_DE`, 1,23,456.7 in `hi_IN`,
  /// ١٬٢٣٤٫٥ in `ar_EG`).
  ///
  /// By default `Locale.autoupdatingCurrent`, the user's, read again when they change their
  /// region's format in Settings (`NSLocale.currentLocaleDidChangeNotification`). Set another to
  /// override it; `Locale(identifier: "en_US_POSIX")` shows plain 1234.5. Typed text is read in
  /// the locale's form and in the ASCII form, so the keypad's separator is read whichever region
  /// the device is set to.
  ///
  /// The locale gives the symbols of a configuration whose ``StepperConfiguration/numberSymbols``
  /// are ``NumberSymbols/plain`` (the default): a configuration that names its own keeps them,
  /// and ``setNumberFormat(_:)-(NumberSymbols)`` wins over both (see ``configuration``). A
  /// `FormatStyle` given there is applied in this locale.
  public var locale: Locale = .autoupdatingCurrent {
    didSet { updateNumberSymbols() }
  }

  /// Whether a number or decimal pad gets a toolbar with a Done button over it (true by
  /// default): those keypads have no Return key, so without one a typed value commits only when
  /// the field loses focus.
  ///
  /// Done is UIKit's system item, in the app's language and read by VoiceOver as "Done"; it
  /// commits the typed text and ends editing. The toolbar is the field's `inputAccessoryView`,
  /// set only while that is empty: an app that sets its own accessory view keeps it (add its own
  /// Done then). Not on tvOS, which has no keyboard toolbars.
  public var showsDoneButton = true {
    didSet { updateDoneAccessory() }
  }

  /// Whether `.valueChanged` is sent at every step while the user holds a button (UIStepper's
  /// `isContinuous`, true by default).
  ///
  /// When false, the control sends one `.valueChanged` action when the interaction ends (the
  /// hold released or cancelled, the edit committed, the key or VoiceOver action done), and only
  /// if the user changed the value. ``onValueChanged``, the delegate, the publisher and the
  /// notification still report every step.
  @IBInspectable public var isContinuous: Bool = true

  /// The stepper's behaviour: session, host clock, callbacks.
  public let driver: StepperDriver
  /// The field's delegate.
  let fieldDelegate = StepperFieldDelegate()
  /// True while the field's own delegate call runs: nothing may write the field then.
  var isHandlingFieldEdit = false
  /// The part whose touch is being tracked, and whether the touch is over it now.
  var trackedPart: StepperLayout.Part?
  var isTrackedTouchInside = false
  /// The shake offset the subviews were last laid out with.
  var laidOutShakeOffset = 0.0
  /// Whether the subviews were last laid out with − hidden (cart mode at the minimum: the field
  /// is wider then).
  var laidOutDecrementHidden = false
  /// The range and step asked for through the inspectables (applied together when valid).
  var requestedBounds: (minimum: FixedDecimal, maximum: FixedDecimal, step: FixedDecimal)
  /// PPNumberButton's `numberResult` closure.
  var numberResultHandler: (@MainActor (_ number: String) -> Void)?
  /// The user changed the value during the current interaction while ``isContinuous`` was
  /// false: its `.valueChanged` action waits for the interaction's end.
  var hasPendingValueChangedAction = false
  /// The language the hint and button labels were last written in.
  var spokenLanguage: ControlLanguage?
  /// The app's number format (``setNumberFormat(_:)-(NumberFormatter?)``), nil for plain
  /// numbers in ``locale``.
  var numberFormat: StepperNumberFormatSource?
  /// The Done toolbar once a keypad needed it (a `UIToolbar`; a `UIView` here because tvOS has
  /// no toolbar type).
  var doneAccessory: UIView?
  /// The symbols the app's configuration names (nil while they are plain: the locale's show).
  var configuredSymbols = ConfiguredNumberSymbols(.plain)
  /// Reads the symbols again when the user changes their region's format.
  var userLocaleObservation: NotificationObservation?
  /// Follows the system's Reduce Motion setting while in a window (``didMoveToWindow()``).
  var reduceMotionObservation: NotificationObservation?
  private let subject = PassthroughSubject<StepperValueChange, Never>()
  private var continuations: [Int: AsyncStream<StepperValueChange>.Continuation] = [:]
  private var nextContinuationID = 0

  /// Creates a stepper.
  ///
  /// - Parameters:
  ///   - value: the first value (clamped to `configuration` unless controlled).
  ///   - configuration: range, step, repeat policy, cart mode, limit feedback, label.
  ///   - mode: `.controlled` for the edit bar: report intents, show what ``setValue(_:)`` gives.
  ///   - style: sizes and palettes.
  ///   - language: the language of the hint and announcements (``language``); nil takes the
  ///     app's preferred localisation (``ControlLanguage/appPreferred(localizations:)``).
  ///     It replaces `configuration`'s language. Its number symbols are kept unless they are
  ///     ``NumberSymbols/plain``, which ``locale``'s replace.
  ///   - host: the platform; nil makes a ``UIKitHost``. Tests pass a virtual clock.
  public init(
    value: FixedDecimal = 0, configuration: StepperConfiguration = .default,
    mode: StepperMode = .selfManaged, style: StepperStyle = .article,
    language: ControlLanguage? = nil, host: (any ControlHost)? = nil
  ) {
    textField = Self.makeTextField()
    configuredSymbols = ConfiguredNumberSymbols(configuration.numberSymbols)
    var spoken = configuration
    spoken.language = language ?? .appPreferred()
    driver = StepperDriver(
      value: value, configuration: spoken, mode: mode, host: host ?? UIKitHost())
    self.style = style
    requestedBounds = (configuration.minimum, configuration.maximum, configuration.step)
    super.init(frame: .zero)
    setUp()
  }

  /// Creates a self-managed stepper (0 through 100 in steps of 1) in `frame`.
  public override convenience init(frame: CGRect) {
    self.init()
    self.frame = frame
  }

  /// Creates a stepper from a storyboard or xib; its inspectables then configure it.
  public required init?(coder: NSCoder) {
    textField = Self.makeTextField()
    var configuration = StepperConfiguration.default
    configuration.language = .appPreferred()
    driver = StepperDriver(configuration: configuration, host: UIKitHost())
    requestedBounds = (configuration.minimum, configuration.maximum, configuration.step)
    super.init(coder: coder)
    setUp()
  }

  /// Makes the number field, a plain `UITextField`.
  ///
  /// A subclass may return its own field subclass, as `UIView.layerClass` lets a view choose
  /// its layer.
  open class func makeTextField() -> UITextField {
    UITextField(frame: .zero)
  }

  private func setUp() {
    addSubview(partsView)
    addSubview(textField)
    addSubview(decrementButton)
    addSubview(incrementButton)
    decrementButton.isUserInteractionEnabled = false
    incrementButton.isUserInteractionEnabled = false
    textField.textAlignment = .center
    textField.adjustsFontForContentSizeCategory = true
    textField.delegate = fieldDelegate
    fieldDelegate.stepper = self
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
    applyStyle()
    driver.onRender = { [weak self] in self?.render() }
    driver.onEffect = { [weak self] effect in self?.report(effect) }
    userLocaleObservation = .userLocaleChanges { [weak self] in self?.userLocaleChanged() }
    if systemReducesMotion { driver.reducesMotion = true }
    updateNumberSymbols()
    render()
  }

  // MARK: - The app's API

  /// The value; setting it is a programmatic change (clamped; remembered, so a later
  /// configuration re-clamps what was asked and setup order never matters).
  public var value: FixedDecimal {
    get { coreState.value }
    set { driver.value = newValue }
  }

  /// The rules; setting them re-clamps the value the app last asked for.
  ///
  /// Their `language` is always the control's: a configuration set here keeps the language the
  /// control speaks (set ``language`` to change it). Their `numberSymbols` are chosen as on GTK
  /// and SwiftUI, first match wins:
  ///
  /// 1. the app's number format, ``setNumberFormat(_:)-(NumberSymbols)`` (or a formatter or
  ///    format style), until it is set to nil;
  /// 2. the configuration's own symbols, when they are not ``NumberSymbols/plain``: the app
  ///    named them, and they stay whatever ``locale`` says or the user's region becomes;
  /// 3. ``locale``'s (the user's by default, followed when they change it).
  ///
  /// Reading shows the symbols in use. A configuration read here and set back (`stepper.wraps =
  /// true` does that too) carries them, and they are taken as no choice: the stepper keeps
  /// following its locale. To pin symbols, use ``setNumberFormat(_:)-(NumberSymbols)``.
  ///
  /// ```swift
  /// stepper.locale = Locale(identifier: "de_DE")
  /// stepper.configuration = try StepperConfiguration(minimum: 0, maximum: 9999)  // "1.234"
  /// let swiss = try NumberSymbols(groupingSeparator: "\u{2019}")
  /// stepper.configuration = try StepperConfiguration(
  ///   minimum: 0, maximum: 9999, numberSymbols: swiss)  // its own: "1’234"
  /// ```
  public var configuration: StepperConfiguration {
    get { coreState.configuration }
    set {
      requestedBounds = (newValue.minimum, newValue.maximum, newValue.step)
      configuredSymbols.configurationSet(
        newValue.numberSymbols, shown: coreState.configuration.numberSymbols)
      var spoken = newValue
      spoken.language = coreState.configuration.language
      spoken.numberSymbols = shownNumberSymbols
      driver.configuration = spoken
    }
  }

  /// The language of everything the stepper says: VoiceOver's hint, the − and + labels, the
  /// limit and typed-value announcements (English or Simplified Chinese).
  ///
  /// By default the app's preferred localisation
  /// (``ControlLanguage/appPreferred(localizations:)``), as UIKit's own controls follow
  /// the app's language.
  public var language: ControlLanguage {
    get { coreState.configuration.language }
    set {
      var updated = coreState.configuration
      updated.language = newValue
      driver.configuration = updated
    }
  }

  /// Whether the stepper accepts input; turning it off ends a hold and an edit.
  open override var isEnabled: Bool {
    didSet {
      driver.isEnabled = isEnabled
    }
  }

  /// What the field shows now.
  public var text: String { textField.text ?? "" }

  /// Value changes for Combine (including programmatic ones; see the change's source).
  public var valuePublisher: AnyPublisher<StepperValueChange, Never> {
    subject.eraseToAnyPublisher()
  }

  /// Value changes as an `AsyncSequence`; each call starts a new stream that ends when its
  /// consumer stops iterating.
  ///
  /// ```swift
  /// for await change in stepper.valueChanges { print(change.value) }
  /// ```
  public var valueChanges: AsyncStream<StepperValueChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: StepperValueChange.self)
    let id = nextContinuationID
    nextContinuationID += 1
    continuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    return stream
  }

  // MARK: - UIKit's override points (in the class body: without Objective-C, Swift cannot
  // override a member from an extension). Each maps to the core; the work is in the extensions.

  /// The core layout's natural size (110 × 30 points with the article's style).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(style.naturalSize.width), height: CGFloat(style.naturalSize.height))
  }

  /// In a window the stepper follows the system's Reduce Motion setting as it changes: a limit
  /// then gives its haptic and announcement without the shake (``StepperDriver/reducesMotion``).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    reduceMotionObservation = .reduceMotion(reduceMotionObservation, inWindow: window != nil) {
      [weak self] in self?.systemReduceMotionChanged()
    }
  }

  /// The system's Reduce Motion setting (`UIAccessibility.isReduceMotionEnabled`).
  ///
  /// Read at start, on entering a window and whenever
  /// `UIAccessibility.reduceMotionStatusDidChangeNotification` is posted while the stepper is in
  /// one. Override it to take the setting from elsewhere.
  open var systemReducesMotion: Bool { UIAccessibility.isReduceMotionEnabled }

  /// The system setting changed: the core learns it (a running shake stops).
  func systemReduceMotionChanged() {
    driver.reducesMotion = systemReducesMotion
  }

  /// Places the field and the buttons where the core's layout says, moved by the limit shake.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutParts()
  }

  /// Draws again in the new appearance's palette (light or dark): the core's list is made for
  /// one theme, and the app's ``buttonColor`` and ``fieldBorderColor`` are resolved for it.
  ///
  /// `registerForTraitChanges(_:handler:)` is iOS 17's replacement; this override runs on every
  /// supported version (the iOS 16 SDK has no registration API) and on iOS 17 still.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateDrawing()
  }

  /// Whether `point` is in one of the stepper's parts, including the enlarged button areas
  /// that reach past the bounds.
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    part(at: point) != nil
  }

  /// A touch went down on − or +: it steps at once and the core asks for the repeat timer.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    trackingBegan(touch)
  }

  /// The touch moved: notes whether it is still over the pressed button.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    trackingContinued(touch)
  }

  /// The touch lifted: the hold ends (a release never steps).
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    trackingEnded(touch)
    super.endTracking(touch, with: event)
  }

  /// The system took the touch (a scroll view claimed it): the hold and its timer end at once.
  open override func cancelTracking(with event: UIEvent?) {
    trackingCancelled()
    super.cancelTracking(with: event)
  }

  /// The stepper takes focus for hardware keys while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Arrows, Page Up/Down, Home/End step (see ``StepperState/claimsKey(_:commandModifier:)``);
  /// other keys go up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unhandled = keysPressed(presses)
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// VoiceOver's swipe up on the adjustable element: one step, as the core says (nothing at the
  /// maximum unless the stepper wraps; the core announces the limit).
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

  // MARK: - Events and effects

  /// Reports one effect through UIKit's own styles (target-action, the delegate, the
  /// notification, Combine, the stream), before the driver calls the app's closures.
  private func report(_ effect: StepperEffect) {
    switch effect {
    case .valueChanged(let old, let new, let source):
      reportValueChange(from: old, to: new, source: source)
    case .limitReached(let limit, _):
      delegate?.stepperControl(self, didReach: limit)
    case .interactionEnded(let value):
      if hasPendingValueChangedAction {
        hasPendingValueChangedAction = false
        sendActions(for: .valueChanged)
      }
      sendActions(for: Self.interactionEndedEvent)
      delegate?.stepperControl(self, didEndInteractionWith: value)
    case .editingBegan:
      sendActions(for: .editingDidBegin)
    case .editingEnded:
      sendActions(for: .editingDidEnd)
    case .increaseRequested, .decreaseRequested, .valueRequested, .commitRequested,
      .valueProposed, .scheduleTimer, .cancelTimer, .announce, .textRejected:
      // The driver reports the intents; the host ran the timer and the announcement; a refused
      // edit left the field as it was.
      break
    }
  }

  private func reportValueChange(
    from old: FixedDecimal, to new: FixedDecimal, source: StepperChangeSource
  ) {
    if source != .programmatic {
      if isContinuous {
        sendActions(for: .valueChanged)
      } else {
        hasPendingValueChangedAction = true
      }
    }
    delegate?.stepperControl(self, didChangeValueTo: new, source: source)
    numberResultHandler?(coreState.formattedValue)
    NotificationCenter.default.post(
      name: Self.valueDidChangeNotification, object: self,
      userInfo: [
        Self.valueUserInfoKey: new, Self.oldValueUserInfoKey: old, Self.sourceUserInfoKey: source,
      ])
    let change = StepperValueChange(oldValue: old, value: new, source: source)
    subject.send(change)
    for continuation in continuations.values { continuation.yield(change) }
  }
}
#endif
