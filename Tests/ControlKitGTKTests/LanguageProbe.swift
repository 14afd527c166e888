#if GTK
import Foundation

/// Reads the testbed's `--language-window` (a stepper, an arc stepper and a HUD with Cancel, in
/// the locale environment's language) through a real AT-SPI registry, under a locale.
///
/// As `ATSPIProbe` (whose launch it follows: a private D-Bus session, `at-spi-bus-launcher`,
/// pyatspi), but the window is the testbed's: the script waits for the testbed's
/// `language-window` line (printed once the HUD shows), forwards it, then prints every
/// accessible object of the window with its extents in window coordinates (GTK 4.8 gives no
/// screen coordinates), and `done`.
enum LanguageProbe {
  /// `LanguageWindowMode`'s window title.
  static let windowTitle = "ControlKit language testbed"

  /// The probe (Python 3, pyatspi).
  static let script = #"""
    import json, os, signal, subprocess, sys, threading, time

    # Unblock SIGTERM (Swift's test threads block it) and run again in a private D-Bus session.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    if os.environ.get("PROBE_IN_SESSION") != "1":
        os.environ["PROBE_IN_SESSION"] = "1"
        os.execv("/usr/bin/dbus-run-session", ["dbus-run-session", "--", sys.executable, "-c",
                                               os.environ["PROBE_SCRIPT"]] + sys.argv[1:])

    TIMEOUT = 60.0
    WINDOW = os.environ["PROBE_WINDOW"]
    quiet = subprocess.DEVNULL
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                stdout=quiet, stderr=quiet, start_new_session=True)
    app = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE, text=True, start_new_session=True)
    app_lines = []


    def read_app():
        for line in app.stdout:
            app_lines.append(line.rstrip("\n"))


    threading.Thread(target=read_app, daemon=True).start()


    def out(**fields):
        print(json.dumps(fields, ensure_ascii=False), flush=True)


    def wait_for(what, check, timeout=TIMEOUT):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if app.poll() is not None:
                out(event="app-exited", status=app.returncode)
                raise SystemExit(1)
            found = check()
            if found is not None:
                return found
            time.sleep(0.1)  # polls check() until the deadline above
        out(event="timeout", waitingFor=what)
        raise SystemExit(1)


    def stop(process):
        for sent in [signal.SIGTERM, signal.SIGKILL]:
            try:
                os.killpg(process.pid, sent)
            except ProcessLookupError:
                break
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass


    try:
        import pyatspi

        line = wait_for("the testbed's line", lambda: next(
            (line for line in app_lines if line.startswith("language-window ")), None))
        out(event="app-line", line=line)

        def window():
            for candidate in pyatspi.Registry.getDesktop(0):
                for child in candidate or []:
                    if child is not None and child.name == WINDOW:
                        return child
            return None

        def walk(acc, path):
            # at-spi2-core 2.56 names a push button "button" and no longer wraps the Value
            # interface's text in pyatspi: the same names and text on 2.46 and 2.56.
            role = acc.getRoleName()
            node = {"event": "node", "path": path,
                    "role": "push button" if role == "button" else role, "name": acc.name,
                    "description": acc.description}
            try:
                text = getattr(acc.queryValue(), "text", None)
                if text is None:
                    try:
                        from gi.repository import Atspi
                        text = Atspi.Value.get_text(acc)
                    except Exception:
                        text = None
                node["valueText"] = text
            except NotImplementedError:
                pass
            try:
                x, y, width, height = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                node.update(x=x, y=y, width=width, height=height)
            except NotImplementedError:
                pass
            out(**node)
            for index, child in enumerate(acc):
                if child is not None:
                    walk(child, "%s/%d" % (path, index))

        walk(wait_for("the window on the accessibility bus", window), "")
        out(event="done")
    finally:
        stop(app)
        stop(launcher)
    """#

  /// One line the probe printed.
  struct Line: Decodable, Sendable {
    let event: String
    let line: String?
    let path: String?
    let role: String?
    let name: String?
    let description: String?
    let valueText: String?
    let x: Int?
    let y: Int?
    let width: Int?
    let height: Int?
  }

  /// What one run read: the testbed's line as fields, and the window's accessible objects.
  struct Reading: Sendable {
    /// The testbed's `language-window` line, field by field (`arc-value` runs to the end).
    let fields: [String: String]
    let nodes: [Line]

    /// The first object with `role` named `name`.
    func node(_ role: String, _ name: String) -> Line? {
      nodes.first { $0.role == role && $0.name == name }
    }

    /// The stepper named `name`: its field (the deepest spin button of that name) and its root
    /// (the field's parent, a spin button of that name too before GTK 4.10, a container after).
    func stepper(_ name: String) -> (root: Line, field: Line)? {
      guard let field = nodes.last(where: { $0.role == "spin button" && $0.name == name }),
        let path = field.path, let slash = path.lastIndex(of: "/"),
        let root = nodes.first(where: { $0.path == String(path[..<slash]) })
      else { return nil }
      return (root, field)
    }
  }

  /// Runs the probe on a new X session with `environment` (the locale) for the testbed.
  static func run(environment: [String: String], attempt: Int = 1) async throws -> Reading {
    let session = try await XSession.start()
    guard try session.gtkCanOpenDisplay() else {
      throw XSessionError("GTK cannot open display \(session.display)")
    }
    let process = try TestbedProcess(
      session: session, executable: URL(fileURLWithPath: ATSPIProbe.python),
      arguments: ["-c", script, XSession.testbed.path, "--language-window"],
      environment: environment.merging([
        "GTK_A11Y": "atspi", "PROBE_WINDOW": windowTitle, "PROBE_SCRIPT": script,
      ]) { _, probe in probe })
    _ = try await process.waitForExit(timeout: .seconds(180))
    let decoder = JSONDecoder()
    let lines = process.output.lines.compactMap {
      try? decoder.decode(Line.self, from: Data($0.utf8))
    }
    withExtendedLifetime(session) {}
    if lines.contains(where: { $0.event == "app-exited" }), attempt < ATSPIProbe.attempts {
      return try await run(environment: environment, attempt: attempt + 1)
    }
    guard lines.last?.event == "done",
      let line = lines.first(where: { $0.event == "app-line" })?.line
    else {
      throw XSessionError(
        "the language probe did not finish:\n"
          + (process.output.lines + process.errors.lines).joined(separator: "\n"))
    }
    return Reading(fields: fields(of: line), nodes: lines.filter { $0.event == "node" })
  }

  /// The `key=value` fields of the testbed's line; the last (`arc-value`, which has spaces)
  /// runs to the end.
  static func fields(of line: String) -> [String: String] {
    var fields: [String: String] = [:]
    var rest = Substring(line)
    if let last = rest.range(of: " arc-value=") {
      fields["arc-value"] = String(rest[last.upperBound...])
      rest = rest[..<last.lowerBound]
    }
    for word in rest.split(separator: " ") {
      guard let equals = word.firstIndex(of: "=") else { continue }
      fields[String(word[..<equals])] = String(word[word.index(after: equals)...])
    }
    return fields
  }
}
#endif
#if GTK
/// One `LanguageProbe` run per locale, shared by the tests that ask for it.
actor LanguageProbeRuns {
  private var runs: [String: Task<LanguageProbe.Reading, any Error>] = [:]

  /// The reading under `LANG=locale` (one run, however many tests ask).
  func reading(_ locale: String) async throws -> LanguageProbe.Reading {
    if let run = runs[locale] { return try await run.value }
    let started = Task { try await LanguageProbe.run(environment: ["LANG": locale]) }
    runs[locale] = started
    return try await started.value
  }
}
#endif
