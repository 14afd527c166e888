#if GTK
public import CGtk
public import ControlKit

/// The stepper as a GTK 4 widget: − and + buttons with enlarged touch areas around a number field.
///
/// All behaviour is the core's: a ``StepperDriver`` (``driver``) runs every event and effect (the
/// hold-to-repeat timer, the limit shake as presentation state, the bell) on one host, GLib's by
/// default. This class only turns GTK input into driver calls and draws the driver's state and
/// presentation; the app's closures are the driver's, under the same names on every front-end
/// (``StepperFrontEnd``). Showing is kept apart from changing
/// (swift-cross-ui's split of `setState` and `update`): the presentation writes only what differs from
/// what is on screen, and nothing writes the field from inside the field's own edit handler.
///
/// - Pointer: the − and + `HoldButton`s step on press and repeat on the core's timer; a release
///   never steps (GtkButton's "clicked" after a hold is switched off by `HoldButton`).
/// - Field: every edit is proposed to the core as a ``TextReplacement`` before it happens; a
///   selection replaced by typing or pasting (GTK's "delete-text" then "insert-text") is proposed
///   as one replacement, and a refused one changes nothing (text, selection and value stay) and
///   rings the bell. Enter submits, leaving the field ends editing.
/// - Keys (Up, Down, Page Up, Page Down, keypad too; Home and End when the field is not being
///   edited, Ctrl+Home and Ctrl+End always) and the scroll wheel.
/// - A limit shakes the content (the session's presentation, sampled on the frame clock) and rings
///   the error bell when the configuration's ``StepperConfiguration/limitFeedback`` asks.
/// - Accessibility: the root and the field have GTK's spin-button role with value-min/now/max/text
///   and the configuration's label (or the caption given to ``labelled(by:)``); the field takes the
///   focus. What each GTK version exposes over AT-SPI is in ControlKitGTK's README.
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
public final class GTKStepper: StepperFrontEnd {
  /// The CSS class of the root widget (the parts have `-decrement`, `-field`, `-increment`).
  public static let cssClass = "ck-stepper"
  /// The icon the − button showed before the stepper drew its − and + from the core's list.
  @available(*, deprecated, message: "The − and + are drawn from StepperDrawing; see buttonGlyphs")
  public static let decrementIconName = "value-decrease-symbolic"
  /// The icon the + button showed before the stepper drew its − and + from the core's list.
  @available(*, deprecated, message: "The − and + are drawn from StepperDrawing; see buttonGlyphs")
  public static let incrementIconName = "value-increase-symbolic"

  /// The root widget to put in a container (floating until added), or nil once destroyed.
  public private(set) var widget: UnsafeMutablePointer<GtkWidget>?
  /// The field (a GtkText), or nil once destroyed.
  public private(set) var field: UnsafeMutablePointer<GtkWidget>?
  /// The − button.
  public let decrementButton: HoldButton
  /// The + button.
  public let incrementButton: HoldButton
  /// The stepper's behaviour: session, host clock, callbacks.
  public let driver: StepperDriver
  /// The sizes the core lays the parts out with (`StepperRootLayout`), and the palettes and
  /// glyphs the root paints with.
  package let style: StepperStyle
  /// The colour scheme the field and the − and + are drawn in.
  ///
  /// Nil (the default) follows the desktop (``resolvedTheme``). The text is GtkText's, in the
  /// style's font and the GTK theme's text colour.
  public var theme: Theme? {
    didSet { if let widget { gtk_widget_queue_draw(widget) } }
  }
  /// The colour scheme drawn now: ``theme``, or the desktop's when it is nil (GtkSettings' dark
  /// preference, a `…-dark` theme, `GTK_THEME=…:dark`, or libadwaita's style manager), read at
  /// each paint, so a change of the desktop's preference shows at the next frame, as on
  /// `GTKArcStepper` and `GTKHUD`.
  public var resolvedTheme: Theme { theme ?? DesktopTheme.current() }
  /// What the − and + show: the core's drawn icons (the default), or the app's images.
  ///
  /// The images (PPNumberButton's `decreaseImage` / `increaseImage`) are drawn by Cairo at the
  /// core's icon frames. On GTK an image's name is a PNG file (`ImageReference(pngFile:)`).
  ///
  /// ```swift
  /// if let minus = ImageReference(pngFile: "minus.png"),
  ///   let plus = ImageReference(pngFile: "plus.png")
  /// {
  ///   stepper.buttonGlyphs = .images(decrement: minus, increment: plus)
  /// }
  /// ```
  public var buttonGlyphs: StepperButtonGlyphs = .drawn {
    didSet { if let widget { gtk_widget_queue_draw(widget) } }
  }
  /// How many times the root painted the core's list (diagnostics and tests).
  package internal(set) var paintCount = 0

  /// Called on each rendered frame of a shake with the content's offset in pixels (diagnostics).
  package var onShakeFrame: (@MainActor (_ offset: Double) -> Void)?
  /// Called after the session handled a pointer leaving or re-entering a held button
  /// (`dragExited`, `dragEntered`), the only events the demo's trace needs: it reads the core's
  /// state there, for example whether a repeat is pending after a drag exit.
  package var onEventHandled: (@MainActor (_ event: StepperEvent) -> Void)?
  /// How many shakes have started (each limit effect that asked for one).
  package private(set) var shakeCount = 0

  /// The GLib host made for this widget, nil when one was injected.
  let glibHost: GTKControlHost?
  /// The one box behind all the stepper's own signal handlers (nil once destroyed).
  var signalHub: SignalHub?
  /// The symbols the app chose with ``numberSymbols``; nil follows the C locale.
  var chosenSymbols: NumberSymbols?
  /// The text the field holds, as far as the stepper wrote or accepted it.
  var shownText = ""
  /// True while the field's own edit handler runs: nothing may write the field then.
  var isHandlingFieldEdit = false
  /// A deletion GTK made that may be the first half of a replacement (see `GTKStepper+Input`).
  var pendingDeletion: PendingDeletion?
  /// Settles an edit GTK delivered in halves on the next main-loop iteration (see
  /// `GTKStepper+Input`); created on first use, as most steppers are never typed into.
  lazy var editSettler = GLibIdle { [weak self] in self?.settleEdit() }
  /// A selection to put back once GTK finishes a refused edit.
  var selectionToRestore: Range<Int>?
  var appliedPresentation: StepperPresentation?
  /// The keypad the field's input purpose was last set for; nil before the first presentation
  /// (the field is created with `GTK_INPUT_PURPOSE_NUMBER`).
  var appliedKeypad: StepperKeypad?
  /// What the − and + buttons show now.
  var decrementPresentation = ButtonPresentation()
  var incrementPresentation = ButtonPresentation()
  /// The shake offset the parts are laid out with, in pixels (`StepperRootLayout`).
  var layoutShakeOffset = 0.0
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
  private let token = LiveObjectToken(.widgetWrapper)

  /// Creates a stepper widget.
  ///
  /// - Parameters:
  ///   - value: the first value (clamped to `configuration` unless controlled).
  ///   - configuration: range, step, repeat policy, cart mode, limit feedback, label.
  ///   - mode: `.controlled` to report intents and show only what ``setValue(_:)`` provides.
  ///   - style: sizes, palettes and button glyphs; the root paints the field and the − and + from
  ///     the core's list (``ControlKit/StepperDrawing``) in the palette of ``resolvedTheme``.
  ///   - theme: the colour scheme to draw with, or nil (the default) to follow the desktop's.
  ///   - host: the platform; nil makes a GLib host for this widget (its clock, timer and frame
  ///     clock). Tests pass `VirtualHost`, so behaviour runs without waiting.
  public init(
    value: FixedDecimal = 0, configuration: StepperConfiguration = .default,
    mode: StepperMode = .selfManaged, style: StepperStyle = .standard, theme: Theme? = nil,
    host: (any ControlHost)? = nil
  ) {
    // Bare buttons: the root paints the − and + from the core's list (`GTKStepper+Drawing`).
    decrementButton = HoldButton(
      partWithCSSClass: Self.cString(Self.decrementCSSClass),
      accessibleLabel: configuration.language.decreaseButtonLabel)
    incrementButton = HoldButton(
      partWithCSSClass: Self.cString(Self.incrementCSSClass),
      accessibleLabel: configuration.language.increaseButtonLabel)
    DefaultStyle.installIfNeeded()
    let root = Self.makeRoot()
    let text = Self.makeField(font: style.font)
    widget = root
    field = text
    let platform: any ControlHost
    if let host {
      platform = host
      glibHost = nil
    } else {
      let glib = GTKControlHost(widget: root)
      platform = glib
      glibHost = glib
    }
    driver = StepperDriver(
      value: value, configuration: Self.localized(configuration, chosen: nil), mode: mode,
      host: platform)
    self.style = style
    self.theme = theme
    WidgetLifetime.track(root)
    WidgetLifetime.bind(self, to: root)
    assemble(root: root, field: text)
    connectSignals(root: root, field: text)
    driver.onRender = { [weak self] in self?.showPresentation() }
    driver.onEffect = { [weak self] effect in self?.report(effect) }
    // The desktop's Reduce Motion (gtk-enable-animations), live: a limit then does not shake.
    MotionFollowers.shared.follow(self)
    showPresentation()
  }

  // MARK: - The app's API

  /// The value; setting it is a programmatic change (clamped; in controlled mode, see
  /// ``setValue(_:)``).
  public var value: FixedDecimal {
    get { coreState.value }
    set {
      settlePendingDeletion()
      driver.value = newValue
    }
  }

  /// The rules; setting them re-clamps the value the app last asked for.
  ///
  /// Their ``StepperConfiguration/numberSymbols`` are the C locale's when they are
  /// ``NumberSymbols/plain`` (the default) and ``numberSymbols`` was never set.
  public var configuration: StepperConfiguration {
    get { coreState.configuration }
    set {
      settlePendingDeletion()
      driver.configuration = Self.localized(newValue, chosen: chosenSymbols)
    }
  }

  /// How the stepper writes and reads numbers.
  ///
  /// By default, the process's C locale's (``NumberSymbols/cLocale()``), as `GtkSpinButton`
  /// beside it: under `LANG=de_DE.UTF-8` the field shows "5,0" and reads "2,5" (and "2.5"),
  /// unless the configuration names symbols of its own. Set it to choose them (``NumberSymbols/plain``
  /// shows "5.0" on every desktop); once set, it wins over every configuration set later.
  public var numberSymbols: NumberSymbols {
    get { coreState.configuration.numberSymbols }
    set {
      chosenSymbols = newValue
      configuration = coreState.configuration
    }
  }

  /// `configuration` with the symbols this stepper shows: `chosen`, else the configuration's
  /// own, else (plain) the C locale's.
  static func localized(_ configuration: StepperConfiguration, chosen: NumberSymbols?)
    -> StepperConfiguration
  {
    var localized = configuration
    if let chosen {
      localized.numberSymbols = chosen
    } else if configuration.numberSymbols == .plain {
      localized.numberSymbols = CLocaleSymbols.current()
    }
    return localized
  }

  /// Whether the whole stepper accepts input; turning it off ends a hold and an edit.
  public var isEnabled: Bool {
    get { coreState.isEnabled }
    set {
      settlePendingDeletion()
      driver.isEnabled = newValue
    }
  }

  /// Shows an owner's answer (``StepperDriver/setValue(_:)``), after proposing a deletion GTK
  /// made in the field and that no insertion completed yet.
  public func setValue(_ value: FixedDecimal) {
    settlePendingDeletion()
    driver.setValue(value)
  }

  /// What the field shows now.
  public var text: String {
    guard let field, let chars = gtk_editable_get_text(OpaquePointer(field)) else { return "" }
    return String(cString: chars)
  }

  // MARK: - Events and effects

  /// What only GTK does with an effect, before the driver calls the app's closures.
  ///
  /// It counts the shake and rings the bell for a refused keystroke (GtkSpinButton's answer).
  /// The field follows the state in showPresentation(); GTK 4.8 has no announcement API
  /// (gtk_accessible_announce is 4.14): the value is exposed through the spin button's value
  /// properties instead.
  private func report(_ effect: StepperEffect) {
    switch effect {
    case .limitReached(_, let feedback) where feedback.contains(.shake): shakeCount += 1
    case .textRejected: if let field { gtk_widget_error_bell(field) }
    default: break
    }
  }

  // MARK: - Destroy

  /// Runs on "destroy": stops the timer and the shake, drops every handler and closure.
  func tearDown() {
    MotionFollowers.shared.unfollow(self)
    driver.invalidate()
    glibHost?.widgetDestroyed()
    pendingDeletion = nil
    selectionToRestore = nil
    if let widget { StepperRootLayout.forget(widget) }
    signalHub?.disconnectAll()
    signalHub = nil
    decrementButton.onEvent = nil
    incrementButton.onEvent = nil
    onShakeFrame = nil
    onEventHandled = nil
    widget = nil
    field = nil
  }
}
#endif
