public import CGtk
public import ControlKit

/// A loading HUD laid over any GTK widget, with `HUDController`'s timing, touch policy and
/// content modes.
///
/// The HUD is a GtkOverlay whose child is the covered widget. Over it sit a drawing area that
/// paints `HUDDrawing`'s list (never a pointer target) and a touch catcher that blocks pointer
/// input where the policy says (`HUDTouchCatcher`), only while the core's phase is showing or
/// visible. Everything else is the core's: the grace period (a task that ends sooner never shows
/// anything), the minimum show time, tokens for concurrent tasks, statuses, and when the spinner
/// runs. The controller's timer runs on a `GLibTimer`; fades and the spinner run on the frame
/// clock (`FrameTicker`), the spinner's tick callback existing only between the core's
/// `startSpinner` and `stopSpinner`, i.e. only while the HUD is on screen.
///
/// Accessibility: the drawing area has the status role. GTK 4.8 has no announcement call
/// (`gtk_accessible_announce` arrived in 4.14), so each `announce` effect (one per show, plus
/// new statuses) sets the area's accessible label to the text, and the progress percentage goes
/// in its description; screen readers report the name change of a status object.
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
  public private(set) var controller: HUDController
  /// The colour scheme of the box.
  public var theme: Theme { didSet { area.queueDraw() } }
  /// The layout last drawn (the box's frame in the overlay's coordinates), if any.
  public private(set) var layout: HUDLayout?
  /// The HUD's opacity on screen, `0...1`.
  public private(set) var opacity = 0.0
  /// How many frames the spinner's tick callback has run for.
  public var spinnerTickCount: Int { spinnerTicker?.tickCount ?? 0 }
  /// How many announcements the core asked for.
  public private(set) var announcementCount = 0
  /// Called after every event with the effects the core returned (for apps and traces).
  public var onEffects: (@MainActor (HUDEvent, [HUDEffect]) -> Void)?
  /// Called on every spinner frame with the spinner's phase (diagnostics).
  public var onSpinnerTick: (@MainActor (Double) -> Void)?

  private let area: CommandDrawingArea
  private let catcher: UnsafeMutablePointer<GtkWidget>
  private var timer: GLibTimer?
  private var fadeTicker: FrameTicker?
  private var spinnerTicker: FrameTicker?
  private var fade: HUDFade?
  private var connections: [SignalConnection] = []
  private let token = LiveObjectToken(.widgetWrapper)

  /// Lays a HUD over `content` (a widget without a parent); put ``widget`` where `content` was.
  public init(
    covering content: UnsafeMutablePointer<GtkWidget>, timing: HUDTiming = HUDTiming(),
    touchPolicy: HUDTouchPolicy = .blocksBox, theme: Theme = .light
  ) {
    controller = HUDController(timing: timing, touchPolicy: touchPolicy)
    self.theme = theme
    let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
    widget = overlay
    area = CommandDrawingArea(role: AccessibleMapping.role(for: .status))
    catcher = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    WidgetLifetime.track(overlay)
    WidgetLifetime.track(catcher)
    WidgetLifetime.bind(self, to: overlay)
    gtk_overlay_set_child(OpaquePointer(overlay), content)
    if let hud = area.widget {
      gtk_widget_set_can_target(hud, 0)
      gtk_widget_set_visible(hud, 0)
      gtk_overlay_add_overlay(OpaquePointer(overlay), hud)
      fadeTicker = FrameTicker(widget: hud) { [weak self] time in self?.fadeTicked(at: time) }
      spinnerTicker = FrameTicker(widget: hud) { [weak self] time in self?.spinnerTicked(at: time) }
    }
    gtk_widget_set_visible(catcher, 0)
    gtk_overlay_add_overlay(OpaquePointer(overlay), catcher)
    timer = GLibTimer { [weak self] deadline in self?.send(.timerFired(at: deadline)) }
    area.commands = { [weak self] size in self?.commands(for: size) ?? [] }
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
    get { controller.touchPolicy }
    set {
      controller.touchPolicy = newValue
      updateCatcher()
      area.queueDraw()
    }
  }

  /// How many times GTK painted the HUD's drawing area (0 while it never appeared).
  public var drawCount: Int { area.drawCount }

  /// Whether the spinner's tick callback is registered.
  public var isSpinnerTicking: Bool { spinnerTicker?.isRunning ?? false }

  /// Starts a task showing `content` and returns its token.
  ///
  /// The HUD appears if the task is still running after the grace period. End it with
  /// ``end(_:)``.
  @discardableResult
  public func begin(_ content: HUDContent) -> HUDToken {
    let token = controller.makeToken()
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

  /// Sends `event` to the core and carries out its effects.
  func send(_ event: HUDEvent) {
    let effects = controller.reduce(event)
    for effect in effects { perform(effect) }
    updateCatcher()
    onEffects?(event, effects)
  }

  private func perform(_ effect: HUDEffect) {
    switch effect {
    case .displayedContentChanged:
      relayout()
      area.queueDraw()
    case .beginShowAnimation(let duration):
      if let hud = area.widget { gtk_widget_set_visible(hud, 1) }
      relayout()
      startFade(to: 1, duration: duration)
    case .beginHideAnimation(let duration):
      startFade(to: 0, duration: duration)
    case .shown:
      fadeTicker?.stop()
      setOpacity(1)
    case .hidden:
      fadeTicker?.stop()
      fade = nil
      setOpacity(0)
      if let hud = area.widget { gtk_widget_set_visible(hud, 0) }
    case .startSpinner:
      spinnerTicker?.start()
    case .stopSpinner:
      spinnerTicker?.stop()
    case .announce(let text):
      announcementCount += 1
      announce(text)
    case .scheduleTimer(let deadline):
      timer?.schedule(at: deadline)
    case .cancelTimer:
      timer?.cancel()
    }
  }

  // MARK: - Effects

  private func startFade(to target: Double, duration: Duration) {
    let now = MonotonicClock.now()
    fade = HUDFade(from: opacity, to: target, start: now, duration: duration)
    if duration <= .zero {
      setOpacity(target)  // the core finishes a zero-length animation itself
    } else {
      fadeTicker?.start()
    }
  }

  private func fadeTicked(at frameTime: ControlInstant) {
    guard let fade else {
      fadeTicker?.stop()
      return
    }
    setOpacity(fade.opacity(at: frameTime))
    guard fade.isFinished(at: frameTime) else { return }
    fadeTicker?.stop()
    self.fade = nil
    send(
      fade.to > 0 ? .showAnimationFinished(at: frameTime) : .hideAnimationFinished(at: frameTime))
  }

  private func spinnerTicked(at frameTime: ControlInstant) {
    area.queueDraw()
    onSpinnerTick?(controller.spinnerPhase(at: frameTime) ?? 0)
  }

  private func setOpacity(_ value: Double) {
    opacity = value
    if let hud = area.widget { gtk_widget_set_opacity(hud, value) }
  }

  private func announce(_ text: String) {
    guard let hud = area.widget else { return }
    let description = controller.accessibilityElement?.value
    AccessibleMapping.setLabel(text, description: description, of: hud)
  }

  /// Lays the displayed content out in the overlay's current size.
  private func relayout() {
    guard let overlay = widget, let content = controller.displayedContent else { return }
    let container = Rect(
      x: 0, y: 0, width: Double(gtk_widget_get_width(overlay)),
      height: Double(gtk_widget_get_height(overlay)))
    layout = HUDLayout(
      content: content, container: container, measure: CommandDrawingArea.textMeasurer)
  }

  /// Shows the catcher over the blocked area while the core blocks touches.
  ///
  /// The box is centred in the container (no safe area on a desktop), so a centred catcher of the
  /// box's size covers it at any container size.
  private func updateCatcher() {
    let blocking: Bool
    switch controller.phase {
    case .showing, .visible: blocking = true
    case .hidden, .pendingGrace, .hiding: blocking = false
    }
    guard blocking, let layout,
      let frame = HUDTouchCatcher.frame(for: controller.touchPolicy, layout: layout)
    else {
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

  /// The drawing list for the overlay's size.
  private func commands(for size: Size) -> [DrawCommand] {
    guard let content = controller.displayedContent else { return [] }
    let container = Rect(x: 0, y: 0, width: size.width, height: size.height)
    if layout?.container != container || layout?.content != content {
      layout = HUDLayout(
        content: content, container: container, measure: CommandDrawingArea.textMeasurer)
    }
    guard let layout else { return [] }
    let phase = controller.spinnerPhase(at: area.frameTime) ?? 0
    return HUDDrawing.drawing(
      layout, theme: theme, spinnerPhase: phase,
      dimsBackground: controller.touchPolicy == .blocksAll)
  }

  /// Runs on "destroy": removes the timer, the tick callbacks and every handler.
  private func tearDown() {
    timer?.cancel()
    timer = nil
    fadeTicker?.widgetDestroyed()
    spinnerTicker?.widgetDestroyed()
    fadeTicker = nil
    spinnerTicker = nil
    for connection in connections { connection.disconnect() }
    connections = []
    onEffects = nil
    onSpinnerTick = nil
    widget = nil
  }
}
