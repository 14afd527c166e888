#if GTK
import ControlKit
import ControlKitGTK
import Testing

/// What the Orca screen reader speaks while a user goes through `controlkit demo` with the
/// keyboard (issue 30), read from Orca's own log (see `OrcaTranscript`).
///
/// One run for the suite, a tour from the cart's field (where the demo puts the focus): Up, Tab to
/// the price bar, Up, Tab to the arc stepper, Up, Tab to the first HUD button, "Success" pressed
/// through AT-SPI (the HUD shows "Saved"), and Shift+Tab back to the arc stepper (a condition to
/// wait on after the HUD, which may say nothing).
@Suite(.serialized, .needsDisplay, .needsOrca)
struct OrcaXTests {
  /// The one run, shared by the tests.
  static let run = OrcaTourRun()
  /// The demo's captions, which name its steppers.
  static let cartName = "Cart quantity (hold ±, type, keys, wheel)"
  static let priceName = "Price bar 0.1 … 9.9 (controlled by its owner)"
  /// The demo speaks English here (`LANG=C.UTF-8`).
  static let language = ControlLanguage.english

  /// The tour's steps (their indices are the `step(_:)` the tests read).
  static let steps: [OrcaStep] = [
    .key("Up", until: "^1$"),
    .key("Tab", until: #"^5\.0\.$"#),
    .key("Up", until: #"^5\.1$"#),
    .key("Tab", until: #"^5 of 10\.$"#),
    .key("Up", until: "^6 of 10$"),
    .key("Tab", until: "push button"),
    .click("Success", until: nil),
    .key("shift+Tab", until: #"^Volume slider\.$"#),
  ]
  /// What Orca says last when it presents the demo: the cart's value, after its name and role.
  static let ready = #"^0\.$"#

  @Test func focusSpeaksTheStepperByNameRoleAndValue() async throws {
    let transcript = try await Self.run.transcript()
    let ready = transcript.lines.first { $0.event == "ready" }?.speech ?? []
    #expect(ready.suffix(2) == ["\(Self.cartName) spin button.", "0."], "\(transcript.text)")
  }

  /// Tab from the cart's field goes to the price bar's field, then to the arc stepper, then to
  /// the next button: one stop per stepper (no "push button" between), as a GtkSpinButton.
  @Test func tabGoesFromStepperToStepper() async throws {
    let transcript = try await Self.run.transcript()
    #expect(
      transcript.step(1).prefix(2) == ["\(Self.priceName) spin button.", "5.0."],
      "\(transcript.text)")
    let volume = Self.language.stepValueText(step: 5, count: 10)
    #expect(
      transcript.step(3).prefix(2) == ["Volume slider.", "\(volume)."], "\(transcript.text)")
    #expect(transcript.step(5).first == "Fast task (300 ms) push button.", "\(transcript.text)")
  }

  /// Nothing Orca says is a GTK class name ("GtkImage Increase push button" before the icons
  /// became presentation only).
  @Test func noClassNameIsSpoken() async throws {
    let transcript = try await Self.run.transcript()
    #expect(!transcript.all.contains { $0.contains("Gtk") }, "\(transcript.text)")
  }

  /// A step in a focused stepper or arc stepper is spoken as the new value alone, not the name
  /// again: on GTK 4.8 through the focused object's description (Orca presents a change of the
  /// locus of focus's description), from GTK 4.10 through the Value interface as well.
  @Test func aStepSpeaksTheNewValueWithoutTheName() async throws {
    let transcript = try await Self.run.transcript()
    let steps = [
      (0, "1", Self.cartName), (2, "5.1", Self.priceName),
      (4, Self.language.stepValueText(step: 6, count: 10), "Volume"),
    ]
    for (index, value, name) in steps {
      let spoken = transcript.step(index)
      #expect(spoken.contains(value), "step \(index): \(spoken)")
      #expect(!spoken.contains { $0.contains(name) }, "step \(index): \(spoken)")
    }
  }

  /// The HUD's "Saved" is spoken where GTK has an announcement call, and only there.
  ///
  /// GTK 4.14 has it (the screen reader must support it too). On GTK 4.8 Orca 43 says nothing, whatever the HUD does: its default script
  /// presents an unfocused object only for the notification role (which no GTK 4.8 role maps to)
  /// or a name change of the active window, so the announcer's name change is not spoken (see
  /// ControlKitGTK's README). This fails when that changes, and the README must follow.
  @Test func theHUDsAnnouncementAsOrcaHearsIt() async throws {
    let transcript = try await Self.run.transcript()
    let heard = transcript.step(6).contains { $0.contains("Saved") }
    let announces = await MainActor.run { AccessibleMapping.announcesThroughGTK }
    #expect(heard == announces, "\(transcript.text)")
  }
}
#endif
