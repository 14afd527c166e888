#if GTK
import Foundation
import Testing

/// Full-width digits typed into `GTKStepper`'s field with real X input, as Chinese and Japanese
/// input methods in full-width mode commit them: one character at a time (issue 20).
///
/// The core keeps each character as typed (issue 34: one numbering system per text, never
/// rewritten until the commit); the caret must stand where the core says (after the character),
/// or the next key lands in front of it ("３４" read 43). GTK's own input method (GtkIMContextSimple) enters a
/// character by its code with Ctrl+Shift+U: a preedit that commits on Space, through the same
/// path as an input method's commit.
@Suite(.serialized, .needsDisplay)
struct StepperFullWidthXTests {
  /// GTK's built-in input method, so Ctrl+Shift+U code entry is there whatever the machine has.
  static let simpleInputMethod = ["GTK_IM_MODULE": "gtk-im-context-simple"]

  /// Opens the stepper window and selects the field's whole text.
  static func openWithFieldSelected() async throws -> StepperWindowDriver {
    let window = try await StepperWindowDriver.open(environment: simpleInputMethod)
    try window.click(window.field)
    try window.xdotool(["key", "ctrl+a"])
    return window
  }

  /// Types `text` one key at a time, with time between keys for each to be handled.
  static func type(_ text: String, into window: StepperWindowDriver) throws {
    try window.xdotool(["type", "--delay", "120", text])
  }

  /// Waits until the field holds `count` characters, and returns that state line (so a wrong
  /// order shows as a wrong text, not as a timeout).
  static func waitForLength(
    _ count: Int, in window: StepperWindowDriver
  ) async throws -> [String: String] {
    try await window.waitForState { $0["text"]?.count == count }
  }

  @Test func fullWidthDigitsTypedOneAtATimeKeepTheirOrder() async throws {
    let window = try await Self.openWithFieldSelected()
    try Self.type("３４", into: window)
    let state = try await Self.waitForLength(2, in: window)
    #expect(state["text"] == "３４", "\(state)")
    #expect(state["caret"] == "2", "\(state)")
  }

  @Test func fullWidthDigitsOverASelectionKeepTheirOrder() async throws {
    let window = try await Self.openWithFieldSelected()
    try Self.type("12", into: window)
    _ = try await window.waitForState { $0["text"] == "12" }
    try window.xdotool(["key", "ctrl+a"])
    try Self.type("５６", into: window)
    // "５" replaces the selected "12"; "６" follows it.
    let state = try await window.waitForState {
      $0["text"]?.hasPrefix("1") == false && $0["text"]?.count == 2
    }
    #expect(state["text"] == "５６", "\(state)")
    #expect(state["caret"] == "2", "\(state)")
  }

  @Test func fullWidthDigitsMidTextGoWhereTheCaretIs() async throws {
    let window = try await Self.openWithFieldSelected()
    try Self.type("１９", into: window)
    _ = try await window.waitForState { $0["text"] == "１９" }
    // While the field edits, Left moves the caret between １ and ９.
    try window.xdotool(["key", "Left"])
    _ = try await window.waitForState { $0["text"] == "１９" && $0["caret"] == "1" }
    try Self.type("５６", into: window)
    let state = try await Self.waitForLength(4, in: window)
    #expect(state["text"] == "１５６９", "\(state)")
    #expect(state["caret"] == "3", "\(state)")
  }

  /// GtkIMContextSimple's code entry: Ctrl+Shift+U, the code (a preedit, not yet in the text),
  /// Space to commit "2" (U+0032, so that the text keeps one numbering system); the next key
  /// goes after it.
  @Test func aFullWidthDigitFromGTKsInputMethodLeavesTheCaretAfterIt() async throws {
    let window = try await Self.openWithFieldSelected()
    try Self.type("1", into: window)
    _ = try await window.waitForState { $0["text"] == "1" && $0["caret"] == "1" }
    try window.xdotool(["key", "ctrl+shift+u"])
    try Self.type("32", into: window)
    try window.xdotool(["key", "space"])
    let committed = try await Self.waitForLength(2, in: window)
    // The code was a preedit: the field's text never held its digits ("1" + "32" would show
    // as "13" or "132"), checked on every state printed before the commit (no fixed wait).
    #expect(
      !window.states.contains { $0["text"]?.hasPrefix("13") == true },
      "preedit: \(window.states)")
    #expect(committed["text"] == "12", "\(committed)")
    #expect(committed["caret"] == "2", "\(committed)")
    try Self.type("3", into: window)
    let state = try await Self.waitForLength(3, in: window)
    #expect(state["text"] == "123", "\(state)")
  }

  /// The full-width decimal separator ("．", U+FF0E) between full-width digits, typed key by key
  /// into the demo's price bar (0.1 … 9.9): kept like the digits, each keeps its place.
  @Test func aFullWidthSeparatorTypedKeyByKeyKeepsItsPlace() async throws {
    let demo = try await DemoWindow.open(environment: Self.simpleInputMethod)
    try demo.click("price-field")
    try demo.xdotool(["key", "ctrl+a"])
    try demo.xdotool(["type", "--delay", "120", "１．２"])
    try demo.xdotool(["key", "Return"])
    let line = try await demo.process.waitForLine { $0.hasPrefix("stepper name=price value=") }
    #expect(line == "stepper name=price value=1.2")
  }
}
#endif
