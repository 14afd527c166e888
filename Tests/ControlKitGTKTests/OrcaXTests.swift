#if GTK
import ControlKit
import ControlKitGTK
import Testing

/// What the Orca screen reader speaks while a user goes through `controlkit demo` with the
/// keyboard (issues 30 and 38), read from Orca's own log (see `OrcaTranscript`).
///
/// One run for the suite, a tour from the cart's field (where the demo puts the focus): Up, Page
/// Up, "7" typed over the selected text and Return, Tab to the price bar, Up, Tab to the arc stepper, Up, End, Tab to the first HUD button,
/// "Success" pressed through AT-SPI (the HUD shows "Saved"), and Shift+Tab back to the arc
/// stepper. What each Orca says differs in form (Orca 43 on GTK 4.8, Orca 48 on GTK 4.18): the
/// tests compare with the table of the Orca found at run time (`OrcaExpectations.installed`).
@Suite(.serialized, .needsDisplay, .needsOrca)
struct OrcaXTests {
  /// The one run, shared by the tests.
  static let run = OrcaTourRun()
  /// What this Orca says.
  static let expected = OrcaExpectations.installed
  static let cartName = OrcaExpectations.cartName
  static let priceName = OrcaExpectations.priceName
  static let language = OrcaExpectations.language

  /// Focus in the cart's field is spoken by name, role and value, and the stepper's root is no
  /// second spin button ("0" "0" before the name was Orca 48 reading the root's value).
  @Test func focusSpeaksTheStepperByNameRoleAndValue() async throws {
    let transcript = try await Self.run.transcript()
    let ready = transcript.lines.first { $0.event == "ready" }?.speech ?? []
    #expect(
      Array(ready.suffix(Self.expected.cartFocus.count)) == Self.expected.cartFocus,
      "\(transcript.text)")
    #expect(
      !ready.dropLast(Self.expected.cartFocus.count).contains { $0.hasPrefix("0") }, "\(ready)")
  }

  /// Tab from the cart's field goes to the price bar's field, then to the arc stepper, then to
  /// the next button: one stop per stepper (no "push button" between), as a GtkSpinButton.
  @Test func tabGoesFromStepperToStepper() async throws {
    let transcript = try await Self.run.transcript()
    let expected = Self.expected
    let price = transcript.step(Self.expected.tabToPrice)
    #expect(
      Array(price.prefix(expected.priceFocus.count)) == expected.priceFocus, "\(transcript.text)")
    let volume = transcript.step(Self.expected.tabToArc)
    #expect(
      Array(volume.prefix(expected.volumeFocus.count)) == expected.volumeFocus,
      "\(transcript.text)"
    )
    #expect(
      transcript.step(Self.expected.tabToButton).first == expected.buttonFocus,
      "\(transcript.text)")
  }

  /// Nothing Orca says is a GTK class name ("GtkImage Increase push button" before the icons
  /// became presentation only).
  @Test func noClassNameIsSpoken() async throws {
    let transcript = try await Self.run.transcript()
    #expect(!transcript.all.contains { $0.contains("Gtk") }, "\(transcript.text)")
  }

  /// A step in a focused stepper or arc stepper (Up, Page Up, End), and a number typed and
  /// committed with Return, is spoken as the new value alone, not the name again: on GTK 4.8 through the focused field's description (Orca 43
  /// presents a change of the locus of focus's description), from GTK 4.10 through the focused
  /// field's Value interface (Orca 48 presents a value change only from the locus of focus).
  @Test func aStepSpeaksTheNewValueWithoutTheName() async throws {
    let transcript = try await Self.run.transcript()
    let expected = Self.expected
    let steps = [
      (expected.cartUp, "1", Self.cartName),
      (expected.cartPageUp, "11", Self.cartName),
      (expected.cartTyped, "7", Self.cartName),
      (expected.priceUp, "5.1", Self.priceName),
      (expected.arcUp, Self.language.stepValueText(step: 6, count: 10), "Volume"),
      (expected.arcEnd, Self.language.stepValueText(step: 10, count: 10), "Volume"),
    ]
    for (index, value, name) in steps {
      let spoken = transcript.step(index)
      #expect(spoken.contains { $0 == value || $0 == value + "." }, "step \(index): \(spoken)")
      #expect(!spoken.contains { $0.contains(name) }, "step \(index): \(spoken)")
    }
  }

  /// The HUD's "Saved" is spoken where GTK has an announcement call, and only there.
  ///
  /// GTK 4.14 has it, and the HUD announces from the window, which Orca has read (GTK sends
  /// nothing from an object no client has read). On GTK 4.8 Orca 43 says nothing, whatever the
  /// HUD does: its default script presents an unfocused object only for the notification role
  /// (which no GTK 4.8 role maps to) or a name change of the active window, so the status
  /// object's name change is not spoken (see ControlKitGTK's README). This fails when that
  /// changes, and the README must follow.
  @Test func theHUDsAnnouncementAsOrcaHearsIt() async throws {
    let transcript = try await Self.run.transcript()
    let heard = transcript.step(Self.expected.success).contains { $0.contains("Saved") }
    let announces = await MainActor.run { AccessibleMapping.announcesThroughGTK }
    #expect(heard == (announces && Self.expected.hearsHUD), "\(transcript.text)")
  }
}
#endif
