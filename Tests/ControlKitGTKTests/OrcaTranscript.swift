#if GTK
import Foundation

/// Runs the Orca screen reader on `controlkit demo` and returns what it speaks (issue 30).
///
/// On a new X session, the Python script below runs itself again inside `dbus-run-session` (a
/// private D-Bus session), starts `at-spi-bus-launcher` and the demo (GTK's AT-SPI backend on),
/// then Orca (Debian's `orca`) with its debug log. Speech is on, so Orca presents everything it
/// would say, but through a speech server of our own that makes no sound (Orca logs each
/// utterance as `SPEECH OUTPUT: '…'` before handing it to the server; the server flushes the
/// block-buffered log, so it can be read while Orca runs); braille, sounds and key echo are off.
/// The server has both Orca 43's method names (`getSpeechServer`) and Orca 48's
/// (`get_speech_server`): with 43's only, Orca 48 ran with no server, nothing flushed the log,
/// and lines arrived only when its buffer filled, which read as Orca "intermittently silent"
/// (issue 38). A run where Orca loaded no server now stops with an error, and a run that times
/// out keeps Orca's debug log (its path is in the `timeout` line).
/// Once Orca has presented the demo (it said `ready`), the script plays the steps: real keys
/// through xdotool, or an AT-SPI action done by a short-lived pyatspi process. After each step it
/// waits until Orca said a line matching the step's `until` (a condition with a timeout, never a
/// fixed sleep). It prints JSON lines: `ready`, one `step` per step with the lines Orca spoke from
/// that step until the next began, and `done`; or `timeout`, `exited`, `action` or `error`.
///
/// Two things measured here shaped it: a pyatspi client that stays connected without running its
/// main loop did not answer Orca (so AT-SPI work is done in a process of its own), and Orca
/// refuses to start while another Orca of this user runs, even on another D-Bus session (`pgrep -u
/// UID -x orca`; its `--replace` would kill the other), so Orca finds a `pgrep` of ours first on
/// its PATH, which reports none: parallel runs stay apart.
enum OrcaTranscript {
  /// The demo window's title.
  static let windowTitle = "ControlKit demo"
  /// Debian's Orca.
  static let orca = "/usr/bin/orca"

  /// The driver (Python 3).
  static let script = #"""
    import json, os, re, shutil, signal, subprocess, sys, tempfile, time

    # Processes started from Swift's test threads block SIGTERM, and so would every child: unblock
    # it (so the bus launcher stops its daemon), then run again inside a private D-Bus session.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    if os.environ.get("ORCA_IN_SESSION") != "1":
        os.environ["ORCA_IN_SESSION"] = "1"
        os.execv("/usr/bin/dbus-run-session", ["dbus-run-session", "--", sys.executable, "-c",
                                               os.environ["ORCA_SCRIPT"]] + sys.argv[1:])

    TIMEOUT = float(os.environ["ORCA_TIMEOUT"])
    WINDOW = os.environ["ORCA_WINDOW"]
    STEPS = json.loads(os.environ["ORCA_STEPS"])
    SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'(?: voice=\S+)? ?\{.*\}\s*$")

    home = tempfile.mkdtemp(prefix="controlkit-orca-")
    log_path = os.path.join(home, "orca.log")
    with open(os.path.join(home, "controlkit_silent_speech.py"), "w") as module:
        module.write(
            "from orca import debug, speechserver\n"
            "def flush():\n"
            "    if debug.debugFile:\n"
            "        debug.debugFile.flush()\n"
            "class SpeechServer(speechserver.SpeechServer):\n"
            "    @staticmethod\n"
            "    def get_factory_name(): return 'silent'\n"
            "    @staticmethod\n"
            "    def get_speech_servers(): return [SERVER]\n"
            "    @staticmethod\n"
            "    def get_speech_server(info=None): return SERVER\n"
            "    def get_info(self): return ['silent', 'silent']\n"
            "    def get_voice_families(self): return []\n"
            "    def speak(self, text=None, acss=None, interrupt=True): flush()\n"
            "    def speak_character(self, character, acss=None): flush()\n"
            "    def speak_key_event(self, event, acss=None): flush()\n"
            "    getFactoryName, getSpeechServers = get_factory_name, get_speech_servers\n"
            "    getSpeechServer, getInfo = get_speech_server, get_info\n"
            "    getVoiceFamilies, speakCharacter = get_voice_families, speak_character\n"
            "    speakKeyEvent = speak_key_event\n"
            "SERVER = SpeechServer()\n")
    with open(os.path.join(home, "pgrep"), "w") as pgrep:
        pgrep.write("#!/bin/sh\nexit 1\n")
    os.chmod(os.path.join(home, "pgrep"), 0o755)
    prefs = os.path.join(home, "prefs")
    os.mkdir(prefs)
    with open(os.path.join(prefs, "user-settings.conf"), "w") as conf:
        json.dump({"general": {"enableSpeech": True,
                               "speechServerFactory": "controlkit_silent_speech",
                               "speechServerInfo": None, "enableBraille": False,
                               "enableSound": False, "enableKeyEcho": False,
                               "enableEchoByCharacter": False, "enableEchoByWord": False,
                               "enableTutorialMessages": False},
                   "pronunciations": {}, "keybindings": {},
                   "profiles": {"default": {"profile": ["Default", "default"],
                                            "pronunciations": {}, "keybindings": {}}}}, conf)

    ATSPI = r"""
    import sys, pyatspi
    window, command = sys.argv[1], sys.argv[2]
    def find(acc, role, name):
        # at-spi2-core 2.56 names a push button "button", 2.46 "push button".
        if acc is None:
            return None
        found = acc.getRoleName()
        if (found == role or (found, role) == ("button", "push button")) and acc.name == name:
            return acc
        for child in acc:
            found = find(child, role, name)
            if found is not None:
                return found
        return None
    for app in pyatspi.Registry.getDesktop(0):
        if app is None or not any(c is not None and c.name == window for c in app):
            continue
        if command == "present":
            print("present")
            break
        target = find(app, sys.argv[3], sys.argv[4])
        if target is None:
            print("missing")
            break
        action = target.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        print("done" if command in names and action.doAction(names.index(command)) else "refused")
        break
    """

    quiet = subprocess.DEVNULL
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                stdout=quiet, stderr=quiet, start_new_session=True)
    app = subprocess.Popen(sys.argv[1:], stdout=quiet, start_new_session=True)
    orca = None


    def out(**fields):
        print(json.dumps(fields, ensure_ascii=False), flush=True)


    def speech():
        try:
            with open(log_path, encoding="utf-8", errors="replace") as log:
                return [m.group(1) for m in map(SPEECH.search, log.read().splitlines()) if m]
        except FileNotFoundError:
            return []


    def keep_log():
        # Orca's debug log of a run that went wrong, kept for reading (the rest is removed).
        kept = tempfile.mkstemp(prefix="controlkit-orca-", suffix=".log")[1]
        shutil.copyfile(log_path, kept)
        return kept


    def atspi(*arguments):
        # In a process of its own: a pyatspi client that stays connected without running its
        # main loop leaves Orca's calls to it unanswered.
        return subprocess.run([sys.executable, "-c", ATSPI, WINDOW] + list(arguments),
                              capture_output=True, text=True).stdout.strip()


    def wait_for(what, check, timeout=TIMEOUT):
        # Polls `check` until it returns something; gives the run up when the demo or Orca exited,
        # or after `timeout`.
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            for name, process in [("demo", app), ("orca", orca)]:
                if process is not None and process.poll() is not None:
                    out(event="exited", process=name, status=process.returncode, speech=speech())
                    raise SystemExit(1)
            found = check()
            if found is not None:
                return found
            time.sleep(0.05)
        out(event="timeout", waitingFor=what, speech=speech(), log=keep_log())
        raise SystemExit(1)


    def settled(quiet=1.0):
        # A check that holds once Orca has said nothing new for `quiet` seconds, so that each
        # step's lines are its own and not the end of the step before.
        state = {"count": -1, "since": 0.0}
        def check():
            count, now = len(speech()), time.monotonic()
            if count != state["count"]:
                state.update(count=count, since=now)
                return None
            return True if now - state["since"] >= quiet else None
        return check


    def spoken_since(start, pattern):
        return True if any(re.search(pattern, line) for line in speech()[start:]) else None


    def stop(process):
        # SIGTERM to the group, then SIGKILL whatever is left.
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
        wait_for("the demo on the accessibility bus", lambda: atspi("present") or None)
        env = dict(os.environ, PYTHONPATH=home, PATH=home + os.pathsep + os.environ["PATH"])
        env.pop("G_DEBUG", None)
        orca = subprocess.Popen(["/usr/bin/orca", "-u", prefs, "--debug-file", log_path],
                                stdout=quiet, stderr=quiet, env=env, start_new_session=True)
        wait_for("Orca presenting the demo", lambda: spoken_since(0, os.environ["ORCA_READY"]))
        with open(log_path, encoding="utf-8", errors="replace") as log:
            if "No speech server for factory" in log.read():
                # Without our server nothing flushes the log: lines would arrive by chance.
                out(event="error", error="Orca did not load the silent speech server",
                    log=keep_log())
                raise SystemExit(1)
        out(event="ready", speech=speech())
        starts = []
        for index, step in enumerate(STEPS):
            wait_for("Orca to settle before step %d" % index, settled())
            start = len(speech())
            starts.append(start)
            if step.get("key"):
                subprocess.run(["xdotool", "key", step["key"]], check=True)
            else:
                result = atspi(step["action"], step["role"], step["name"])
                if result != "done":
                    out(event="action", index=index, result=result, speech=speech())
                    raise SystemExit(1)
            if step.get("until"):
                wait_for("step %d %s: a line matching %s" % (index, step, step["until"]),
                         lambda: spoken_since(start, step["until"]))
        lines = speech()
        for index, start in enumerate(starts):
            end = starts[index + 1] if index + 1 < len(starts) else len(lines)
            out(event="step", index=index, speech=lines[start:end])
        out(event="done", speech=lines)
    except Exception as error:
        out(event="error", error=repr(error))
    finally:
        for process in [orca, app, launcher]:
            if process is not None:
                stop(process)
        shutil.rmtree(home, ignore_errors=True)
    """#

  /// Runs the demo under Orca on a new X session: waits until Orca has said a line matching
  /// `ready`, plays `steps`, and returns the transcript; throws unless the run got to the end.
  ///
  /// `timeout` bounds each wait of the driver (generous: Orca and the demo share two cores with
  /// builds and other suites).
  static func run(
    steps: [OrcaStep], ready: String, timeout: Duration = .seconds(120), attempt: Int = 1
  ) async throws -> OrcaTranscriptLines {
    let session = try await XSession.start()
    guard try session.gtkCanOpenDisplay() else {
      throw XSessionError("GTK cannot open display \(session.display)")
    }
    let encoded = String(decoding: try JSONEncoder().encode(steps), as: UTF8.self)
    let process = try TestbedProcess(
      session: session, executable: URL(fileURLWithPath: ATSPIProbe.python),
      arguments: ["-c", script, DemoXTests.executable.path, "demo"],
      environment: [
        "GTK_A11Y": "atspi", "ORCA_WINDOW": windowTitle, "ORCA_SCRIPT": script,
        "ORCA_STEPS": encoded, "ORCA_READY": ready, "LANG": "C.UTF-8",
        "ORCA_TIMEOUT": String(timeout.components.seconds),
      ])
    let waits = Int64(steps.count + 2)
    _ = try await process.waitForExit(timeout: timeout * waits + .seconds(60))
    withExtendedLifetime(session) {}
    let decoder = JSONDecoder()
    let lines = process.output.lines.compactMap {
      try? decoder.decode(OrcaLine.self, from: Data($0.utf8))
    }
    // The demo exiting at once (GTK failing to open a display it had just opened, seen once by
    // the AT-SPI probe) gets one more session, as `ATSPIProbe` does.
    if lines.contains(where: { $0.event == "exited" && $0.process == "demo" }),
      attempt < ATSPIProbe.attempts
    {
      return try await run(steps: steps, ready: ready, timeout: timeout, attempt: attempt + 1)
    }
    guard lines.last?.event == "done" else {
      throw XSessionError(
        "the Orca run did not finish:\n"
          + (process.output.lines + process.errors.lines).joined(separator: "\n"))
    }
    return OrcaTranscriptLines(lines: lines)
  }
}
#endif
