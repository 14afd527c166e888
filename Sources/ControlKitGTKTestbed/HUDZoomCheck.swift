#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting

/// `--hud-zoom-check`: a mapped `GTKHUD` with `HUDTiming(animation: .zoom)` on `VirtualHost`
/// paints its box at the core's ``HUDPresentation/scale`` about the box's centre, and GTK's
/// `gtk-enable-animations` turned off (as GNOME's Reduce Animation does) reaches the driver's
/// `reducesMotion` through GtkSettings' notify, so the next show only fades.
///
/// Half-way through the fade-in (6 of 12 virtual frames) the painted box is the layout's box
/// scaled by the presentation's scale (below 1), the title's font scaled alike; once visible
/// the box is the layout's. With animations off the same moment paints the full box (scale 1)
/// at the fade's opacity. Prints one `hud-zoom-check ...` line.
@MainActor
enum HUDZoomCheck {
  static let settleLimit: Duration = .seconds(10)

  /// What one show looked like half-way through its fade-in and once visible.
  struct Sample {
    var scale = 1.0
    var opacity = 0.0
    var drawnBox: Rect?
    var expectedBox: Rect?
    var titleSize: Double?
    var visibleBox: Rect?
    var layoutBox: Rect?
  }

  static func run() -> Bool {
    MainQueueBridge.install()
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    let page: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_size_request(page, 480, 360)
    let host = VirtualHost()
    let hud = GTKHUD(covering: page, timing: HUDTiming(animation: .zoom), host: host)
    guard let overlay = hud.widget, let settings = AnimationSetting.settings else { return false }
    let animationsAtStart = AnimationSetting.isEnabled(settings)
    let reducesAtStart = hud.driver.reducesMotion
    gtk_window_set_child(ck_window(window), overlay)
    gtk_window_present(ck_window(window))
    let mapped = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
    ) { gtk_widget_get_mapped(overlay) != 0 && gtk_widget_get_width(overlay) > 0 }

    let zoomed = show(hud, host: host)
    AnimationSetting.setEnabled(false, on: settings)
    let reducesWhenOff = hud.driver.reducesMotion
    let faded = show(hud, host: host)
    AnimationSetting.setEnabled(true, on: settings)
    let reducesWhenOn = hud.driver.reducesMotion

    let zoomPassed =
      zoomed.scale > HUDAnimation.zoomedOutScale && zoomed.scale < 1
      && zoomed.drawnBox == zoomed.expectedBox && zoomed.drawnBox != zoomed.layoutBox
      && zoomed.titleSize == HUDStyle.defaultTitleFontSize * zoomed.scale
      && zoomed.visibleBox == zoomed.layoutBox
    let reducePassed =
      reducesWhenOff && !reducesWhenOn && faded.scale == 1 && faded.opacity < 1
      && faded.drawnBox == faded.layoutBox
      && faded.titleSize == HUDStyle.defaultTitleFontSize
    let passed = mapped && animationsAtStart && !reducesAtStart && zoomPassed && reducePassed
    emit(
      "hud-zoom-check mapped=\(mapped) animations-at-start=\(animationsAtStart) "
        + "reduces-at-start=\(reducesAtStart) zoom-scale=\(zoomed.scale) "
        + "zoom-opacity=\(zoomed.opacity) zoom-box=\(HUDOptionsCheck.describe(zoomed.drawnBox)) "
        + "zoom-expected-box=\(HUDOptionsCheck.describe(zoomed.expectedBox)) "
        + "layout-box=\(HUDOptionsCheck.describe(zoomed.layoutBox)) "
        + "zoom-title-size=\(zoomed.titleSize ?? 0) "
        + "visible-box=\(HUDOptionsCheck.describe(zoomed.visibleBox)) zoom-passed=\(zoomPassed) "
        + "reduces-when-off=\(reducesWhenOff) reduces-when-on=\(reducesWhenOn) "
        + "reduced-scale=\(faded.scale) reduced-opacity=\(faded.opacity) "
        + "reduced-box=\(HUDOptionsCheck.describe(faded.drawnBox)) "
        + "reduced-title-size=\(faded.titleSize ?? 0) reduce-passed=\(reducePassed) "
        + "passed=\(passed)")
    gtk_window_destroy(ck_window(window))
    while g_main_context_iteration(nil, 0) != 0 {}
    return passed
  }

  /// Begins a task, samples the paint half-way through the fade-in and once visible, ends it
  /// and waits until the HUD is hidden.
  private static func show(_ hud: GTKHUD, host: VirtualHost) -> Sample {
    var sample = Sample()
    let token = hud.begin(.spinner("Loading"))
    host.advance(by: HUDTiming.defaultGracePeriod)
    host.advance(by: FrameRate.interval * 6)
    paint(hud)
    sample.scale = hud.driver.presentation.scale
    sample.opacity = hud.opacity
    sample.drawnBox = box(in: hud.drawnCommands)
    sample.titleSize =
      hud.drawnCommands.lazy.compactMap { command -> Double? in
        if case .text(let text) = command { return text.font.size }
        return nil
      }.first
    if let layout = hud.layout {
      sample.layoutBox = layout.box
      sample.expectedBox = box(
        in: [
          DrawCommand.roundedRect(layout.box, cornerRadius: 0, fill: nil, stroke: nil)
            .scaled(by: sample.scale, about: layout.box.center)
        ])
    }
    host.advance(by: FrameRate.interval * 12)
    paint(hud)
    sample.visibleBox = box(in: hud.drawnCommands)
    hud.end(token)
    host.advance(by: .seconds(2))
    while g_main_context_iteration(nil, 0) != 0 {}
    return sample
  }

  /// Waits for GTK to paint the HUD's area again.
  private static func paint(_ hud: GTKHUD) {
    let before = hud.drawCount
    _ = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
    ) { hud.drawCount > before }
  }

  /// The first rounded rectangle of `list`: the box (no dimming under `.blocksBox`).
  private static func box(in list: [DrawCommand]) -> Rect? {
    list.lazy.compactMap { command -> Rect? in
      if case .roundedRect(let rect, _, _, _) = command { return rect }
      return nil
    }.first
  }
}
#endif
