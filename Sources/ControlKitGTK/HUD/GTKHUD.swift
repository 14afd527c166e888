#if GTK
public import CGtk
public import ControlKit

/// A loading HUD laid over any GTK widget, with `HUDController`'s timing, touch policy and
/// content modes.
///
/// The HUD is a GtkOverlay whose child is the covered widget. Over it sit a drawing area that
/// paints `HUDDrawing`'s list (never a pointer target) and a touch catcher that blocks pointer
/// input over the core's ``HUDController/blockedArea(layout:)``. Everything else is the core's,
/// run by a ``ControlSession`` on the GTK host: the grace period (a task that ends sooner never
/// shows anything), the minimum show time, tokens for concurrent tasks, statuses, the fade and
/// the spinner. The fade and the spinner are presentation state: the host's frame clock ticks
/// only while the core says frames are needed (fading, or a spinner on screen), and the area is
/// redrawn only when the opacity or the spinner's spoke changed. A hidden HUD costs nothing.
///
/// Accessibility: a status object, always in the overlay (an empty, zero-size box that is never a
/// pointer target), says what the HUD announces; the drawing area itself is left out of the
/// accessible tree. Each announcement (one per show, plus new statuses) is spoken through
/// `gtk_accessible_announce` where GTK has it (4.14); before, it becomes the status object's
/// accessible name, and the progress percentage its description: screen readers report the name
/// change of a status object (the AT-SPI suite reads it on the bus). Why a separate, always
/// present object: GTK 4.8 puts a widget on the accessibility bus only once a client has read it,
/// and a widget hidden then (as the drawing area is until the HUD first shows) sends nothing, not
/// even when shown later.
///
/// ```swift
/// let hud = GTKHUD(covering: page)
/// gtk_window_set_child(window, hud.widget)
/// let token = hud.begin(.spinner("正在处理中..."))
/// // ... later
/// hud.end(token)
/// ```
@MainActor
public final class GTKHUD {
  /// The overlay holding the covered widget, or nil once it has been destroyed.
  public private(set) var widget: UnsafeMutablePointer<GtkWidget>?
  /// The core state (change it through the API so effects are carried out).
  public var coreState: HUDController { session.state }
  /// The colour scheme of the box.
  public var theme: Theme { didSet { area.queueDraw() } }
  /// The layout last drawn (the box's frame in the overlay's coordinates), if any.
  public private(set) var layout: HUDLayout?
  /// The HUD's opacity on screen, `0...1`.
  public var opacity: Double { session.presentation.opacity }
  /// How many frames the host's tick callback has run for (diagnostics).
  package var frameCount: Int { host.frameCount }
  /// Called with each effect and the instant of the event that produced it (for traces).
  package var onEffect: (@MainActor (HUDEffect, ControlInstant) -> Void)?
  /// Called on every redraw of a spinner frame with the spinner's phase (diagnostics).
  package var onSpinnerFrame: (@MainActor (Double) -> Void)?

  private let area: CommandDrawingArea
  private let catcher: UnsafeMutablePointer<GtkWidget>
  /// The status object screen readers hear the announcements from.
  private let announcer: UnsafeMutablePointer<GtkWidget>
  private let session: ControlSession<HUDController>
  private let host: GTKControlHost
  private var connections: [SignalConnection] = []
  private var nextToken: UInt64 = 1
  /// The instant of the event being handled (reported with its effects).
  private var eventInstant = ControlInstant.zero
  /// Whether the drawing area is shown, and the catcher's frame, as last applied.
  private var shownOnScreen = false
  private var shownCatcher: Rect?
  private let token = LiveObjectToken(.widgetWrapper)

  /// Lays a HUD over `content` (a widget without a parent); put ``widget`` where `content` was.
  ///
  /// `language` is the language of what the HUD says for content without a title ("Loading",
  /// "加载中"); ``ControlKit/ControlLanguage/localeEnvironment()`` gives the user's.
  public init(
    covering content: UnsafeMutablePointer<GtkWidget>, timing: HUDTiming = HUDTiming(),
    touchPolicy: HUDTouchPolicy = .blocksBox, theme: Theme = .light,
    language: ControlLanguage = .english
  ) {
    session = ControlSession(
      HUDController(timing: timing, touchPolicy: touchPolicy, language: language),
      at: MonotonicClock.now())
    self.theme = theme
    let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
    widget = overlay
    // The picture only: what the HUD says goes through the announcer.
    area = CommandDrawingArea(role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
    catcher = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    announcer = ck_box_new_with_role(AccessibleMapping.role(for: .status), "ck-hud-announcer")
    host = GTKControlHost(widget: area.widget)
    WidgetLifetime.track(overlay)
    WidgetLifetime.track(catcher)
    WidgetLifetime.track(announcer)
    WidgetLifetime.bind(self, to: overlay)
    gtk_overlay_set_child(OpaquePointer(overlay), content)
    if let hud = area.widget {
      gtk_widget_set_can_target(hud, 0)
      gtk_widget_set_visible(hud, 0)
      gtk_overlay_add_overlay(OpaquePointer(overlay), hud)
    }
    gtk_widget_set_visible(catcher, 0)
    gtk_overlay_add_overlay(OpaquePointer(overlay), catcher)
    gtk_widget_set_can_target(announcer, 0)
    gtk_widget_set_halign(announcer, GTK_ALIGN_START)
    gtk_widget_set_valign(announcer, GTK_ALIGN_START)
    gtk_overlay_add_overlay(OpaquePointer(overlay), announcer)
    area.commands = { [weak self] size in self?.commands(for: size) ?? [] }
    session.onRender = { [weak self] in self?.render() }
    host.onAnnounce = { [weak self] text in self?.announce(text) }
    host.drive(session)
    host.onFrame = { [weak self] time in self?.frameTicked(at: time) }
    host.onTimer = { [weak self] deadline in self?.send(.timerFired(at: deadline)) }
    session.onEffect = { [weak self] effect in self?.report(effect) }
    connections = [
      SignalConnection.connect(overlay, "map") { [weak self] in
        self?.send(.addedToWindow(at: MonotonicClock.now()))
      },
      SignalConnection.connect(overlay, "unmap") { [weak self] in
        self?.send(.removedFromWindow(at: MonotonicClock.now()))
      },
      SignalConnection.connect(overlay, "destroy") { [weak self] in self?.tearDown() },
    ]
  }

  /// Which touches the HUD blocks while it is showing or visible.
  public var touchPolicy: HUDTouchPolicy {
    get { coreState.touchPolicy }
    set { send(.touchPolicyChanged(newValue, at: MonotonicClock.now())) }
  }

  /// How many times GTK painted the HUD's drawing area (0 while it never appeared).
  package var drawCount: Int { area.drawCount }

  /// Whether the frame clock ticks for the HUD (fading, or a spinner on screen).
  package var isTicking: Bool { host.isTicking }

  /// Starts a task showing `content` and returns its token.
  ///
  /// The HUD appears if the task is still running after the grace period. End it with
  /// ``end(_:)``.
  @discardableResult
  public func begin(_ content: HUDContent) -> HUDToken {
    let token = HUDToken(nextToken)
    nextToken += 1
    send(.taskBegan(token, content, at: MonotonicClock.now()))
    return token
  }

  /// Changes what a running task shows (its title or progress).
  public func update(_ token: HUDToken, _ content: HUDContent) {
    send(.contentChanged(token, content, at: MonotonicClock.now()))
  }

  /// Ends a task; the HUD hides when no task is left, after its minimum show time.
  public func end(_ token: HUDToken) {
    send(.taskEnded(token, at: MonotonicClock.now()))
  }

  /// Shows a status (success, error, info, text) at once, for its reading time.
  public func post(_ status: HUDContent) {
    send(.statusPosted(status, at: MonotonicClock.now()))
  }

  /// Dismisses every task and status after `delay`.
  public func dismiss(after delay: Duration = .zero) {
    send(.dismissRequested(after: delay, at: MonotonicClock.now()))
  }

  /// Hands `event` to the session.
  func send(_ event: HUDEvent) {
    eventInstant = event.instant
    session.send(event)
  }

  private func frameTicked(at time: ControlInstant) {
    eventInstant = time
    let phase = session.presentation.spinnerPhase
    session.frameTicked(at: time)
    if let spinner = session.presentation.spinnerPhase, spinner != phase {
      onSpinnerFrame?(spinner)
    }
  }

  private func report(_ effect: HUDEffect) {
    if case .displayedContentChanged = effect { relayout() }
    onEffect?(effect, eventInstant)
  }

  // MARK: - Showing

  /// Shows the session's state: the area while on screen, at the presented opacity, and the
  /// catcher over the blocked area.
  private func render() {
    guard let hud = area.widget else { return }
    let onScreen = coreState.phase.isOnScreen
    if onScreen != shownOnScreen {
      if onScreen { relayout() }
      gtk_widget_set_visible(hud, onScreen ? 1 : 0)
      shownOnScreen = onScreen
    }
    gtk_widget_set_opacity(hud, opacity)
    area.queueDraw()
    updateCatcher()
  }

  private func announce(_ text: String) {
    guard widget != nil, !AccessibleMapping.announce(text, on: announcer) else { return }
    let description = coreState.accessibilityElement?.value
    AccessibleMapping.setLabel(text, description: description, of: announcer)
  }

  /// Lays the displayed content out in the overlay's current size.
  private func relayout() {
    guard let overlay = widget, let content = coreState.displayedContent else { return }
    let container = Rect(
      x: 0, y: 0, width: Double(gtk_widget_get_width(overlay)),
      height: Double(gtk_widget_get_height(overlay)))
    layout = HUDLayout(
      content: content, container: container, measure: CommandDrawingArea.textMeasurer)
  }

  /// Shows the catcher over the core's blocked area, if any.
  ///
  /// The box is centred in the container (no safe area on a desktop), so a centred catcher of the
  /// box's size covers it at any container size.
  private func updateCatcher() {
    let frame = layout.flatMap { coreState.blockedArea(layout: $0) }
    guard frame != shownCatcher else { return }
    shownCatcher = frame
    guard let frame, let layout else {
      gtk_widget_set_visible(catcher, 0)
      return
    }
    let fills = frame == layout.container
    let alignment = fills ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER
    gtk_widget_set_halign(catcher, alignment)
    gtk_widget_set_valign(catcher, alignment)
    gtk_widget_set_size_request(
      catcher, fills ? -1 : gint(frame.width.rounded(.up)),
      fills ? -1 : gint(frame.height.rounded(.up)))
    gtk_widget_set_visible(catcher, 1)
  }

  /// The drawing list for the overlay's size, at the frame's instant.
  private func commands(for size: Size) -> [DrawCommand] {
    guard let content = coreState.displayedContent else { return [] }
    let container = Rect(x: 0, y: 0, width: size.width, height: size.height)
    if layout?.container != container || layout?.content != content {
      layout = HUDLayout(
        content: content, container: container, measure: CommandDrawingArea.textMeasurer)
      updateCatcher()
    }
    guard let layout else { return [] }
    let phase = coreState.spinnerPhase(at: area.frameTime) ?? 0
    return HUDDrawing.drawing(
      layout, theme: theme, spinnerPhase: phase,
      dimsBackground: coreState.touchPolicy == .blocksAll)
  }

  /// Runs on "destroy": removes the timer, the tick callback and every handler.
  private func tearDown() {
    session.invalidate()
    host.widgetDestroyed()
    for connection in connections { connection.disconnect() }
    connections = []
    onEffect = nil
    onSpinnerFrame = nil
    widget = nil
  }
}
#endif
