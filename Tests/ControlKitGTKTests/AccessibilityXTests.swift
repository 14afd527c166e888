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
/// (a GtkText) says its value in its description until GTK 4.14 reads its text. Before 4.10 the
/// stepper's root is a spin button around the field; from 4.10 the field is the one spin button,
/// with the value, and the root a container (`GTKStepper.rootIsSpinButton`). The tests check
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

  /// Whether the stepper's root is a spin button too (before GTK 4.10).
  static func rootIsSpinButton() async -> Bool {
    await MainActor.run { GTKStepper.rootIsSpinButton }
  }

  /// The stepper named `name`: its root, the root's children and the field (the focusable spin
  /// button of that name, whose parent is the root), found the way a screen reader walks.
  static func stepper(
    _ name: String, in nodes: [ATSPILine]
  ) throws -> (root: ATSPILine, children: [ATSPILine], field: ATSPILine) {
    let field = try #require(
      nodes.first { $0.role == "spin button" && $0.name == name && $0.focusable == true },
      "no field named \(name)")
    let fieldPath = try #require(field.path)
    let rootPath = String(fieldPath[..<(fieldPath.lastIndex(of: "/") ?? fieldPath.startIndex)])
    let root = try #require(nodes.first { $0.path == rootPath }, "no parent for \(field)")
    let prefix = rootPath + "/"
    let children = nodes.filter {
      guard let path = $0.path, path.hasPrefix(prefix) else { return false }
      return !path.dropFirst(prefix.count).contains("/")
    }
    return (root, children, field)
  }

  /// Checks a stepper's name, role, hint, field, value (`value`, its text `text`), range and
  /// buttons.
  static func expectStepper(
    _ name: String, value: Double, text: String, range: ClosedRange<Double>,
    in nodes: [ATSPILine], valueInterface: Bool, fieldText: Bool, rootIsSpinButton: Bool
  ) throws {
    let (root, children, field) = try stepper(name, in: nodes)
    #expect(children.map(\.role) == ["push button", "spin button", "push button"], "\(children)")
    if rootIsSpinButton {
      // GTK 4.8: the root is the named spin button around the field, and says the hint.
      #expect(root.role == "spin button" && root.name == name, "\(root)")
      #expect(root.description == language.stepperHint, "\(root)")
    } else {
      // The root is no second spin button (Orca 48 read it as one: "0" before the name), and is
      // unnamed, so no screen reader speaks it; the field says the hint.
      #expect(root.role != "spin button" && root.name == "" && root.value == nil, "\(root)")
      if fieldText { #expect(field.description == language.stepperHint, "\(field)") }
    }
    if valueInterface {
      // The focused field has the value (Orca 48 speaks a value change only from the focus).
      #expect(field.value == value && field.valueText == text, "\(field)")
      #expect(field.minimum == range.lowerBound && field.maximum == range.upperBound, "\(field)")
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
    let rootIsSpinButton = await Self.rootIsSpinButton()
    try Self.expectStepper(
      Self.cartName, value: 0, text: "0", range: 0...99, in: nodes, valueInterface: valueInterface,
      fieldText: fieldText, rootIsSpinButton: rootIsSpinButton)
    try Self.expectStepper(
      Self.priceName, value: 5, text: "5.0", range: 0.1...9.9, in: nodes,
      valueInterface: valueInterface, fieldText: fieldText, rootIsSpinButton: rootIsSpinButton)
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
      #expect(field.value == 1 && field.valueText == "1", "\(field)")
      #expect(root.value == nil, "\(root)")
    }
    if await !Self.fieldTextIsReadable() {
      #expect(field.description == "1", "\(field)")
    }
  }

  /// A screen reader hears the focus arrive in each field (with the name and value text), and
  /// the HUD's announcement of a posted status: the status object's new name on GTK 4.8, and
  /// from GTK 4.14 an announcement from the window (a frame every client has read; GTK sends
  /// none from an object no client has read, such as the status object, whose role GTK 4.14
  /// no longer lets be named).
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
    let announcements = events.filter { $0.type == "object:announcement" }
    if await MainActor.run(body: { AccessibleMapping.announcesThroughGTK }) {
      #expect(announcements.map(\.data) == ["Saved"], "\(events)")
      #expect(announcements.allSatisfy { $0.role == "frame" }, "\(announcements)")
      #expect(announced.allSatisfy { $0.name == "" }, "\(events)")
    } else {
      #expect(announced.map(\.name) == ["Saved"], "\(events)")
      #expect(announcements.isEmpty, "\(events)")
    }
  }
}
#endif
