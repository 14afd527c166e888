#if GTK
public import CGtk
public import ControlKit

/// The arc stepper as a GTK 4 widget: a ring drawn with ControlKitCairo, set by pressing or
/// dragging on it, or with Up/Down/Home/End (and Left/Right, by direction) while focused.
///
/// All behaviour is the core's, run by an ``ArcStepperDriver`` (``driver``) on a host, GLib's by
/// default: this widget turns GtkGestureDrag, key, wheel and focus events into driver calls
/// (stamped with the host's clock), and paints `ArcStepperDrawing`'s list for the driver's
/// presentation: the instant the session last rendered at, on the host's clock (its frame's time
/// during an animation), so the stroke on screen is ``ControlKit/ArcStepperDriver/presentation``
/// and a `VirtualHost` drives the animation frame by frame. The stroke's animation is core state:
/// the host's frame clock ticks only while the state has one in flight, and not while the widget
/// is unmapped (mapping again finishes a pending animation).
///
/// Right to left (the widget's `gtk_widget_get_direction`: GTK's default follows the locale, so
/// under `LANG=ar_EG.UTF-8` or `he_IL.UTF-8` every widget is RTL) the core mirrors the ring: it
/// fills from the right end counter-clockwise, presses are placed on the mirrored ring, and Left
/// steps up as on a `GtkScale` (``ControlKit/ArcStepperKey/leftArrow(in:)``). The widget reads
/// its direction before each paint, press and key, so no signal handler is kept for it (GTK
/// queues a resize of a widget whose direction changed).
///
/// The accessible role is slider, with value range `0...stepCount`, value and value text
/// (`"5 of 10"`) kept in step with the core; named by ``label`` or by a caption given to
/// ``labelled(by:)``. GTK 4.10 and later read the value through AT-SPI's Value interface; before,
/// the value text is the accessible description (`AccessibleMapping.valueInDescription`).
///
/// ```swift
/// let arc = GTKArcStepper(label: "Volume")
/// arc.onValueChanged = { value, source in print(value, source) }
/// arc.value = 7
/// gtk_box_append(box, arc.widget)
/// ```
@MainActor
public final class GTKArcStepper: ArcStepperFrontEnd {
  /// The size the widget asks for by default, in points: the core's
  /// ``ControlKit/ArcStepperLayout/naturalSize`` (160).
  public static let defaultSide = Int(ArcStepperLayout.naturalSize.width)
  /// The keys (`GDK_KEY_*` values) the control handles, and the core key each one is.
  static let keyMap: [UInt32: ArcStepperKey] = [
    UInt32(GDK_KEY_Up): .up, UInt32(GDK_KEY_KP_Up): .up,
    UInt32(GDK_KEY_Down): .down, UInt32(GDK_KEY_KP_Down): .down,
    UInt32(GDK_KEY_Home): .home, UInt32(GDK_KEY_KP_Home): .home,
    UInt32(GDK_KEY_End): .end, UInt32(GDK_KEY_KP_End): .end,
  ]
  /// The horizontal arrows (`GDK_KEY_*` values), each `true` for Right: what they do depends on
  /// the widget's direction (``ControlKit/ArcStepperKey/leftArrow(in:)``), as on a `GtkScale`.
  static let arrowKeys: [UInt32: Bool] = [
    UInt32(GDK_KEY_Left): false, UInt32(GDK_KEY_KP_Left): false,
    UInt32(GDK_KEY_Right): true, UInt32(GDK_KEY_KP_Right): true,
  ]

  /// The core key for `keyval` in `direction`, or nil for a key the arc stepper leaves alone.
  static func key(for keyval: UInt32, direction: WritingDirection) -> ArcStepperKey? {
    if let key = keyMap[keyval] { return key }
    guard let isRight = arrowKeys[keyval] else { return nil }
    return isRight ? .rightArrow(in: direction) : .leftArrow(in: direction)
  }

  /// The drawing area, or nil once it has been destroyed.
  public var widget: UnsafeMutablePointer<GtkWidget>? { area.widget }
  /// The arc stepper's behaviour: session, host clock, callbacks (the state, ``value`` and the
  /// closures come from ``ArcStepperFrontEnd``).
  public let driver: ArcStepperDriver
  /// The accessible label (what the control adjusts: "Volume").
  ///
  /// Until the app sets one, "Value" in the configuration's language
  /// (``ControlKit/ControlLanguage/arcStepperLabel``: "Wert", "القيمة"), GTK's own word for it.
  public var label: String {
    get { customLabel ?? coreState.configuration.language.arcStepperLabel }
    set {
      customLabel = newValue
      updateAccessibility()
    }
  }
  /// The colour scheme the app pins for the label and focus ring, or nil (the default) to follow
  /// the desktop's light or dark preference as it changes.
  public var theme: Theme? { didSet { area.queueDraw() } }
  /// The colour scheme drawn now: ``theme``, or the desktop's when it is nil (GtkSettings' dark
  /// preference, a `…-dark` theme, `GTK_THEME=…:dark`, or libadwaita's style manager in an app
  /// that uses it).
  ///
  /// Read at every paint: when the preference changes GTK repaints every widget, so the arc
  /// shows the new palette at the next frame (`DesktopThemeXTests`).
  public var resolvedTheme: Theme { theme ?? DesktopTheme.current() }

  private let area: CommandDrawingArea
  /// The GLib host made for this widget, nil when one was injected.
  private let glibHost: GTKControlHost?
  private var dragStart = Point(x: 0, y: 0)
  private var shownStep: Int?
  /// The instant the session sampled ``ControlKit/ArcStepperDriver/presentation`` at when it last
  /// rendered, on the host's clock: what the area draws.
  private var presentedAt: ControlInstant
  private var shownEnabled = true
  /// The language the accessible label and value were last written in.
  private var shownLanguage: ControlLanguage?
  /// The label the app gave, or nil for the configuration's language's default.
  private var customLabel: String?
  /// The one box behind all the arc stepper's signal handlers (nil once destroyed).
  private var hub: SignalHub?
  /// The drag gesture (owned by the widget; nil once destroyed).
  private var dragGesture: UnsafeMutableRawPointer?
  /// Whether the drag's follow-up handlers are connected (from the first drag on).
  private var followsDrags = false
  private let token = LiveObjectToken(.widgetWrapper)

  /// Creates an arc stepper with `configuration`, announced to screen readers as `label`.
  ///
  /// ```swift
  /// var configuration = ArcStepperConfiguration.article
  /// configuration.language = .localeEnvironment()    // LANG=de_DE.UTF-8: "Wert", "5 von 10"
  /// let arc = GTKArcStepper(configuration: configuration)
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: steps, initial step, ring geometry, timing (the article's by default),
  ///     and the language of the spoken value, limit words and default label.
  ///   - label: what the control adjusts, for screen readers; nil is "Value" in the
  ///     configuration's language (``ControlKit/ControlLanguage/arcStepperLabel``).
  ///   - theme: the colour scheme for the label and focus ring, or nil (the default) to follow
  ///     the desktop's light or dark preference, live (``resolvedTheme``).
  ///   - host: the platform; nil makes a GLib host for this widget (its clock, timer and frame
  ///     clock). Tests pass `VirtualHost`, so behaviour runs without waiting.
  public init(
    configuration: ArcStepperConfiguration = .article, label: String? = nil,
    theme: Theme? = nil, host: (any ControlHost)? = nil
  ) {
    customLabel = label
    self.theme = theme
    area = CommandDrawingArea(role: GTK_ACCESSIBLE_ROLE_SLIDER)
    let platform: any ControlHost
    if let host {
      platform = host
      glibHost = nil
    } else {
      let glib = GTKControlHost(widget: area.widget)
      platform = glib
      glibHost = glib
    }
    driver = ArcStepperDriver(configuration: configuration, host: platform)
    presentedAt = platform.now
    guard let widget = area.widget else { return }
    WidgetLifetime.bind(self, to: widget)
    area.setContentSize(width: Self.defaultSide, height: Self.defaultSide)
    gtk_widget_set_focusable(widget, 1)
    gtk_widget_set_focus_on_click(widget, 1)
    driver.onRender = { [weak self] in self?.render() }
    glibHost?.onAnnounce = { [weak self] text in self?.announce(text) }
    area.commands = { [weak self] size in self?.commands(for: size) ?? [] }
    connectSignals(widget)
    updateAccessibility()
  }

  /// How many times the area has painted (the testbed's virtual-clock check).
  package var drawCount: Int { area.drawCount }
  /// How many times the session rendered the arc stepper (once per reduction that changed
  /// something, each animation frame included).
  package private(set) var renderCount = 0
  /// The fraction of the arc the last paint drew (the testbed compares it with the driver's
  /// presentation), nil before the first paint.
  package private(set) var drawnFraction: Double?
  /// How many times the core's layout was computed (with a text measurement): once per new size,
  /// label, configuration or direction, never per paint (the testbed counts them).
  package private(set) var layoutCount = 0
  /// The core's layout of the ring and label for the state it was made from.
  private var layout: ArcStepperLayout?
  /// What ``layout`` was made from: bounds, configuration, label and direction.
  private var layoutInputs: LayoutInputs?

  /// Enables or disables the control (a disabled control is drawn faded and ignores the user).
  public var isEnabled: Bool {
    get { driver.isEnabled }
    set { driver.isEnabled = newValue }
  }

  /// Redraws the presentation the session has just sampled, and updates what GTK knows when the
  /// step or the enabled state moved.
  private func render() {
    renderCount += 1
    presentedAt = glibHost?.lastInstant ?? driver.host.now
    relayOutIfNeeded()
    area.queueDraw()
    guard let widget else { return }
    if shownStep != coreState.currentStep || shownEnabled != coreState.isEnabled
      || shownLanguage != coreState.configuration.language
    {
      if shownEnabled != coreState.isEnabled {
        gtk_widget_set_sensitive(widget, coreState.isEnabled ? 1 : 0)
      }
      shownStep = coreState.currentStep
      shownEnabled = coreState.isEnabled
      shownLanguage = coreState.configuration.language
      updateAccessibility()
    }
  }

  /// Speaks `text` through GTK's announcement call where it exists (4.14); before, the text goes
  /// in the accessible description, whose change screen readers report.
  private func announce(_ text: String) {
    guard let widget, !AccessibleMapping.announce(text, on: widget) else { return }
    AccessibleMapping.setLabel(label, description: text, of: widget)
  }

  /// Names the arc stepper by `caption` for screen readers (the labelled-by relation), for an
  /// arc stepper whose ``label`` is empty: the caption the app shows becomes its name.
  public func labelled(by caption: UnsafeMutablePointer<GtkWidget>) {
    if let widget { AccessibleMapping.setLabelledBy(caption, of: widget) }
  }

  /// The drawing list: the driver's presentation, sampled at the instant of the session's last
  /// render (no clock is read here), in the layout made when the size, label, configuration or
  /// direction last changed.
  ///
  /// Painting sends the core nothing and measures no text: the size reaches the core from the
  /// area's "resize" (GTK's allocation), and the layout is remade in `render()` when an input
  /// changed.
  private func commands(for size: Size) -> [DrawCommand] {
    drawnFraction = coreState.presentedFraction(at: presentedAt)
    return ArcStepperDrawing.commands(
      for: coreState, layout: relayOutIfNeeded(), theme: resolvedTheme, at: presentedAt)
  }

  /// The core's layout for the state now, remade only when its inputs changed.
  @discardableResult
  private func relayOutIfNeeded() -> ArcStepperLayout {
    let state = coreState
    let inputs = LayoutInputs(
      bounds: state.bounds, configuration: state.configuration, label: state.labelText,
      direction: state.direction)
    if let layout, inputs == layoutInputs { return layout }
    let fresh = ArcStepperLayout(state: state, measure: CommandDrawingArea.textMeasurer)
    layout = fresh
    layoutInputs = inputs
    layoutCount += 1
    return fresh
  }

  /// GTK allocated the area `width` × `height` pixels: the core gets the bounds and the
  /// widget's direction (a direction change re-allocates), and the layout follows.
  private func resized(width: Int, height: Int) {
    syncBounds(Size(width: Double(width), height: Double(height)))
    relayOutIfNeeded()
  }

  /// The drawing list the area paints at its current size and the last rendered instant (the
  /// testbed reads the label's box from it; nothing is kept between paints).
  package func drawingList() -> [DrawCommand] { commands(for: area.size) }

  /// Tells the core the bounds when the allocation changed, and the widget's direction.
  private func syncBounds(_ size: Size) {
    syncDirection()
    driver.boundsChanged(Rect(x: 0, y: 0, width: size.width, height: size.height))
  }

  /// The widget's writing direction: its own if set (`gtk_widget_set_direction`), else GTK's
  /// default, which `gtk_init` takes from the locale's translation of GTK.
  package var layoutDirection: WritingDirection {
    guard let widget else { return .leftToRight }
    return gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
  }

  /// Tells the core the widget's direction (nothing when it did not change).
  private func syncDirection() {
    driver.direction = layoutDirection
  }

  private func updateAccessibility() {
    guard let widget else { return }
    AccessibleMapping.apply(coreState.accessibilityElement(label: label), to: widget)
  }

  // MARK: - GTK events

  /// The hub slots of the arc stepper's signals: the first eight from creation, the drag's
  /// follow-ups from the first drag on.
  private enum Signal: UInt8 {
    case dragBegin, key, scroll, focus, map, unmap, destroy, resize, dragUpdate, dragEnd
    case dragCancel
  }

  /// What the core's layout depends on.
  private struct LayoutInputs: Equatable {
    var bounds: Rect
    var configuration: ArcStepperConfiguration
    var label: String
    var direction: WritingDirection
  }

  /// Adds the drag, key and wheel controllers, and connects what an arc stepper at rest needs.
  ///
  /// One `SignalHub` (one box for all handlers) carries a drag's start, keys, the wheel, focus,
  /// mapping, destruction and the area's "resize" (its allocation). A drag's "drag-update", "drag-end" and "cancel" are connected on the
  /// first "drag-begin", as most arc steppers in a window are never dragged (each GLib handler with
  /// its own Swift box cost about half a kilobyte per widget: issue 21).
  private func connectSignals(_ widget: UnsafeMutablePointer<GtkWidget>) {
    let drag: OpaquePointer = gtk_gesture_drag_new()
    let dragPointer = UnsafeMutableRawPointer(drag)
    dragGesture = dragPointer
    gtk_gesture_single_set_button(ck_gesture_single(dragPointer), 1)
    gtk_widget_add_controller(widget, ck_event_controller(dragPointer))
    let keys: OpaquePointer = gtk_event_controller_key_new()
    gtk_widget_add_controller(widget, keys)
    // Discrete vertical notches, as over GtkScale and our stepper.
    let wheel: OpaquePointer = gtk_event_controller_scroll_new(
      GtkEventControllerScrollFlags(
        rawValue: GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue
          | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue))
    gtk_widget_add_controller(widget, wheel)
    let hub = SignalHub(target: self, slots: 8)
    self.hub = hub
    hub.connect(dragPointer, "drag-begin", .drag, slot: Signal.dragBegin.rawValue)
    hub.connect(
      UnsafeMutableRawPointer(keys), "key-pressed", .keyPressed, slot: Signal.key.rawValue)
    hub.connect(UnsafeMutableRawPointer(wheel), "scroll", .scroll, slot: Signal.scroll.rawValue)
    // One handler for focus in and out (the area has no children, so its own focus is all a
    // focus controller's "enter"/"leave" would report), and no controller object.
    hub.connect(widget, "notify::has-focus", .notify, slot: Signal.focus.rawValue)
    hub.connect(widget, "map", .void, slot: Signal.map.rawValue)
    hub.connect(widget, "unmap", .void, slot: Signal.unmap.rawValue)
    hub.connect(widget, "destroy", .void, slot: Signal.destroy.rawValue)
    hub.connect(widget, "resize", .resize, slot: Signal.resize.rawValue)
  }

  /// Connects the handlers that follow a drag's start, on the first drag (inside its
  /// "drag-begin": every later signal of that drag reaches them).
  private func connectDragSignals() {
    guard !followsDrags, let hub, let gesture = dragGesture else { return }
    followsDrags = true
    hub.connect(gesture, "drag-update", .drag, slot: Signal.dragUpdate.rawValue)
    hub.connect(gesture, "drag-end", .drag, slot: Signal.dragEnd.rawValue)
    hub.connect(gesture, "cancel", .sequence, slot: Signal.dragCancel.rawValue)
  }

  private func dragBegan(at point: Point) {
    connectDragSignals()
    guard let gesture = dragGesture else { return }
    dragStart = point
    syncBounds(area.size)
    // A press the core ignored (centre, gap, outside the ring) is left to ancestors.
    let claimed = driver.press(at: point)
    _ = gtk_gesture_set_state(
      ck_gesture(gesture), claimed ? GTK_EVENT_SEQUENCE_CLAIMED : GTK_EVENT_SEQUENCE_DENIED)
    if claimed, let widget { _ = gtk_widget_grab_focus(widget) }
  }

  private func dragMoved(dx: Double, dy: Double, ended: Bool) {
    let point = Point(x: dragStart.x + dx, y: dragStart.y + dy)
    if ended { driver.release(at: point) } else { driver.pointerMoved(to: point) }
  }

  private func keyPressed(_ keyval: UInt32) -> Bool {
    syncDirection()
    guard let key = Self.key(for: keyval, direction: coreState.direction) else { return false }
    return driver.keyPressed(key)
  }

  /// A wheel movement (±1 per notch, negative `dy` is up); returns whether the core took it.
  private func scrolled(dy: Double) -> Bool {
    driver.scrolled(steps: Int((-dy).rounded()))
  }

  /// The area gained or lost the keyboard focus.
  private func focusChanged() {
    guard let widget else { return }
    driver.focusChanged(gtk_widget_has_focus(widget) != 0)
  }

  private func mapped() {
    glibHost?.widgetMapped()
  }

  /// Unmapped: a drag cannot continue and no frame will be shown, so the tick callback goes.
  private func unmapped() {
    if coreState.isDragging { driver.cancelPointer() }
    glibHost?.widgetUnmapped()
  }

  /// Runs on "destroy": ends a drag, removes the tick callback and every handler.
  private func tearDown() {
    unmapped()
    driver.invalidate()
    glibHost?.widgetDestroyed()
    hub?.disconnectAll()
    hub = nil
    dragGesture = nil
  }
}

extension GTKArcStepper: SignalHubTarget {
  func handleSignal(_ slot: UInt8, _ arguments: SignalArguments) -> Bool {
    switch (Signal(rawValue: slot), arguments) {
    case (.dragBegin, .drag(let x, let y)): dragBegan(at: Point(x: x, y: y))
    case (.dragUpdate, .drag(let dx, let dy)): dragMoved(dx: dx, dy: dy, ended: false)
    case (.dragEnd, .drag(let dx, let dy)): dragMoved(dx: dx, dy: dy, ended: true)
    case (.dragCancel, _): driver.cancelPointer()
    case (.key, .keyPressed(let keyval, _)): return keyPressed(keyval)
    case (.scroll, .scroll(_, let dy)): return scrolled(dy: dy)
    case (.focus, _): focusChanged()
    case (.map, _): mapped()
    case (.unmap, _): unmapped()
    case (.destroy, _): tearDown()
    case (.resize, .resize(let width, let height)): resized(width: width, height: height)
    default: break
    }
    return false
  }
}
#endif
