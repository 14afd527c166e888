#if GTK
import CGtk
import ControlKit
import ControlKitCairo
import ControlKitGTK
import ControlKitGallery
import Foundation

// The `--trace` lines.
extension DemoSession {
  // MARK: - Trace

  func arcChanged(to value: Int, source: ArcStepperChangeSource) {
    if let arcValueLabel { gtk_label_set_text(OpaquePointer(arcValueLabel), valueText(value)) }
    emit("arc value=\(value) source=\(source)")
  }

  func traceHUD(_ effect: HUDEffect, at instant: ControlInstant) {
    guard trace else { return }
    pendingHUDTrace.append((effect, instant))
    hudTrace.schedule()
  }

  /// Writes the lines of the HUD effects traced since the last call, reading the state they left.
  func flushHUDTrace() {
    let effects = pendingHUDTrace
    pendingHUDTrace = []
    for (effect, instant) in effects { emitHUDLine(effect, at: instant) }
  }

  private func emitHUDLine(_ effect: HUDEffect, at instant: ControlInstant) {
    guard let hud else { return }
    var line =
      "hud effect=\(effectName(effect)) t=\(instant.milliseconds) "
      + "phase=\(phaseName(hud.coreState.phase)) spinner-ticking=\(hud.isTicking) "
      + "spinner-ticks=\(hud.frameCount) draws=\(hud.drawCount)"
    if case .shown = effect, let box = hud.layout?.box, let overlay = hud.widget {
      let origin = windowPoint(of: overlay)
      line +=
        " box-x=\(origin.x + Int(box.minX)) box-y=\(origin.y + Int(box.minY))"
        + " box-width=\(Int(box.width)) box-height=\(Int(box.height))"
    }
    emit(line)
  }

  func traceSpinner(_ phase: Double) {
    guard trace, let hud else { return }
    emit(
      "hud spinner-tick n=\(hud.frameCount) phase=\(phase) "
        + "phase-name=\(phaseName(hud.coreState.phase)) opacity=\(hud.opacity)")
  }

  func traceLayout() {
    guard trace else { return }
    for (name, widget) in named {
      let origin = windowPoint(of: widget)
      emit(
        "layout name=\(name) x=\(origin.x) y=\(origin.y) "
          + "width=\(gtk_widget_get_width(widget)) height=\(gtk_widget_get_height(widget))")
    }
    emit("arc-config steps=\(arc?.coreState.stepCount ?? 0) value=\(arc?.value ?? 0)")
    // What a screen reader hears, in the demo's language.
    if let arc {
      let element = arc.coreState.accessibilityElement(label: arc.label)
      emit("a11y name=arc value=\(element.value ?? "")")
    }
    if let cart = cartStepper {
      emit("a11y name=cart hint=\(cart.coreState.accessibilityElement().hint ?? "")")
    }
    // The price as the field shows it, in the C locale's symbols (issue 34).
    if let priceBar { emit("text name=price text=\(priceBar.text)") }
    emit("ready title=\(Self.title.replacingOccurrences(of: " ", with: "_"))")
  }

  /// The widget's top-left corner in the X window's pixels (including any client-side
  /// decoration around the window's content).
  func windowPoint(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Int, y: Int) {
    guard let window else { return (0, 0) }
    var x = 0.0
    var y = 0.0
    _ = ck_widget_translate_point(widget, window, 0, 0, &x, &y)
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(OpaquePointer(window), &surfaceX, &surfaceY)
    return (Int((x + surfaceX).rounded()), Int((y + surfaceY).rounded()))
  }

  func effectName(_ effect: HUDEffect) -> String {
    switch effect {
    case .displayedContentChanged: "displayedContentChanged"
    case .beginShowAnimation: "beginShowAnimation"
    case .beginHideAnimation: "beginHideAnimation"
    case .shown: "shown"
    case .hidden: "hidden"
    case .startSpinner: "startSpinner"
    case .stopSpinner: "stopSpinner"
    case .announce(let text): "announce text=\(text.replacingOccurrences(of: " ", with: "_"))"
    case .scheduleTimer(let at): "scheduleTimer at=\(at.milliseconds)"
    case .cancelTimer: "cancelTimer"
    case .cancelTask(let token): "cancelTask token=\(token.rawValue)"
    case .playHaptic(let haptic): "playHaptic haptic=\(haptic.rawValue)"
    case .sampleProgress: "sampleProgress"
    }
  }

  func phaseName(_ phase: HUDPhase) -> String {
    switch phase {
    case .hidden: "hidden"
    case .pendingGrace: "pendingGrace"
    case .showing: "showing"
    case .visible: "visible"
    case .hiding: "hiding"
    }
  }

  func emit(_ line: String) {
    guard trace else { return }
    print(line)
    fflush(nil)  // nil: every stream, so the reading test sees the line at once
  }

  func now() -> Int64 { MonotonicClock.now().milliseconds }
}
#endif
