#if GTK
import ControlKit
import ControlKitGTK
import Testing

/// What a screen reader reads from `controlkit demo` through a real AT-SPI registry (issue 20):
/// names, roles, values and ranges, the field, the buttons' actions, the focus, and the HUD's
/// announcement (see `ATSPIProbe`).
///
/// GTK 4.8 (Debian 12) gives AT-SPI's Value interface to its own range widgets only, so there
/// the value text is read from the description; from GTK 4.10 the controls implement
/// GtkAccessibleRange and the Value interface carries value, range and text; the stepper's field
/// (a GtkText) says its value in its description until GTK 4.14 reads its text. The tests check
/// whichever this GTK gives (`AccessibleMapping.exposesValueInterface`, `fieldTextIsReadable`).
@Suite(.serialized, .needsDisplay, .needsAccessibilityBus)
struct AccessibilityXTests {
  /// One probe run for the whole suite.
  static let probe = ATSPIProbeRun()
  /// The demo's captions, which name its steppers (labelled-by).
  static let cartName = "Cart quantity (hold ±, type, keys, wheel)"
  static let priceName = "Price bar 0.1 … 9.9 (controlled by its owner)"
  /// The demo speaks English here (`LANG=C.UTF-8`).
  static let language = ControlLanguage.english

  /// Whether this GTK reads values through the Value interface.
  static func hasValueInterface() async -> Bool {
    await MainActor.run { AccessibleMapping.exposesValueInterface }
  }

  /// Whether this GTK reads the stepper field's text (else its description is the value text).
  static func fieldTextIsReadable() async -> Bool {
    await MainActor.run { AccessibleMapping.fieldTextIsReadable }
  }

  /// The nodes of the tree.
  static func nodes() async throws -> [ATSPILine] {
    try await probe.lines().filter { $0.event == "node" }
  }

  /// The stepper named `name` (the root) and its children, found the way a screen reader walks.
  static func stepper(
    _ name: String, in nodes: [ATSPILine]
  ) throws -> (root: ATSPILine, children: [ATSPILine]) {
    let root = try #require(
      nodes.first { $0.role == "spin button" && $0.name == name }, "no spin button named \(name)")
    let prefix = (root.path ?? "") + "/"
    let children = nodes.filter {
      guard let path = $0.path, path.hasPrefix(prefix) else { return false }
      return !path.dropFirst(prefix.count).contains("/")
    }
    return (root, children)
  }

  /// Checks a stepper's name, role, hint, field, value (`value`, its text `text`), range and
  /// buttons.
  static func expectStepper(
    _ name: String, value: Double, text: String, range: ClosedRange<Double>,
    in nodes: [ATSPILine], valueInterface: Bool, fieldText: Bool
  ) throws {
    let (root, children) = try stepper(name, in: nodes)
    #expect(root.description == language.stepperHint, "\(root)")
    #expect(children.map(\.role) == ["push button", "spin button", "push button"], "\(children)")
    let field = try #require(children.first { $0.role == "spin button" })
    // The field is in the tree, named like the stepper, and takes the focus.
    #expect(field.name == name && field.focusable == true, "\(field)")
    if valueInterface {
      #expect(root.value == value && root.valueText == text, "\(root)")
      #expect(root.minimum == range.lowerBound && root.maximum == range.upperBound, "\(root)")
    } else {
      // GTK 4.8: no Value interface.
      #expect(root.value == nil && field.value == nil)
    }
    if !fieldText {
      // Before GTK 4.14 the field's description is the value text.
      #expect(field.description == text, "\(field)")
    }
    let buttons = children.filter { $0.role == "push button" }
    #expect(
      buttons.map(\.name) == [language.decreaseButtonLabel, language.increaseButtonLabel],
      "\(buttons)")
    for button in buttons {
      // Pressed through AT-SPI, but out of the focus chain: one Tab stop per stepper (issue 30).
      #expect(button.actions?.contains("click") == true, "\(button)")
      #expect(button.focusable == false, "\(button)")
    }
  }

  @Test func bothSteppersAreNamedAndReadTheirValue() async throws {
    let nodes = try await Self.nodes()
    let valueInterface = await Self.hasValueInterface()
    let fieldText = await Self.fieldTextIsReadable()
    try Self.expectStepper(
      Self.cartName, value: 0, text: "0", range: 0...99, in: nodes, valueInterface: valueInterface,
      fieldText: fieldText)
    try Self.expectStepper(
      Self.priceName, value: 5, text: "5.0", range: 0.1...9.9, in: nodes,
      valueInterface: valueInterface, fieldText: fieldText)
  }

  @Test func theArcStepperReadsItsValue() async throws {
    let nodes = try await Self.nodes()
    let arc = try #require(nodes.first { $0.role == "slider" }, "no slider")
    let text = Self.language.stepValueText(step: 5, count: 10)
    #expect(arc.name == "Volume" && arc.focusable == true, "\(arc)")
    if await Self.hasValueInterface() {
      #expect(arc.value == 5 && arc.minimum == 0 && arc.maximum == 10, "\(arc)")
      #expect(arc.valueText == text, "\(arc)")
    } else {
      #expect(arc.value == nil)
      #expect(arc.description == text, "\(arc)")
    }
  }

  /// "Increase" pressed through AT-SPI's Action interface (what Orca's "activate" does) steps
  /// the cart, and the new value is readable at once.
  @Test func theButtonsActThroughAccessibilityActions() async throws {
    let lines = try await Self.probe.lines()
    let action = try #require(lines.first { $0.event == "action" && $0.name == "Increase" })
    #expect(action.done == true)
    let field = try #require(lines.first { $0.event == "after-increase-field" })
    let root = try #require(lines.first { $0.event == "after-increase-root" })
    if await Self.hasValueInterface() {
      #expect(root.value == 1 && root.valueText == "1", "\(root)")
    }
    if await !Self.fieldTextIsReadable() {
      #expect(field.description == "1", "\(field)")
    }
  }

  /// A screen reader hears the focus arrive in each field (with the name and value text), and
  /// the HUD's announcement of a posted status.
  @Test func focusAndTheHUDsAnnouncementReachTheBus() async throws {
    let lines = try await Self.probe.lines()
    let events = lines.filter { $0.event == "bus" }
    // The last two (the demo may have focused the cart's field before the probe listened).
    let focus = events.filter { $0.type == "object:state-changed:focused" && $0.detail1 == 1 }
      .suffix(2)
    #expect(focus.map(\.name) == [Self.priceName, Self.cartName], "\(events)")
    #expect(focus.allSatisfy { $0.role == "spin button" }, "\(focus)")
    if await !Self.fieldTextIsReadable() {
      // What is spoken with the focus: the name, the role, and the value text (the cart's is 1
      // after the Increase action).
      #expect(focus.map(\.description) == ["5.0", "1"], "\(focus)")
    }
    let success = try #require(lines.first { $0.event == "action" && $0.name == "Success" })
    #expect(success.done == true)
    let announced = events.filter {
      $0.type == "object:property-change:accessible-name" && $0.role == "status bar"
    }
    #expect(announced.map(\.name) == ["Saved"], "\(events)")
  }
}
#endif
