#if GTK
public import CGtk
public import ControlKit
internal import ControlKitCairo

/// A loading HUD laid over any GTK widget, with `HUDState`'s timing, touch policy and
/// content modes, run by a ``ControlKit/HUDDriver``.
///
/// The HUD is a GtkOverlay whose child is the covered widget. Over it sit a drawing area that
/// paints `HUDDrawing`'s list (never a pointer target) and a touch catcher that blocks pointer
/// input over the core's ``HUDState/blockedArea(layout:)``. Everything else is the core's,
/// run by a ``ControlKit/HUDDriver`` on the GTK host (or an injected one): the grace period (a task that ends sooner never
/// shows anything), the minimum show time, tokens for concurrent tasks, statuses, the fade and
/// the spinner. The fade and the spinner are presentation state: the host's frame clock ticks
/// only while the core says frames are needed (fading, or a spinner on screen), and the area is
/// redrawn only when the opacity or the spinner's spoke changed. A hidden HUD costs nothing.
///
/// Accessibility: a status object, always in the overlay (an empty, zero-size box that is never a
/// pointer target), says what the HUD announces; the drawing area itself is left out of the
/// accessible tree. Each announcement (one per show, plus new statuses) is announced from the
/// window where GTK has `gtk_accessible_announce` (4.14), which Orca 48 speaks; before, it becomes
/// the status object's accessible name, and the progress percentage its description (the AT-SPI
/// suite reads the name change on the bus; Orca 43 does not speak it, see the README). Why a
/// separate, always present object: GTK 4.8 puts a widget on the accessibility bus only once a
/// client has read it, and a widget hidden then (as the drawing area is until the HUD first
/// shows) sends nothing, not even when shown later.
///
/// Cancel: a task whose content is ``ControlKit/HUDContent/cancellable(_:)`` shows a Cancel
/// button (drawn by the core's list; a flat, label-less `GtkButton` over it takes the click,
/// the keyboard focus and the accessible name "Cancel"), and Esc pressed anywhere under the HUD
/// presses it (a capture-phase key controller, so a focused entry does not swallow it first).
/// Either ends that task at once and cancels the work `during` runs.
///
/// The app's own content: ``ControlKit/HUDContent/image(_:_:)`` is drawn from a PNG file
/// (`ImageReference(pngFile:)`); ``begin(indicator:title:cancellable:)`` and
/// `during(indicator:...)` show the app's own `GtkWidget` as the HUD's indicator, measured here
/// and laid out by the core where the spinner goes, title under it.
///
/// ```swift
/// let hud = GTKHUD(covering: page)
/// gtk_window_set_child(window, hud.widget)
/// let token = hud.begin(.spinner("正在处理中..."))
/// // ... later
/// hud.end(token)
/// ```
@MainActor
public final class GTKHUD: HUDFrontEnd {
  /// The overlay holding the covered widget, or nil once it has been destroyed.
  public private(set) var widget: UnsafeMutablePointer<GtkWidget>?
  /// The driver that owns the HUD's session, run on this HUD's host; ``HUDFrontEnd`` gives this
  /// class its calls (`begin`, `update(_:to:)`, `end`, `post`, `dismiss`, `touchPolicy`).
  public let driver: HUDDriver
  /// The colour scheme the app pins for the box, or nil (the default) to follow the desktop's
  /// light or dark preference as it changes.
  ///
  /// ```swift
  /// hud.theme = .dark    // always the dark palette, whatever the desktop prefers
  /// hud.theme = nil      // the desktop's again
  /// ```
  public var theme: Theme? {
    didSet {
      area.queueDraw()
      updateAppWidget()
    }
  }
  /// The colour scheme drawn now: ``theme``, or the desktop's when it is nil
  /// (GtkSettings' dark preference, a `…-dark` theme, `GTK_THEME=…:dark`, or libadwaita's style
  /// manager in an app that uses it).
  ///
  /// Read at every paint: when the preference changes GTK repaints every widget, and the app's
  /// widget slot takes the new foreground right after that paint (`DesktopThemeXTests`).
  public var resolvedTheme: Theme { theme ?? DesktopTheme.current() }
  /// The box's sizes, placement, box style (automatic, material, custom colours), minimum size
  /// and square shape (``ControlKit/HUDStyle``): the next layout uses them, at once when the HUD
  /// is on screen.
  ///
  /// The box is drawn in the box style's palette (``ControlKit/HUDBoxStyle/palette(for:)``):
  /// ``ControlKit/HUDBoxStyle/material`` is a translucent box and nothing more, as GTK 4 has no
  /// backdrop blur for a widget (no `backdrop-filter` in its CSS, no blur of what lies under a
  /// widget in GSK).
  ///
  /// ```swift
  /// var style = HUDStyle()
  /// style.placement = .top(offset: 12)
  /// style.minimumSize = Size(width: 120, height: 120)
  /// hud.style = style
  /// hud.post(.toast("Copied"))         // a toast asks for the bottom whatever the style says
  /// ```
  public var style = HUDStyle() {
    didSet {
      guard style != oldValue else { return }
      render()
    }
  }
  /// The layout last drawn (the box's frame in the overlay's coordinates), if any.
  package private(set) var layout: HUDLayout?
  /// The language of what the HUD says itself: the Cancel button's title and accessible name
  /// (at once, laid out and drawn again while it shows) and what content without a title says
  /// ("Loading", "加载中"; from the next task once the HUD is idle, see
  /// ``ControlKit/HUDDriver/setLanguage(_:)``).
  ///
  /// ```swift
  /// hud.language = .simplifiedChinese    // a shown Cancel now reads "取消"
  /// ```
  public var language: ControlLanguage {
    get { driver.language }
    set {
      guard newValue != driver.language else { return }
      driver.setLanguage(newValue)
      render()
    }
  }
  /// The HUD's opacity on screen, `0...1`.
  public var opacity: Double { driver.presentation.opacity }
  /// How many frames the GLib host's tick callback has run for (diagnostics; 0 on another host).
  package var frameCount: Int { glibHost?.frameCount ?? 0 }
  /// Called with each effect and the host's instant when it was carried out (for traces): before
  /// the event's one render, as the driver's callbacks (a trace that reads what is shown waits
  /// for the main loop's next iteration, as the demo's does).
  package var onEffect: (@MainActor (HUDEffect, ControlInstant) -> Void)?
  /// Called when a redraw shows the running spinner at a new phase (diagnostics): not for the
  /// first frame after it starts, nor once it stops.
  package var onSpinnerFrame: (@MainActor (Double) -> Void)?

  private let area: CommandDrawingArea
  private let catcher: UnsafeMutablePointer<GtkWidget>
  /// The status object screen readers hear the announcements from.
  private let announcer: UnsafeMutablePointer<GtkWidget>
  /// The Cancel button's input and accessibility (its look is the drawing list's), made the
  /// first time a task shows one (``cancelButtonWidget``): most HUDs never do, and a button at
  /// rest in every HUD is memory for nothing (`make bench-gtk`'s memory per HUD).
  private var cancelButton: UnsafeMutablePointer<GtkWidget>?
  /// The Esc key's controller, on the overlay in the capture phase.
  private let keys: OpaquePointer
  /// The Cancel button's frame as last applied, nil while hidden.
  private var shownCancelButton: Rect?
  /// The Cancel button's accessible name as last applied: the title of the layout drawn.
  private var cancelButtonLabel: String
  /// The GLib host, when the HUD runs on it (the default) rather than on an injected one.
  private let glibHost: GTKControlHost?
  /// One box for the overlay's three handlers ("map", "unmap", "destroy"), the Cancel button's
  /// "clicked", the Esc key's "key-pressed" and GtkSettings' "notify::gtk-enable-animations".
  private var hub: SignalHub?
  /// Whether the drawing area is shown, and the catcher's frame, as last applied.
  private var shownOnScreen = false
  private var shownCatcher: Rect?
  /// The spinner's phase at the last redraw, nil while it was stopped.
  private var drawnSpinnerPhase: Double?
  /// The app's own widgets (``begin(indicator:title:cancellable:)``), made on the first one.
  var widgetSlot: HUDWidgetSlot?
  /// Gives the app's widget slot the desktop's new colours after a paint found them changed
  /// (never from inside the paint: a CSS class changed while GTK snapshots restyles mid-frame).
  private lazy var themeFollower = GLibIdle { [weak self] in self?.updateAppWidget() }
  private let token = LiveObjectToken(.widgetWrapper)

  /// Lays a HUD over `content` (a widget without a parent); put ``widget`` where `content` was.
  ///
  /// - Parameters:
  ///   - content: the widget the HUD covers (without a parent yet).
  ///   - timing: the grace period, minimum show time, fades and status reading times.
  ///   - touchPolicy: which touches the HUD blocks while shown.
  ///   - theme: the box's colour scheme, or nil (the default) to follow the desktop's light or
  ///     dark preference, live (``resolvedTheme``).
  ///   - language: the language of what the HUD says for content without a title ("Loading",
  ///     "加载中"); ``ControlKit/ControlLanguage/localeEnvironment()`` gives the user's.
  ///   - host: the clock, timer and frames the HUD runs on; nil (the default) runs it on GLib's
  ///     (the widget's frame clock, announcements through its status object). Tests pass
  ///     `VirtualHost`.
  public init(
    covering content: UnsafeMutablePointer<GtkWidget>, timing: HUDTiming = HUDTiming(),
    touchPolicy: HUDTouchPolicy = .blocksBox, theme: Theme? = nil,
    language: ControlLanguage = .english, host: (any ControlHost)? = nil
  ) {
    self.theme = theme
    let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
    widget = overlay
    // The picture only: what the HUD says goes through the announcer.
    area = CommandDrawingArea(role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
    catcher = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    announcer = ck_box_new_with_role(AccessibleMapping.role(for: .status), "ck-hud-announcer")
    keys = gtk_event_controller_key_new()
    let runtimeHost: any ControlHost
    if let host {
      runtimeHost = host
      glibHost = nil
    } else {
      let glib = GTKControlHost(widget: area.widget)
      runtimeHost = glib
      glibHost = glib
    }
    // The C locale's digits for the spoken percentage, as GTKStepper shows its numbers.
    driver = HUDDriver(
      timing: timing, touchPolicy: touchPolicy, language: language,
      numberSymbols: NumberSymbols.cLocale(), host: runtimeHost)
    cancelButtonLabel = language.cancelTitle
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
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    gtk_widget_add_controller(overlay, keys)
    area.commands = { [weak self] size in self?.commands(for: size) ?? [] }
    driver.onRender = { [weak self] in self?.render() }
    driver.onEffect = { [weak self] effect in self?.report(effect) }
    glibHost?.onAnnounce = { [weak self] text in self?.announce(text) }
    let hub = SignalHub(target: self, slots: 7)
    self.hub = hub
    hub.connect(overlay, "map", .void, slot: Signal.map.rawValue)
    hub.connect(overlay, "unmap", .void, slot: Signal.unmap.rawValue)
    hub.connect(overlay, "destroy", .void, slot: Signal.destroy.rawValue)
    hub.connect(
      UnsafeMutableRawPointer(keys), "key-pressed", .keyPressed, slot: Signal.key.rawValue)
    if let drawing = area.widget {
      hub.connect(drawing, "resize", .resize, slot: Signal.resize.rawValue)
    }
    // Reduce Motion: GTK's gtk-enable-animations off turns a zoom into a fade (the core's rule).
    if let settings = AnimationSetting.settings {
      driver.reducesMotion = !AnimationSetting.isEnabled(settings)
      hub.connect(settings, AnimationSetting.changed, .notify, slot: Signal.animations.rawValue)
    }
  }

  /// The hub slots: the overlay's signals, the Cancel button's click, the Esc key, the
  /// animations setting, the drawing area's new size.
  private enum Signal: UInt8 {
    case map, unmap, destroy, cancelClicked, key, animations, resize
  }

  /// Lays a HUD over the whole of `window`: its child moves under the HUD, which becomes the
  /// window's child, so the HUD covers everything the window shows and Esc cancels from any
  /// focused widget in it.
  ///
  /// ```swift
  /// let hud = GTKHUD(over: ck_window(window))
  /// let upload = try await hud.during(.progress(0, "Uploading").cancellable()) { try await send() }
  /// ```
  ///
  /// - Parameters: as ``init(covering:timing:touchPolicy:theme:language:host:)``; the window's
  ///   child (an empty box if it has none) is what the HUD covers.
  public convenience init(
    over window: UnsafeMutablePointer<GtkWindow>, timing: HUDTiming = HUDTiming(),
    touchPolicy: HUDTouchPolicy = .blocksBox, theme: Theme? = nil,
    language: ControlLanguage = .english, host: (any ControlHost)? = nil
  ) {
    let content: UnsafeMutablePointer<GtkWidget>
    if let child = gtk_window_get_child(window) {
      // Keep the child alive while it moves from the window to the overlay.
      g_object_ref(UnsafeMutableRawPointer(child))
      gtk_window_set_child(window, nil)
      content = child
    } else {
      content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      g_object_ref_sink(UnsafeMutableRawPointer(content))
    }
    self.init(
      covering: content, timing: timing, touchPolicy: touchPolicy, theme: theme,
      language: language, host: host)
    gtk_window_set_child(window, widget)
    g_object_unref(UnsafeMutableRawPointer(content))
  }

  /// How many times GTK painted the HUD's drawing area (0 while it never appeared).
  package var drawCount: Int { area.drawCount }

  /// Whether the frame clock ticks for the HUD (fading, or a spinner on screen).
  package var isTicking: Bool { glibHost?.isTicking ?? driver.session.isTickingFrames }

  /// How many times the HUD laid its content out (`HUDLayout`): at most once per render, and
  /// again only when GTK draws it at a new size (the X tests count it).
  package private(set) var layoutCount = 0
  /// How many times the session rendered the HUD (once per reduction that changed something).
  package private(set) var renderCount = 0

  /// Reports an effect to the trace; nothing is shown from here: the session renders once after
  /// the reduction's effects, and ``render()`` lays out and shows the new state in one pass.
  private func report(_ effect: HUDEffect) {
    onEffect?(effect, driver.host.now)
  }

  // MARK: - Showing

  /// Shows the session's state in one pass, after the reduction's effects: lays the displayed
  /// content out if it or the overlay's size changed (at most once), then the area while on
  /// screen, at the presented opacity, the catcher over the blocked area, the Cancel button and
  /// the app's widget.
  private func render() {
    guard let hud = area.widget else { return }
    renderCount += 1
    let onScreen = coreState.phase.isOnScreen
    if onScreen { layOutIfNeeded() }
    if onScreen != shownOnScreen {
      gtk_widget_set_visible(hud, onScreen ? 1 : 0)
      shownOnScreen = onScreen
    }
    gtk_widget_set_opacity(hud, opacity)
    area.queueDraw()
    updateCatcher()
    updateCancelButton()
    updateAppWidget()
    let phase = driver.presentation.spinnerPhase
    if let phase, let drawn = drawnSpinnerPhase, phase != drawn { onSpinnerFrame?(phase) }
    drawnSpinnerPhase = phase
  }

  /// Announces `text` from the window where GTK has the call (4.14); before, the status object
  /// takes `text` as its name (and the progress as its description).
  ///
  /// Not from the status object: GTK sends an announcement only from an object a screen reader
  /// has already read, and none had read that one (an empty box no walk reaches by focus), so
  /// GTK 4.18 dropped every announcement and Orca 48 said neither "Saved" nor a task's title.
  /// Orca read the window when it came up. From GTK 4.14 the status role cannot be named (GTK's
  /// naming rules prohibit it, the name reads empty), so the name is the fallback only.
  private func announce(_ text: String) {
    guard let overlay = widget else { return }
    if let window = gtk_widget_get_root(overlay),
      AccessibleMapping.announce(text, on: ck_widget(UnsafeMutableRawPointer(window)))
    {
      return
    }
    let description = coreState.accessibilityElement?.value
    AccessibleMapping.setLabel(text, description: description, of: announcer)
  }

  /// Lays the displayed content out in the overlay's current size, unless ``layout`` is already
  /// that content's in that size.
  private func layOutIfNeeded() {
    guard let overlay = widget else { return }
    let container = Rect(
      x: 0, y: 0, width: Double(gtk_widget_get_width(overlay)),
      height: Double(gtk_widget_get_height(overlay)))
    layOut(in: container)
  }

  /// Lays the displayed content out in `container`, in the overlay's writing direction, unless
  /// ``layout`` is already that (the driver's rule, which counts the Cancel title too); returns
  /// whether it laid out.
  @discardableResult
  private func layOut(in container: Rect) -> Bool {
    let direction: WritingDirection =
      widget.map { gtk_widget_get_direction($0) == GTK_TEXT_DIR_RTL } == true
      ? .rightToLeft : .leftToRight
    guard
      let new = driver.newLayout(
        replacing: layout, container: container, direction: direction, style: style,
        measure: CommandDrawingArea.textMeasurer)
    else { return false }
    layout = new
    layoutCount += 1
    return true
  }

  /// Shows the catcher over the core's blocked area, if any: the whole overlay, or the box where
  /// the layout placed it (centred, at the top or the bottom, moved by its offset), at its
  /// frame's whole pixels (origin rounded down, size rounded up, so it covers the drawn box).
  ///
  /// A zoom draws the box smaller while it shows and hides; the catcher keeps the full box.
  private func updateCatcher() {
    let frame = layout.flatMap { coreState.blockedArea(layout: $0) }
    guard frame != shownCatcher else { return }
    shownCatcher = frame
    guard let frame, let layout else {
      gtk_widget_set_visible(catcher, 0)
      return
    }
    let fills = frame == layout.container
    let alignment = fills ? GTK_ALIGN_FILL : GTK_ALIGN_START
    gtk_widget_set_halign(catcher, alignment)
    gtk_widget_set_valign(catcher, alignment)
    let left = fills ? 0 : frame.minX.rounded(.down)
    let top = fills ? 0 : frame.minY.rounded(.down)
    gtk_widget_set_margin_start(catcher, gint(left))
    gtk_widget_set_margin_top(catcher, gint(top))
    gtk_widget_set_size_request(
      catcher, fills ? -1 : gint((frame.maxX - left).rounded(.up)),
      fills ? -1 : gint((frame.maxY - top).rounded(.up)))
    gtk_widget_set_visible(catcher, 1)
  }

  /// Shows the Cancel button's widget over the drawn button while the core shows one, named the
  /// title drawn (a language change renames it with the new layout).
  private func updateCancelButton() {
    if let title = layout?.cancelTitle, title != cancelButtonLabel {
      cancelButtonLabel = title
      if let cancelButton { AccessibleMapping.setLabel(title, of: cancelButton) }
    }
    let frame = coreState.cancellableToken == nil ? nil : layout?.cancelButton
    guard frame != shownCancelButton else { return }
    shownCancelButton = frame
    guard let frame else {
      if let cancelButton { gtk_widget_set_visible(cancelButton, 0) }
      return
    }
    guard let cancelButton = cancelButtonWidget else { return }
    gtk_widget_set_margin_start(cancelButton, gint(frame.minX.rounded()))
    gtk_widget_set_margin_top(cancelButton, gint(frame.minY.rounded()))
    gtk_widget_set_size_request(
      cancelButton, gint(frame.width.rounded()), gint(frame.height.rounded()))
    gtk_widget_set_visible(cancelButton, 1)
  }

  /// Shows the displayed task's own widget at the layout's indicator rect, if it has one.
  func updateAppWidget() {
    guard let widgetSlot, let overlay = widget else { return }
    let theme = resolvedTheme
    widgetSlot.follow(theme: theme, foreground: style.boxStyle.palette(for: theme).foreground)
    widgetSlot.update(
      state: coreState, layout: layout, opacity: opacity, scale: driver.presentation.scale,
      overlay: overlay)
  }

  /// The widget the task holding `token` shows in the HUD, if it began with one and the HUD has
  /// not let it go (diagnostics for the testbed).
  package func appWidget(of token: HUDToken) -> UnsafeMutablePointer<GtkWidget>? {
    widgetSlot?.widget(of: token)
  }

  /// Lays the content out again when GTK gives the drawing area (the overlay's size) a new size,
  /// and moves the catcher, the Cancel button and the app's widget there: while GTK lays out,
  /// before it paints.
  ///
  /// A HUD shown before its window was laid out (a task begun at launch) has no size at its
  /// render. It used to lay out in its first paint and move those widgets from inside it; GTK
  /// then warned "Trying to snapshot GtkBox … without a current allocation" and left them out of
  /// that frame (`HUDEarlyShowXTests`). Widgets moved here are allocated in the same frame (GTK
  /// runs its layout phase again when a widget asks for it during layout).
  private func areaResized(width: Int, height: Int) {
    guard coreState.phase.isOnScreen,
      layOut(in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    else { return }
    updateCatcher()
    updateCancelButton()
    updateAppWidget()
  }

  /// The drawing list for the overlay's size, at the frame's instant.
  private func commands(for size: Size) -> [DrawCommand] {
    // The render or the area's resize laid the content out for this size (the widgets follow
    // only from there: never moved while GTK paints).
    layOut(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
    guard let layout, coreState.displayedContent != nil else {
      drawnCommands = []
      return []
    }
    // The phase the session sampled at the frame (or event) it rendered for, on the HUD's host.
    let presentation = driver.presentation
    // The core's dimming rule: the dimming is drawn in this area, which is shown at the box's
    // opacity, and that is the dimming's whenever it dims (`HUDPresentation.dimmingOpacity`).
    let dims = presentation.dimmingOpacity > 0
    let theme = resolvedTheme
    if let widgetSlot,
      !widgetSlot.follows(theme: theme, foreground: style.boxStyle.palette(for: theme).foreground)
    {
      themeFollower.schedule()
    }
    let list = HUDDrawing.drawing(
      layout, theme: theme, spinnerPhase: presentation.spinnerPhase ?? 0, dimsBackground: dims)
    drawnCommands = Self.zoomed(list, scale: presentation.scale, layout: layout, dims: dims)
    return drawnCommands
  }

  /// `list` with the box and everything on it scaled by `scale` about the box's centre (a zoom,
  /// ``ControlKit/HUDPresentation/scale``); the dimming, the list's first command when `dims`,
  /// keeps the whole container, as MBProgressHUD's background does.
  static func zoomed(_ list: [DrawCommand], scale: Double, layout: HUDLayout, dims: Bool)
    -> [DrawCommand]
  {
    guard scale != 1 else { return list }
    let centre = layout.box.center
    return list.enumerated().map { index, command in
      dims && index == 0 ? command : command.scaled(by: scale, about: centre)
    }
  }

  /// The list the last paint drew (the layout fixture reads the frames back from it).
  package private(set) var drawnCommands: [DrawCommand] = []

  /// The Cancel button's widget (the layout fixture reads its allocation back), made on first
  /// use; nil once the HUD is destroyed.
  package var cancelButtonWidget: UnsafeMutablePointer<GtkWidget>? {
    if let cancelButton { return cancelButton }
    // Made on first use, above the HUD's other layers, hidden until a task shows it.
    guard let overlay = widget, let hub else { return nil }
    let button = gtk_button_new()
    guard let button else { return nil }
    WidgetLifetime.track(button)
    gtk_widget_add_css_class(button, "flat")
    gtk_widget_set_halign(button, GTK_ALIGN_START)
    gtk_widget_set_valign(button, GTK_ALIGN_START)
    gtk_widget_set_visible(button, 0)
    AccessibleMapping.setLabel(cancelButtonLabel, of: button)
    gtk_overlay_add_overlay(OpaquePointer(overlay), button)
    hub.connect(button, "clicked", .void, slot: Signal.cancelClicked.rawValue)
    cancelButton = button
    return button
  }

  /// The catcher's widget, over the blocked area (the layout fixture reads its allocation back).
  package var catcherWidget: UnsafeMutablePointer<GtkWidget> { catcher }

  /// Runs on "destroy": removes the timer, the tick callback and every handler.
  private func tearDown() {
    driver.invalidate()
    widgetSlot?.removeAll()
    widgetSlot = nil
    themeFollower.cancel()
    glibHost?.widgetDestroyed()
    hub?.disconnectAll()
    hub = nil
    onEffect = nil
    onSpinnerFrame = nil
    widget = nil
  }
}
extension GTKHUD: SignalHubTarget {
  /// Follows the window, and presses Cancel on a click, or on Esc while a Cancel button is shown
  /// (then the key is used; otherwise it goes on to the focused widget).
  func handleSignal(_ slot: UInt8, _ arguments: SignalArguments) -> Bool {
    switch (Signal(rawValue: slot), arguments) {
    case (.map, _): driver.isInWindow = true
    case (.unmap, _): driver.isInWindow = false
    case (.destroy, _): tearDown()
    case (.cancelClicked, _): driver.cancelPressed()
    case (.key, .keyPressed(let keyval, _)):
      return keyval == UInt32(GDK_KEY_Escape) && driver.cancelPressed()
    case (.animations, _):
      if let settings = AnimationSetting.settings {
        driver.reducesMotion = !AnimationSetting.isEnabled(settings)
      }
    case (.resize, .resize(let width, let height)): areaResized(width: width, height: height)
    case (.key, _), (.resize, _), (nil, _): break
    }
    return false
  }
}
#endif
