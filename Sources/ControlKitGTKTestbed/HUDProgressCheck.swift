#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting

/// `--hud-progress-check [--hold]`: `GTKHUD`'s `setTitle`, `follow` and `during(progress:)`
/// (issue 36, UIKit's rules) on a real, mapped HUD over a whole window, run on `VirtualHost`.
///
/// Walks one scenario and prints one `hud-progress-check ...` line of fields; passes if each holds:
/// - `setTitle` in the grace period is what the show announces (`announced`) and draws
///   (`title-drawn`); again on screen, the box draws it (`retitled-drawn`), screen readers read it
///   (`retitled-label`) and nothing more is announced (title changes are not, by default);
/// - `during(progress:)` with a bar at 3 of 10 draws a bar at 0.3 (`bar-fraction`, `bar-style`)
///   whose accessible value is `30%` (`bar-value`);
/// - Cancel (the button's widget activated; with `--hold`, the Esc key the X test presses after
///   its screenshot, announced by a `hud-progress-check bar-shown` line) cancels both the
///   progress (`cancel-progress`) and the operation's `Task` (`cancel-work`), and ends the task;
/// - a failing operation ends its task and its error is rethrown (`failure`), the progress left
///   to the app (`failure-progress`);
/// - the task ends with the work (`ended-with-work`: `during` returns the work's value, no task
///   left), and a progress that finishes first ends the task while the work still runs
///   (`finished-first`).
@MainActor
enum HUDProgressCheck {
  /// How long GTK may take to map, paint or run a task.
  static let settleLimit: Duration = .seconds(10)
  /// How long `--hold` waits for the X test's Esc.
  static let holdLimit: Duration = .seconds(60)
  /// The window's title (the X test finds it by that).
  static let windowTitle = "ControlKit HUD progress testbed"

  /// An error the failing operation throws.
  struct UploadFailed: Error {}

  /// Runs the check; true if it passed.
  static func run(holds: Bool) -> Bool {
    MainQueueBridge.install()
    var fields: [(String, String)] = []
    scenario(holds: holds) { key, value in fields.append((key, value)) }
    let values = Dictionary(fields, uniquingKeysWith: { $1 })
    let passed =
      values["announced"] == "Almost-there" && values["bar-fraction"] == "0.3"
      && values["bar-value"] == "30%" && values["bar-style"] == "bar"
      && values["retitled-label"] == "Nearly-done" && values["announcements-after"] == "1"
      && values["cancel-work"] == "CancellationError" && values["failure"] == "UploadFailed"
      && [
        "mapped", "title-drawn", "retitled-drawn", "cancel-progress", "cancel-ended",
        "failure-ended", "failure-progress", "ended-with-work", "finished-first", "hidden",
      ].allSatisfy { values[$0] == "true" }
    emit(
      "hud-progress-check " + fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
        + " passed=\(passed)")
    return passed
  }

  /// Walks the scenario, recording each field.
  private static func scenario(holds: Bool, record field: (String, String) -> Void) {
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    gtk_window_set_title(ck_window(window), windowTitle)
    gtk_window_set_default_size(ck_window(window), 360, 300)
    let page: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_size_request(page, 360, 300)
    // A focused entry on the page: the Esc key goes to it, past the HUD's capture-phase handler.
    let entry: UnsafeMutablePointer<GtkWidget> = gtk_entry_new()
    gtk_box_append(ck_box(page), entry)
    gtk_window_set_child(ck_window(window), page)
    let host = VirtualHost()
    let hud = GTKHUD(over: ck_window(window), host: host)
    gtk_window_present(ck_window(window))
    gtk_widget_grab_focus(entry)
    func record(_ key: String, _ value: some CustomStringConvertible) {
      // Field values hold no spaces: the line is split on them.
      field(key, String(value.description.map { $0 == " " ? "-" : $0 }))
    }
    defer {
      gtk_window_destroy(ck_window(window))
      drain()
    }
    guard let overlay = hud.widget, settle({ gtk_widget_get_mapped(overlay) != 0 }) else {
      record("mapped", false)
      return
    }
    record("mapped", true)
    let shown = HUDTiming.defaultGracePeriod + FrameRate.interval * 12

    // setTitle: before the show, then on screen.
    let loading = hud.begin(.spinner("Loading"))
    host.advance(by: .milliseconds(499))
    hud.setTitle("Almost there")
    host.advance(by: shown)
    record("title-drawn", paints(hud, "Almost there"))
    record("announced", host.announcements.joined(separator: "|"))
    hud.setTitle("Nearly done")
    record("retitled-drawn", paints(hud, "Nearly done"))
    record("retitled-label", hud.coreState.accessibilityElement?.label ?? "none")
    record("announcements-after", host.announcements.count)
    hud.end(loading)
    host.advance(by: .seconds(2))

    // during(progress:) with a bar, then Cancel.
    let upload = HUDProgress(totalUnitCount: 10)
    var cancelOutcome: String?
    Task { @MainActor in
      do {
        try await hud.during(
          progress: upload, content: HUDContent.progress(0, "Uploading", style: .bar).cancellable()
        ) {
          upload.completedUnitCount = 3
          try await Task.sleep(for: .seconds(3600))
        }
        cancelOutcome = "returned"
      } catch {
        cancelOutcome = "\(type(of: error))"
      }
    }
    _ = settle { upload.completedUnitCount == 3 }
    host.advance(by: shown + HUDTiming.defaultProgressSampling)
    _ = paints(hud, "Uploading")
    let barContent = hud.layout?.content
    record("bar-fraction", barContent?.progress.map { ($0 * 1000).rounded() / 1000 } ?? -1)
    record("bar-style", barContent.map { "\($0.progressStyle)" } ?? "none")
    record("bar-value", hud.coreState.accessibilityElement?.value ?? "none")
    if holds {
      emit("hud-progress-check bar-shown box=\(hud.layout.map { text($0.box) } ?? "none")")
      _ = MainLoopRunner.run(
        until: GTKControlHost.currentInstant().advanced(by: holdLimit), poll: .milliseconds(10)
      ) { upload.isCancelled }
    } else {
      if let button = hud.cancelButtonWidget { gtk_widget_activate(button) }
    }
    _ = settle { cancelOutcome != nil }
    record("cancel-progress", upload.isCancelled)
    record("cancel-work", cancelOutcome ?? "running")
    record("cancel-ended", hud.coreState.activeTokens.isEmpty)
    host.advance(by: .seconds(2))

    // A failing operation: the task ends, the error comes back.
    let failing = HUDProgress(totalUnitCount: 10)
    let failWork = Work()
    var failOutcome: String?
    Task { @MainActor in
      do {
        try await hud.during(progress: failing) {
          failing.completedUnitCount = 5
          try await failWork.run()
        }
        failOutcome = "returned"
      } catch {
        failOutcome = "\(type(of: error))"
      }
    }
    _ = settle { failWork.isRunning }
    host.advance(by: shown)
    failWork.finish(throwing: UploadFailed())
    _ = settle { failOutcome != nil }
    record("failure", failOutcome ?? "running")
    record("failure-ended", hud.coreState.activeTokens.isEmpty)
    record("failure-progress", !failing.isCancelled)
    host.advance(by: .seconds(2))

    // The task ends with the work, at 5 of 10.
    let half = HUDProgress(totalUnitCount: 10)
    let work = Work()
    var value: Int?
    Task { @MainActor in
      value = try? await hud.during(progress: half) {
        half.completedUnitCount = 5
        try await work.run()
        return 42
      }
    }
    _ = settle { work.isRunning }
    host.advance(by: shown)
    let runningWhileWorking = hud.coreState.activeTokens.count == 1
    work.finish()
    _ = settle { value != nil }
    let endedWithWork = runningWhileWorking && hud.coreState.activeTokens.isEmpty
    record("ended-with-work", endedWithWork && value == 42)
    host.advance(by: .seconds(2))

    // A progress that finishes first ends the task at the next sample; the work goes on.
    let quick = HUDProgress(totalUnitCount: 2)
    let slow = Work()
    var slowValue: Int?
    Task { @MainActor in
      slowValue = try? await hud.during(progress: quick) {
        quick.completedUnitCount = 2
        try await slow.run()
        return 7
      }
    }
    _ = settle { slow.isRunning }
    host.advance(by: HUDTiming.defaultProgressSampling)
    let endedFirst = hud.coreState.activeTokens.isEmpty && slow.isRunning
    slow.finish()
    _ = settle { slowValue != nil }
    record("finished-first", endedFirst && slowValue == 7)
    host.advance(by: .seconds(2))
    record("hidden", hud.coreState.phase == .hidden)
  }

  /// Work that runs until the check finishes it.
  @MainActor
  final class Work {
    private var continuation: CheckedContinuation<Void, any Error>?
    /// Whether the work is waiting to be finished.
    var isRunning: Bool { continuation != nil }

    /// Waits until ``finish(throwing:)``.
    func run() async throws {
      try await withCheckedThrowingContinuation { continuation = $0 }
    }

    /// Lets ``run()`` return, or throw `error`.
    func finish(throwing error: (any Error)? = nil) {
      if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
      continuation = nil
    }
  }

  /// Whether GTK paints `title` in the HUD (its next paint, within the settle limit).
  private static func paints(_ hud: GTKHUD, _ title: String) -> Bool {
    settle {
      hud.drawnCommands.contains { command in
        if case .text(let box) = command { box.text == title } else { false }
      }
    }
  }

  /// `x,y,w,h` of `rect` in whole pixels.
  private static func text(_ rect: Rect) -> String {
    [rect.minX, rect.minY, rect.width, rect.height].map { "\(Int($0.rounded()))" }
      .joined(separator: ",")
  }

  /// Runs the main loop until `done` holds (or the settle limit).
  private static func settle(_ done: () -> Bool) -> Bool {
    MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5),
      done: done)
  }

  /// Runs every pending main-loop event without blocking.
  private static func drain() {
    while g_main_context_iteration(nil, 0) != 0 {}
  }
}
#endif
