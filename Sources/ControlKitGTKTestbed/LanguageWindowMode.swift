#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// `--language-window`: a window in the locale environment's language (issue 37), for
/// `LanguageXTests` to read over AT-SPI.
///
/// Everything takes ``ControlKit/ControlLanguage/localeEnvironment()``: a `GTKStepper` named
/// "Quantity" at 3 in `0...10` (and one named "Relabelled" made in English and given the
/// language once shown), a `GTKArcStepper` at 5 of 10 with no label of its own, a second
/// one made in English and given the language (`driver.configuration`) once shown, a `GTKHUD`
/// over a page showing a cancellable spinner with no title, and a second one made in English,
/// showing a cancellable spinner titled "Relabelled", given the language (`language`) once shown.
/// Once the HUDs are shown (the window laid out) and the second has drawn its Cancel in the new
/// language (or the wait for it gave up), it prints one line:
///
/// `language-window language=ar direction=rtl decrement=x,y,w,h field=… increment=… arc=…
/// arc-label-text=5/10 arc-label=x,y,w,h relabelled-cancel=ألغِ arc-name=القيمة
/// arc-value=5 من 10 خطوات`
///
/// `relabelled-cancel` is the Cancel title the second HUD last painted (its drawing list's).
/// with each part's bounds in the window, GTK's direction for the stepper, and the label box of
/// the arc stepper's own drawing list (in the arc stepper's coordinates); the last field runs to
/// the end of the line. The window stays up for ``holdFor`` (the reader kills it sooner).
@MainActor
enum LanguageWindowMode {
  /// The window's title, as the AT-SPI probe finds it.
  static let title = "ControlKit language testbed"

  /// How long the window stays up for a reader once the line is printed.
  static let holdFor: Duration = .seconds(150)

  /// Builds the window, waits until it is laid out before the HUD shows (a HUD shown before its
  /// overlay has a size lays out again in its first draw: the README's widget notes), prints the
  /// line once the HUD is shown and keeps the window up; false if it never got there.
  static func run() -> Bool {
    let language = ControlLanguage.localeEnvironment()
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    gtk_window_set_title(ck_window(window), title)
    gtk_window_set_default_size(ck_window(window), 420, 620)
    let column: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
    let configuration =
      (try? StepperConfiguration(range: 0...10, step: 1, label: "Quantity", language: language))
      ?? .default
    let stepper = GTKStepper(value: 3, configuration: configuration)
    // Made in English, given the language once shown: its buttons are named again.
    let english =
      (try? StepperConfiguration(range: 0...10, step: 1, label: "Relabelled")) ?? .default
    let relabelledStepper = GTKStepper(value: 3, configuration: english)
    let arcConfiguration =
      (try? ArcStepperConfiguration(stepCount: 10, initialStep: 5, language: language)) ?? .article
    let arc = GTKArcStepper(configuration: arcConfiguration)
    // Made in English, then given the locale's language: its name and value are rewritten.
    let relabelled = GTKArcStepper(
      configuration: (try? ArcStepperConfiguration(stepCount: 10, initialStep: 5)) ?? .article)
    if let widget = relabelled.widget { gtk_widget_set_size_request(widget, 80, 80) }
    let page: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
    gtk_widget_set_size_request(page, 400, 200)
    gtk_box_append(ck_box(page), gtk_label_new("Page"))
    let hud = GTKHUD(covering: page, timing: HUDTiming(gracePeriod: .zero), language: language)
    // Made in English and given the language once shown: its Cancel is laid out, drawn and
    // named again at once (the driver's relayout rule counts the Cancel title).
    let secondPage: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
    gtk_widget_set_size_request(secondPage, 400, 160)
    let relabelledHUD = GTKHUD(covering: secondPage, timing: HUDTiming(gracePeriod: .zero))
    for part in [
      stepper.widget, relabelledStepper.widget, arc.widget, relabelled.widget, hud.widget,
      relabelledHUD.widget,
    ] {
      if let part { gtk_box_append(ck_box(column), part) }
    }
    gtk_window_set_child(ck_window(window), column)
    var shown = 0
    for each in [hud, relabelledHUD] {
      each.onEffect = { effect, _ in
        if case .shown = effect { shown += 1 }
      }
    }
    gtk_window_present(ck_window(window))
    guard let overlay = hud.widget,
      HUDWidgetCheck.settle({
        gtk_widget_get_mapped(overlay) != 0 && gtk_widget_get_width(overlay) > 0
      })
    else { return false }
    _ = hud.begin(HUDContent.spinner().cancellable())
    _ = relabelledHUD.begin(HUDContent.spinner("Relabelled").cancellable())
    guard HUDWidgetCheck.settle({ shown == 2 }) else { return false }
    relabelledHUD.language = language
    _ = HUDWidgetCheck.settle { drawnCancel(relabelledHUD) == language.cancelTitle }
    // Shown (so rendered at step 5 in English) before its language changes.
    relabelled.driver.configuration = arcConfiguration
    relabelledStepper.configuration =
      (try? english.replacing(language: language)) ?? english
    HUDWidgetCheck.drain()
    emit(
      line(
        language: language, stepper: stepper, arc: arc, window: window,
        relabelledCancel: drawnCancel(relabelledHUD)))
    MainLoopRunner.run(for: holdFor)
    return true
  }

  /// The line described above.
  private static func line(
    language: ControlLanguage, stepper: GTKStepper, arc: GTKArcStepper,
    window: UnsafeMutablePointer<GtkWidget>, relabelledCancel: String
  ) -> String {
    let direction =
      stepper.widget.map { gtk_widget_get_direction($0) == GTK_TEXT_DIR_RTL } == true
      ? "rtl" : "ltr"
    let label = arc.drawingList().lazy.compactMap { command -> TextBox? in
      if case .text(let box) = command { return box }
      return nil
    }.first
    return "language-window language=\(language.languageTag) direction=\(direction)"
      + " decrement=\(frame(stepper.decrementButton.widget, in: window))"
      + " field=\(frame(stepper.field, in: window))"
      + " increment=\(frame(stepper.incrementButton.widget, in: window))"
      + " arc=\(frame(arc.widget, in: window))"
      + " arc-label-text=\(label?.text ?? "none")"
      + " arc-label=\(label.map { text($0.frame) } ?? "none")"
      + " relabelled-cancel=\(relabelledCancel)"
      + " arc-name=\(arc.label) arc-value=\(arc.coreState.accessibilityValueText)"
  }

  /// The Cancel title `hud` last painted: the last text of its drawing list, "none" without a
  /// Cancel button.
  private static func drawnCancel(_ hud: GTKHUD) -> String {
    guard hud.layout?.cancelButton != nil,
      case .text(let box)? = hud.drawnCommands.last
    else { return "none" }
    return box.text
  }

  /// `x,y,w,h` of `rect`, rounded.
  private static func text(_ rect: Rect) -> String {
    "\(Int(rect.minX.rounded())),\(Int(rect.minY.rounded())),\(Int(rect.width.rounded())),"
      + "\(Int(rect.height.rounded()))"
  }

  /// `x,y,w,h` of `widget` in `window`'s coordinates ("none" without bounds).
  private static func frame(
    _ widget: UnsafeMutablePointer<GtkWidget>?, in window: UnsafeMutablePointer<GtkWidget>
  ) -> String {
    var bounds = graphene_rect_t()
    guard let widget, gtk_widget_compute_bounds(widget, window, &bounds) != 0 else {
      return "none"
    }
    return text(
      Rect(
        x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
        height: Double(bounds.size.height)))
  }
}
#endif
