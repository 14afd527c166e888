// The GTK demo exists only where ControlKitGTK is built (Linux; see Package.swift). This is the
// executable's one platform check: elsewhere `controlkit` has no `demo` subcommand.
import ArgumentParser

#if canImport(ControlKitGTK)
  import CGtk
  import ControlKit
  import ControlKitCairo
  import ControlKitGallery
  import ControlKitGTK
  import Foundation

  /// The subcommands that need GTK.
  let platformSubcommands: [any ParsableCommand.Type] = [DemoCommand.self]

  /// `controlkit demo`: one GTK window with every control.
  ///
  /// With `--trace` it prints one `key=value` line per thing that happens (widget frames in
  /// window pixels, value changes, every HUD effect, every spinner frame) so the X tests can
  /// follow it.
  struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "demo",
      abstract: "Open a GTK window with every control (needs a display).",
      discussion: """
        HUD buttons run a fast task (300 ms: under the 500 ms grace period, nothing shows), a slow \
        task (2 s), two overlapping tasks, an upload with progress and a success status.
        """
    )

    @Flag(name: .long, help: "Print machine-readable state lines on standard output.")
    var trace = false

    @Option(name: .long, help: "An image file for the circle image (default: a generated photo).")
    var image: String?

    func run() throws {
      let trace = trace
      let image = image
      let status = MainActor.assumeIsolated {
        Session.run(trace: trace, imagePath: image)
      }
      if status != 0 { throw ExitCode(status) }
    }
  }

  extension DemoCommand {
    /// The running demo: its widgets, the HUD's tasks and the trace.
    @MainActor
    final class Session {
      /// The window title (the X tests find the window by it).
      static let title = "ControlKit demo"
      /// The window's default size in pixels.
      static let size = (width: Int32(720), height: Int32(560))
      /// The fast task's length: under the HUD's grace period, so the HUD never shows.
      static let fastTask: Duration = .milliseconds(300)
      /// The slow task's length.
      static let slowTask: Duration = .seconds(2)
      /// The overlapping tasks: A runs 0–1.5 s, B runs 0.8–2.5 s.
      static let overlapA: Duration = .milliseconds(1500)
      static let overlapBStart: Duration = .milliseconds(800)
      static let overlapBLength: Duration = .milliseconds(1700)
      /// The upload's length and how often its progress is updated.
      static let upload: Duration = .seconds(2)
      static let uploadTick: Duration = .milliseconds(100)
      /// How long after mapping the window the widget frames are printed (after the first frame).
      static let layoutDelay: Duration = .milliseconds(300)
      /// The window's colours come from the GTK theme (light or dark); the arc's card is a flat
      /// colour, so screenshot probes there are exact.
      static let css = """
        .ck-arc-card { background: #48484a; border-radius: 16px; }
        label.ck-heading { font-weight: bold; font-size: 15pt; }
        """

      let trace: Bool
      let imagePath: String
      var window: UnsafeMutablePointer<GtkWidget>?
      var hud: GTKHUD?
      var arc: GTKArcStepper?
      var circle: GTKCircleImage?
      var cartStepper: GTKStepper?
      var priceBar: GTKStepper?
      /// The price the edit bar's owner keeps: the bar only reports intents (the article's
      /// "UI emits events, data drives UI").
      var price = FixedDecimal(units: 50, scale: 1)
      var arcValueLabel: UnsafeMutablePointer<GtkWidget>?
      var policyButton: UnsafeMutablePointer<GtkWidget>?
      var named: [(String, UnsafeMutablePointer<GtkWidget>)] = []
      var timers: [Int: GLibTimer] = [:]
      var nextTimer = 0
      var connections: [SignalConnection] = []

      init(trace: Bool, imagePath: String) {
        self.trace = trace
        self.imagePath = imagePath
      }

      /// Runs the GTK application until its window closes; returns the exit status.
      static func run(trace: Bool, imagePath: String?) -> Int32 {
        let generated = imagePath == nil ? samplePhoto() : nil
        defer { if let generated { try? FileManager.default.removeItem(atPath: generated) } }
        guard let path = imagePath ?? generated else {
          FileHandle.standardError.write(Data("controlkit demo: cannot write the photo\n".utf8))
          return 1
        }
        MainQueueBridge.install()
        let session = Session(trace: trace, imagePath: path)
        let app: UnsafeMutablePointer<GtkApplication> = gtk_application_new(
          "org.controlkit.Demo", G_APPLICATION_NON_UNIQUE)
        let activate = SignalConnection.connect(app, "activate") { session.present(app) }
        let status = g_application_run(ck_application(app), 0, nil)
        activate.disconnect()
        g_object_unref(app)
        return status
      }

      /// Writes the gallery's generated photo to the temporary directory.
      static func samplePhoto() -> String? {
        let path = NSTemporaryDirectory() + "controlkit-demo-photo-\(getpid()).png"
        guard let png = try? GallerySamplePhoto.square.pixels()?.pngData() else { return nil }
        return FileManager.default.createFile(atPath: path, contents: Data(png)) ? path : nil
      }

      // MARK: - Window

      func present(_ app: UnsafeMutablePointer<GtkApplication>) {
        let provider: UnsafeMutablePointer<GtkCssProvider> = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, Self.css, -1)
        gtk_style_context_add_provider_for_display(
          gdk_display_get_default(), OpaquePointer(provider),
          guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))

        let window: UnsafeMutablePointer<GtkWidget> = gtk_application_window_new(app)
        self.window = window
        gtk_window_set_title(ck_window(window), Self.title)
        gtk_window_set_default_size(ck_window(window), Self.size.width, Self.size.height)
        gtk_widget_add_css_class(window, "ck-demo")

        let page = box(vertical: true, spacing: 14)
        for side in [GTK_POS_TOP, GTK_POS_BOTTOM, GTK_POS_LEFT, GTK_POS_RIGHT] {
          setMargin(page, side, 20)
        }
        gtk_box_append(ck_box(page), heading("ControlKit demo"))
        gtk_box_append(ck_box(page), heading("Steppers"))
        gtk_box_append(ck_box(page), steppersRow())
        gtk_box_append(ck_box(page), controlsRow())
        gtk_box_append(ck_box(page), heading("Loading HUD"))
        gtk_box_append(ck_box(page), hudButtons())

        let hud = GTKHUD(covering: page)
        self.hud = hud
        hud.onEffect = { [weak self] effect, instant in self?.traceHUD(effect, at: instant) }
        hud.onSpinnerFrame = { [weak self] phase in self?.traceSpinner(phase) }
        if let overlay = hud.widget {
          gtk_window_set_child(ck_window(window), overlay)
          named.append(("hud", overlay))
        }
        connections.append(
          SignalConnection.connect(window, "map") { [weak self] in
            self?.after(Self.layoutDelay) { self?.traceLayout() }
          })
        gtk_window_present(ck_window(window))
      }

      /// The article's two steppers: a shopping-cart quantity (self-managed, cart mode hides −
      /// at 0) and the price edit bar 0.1 … 9.9 in controlled mode, whose owner is this demo.
      private func steppersRow() -> UnsafeMutablePointer<GtkWidget> {
        let row = box(vertical: false, spacing: 32)
        let cartColumn = box(vertical: true, spacing: 6)
        gtk_box_append(ck_box(cartColumn), caption("Cart quantity (hold ±, type, keys, wheel)"))
        let cart = GTKStepper(value: 0, configuration: Self.cartConfiguration)
        cartStepper = cart
        cart.onValueChanged = { [weak self] value, source in
          self?.emit("stepper name=cart value=\(value) source=\(source)")
        }
        cart.onInteractionEnded = { [weak self] value in
          self?.emit("stepper name=cart interaction-ended value=\(value)")
        }
        if let widget = cart.widget {
          gtk_box_append(ck_box(cartColumn), widget)
          named.append(("cart-stepper", widget))
          if let plus = cart.incrementButton.widget { named.append(("cart-plus", plus)) }
          if let field = cart.field { named.append(("cart-field", field)) }
        }
        gtk_box_append(ck_box(row), cartColumn)

        let priceColumn = box(vertical: true, spacing: 6)
        gtk_box_append(
          ck_box(priceColumn), caption("Price bar 0.1 … 9.9 (controlled by its owner)"))
        let bar = GTKStepper(
          value: price, configuration: Self.priceConfiguration, mode: .controlled)
        priceBar = bar
        // The owner agrees with the stepper's own rules: it takes each proposed value (stepped,
        // clamped, snapped, empty text as the minimum) and shows it.
        bar.onValueProposed = { [weak self] value, _ in self?.setPrice(value) }
        if let widget = bar.widget {
          gtk_box_append(ck_box(priceColumn), widget)
          named.append(("price-bar", widget))
          if let plus = bar.incrementButton.widget { named.append(("price-plus", plus)) }
          if let minus = bar.decrementButton.widget { named.append(("price-minus", minus)) }
          if let field = bar.field { named.append(("price-field", field)) }
        }
        gtk_box_append(ck_box(row), priceColumn)
        return row
      }

      /// The owner's data changes, and the bar shows it.
      private func setPrice(_ proposed: FixedDecimal) {
        price = proposed
        priceBar?.setValue(price)
        emit("stepper name=price value=\(price)")
      }

      static let cartConfiguration =
        (try? StepperConfiguration(minimum: 0, maximum: 99, step: 1, hidesDecrementAtMinimum: true))
        ?? .default
      static let priceConfiguration =
        (try? StepperConfiguration(
          minimum: FixedDecimal(units: 1, scale: 1), maximum: FixedDecimal(units: 99, scale: 1),
          step: FixedDecimal(units: 1, scale: 1))) ?? .default

      private func controlsRow() -> UnsafeMutablePointer<GtkWidget> {
        let row = box(vertical: false, spacing: 32)
        let arcColumn = box(vertical: true, spacing: 6)
        gtk_box_append(ck_box(arcColumn), caption("Arc stepper (drag, or Up/Down/Home/End)"))
        let arc = GTKArcStepper(label: "Volume", theme: .dark)
        self.arc = arc
        let valueLabel: UnsafeMutablePointer<GtkWidget> = gtk_label_new(valueText(arc.value))
        arcValueLabel = valueLabel
        arc.onValueChanged = { [weak self] value, source in
          self?.arcChanged(to: value, source: source)
        }
        arc.onInteractionEnded = { [weak self] value in
          self?.emit("arc interaction-ended value=\(value)")
        }
        arc.onLimitReached = { [weak self] limit in self?.emit("arc limit=\(limit)") }
        if let widget = arc.widget {
          gtk_widget_set_size_request(widget, 200, 200)
          gtk_widget_add_css_class(widget, "ck-arc-card")
          gtk_widget_set_halign(widget, GTK_ALIGN_START)
          gtk_box_append(ck_box(arcColumn), widget)
          named.append(("arc", widget))
        }
        gtk_box_append(ck_box(arcColumn), valueLabel)
        gtk_box_append(ck_box(row), arcColumn)

        let circleColumn = box(vertical: true, spacing: 6)
        gtk_box_append(ck_box(circleColumn), caption("Circle image"))
        let circle = GTKCircleImage(
          path: imagePath, description: "A sun setting over two green hills",
          style: CircleImageStyle(border: CircleImageBorder(width: 4, color: .white)))
        self.circle = circle
        if let widget = circle.widget {
          gtk_widget_set_size_request(widget, 160, 160)
          gtk_widget_set_halign(widget, GTK_ALIGN_START)
          gtk_widget_set_valign(widget, GTK_ALIGN_START)
          gtk_box_append(ck_box(circleColumn), widget)
          named.append(("circle", widget))
        }
        gtk_box_append(ck_box(row), circleColumn)
        return row
      }

      private func hudButtons() -> UnsafeMutablePointer<GtkWidget> {
        let row = box(vertical: false, spacing: 8)
        let buttons: [(String, String, @MainActor (Session) -> Void)] = [
          ("fast", "Fast task (300 ms)", { $0.runFastTask() }),
          ("slow", "Slow task (2 s)", { $0.runSlowTask() }),
          ("overlap", "Two overlapping tasks", { $0.runOverlappingTasks() }),
          ("upload", "Upload (progress)", { $0.runUpload() }),
          ("success", "Success", { $0.hud?.post(.success("Saved")) }),
          ("policy", policyText(.blocksBox), { $0.cyclePolicy() }),
        ]
        for (name, label, action) in buttons {
          let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new_with_label(label)
          connections.append(
            SignalConnection.connect(button, "clicked") { [weak self] in
              guard let self else { return }
              self.emit("clicked name=\(name)")
              action(self)
            })
          if name == "policy" { policyButton = button }
          gtk_box_append(ck_box(row), button)
          named.append((name, button))
        }
        return row
      }

      // MARK: - HUD tasks

      private func runTask(
        _ name: String, _ content: HUDContent, for length: Duration,
        progress: (@MainActor (Double) -> Void)? = nil
      ) {
        guard let hud else { return }
        let token = hud.begin(content)
        emit("hud task=began name=\(name) token=\(token.rawValue) t=\(now())")
        after(length) { [weak self] in
          guard let self, let hud = self.hud else { return }
          self.emit("hud task=ending name=\(name) token=\(token.rawValue)")
          hud.end(token)
          self.emit(
            "hud task=ended name=\(name) token=\(token.rawValue) t=\(self.now()) "
              + "draws=\(hud.drawCount) spinner-ticks=\(hud.frameCount) "
              + "phase=\(self.phaseName(hud.controller.phase))")
        }
      }

      func runFastTask() {
        runTask("fast", .spinner("Quick save"), for: Self.fastTask)
      }

      func runSlowTask() {
        runTask("slow", .spinner("正在处理中..."), for: Self.slowTask)
      }

      func runOverlappingTasks() {
        runTask("overlap-a", .spinner("Task A"), for: Self.overlapA)
        after(Self.overlapBStart) { [weak self] in
          self?.runTask("overlap-b", .spinner("Task B"), for: Self.overlapBLength)
        }
      }

      func runUpload() {
        guard let hud else { return }
        let token = hud.begin(.progress(0, "Uploading"))
        emit("hud task=began name=upload token=\(token.rawValue) t=\(now())")
        let steps = Int(Self.upload / Self.uploadTick)
        for step in 1...steps {
          after(Self.uploadTick * step) { [weak self] in
            guard let hud = self?.hud else { return }
            if step == steps {
              hud.end(token)
              self?.emit("hud task=ended name=upload token=\(token.rawValue)")
            } else {
              hud.update(token, .progress(Double(step) / Double(steps), "Uploading"))
            }
          }
        }
      }

      func cyclePolicy() {
        guard let hud else { return }
        let all = HUDTouchPolicy.allCases
        let index = all.firstIndex(of: hud.touchPolicy).map { ($0 + 1) % all.count } ?? 0
        hud.touchPolicy = all[index]
        if let policyButton {
          gtk_button_set_label(ck_button(policyButton), policyText(all[index]))
        }
        emit("hud policy=\(all[index].rawValue)")
      }

      private func policyText(_ policy: HUDTouchPolicy) -> String {
        switch policy {
        case .blocksAll: "Touches: blocks all"
        case .blocksBox: "Touches: blocks box"
        case .passesThrough: "Touches: pass through"
        }
      }

      // MARK: - Trace

      private func arcChanged(to value: Int, source: ArcStepperChangeSource) {
        if let arcValueLabel { gtk_label_set_text(OpaquePointer(arcValueLabel), valueText(value)) }
        emit("arc value=\(value) source=\(source)")
      }

      private func traceHUD(_ effect: HUDEffect, at instant: ControlInstant) {
        guard trace, let hud else { return }
        var line =
          "hud effect=\(effectName(effect)) t=\(instant.milliseconds) "
          + "phase=\(phaseName(hud.controller.phase)) spinner-ticking=\(hud.isTicking) "
          + "spinner-ticks=\(hud.frameCount) draws=\(hud.drawCount)"
        if case .shown = effect, let box = hud.layout?.box, let overlay = hud.widget {
          let origin = windowPoint(of: overlay)
          line +=
            " box-x=\(origin.x + Int(box.minX)) box-y=\(origin.y + Int(box.minY))"
            + " box-width=\(Int(box.width)) box-height=\(Int(box.height))"
        }
        emit(line)
      }

      private func traceSpinner(_ phase: Double) {
        guard trace, let hud else { return }
        emit(
          "hud spinner-tick n=\(hud.frameCount) phase=\(phase) "
            + "phase-name=\(phaseName(hud.controller.phase)) opacity=\(hud.opacity)")
      }

      private func traceLayout() {
        guard trace else { return }
        for (name, widget) in named {
          let origin = windowPoint(of: widget)
          emit(
            "layout name=\(name) x=\(origin.x) y=\(origin.y) "
              + "width=\(gtk_widget_get_width(widget)) height=\(gtk_widget_get_height(widget))")
        }
        emit("arc-config steps=\(arc?.state.stepCount ?? 0) value=\(arc?.value ?? 0)")
        emit("ready title=\(Self.title.replacingOccurrences(of: " ", with: "_"))")
      }

      /// The widget's top-left corner in the X window's pixels (including any client-side
      /// decoration around the window's content).
      private func windowPoint(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Int, y: Int) {
        guard let window else { return (0, 0) }
        var x = 0.0
        var y = 0.0
        _ = gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window), &surfaceX, &surfaceY)
        return (Int((x + surfaceX).rounded()), Int((y + surfaceY).rounded()))
      }

      private func effectName(_ effect: HUDEffect) -> String {
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
        }
      }

      private func phaseName(_ phase: HUDPhase) -> String {
        switch phase {
        case .hidden: "hidden"
        case .pendingGrace: "pendingGrace"
        case .showing: "showing"
        case .visible: "visible"
        case .hiding: "hiding"
        }
      }

      private func emit(_ line: String) {
        guard trace else { return }
        print(line)
        fflush(nil)  // nil: every stream, so the reading test sees the line at once
      }

      private func now() -> Int64 { MonotonicClock.now().milliseconds }

      // MARK: - Helpers

      /// Runs `action` once after `delay` on a GLib timer.
      private func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) {
        let id = nextTimer
        nextTimer += 1
        let timer = GLibTimer { [weak self] _ in
          self?.timers[id] = nil
          action()
        }
        timers[id] = timer
        timer.schedule(at: MonotonicClock.now().advanced(by: delay))
      }

      private func valueText(_ value: Int) -> String { "Value: \(value) of 10" }

      private func box(vertical: Bool, spacing: Int32) -> UnsafeMutablePointer<GtkWidget> {
        gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)
      }

      private func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(text)
        gtk_widget_add_css_class(label, "ck-heading")
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        return label
      }

      private func caption(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(text)
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        return label
      }

      private func setMargin(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ side: GtkPositionType, _ margin: Int32
      ) {
        switch side {
        case GTK_POS_TOP: gtk_widget_set_margin_top(widget, margin)
        case GTK_POS_BOTTOM: gtk_widget_set_margin_bottom(widget, margin)
        case GTK_POS_LEFT: gtk_widget_set_margin_start(widget, margin)
        default: gtk_widget_set_margin_end(widget, margin)
        }
      }
    }
  }
#else
  /// The subcommands that need GTK: none where ControlKitGTK is not built.
  let platformSubcommands: [any ParsableCommand.Type] = []
#endif
