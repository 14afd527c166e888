import ControlKit
import ControlKitTesting
import PropertyBased
import Testing

/// The HUD's driver under random call sequences, on a virtual clock that runs its timers and
/// frames.
///
/// What any front-end can do, in any order, including calls made from inside the driver's own
/// callbacks. The state's rules have property tests of their own
/// (`HUDStatePropertyTests`); these check what the driver adds: tokens, cancellation, the
/// language a session speaks, and re-entrant calls.
@MainActor
@Suite("HUD driver properties")
struct HUDDriverPropertyTests {
  /// One run: the driver, its clock, and what the test knows the app did.
  @MainActor
  final class Run {
    let host = VirtualHost()
    let hud: HUDDriver
    /// Tokens begun and not yet ended or cancelled by a call of the app's.
    var running: Set<HUDToken> = []
    /// Tokens the driver reported as cancelled (`cancelTask`).
    var cancelled: Set<HUDToken> = []
    /// Whether the app begins a task from inside the callback for the next `.hidden`.
    var beginOnHidden = false
    /// The tasks begun from inside a callback.
    var begunInCallback = 0

    init() {
      hud = HUDDriver(touchPolicy: .blocksBox, host: host)
      hud.onEffect = { [unowned self] effect in
        switch effect {
        case .cancelTask(let token):
          #expect(running.contains(token), "cancelTask for \(token), which was not running")
          running.remove(token)
          cancelled.insert(token)
        case .hidden where beginOnHidden:
          beginOnHidden = false
          running.insert(hud.begin(.spinner("Again").cancellable()))
          begunInCallback += 1
        default: break
        }
      }
    }

    /// One call chosen by `code`.
    func perform(_ code: Int) {
      let pick = running.sorted { $0.rawValue < $1.rawValue }
      let some = pick.isEmpty ? nil : pick[(code / 16) % pick.count]
      switch code % 13 {
      case 0, 1:
        let contents: [HUDContent] = [
          .spinner("Saving"), .progress(0.3, "Uploading"),
          .custom(size: Size(width: 60, height: 40)),
          .spinner(),
        ]
        running.insert(hud.begin(contents[(code / 16) % 4].cancellable(code % 3 == 0)))
      case 2:
        if let some {
          hud.end(some)
          running.remove(some)
        }
      case 3:
        let shown = hud.state.cancellableToken
        let pressed = hud.cancelPressed()
        #expect(pressed == (shown != nil))
        if let shown { #expect(!running.contains(shown) && cancelled.contains(shown)) }
      case 4:
        if let some {
          hud.cancel(some)
          #expect(!hud.state.activeTokens.contains(some))
          running.remove(some)
        }
      case 5:
        let statuses: [HUDContent] = [.success("Saved"), .error("Failed"), .info("Note")]
        hud.post(statuses[(code / 16) % 3])
      case 6:
        if let some { hud.update(some, fraction: Double((code / 16) % 101) / 100) }
      case 7, 8:
        host.advance(by: .milliseconds((code / 16) % 1_500))
      case 9:
        hud.setLanguage(hud.language == .english ? .simplifiedChinese : .english)
      case 10:
        hud.isInWindow.toggle()
      case 11:
        hud.touchPolicy = [.passesThrough, .blocksBox, .blocksAll][(code / 16) % 3]
      default:
        beginOnHidden = true
      }
    }

    /// What must hold after every call.
    func checkInvariants() {
      let state = hud.state
      // The HUD runs no task the app has ended or that was cancelled.
      #expect(Set(state.activeTokens).isSubset(of: running))
      if let token = state.cancellableToken {
        #expect(state.activeTokens.last == token)
        #expect(state.content(of: token)?.showsCancelButton == true)
        #expect(state.phase.isPresented && state.status == nil)
      }
      #expect(!state.isSpinnerRunning || state.phase.isOnScreen)
      #expect(!host.isTickingFrames || state.phase != .hidden)
    }

  }

  @Test func invariantsHoldOverRandomCallSequences() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...999_999).array(of: 0...60)) { codes in
      let run = Run()
      for code in codes {
        let state = run.hud.state
        let wasIdle = state.phase == .hidden && state.activeTokens.isEmpty && state.status == nil
        let spoken = run.hud.spokenLanguage
        run.perform(code)
        run.checkInvariants()
        // A new voice is adopted only by a call the app makes on an idle HUD (begin, post or
        // the language itself), never under a timer, a frame or a callback's call.
        if run.hud.spokenLanguage != spoken {
          #expect(wasIdle && [0, 1, 5, 9].contains(code % 13), "adopted by call \(code % 13)")
        }
      }
      // Every task ends, the HUD is back in its window and time passes: it comes to rest.
      run.beginOnHidden = false
      for token in run.running { run.hud.end(token) }
      run.running.removeAll()
      run.hud.isInWindow = true
      run.host.advance(by: .seconds(30))
      #expect(run.hud.state.phase == .hidden)
      #expect(run.hud.state.activeTokens.isEmpty)
      // Nothing is left: no timer, no frames (the calls are this test's to skip: it checks
      // invariants, not the order of calls).
      _ = run.host.readCalls()
      #expect(run.host.finish().isEmpty, "left over: \(run.host.finish())")
      // And it speaks the language last set.
      run.hud.begin(.spinner())
      #expect(run.hud.spokenLanguage == run.hud.language)
    }
  }
}
