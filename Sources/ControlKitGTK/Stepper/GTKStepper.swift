public import CGtk
public import ControlKit

/// The stepper as a GTK 4 widget: − and + buttons with enlarged touch areas around a number field.
///
/// All behaviour is the core's (``StepperState/reduce(_:into:)``): this class only turns GTK input
/// into ``StepperEvent``s, carries out the ``StepperEffect``s (a `GLibTimer` for hold-to-repeat, a
/// frame-clock shake, the error bell, the app's closures) and shows the state. Showing is kept
/// apart from changing (swift-cross-ui's split of `setState` and `update`): `send(_:)` reduces,
/// then `updateLook()` writes only what differs from what is on screen, and nothing writes the
/// field from inside the field's own edit handler.
///
/// - Pointer: the − and + `HoldButton`s step on press and repeat on the core's timer; a release
///   never steps (GtkButton's "clicked" after a hold is switched off by `HoldButton`).
/// - Field: every insertion and deletion is proposed to the core first (`textChanged`) and refused
///   before it happens when the core rejects it, so the text and cursor stay put; Enter submits,
///   leaving the field ends editing.
/// - Keys (Up, Down, Page Up, Page Down, Home, End, keypad too) and the scroll wheel.
/// - A limit shakes the content (``ShakeAnimation`` sampled on the frame clock) and rings the
///   error bell when the configuration's ``StepperConfiguration/limitFeedback`` asks.
/// - Accessibility: the root has GTK's spin-button role with value-min/now/max/text and label.
///
/// ```swift
/// let stepper = GTKStepper(value: 1, configuration: try StepperConfiguration(minimum: 1))
/// stepper.onValueChanged = { value, source in print(value, source) }
/// if let widget = stepper.widget { gtk_box_append(box, widget) }
/// stepper.value = 5
/// ```
///
/// Ownership (`Ownership.swift`): the root widget owns the stepper; on "destroy" it cancels its
/// timer and tick callback, disconnects every handler, drops the app's closures and becomes inert.
@MainActor
public final class GTKStepper {
  /// The shake run when the user pushes against a limit: the article's (±10 px, 420 ms).
  public static let shake = ShakeAnimation()
  /// The CSS class of the root widget (the parts have `-decrement`, `-field`, `-increment`).
  public static let cssClass = "ck-stepper"
  /// The accessible label of the − button.
  public static let decrementLabel = "Decrease"
  /// The accessible label of the + button.
  public static let incrementLabel = "Increase"

  /// The root widget to put in a container (floating until added), or nil once destroyed.
  public private(set) var widget: UnsafeMutablePointer<GtkWidget>?
  /// The field (a GtkText), or nil once destroyed.
  public private(set) var field: UnsafeMutablePointer<GtkWidget>?
  /// The − button.
  public let decrementButton: HoldButton
  /// The + button.
  public let incrementButton: HoldButton
  /// The core state shown now.
  public private(set) var state: StepperState
  /// How many shakes have started (each limit effect that asked for one).
  public private(set) var shakeCount = 0

  /// Called when the value changed, with the new value and what changed it.
  public var onValueChanged:
    (@MainActor (_ value: FixedDecimal, _ source: StepperChangeSource) -> Void)?
  /// Called when the user pushed against a limit.
  public var onLimitReached: (@MainActor (_ limit: StepperLimit) -> Void)?
  /// Called when a whole interaction (a hold, an edit, a key, a wheel notch) ended, with the
  /// value it left: apps that must not send a request per repeat listen here.
  public var onInteractionEnded: (@MainActor (_ value: FixedDecimal) -> Void)?
  /// Controlled mode: the user asked for `steps` steps up; answer with ``setValue(_:)``.
  public var onIncreaseRequested:
    (@MainActor (_ steps: Int64, _ source: StepperChangeSource) -> Void)?
  /// Controlled mode: the user asked for `steps` steps down; answer with ``setValue(_:)``.
  public var onDecreaseRequested:
    (@MainActor (_ steps: Int64, _ source: StepperChangeSource) -> Void)?
  /// Controlled mode: the user asked for a limit (Home, End); answer with ``setValue(_:)``.
  public var onValueRequested:
    (@MainActor (_ value: FixedDecimal, _ source: StepperChangeSource) -> Void)?
  /// Controlled mode: the user committed typed text; answer with ``setValue(_:)``.
  public var onCommitRequested: (@MainActor (_ text: String, _ parsed: ParsedNumber) -> Void)?
  /// Called on each frame of a shake with the content's offset in pixels (0 on the last frame).
  public var onShakeFrame: (@MainActor (_ offset: Double) -> Void)?

  /// The one box behind all the stepper's own signal handlers (nil once destroyed).
  var signalHub: SignalHub?
  var timer: GLibTimer?
  var ticker: FrameTicker?
  var shakeStart: ControlInstant?
  /// The text the field holds, as far as the stepper wrote or accepted it.
  var shownText = ""
  /// True while the field's own edit handler runs: nothing may write the field then.
  var isHandlingFieldEdit = false
  /// Set when the core answered the current edit with `textRejected`.
  var editRejected = false
  var appliedLook: StepperAppearance?
  /// The accessible element last sent in full (its value fields may be older than the two below).
  var appliedAccessibility: AccessibilityElement?
  /// The configuration `appliedAccessibility` was built from.
  var accessibilityConfiguration: StepperConfiguration?
  /// The value whose accessible value-now and value-text were last sent.
  var accessibilityValue: FixedDecimal?
  /// The accessible value-now last sent.
  var appliedValueNow: Double?
  /// The accessible value-text last sent.
  var appliedValueText: String?
  private var effectBuffer: [StepperEffect] = []
  private let token = LiveObjectToken(.widgetWrapper)

  /// The − button's icon (GTK's, as GtkSpinButton uses).
  public static let decrementIconName = "value-decrease-symbolic"
  /// The + button's icon.
  public static let incrementIconName = "value-increase-symbolic"
  /// What a screen reader calls the − button.
  public static let decrementAccessibleLabel = "Decrease"
  /// What a screen reader calls the + button.
  public static let incrementAccessibleLabel = "Increase"

  /// Creates a stepper widget.
  ///
  /// - Parameters:
  ///   - value: the first value (clamped to `configuration` unless controlled).
  ///   - configuration: range, step, repeat policy, cart mode, limit feedback, label.
  ///   - mode: `.controlled` to report intents and show only what ``setValue(_:)`` provides.
  ///   - style: sizes of the touch areas, icons and field (colours come from the GTK theme).
  public init(
    value: FixedDecimal = 0, configuration: StepperConfiguration = .default,
    mode: StepperMode = .selfManaged, style: StepperStyle = .article
  ) {
    state = StepperState(value: value, configuration: configuration, mode: mode)
    // GtkSpinButton's own icons: the article's stepper also draws − and + as images.
    decrementButton = HoldButton(
      iconName: Self.decrementIconName, accessibleLabel: Self.decrementAccessibleLabel)
    incrementButton = HoldButton(
      iconName: Self.incrementIconName, accessibleLabel: Self.incrementAccessibleLabel)
    let root = Self.makeRoot()
    let text: UnsafeMutablePointer<GtkWidget> = gtk_text_new()
    widget = root
    field = text
    effectBuffer.reserveCapacity(8)
    WidgetLifetime.track(root)
    WidgetLifetime.bind(self, to: root)
    assemble(root: root, field: text, style: style)
    connectSignals(root: root, field: text)
    updateLook()
  }

  // MARK: - The app's API

  /// The value; setting it is a programmatic change (clamped; in controlled mode, see
  /// ``setValue(_:)``).
  public var value: FixedDecimal {
    get { state.value }
    set { send(.valueSetProgrammatically(newValue, at: MonotonicClock.now())) }
  }

  /// The rules; setting them re-clamps the value the app last asked for.
  public var configuration: StepperConfiguration {
    get { state.configuration }
    set { send(.configurationChanged(newValue, at: MonotonicClock.now())) }
  }

  /// Whether the whole stepper accepts input; turning it off ends a hold and an edit.
  public var isSensitive: Bool {
    get { state.isEnabled }
    set { send(.enabledChanged(newValue, at: MonotonicClock.now())) }
  }

  /// What the field shows now.
  public var text: String {
    guard let field, let chars = gtk_editable_get_text(OpaquePointer(field)) else { return "" }
    return String(cString: chars)
  }

  /// The owner's answer (controlled mode) or a programmatic value (self-managed): shows `value`.
  public func setValue(_ value: FixedDecimal) {
    send(.ownerProvidedValue(value, at: MonotonicClock.now()))
  }

  // MARK: - Core loop

  /// Reduces `event`, brings the widgets up to date, then carries out the effects.
  func send(_ event: StepperEvent) {
    var effects = effectBuffer
    effectBuffer = []
    state.reduce(event, into: &effects)
    updateLook()
    for effect in effects {
      perform(effect)
    }
    effects.removeAll(keepingCapacity: true)
    effectBuffer = effects
  }

  /// Carries out one effect.
  private func perform(_ effect: StepperEffect) {
    switch effect {
    case .valueChanged(_, let new, let source):
      onValueChanged?(new, source)
    case .limitReached(let limit, let feedback):
      if feedback.contains(.shake) { startShake() }
      if feedback.contains(.bell), let widget { gtk_widget_error_bell(widget) }
      onLimitReached?(limit)
    case .interactionEnded(let value):
      onInteractionEnded?(value)
    case .scheduleTimer(let deadline):
      repeatTimer()?.schedule(at: deadline)
    case .cancelTimer:
      timer?.cancel()
    case .textRejected:
      editRejected = true
    case .increaseRequested(let steps, let source):
      onIncreaseRequested?(steps, source)
    case .decreaseRequested(let steps, let source):
      onDecreaseRequested?(steps, source)
    case .valueRequested(let value, let source):
      onValueRequested?(value, source)
    case .commitRequested(let text, let parsed):
      onCommitRequested?(text, parsed)
    case .editingBegan, .editingEnded:
      // The field's text follows `displayText` in updateLook().
      break
    case .announce:
      // GTK 4.8 has no announcement API (gtk_accessible_announce is 4.14); the value change is
      // exposed through the spin button's value properties instead.
      break
    }
  }

  /// The repeat timer, created on first use (most steppers are never held), nil once destroyed.
  private func repeatTimer() -> GLibTimer? {
    if timer == nil, widget != nil {
      timer = GLibTimer { [weak self] deadline in self?.send(.repeatTimerFired(at: deadline)) }
    }
    return timer
  }

  // MARK: - Shake

  /// Starts (or restarts) the shake; the ticker and the shake layout are set up on first use.
  private func startShake() {
    guard let widget else { return }
    shakeCount += 1
    shakeStart = MonotonicClock.now()
    if ticker == nil {
      ShakeLayout.install(on: widget)
      ticker = FrameTicker(widget: widget) { [weak self] time in
        guard let self, !self.shakeFrame(at: time) else { return }
        self.ticker?.stop()
      }
    }
    ticker?.start()
  }

  /// One frame of the shake: returns whether more frames are needed.
  private func shakeFrame(at time: ControlInstant) -> Bool {
    guard let widget, let start = shakeStart else { return false }
    let elapsed = start.duration(to: time)
    // The first frame's time can precede the limit event (it is the frame's, not the event's).
    if elapsed < .zero { return true }
    let running = Self.shake.isRunning(at: elapsed)
    let offset = running ? Self.shake.offset(at: elapsed) : 0
    ShakeLayout.setOffset(offset, of: widget)
    onShakeFrame?(offset)
    if !running { shakeStart = nil }
    return running
  }

  // MARK: - Destroy

  /// Runs on "destroy": stops the timer and the shake, drops every handler and closure.
  func tearDown() {
    timer?.cancel()
    timer = nil
    ticker?.widgetDestroyed()
    ticker = nil
    if let widget { ShakeLayout.forget(widget) }
    signalHub?.disconnectAll()
    signalHub = nil
    decrementButton.onEvent = nil
    incrementButton.onEvent = nil
    onValueChanged = nil
    onLimitReached = nil
    onInteractionEnded = nil
    onIncreaseRequested = nil
    onDecreaseRequested = nil
    onValueRequested = nil
    onCommitRequested = nil
    onShakeFrame = nil
    widget = nil
    field = nil
  }
}
