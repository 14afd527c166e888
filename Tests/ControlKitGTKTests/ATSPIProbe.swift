#if GTK
import Foundation

/// Reads `controlkit demo`'s accessible tree through a real AT-SPI registry, as a screen reader
/// does, and returns what it found.
///
/// On this session's display, the Python script below runs itself again inside
/// `dbus-run-session` (a private D-Bus session), starts `at-spi-bus-launcher` and the demo (with
/// GTK's AT-SPI backend on), and reads the tree with pyatspi (the library Orca is written with,
/// from Debian's `python3-pyatspi`; run with `/usr/bin/python3`, Debian's, which has it). It
/// stops the launcher and the demo with their process groups and unblocks SIGTERM first, so no bus
/// daemon outlives it. It prints JSON lines:
/// - `node`: every accessible object of the window (role, name, description, the Value
///   interface's value/minimum/maximum/text when there is one, actions, focusable, sensitive);
/// - `action` and `after-increase-root`/`after-increase-field`: the cart stepper's "Increase"
///   pressed through AT-SPI's Action interface, and the stepper read again;
/// - `bus`: the focus, name and description events a screen reader was sent while the pointer
///   clicked the price bar's field, then the cart's, and "Success" was pressed through AT-SPI
///   (the HUD announces "Saved");
/// - `done` at the end (or `missing`/`timeout`/`error` when something was not there, and
///   `app-exited` when the demo ended early).
enum ATSPIProbe {
  /// The demo window's title, which the script waits for on the bus.
  static let windowTitle = "ControlKit demo"
  /// Debian's Python, with pyatspi.
  static let python = "/usr/bin/python3"
  /// Starts a private D-Bus session for one command.
  static let dbusRunSession = "/usr/bin/dbus-run-session"
  /// Starts the accessibility bus (and, through it, the registry).
  static let busLauncher = "/usr/libexec/at-spi-bus-launcher"

  /// The probe (Python 3, pyatspi).
  static let script = #"""
    # Reads the demo's accessible tree over AT-SPI as a screen reader does (pyatspi, the library
    # Orca uses) and prints what it finds as JSON lines. Run with DISPLAY, PROBE_WINDOW (the window's
    # title) and PROBE_SCRIPT (this script) set: python3 -c SCRIPT APP [ARGUMENTS...]
    import json, os, signal, subprocess, sys, time

    # Processes started from Swift's test threads block SIGTERM, and so would every child: then
    # dbus-run-session and at-spi-bus-launcher could not stop their bus daemons, which would outlive
    # the test. Unblock it, then run again inside a private D-Bus session.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    if os.environ.get("PROBE_IN_SESSION") != "1":
        os.environ["PROBE_IN_SESSION"] = "1"
        os.execv("/usr/bin/dbus-run-session", ["dbus-run-session", "--", sys.executable, "-c",
                                               os.environ["PROBE_SCRIPT"]] + sys.argv[1:])

    TIMEOUT = 60.0
    WINDOW = os.environ["PROBE_WINDOW"]
    quiet = subprocess.DEVNULL
    # Each in a process group of its own, so that stopping it stops what it started.
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                stdout=quiet, stderr=quiet, start_new_session=True)
    app = subprocess.Popen(sys.argv[1:], stdout=quiet, start_new_session=True)


    def out(**fields):
        print(json.dumps(fields, ensure_ascii=False), flush=True)


    def wait_for(what, check, timeout=TIMEOUT):
        # Gives the whole probe up (no "done" line) when `check` finds nothing in time, or at once
        # when the app has exited.
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
        # SIGTERM to the group (the launcher stops its bus daemon), then SIGKILL whatever is left.
        for sent in [signal.SIGTERM, signal.SIGKILL]:
            try:
                os.killpg(process.pid, sent)
            except ProcessLookupError:
                break
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass


    out(event="start", display=os.environ.get("DISPLAY"))


    try:
        import pyatspi
        from gi.repository import GLib

        def action_names(acc):
            # GTK 4.8 may count an action it then cannot name (a text field's action that is
            # disabled at that moment): "No action with index N". A screen reader skips it too.
            try:
                action = acc.queryAction()
            except NotImplementedError:
                return []
            names = []
            for i in range(action.nActions):
                try:
                    names.append((i, action.getName(i)))
                except GLib.GError:
                    pass
            return names

        def role_name(acc):
            # at-spi2-core 2.56 (Debian 13) names ROLE_PUSH_BUTTON "button"; 2.46 (Debian 12)
            # "push button": one name for the tests, whichever AT-SPI answers.
            name = acc.getRoleName()
            return "push button" if name == "button" else name

        def value_text(acc, value):
            # The Value interface's text: pyatspi's wrapper on 2.46, Atspi.Value.get_text on
            # 2.56, whose pyatspi no longer wraps it.
            text = getattr(value, "text", None)
            if text is None:
                try:
                    from gi.repository import Atspi
                    text = Atspi.Value.get_text(acc)
                except Exception:
                    text = None
            return text

        def describe(acc, path=""):
            node = {"path": path, "role": role_name(acc), "name": acc.name,
                    "description": acc.description}
            try:
                value = acc.queryValue()
                node.update(value=value.currentValue, minimum=value.minimumValue,
                            maximum=value.maximumValue, valueText=value_text(acc, value))
            except NotImplementedError:
                pass
            node["actions"] = [name for _, name in action_names(acc)]
            states = acc.getState()
            node["focusable"] = states.contains(pyatspi.STATE_FOCUSABLE)
            node["sensitive"] = states.contains(pyatspi.STATE_SENSITIVE)
            return node

        def window_app():
            for candidate in pyatspi.Registry.getDesktop(0):
                if candidate is not None and any(
                        child is not None and child.name == WINDOW for child in candidate):
                    return candidate
            return None

        def walk(acc, path, nodes):
            nodes.append((describe(acc, path), acc))
            for index, child in enumerate(acc):
                if child is not None:
                    walk(child, "%s/%d" % (path, index), nodes)
            return nodes

        def find(nodes, role, prefix):
            for node, acc in nodes:
                if node["role"] == role and node["name"].startswith(prefix):
                    return acc
            out(event="missing", role=role, name=prefix)
            return None

        def child(acc, role, name=None):
            for item in acc or []:
                if item is not None and role_name(item) == role and name in (None, item.name):
                    return item
            out(event="missing", role=role, name=name)
            return None

        def act(acc, name):
            return any(found == name and acc.queryAction().doAction(i)
                       for i, found in action_names(acc))

        # What a screen reader is told from here on: focus, name and description changes.
        events = []

        def listen(event):
            source = event.source
            data = event.any_data if isinstance(event.any_data, str) else None
            events.append({"type": event.type, "role": role_name(source), "name": source.name,
                           "description": source.description, "detail1": event.detail1,
                           "data": data})
            # The field the script clicked has taken the click: go on with the next step.
            if event.type == "object:state-changed:focused" and event.detail1 == 1 \
                    and awaited_focus and source.name == awaited_focus[0]:
                awaited_focus.clear()
                GLib.idle_add(next_step)

        # The name of the field whose focus event the script waits for (then the next step runs).
        awaited_focus = []

        # GTK 4.14's gtk_accessible_announce sends object:announcement (the text in any_data).
        for kind in ["object:state-changed:focused", "object:property-change:accessible-name",
                     "object:property-change:accessible-description", "object:announcement"]:
            pyatspi.Registry.registerEventListener(listen, kind)

        # 1. Every node of the window (GTK 4.8 puts a widget on the bus once a client reads it).
        nodes = walk(wait_for("the window on the accessibility bus", window_app), "", [])
        for node, _ in nodes:
            out(event="node", **node)

        def find_field(prefix):
            # A stepper's field: the focusable spin button of that name (from GTK 4.10 the
            # stepper's only spin button; before, inside the root spin button of the same name).
            for node, acc in nodes:
                if node["role"] == "spin button" and node["name"].startswith(prefix) \
                        and node["focusable"]:
                    return acc
            out(event="missing", role="spin button", name=prefix)
            return None

        # 2. The cart stepper's "Increase" through AT-SPI's action: its value text follows.
        field = find_field("Cart quantity")
        cart = field.parent if field is not None else None
        increase = child(cart, "push button", "Increase")
        if field is not None and increase is not None:
            before = describe(field)
            out(event="action", name="Increase", done=act(increase, "click"))
            wait_for("the cart's value to change",
                     lambda: True if describe(field) != before else None, 20)
            out(event="after-increase-root", **describe(cart))
            out(event="after-increase-field", **describe(field))

        # 3. The user clicks the price bar's field, then the cart's (focus starts in the cart's);
        #    then the HUD's "Success" button is pressed through AT-SPI.
        price_field = find_field("Price bar")
        success = find(nodes, "push button", "Success")

        targets = [target for target in [price_field, field] if target is not None]
        window = []

        def next_step():
            # Clicks the next field and returns: the listener runs this again once that field's
            # focus event arrives (GTK took the click), and the registry's loop keeps reading
            # events meanwhile. With every field clicked, presses "Success" and finishes.
            try:
                if not window:
                    window.append(subprocess.run(
                        ["xdotool", "search", "--sync", "--name", "^%s$" % WINDOW],
                        capture_output=True, text=True).stdout.split()[0])
                if targets:
                    target = targets.pop(0)
                    awaited_focus.append(target.name)
                    # GTK 4.8 gives extents in window coordinates (and no GrabFocus).
                    x, y, width, height = target.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                    subprocess.run(["xdotool", "mousemove", "--window", window[0],
                                    str(x + width // 2), str(y + height // 2), "click", "1"],
                                   check=True)
                    GLib.timeout_add(20000, focus_timeout, target.name)
                    return False
                if success is not None:
                    out(event="action", name="Success", done=act(success, "click"))
            except Exception as error:
                out(event="error", error=str(error))
            GLib.timeout_add(3000, finish)
            return False

        gave_up = []

        def focus_timeout(name):
            # Gives the probe up (no "done" line) when a click's focus never arrived.
            if awaited_focus == [name]:
                out(event="timeout", waitingFor="the focus in %s" % name)
                awaited_focus.clear()
                gave_up.append(name)
                finish()
            return False

        def finish():
            pyatspi.Registry.stop()
            return False

        GLib.timeout_add(300, next_step)
        pyatspi.Registry.start()
        if gave_up:
            raise SystemExit(1)
        for event in events:
            out(event="bus", **event)
        out(event="done")
    finally:
        stop(app)
        stop(launcher)
    """#

  /// How many times the probe is run on a new X session when the demo exits before it is read
  /// (seen once in a full parallel `make test`: GTK could not open a display it had just opened).
  static let attempts = 2

  /// Runs the probe on a new X session against the built `controlkit demo`; throws unless it
  /// got to the end.
  static func run(attempt: Int = 1) async throws -> [ATSPILine] {
    let session = try await XSession.start()
    guard try session.gtkCanOpenDisplay() else {
      throw XSessionError("GTK cannot open display \(session.display)")
    }
    let process = try TestbedProcess(
      session: session, executable: URL(fileURLWithPath: python),
      arguments: ["-c", script, DemoXTests.executable.path, "demo"],
      environment: [
        "GTK_A11Y": "atspi", "PROBE_WINDOW": windowTitle, "PROBE_SCRIPT": script,
        "LANG": "C.UTF-8",
      ])
    _ = try await process.waitForExit(timeout: .seconds(180))
    let decoder = JSONDecoder()
    let lines = process.output.lines.compactMap {
      try? decoder.decode(ATSPILine.self, from: Data($0.utf8))
    }
    withExtendedLifetime(session) {}
    if lines.contains(where: { $0.event == "app-exited" }), attempt < attempts {
      return try await run(attempt: attempt + 1)
    }
    guard lines.last?.event == "done" else {
      throw XSessionError(
        "the AT-SPI probe did not finish:\n"
          + (process.output.lines + process.errors.lines)
          .joined(separator: "\n"))
    }
    return lines
  }
}
#endif
