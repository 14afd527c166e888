#if GTK
import ControlKit
import Foundation

/// What Orca speaks on `OrcaXTests`' tour, per Orca version: the steps' wait conditions and the
/// lines the tests compare, measured with Orca 43.1 on GTK 4.8 (Debian 12) and Orca 48.1 on
/// GTK 4.18 (Debian 13's lane).
///
/// Orca 48 speaks a focused object's name, role and value as one line ("… spin button 0.") where
/// Orca 43 spoke the value as a line of its own ("0."), ends a value change's line without a full
/// stop, and speaks the description (the stepper's hint, GTK 4.14's field) after it. The table
/// is chosen by the Orca found at run time (``installed``): Orca before 48 reads as 43.
struct OrcaExpectations: Sendable {
  /// The Orca major version the table was measured with.
  let orca: Int
  /// What Orca says last when it has presented the demo (a Python regular expression).
  let ready: String
  /// The tour's steps.
  let steps: [OrcaStep]
  /// The last lines of the presentation: the cart's field with its name, role and value.
  let cartFocus: [String]
  /// The first lines after Tab to the price bar's field, and to the arc stepper.
  let priceFocus: [String]
  let volumeFocus: [String]
  /// The first line after Tab to the first HUD button.
  let buttonFocus: String
  /// Whether the HUD's "Saved" is heard after the success task (GTK 4.14's announcement).
  let hearsHUD: Bool

  /// The steps' indices the tests read.
  var cartUp: Int { 0 }
  var cartPageUp: Int { 1 }
  var cartTyped: Int { 4 }
  var tabToPrice: Int { 5 }
  var priceUp: Int { 6 }
  var tabToArc: Int { 7 }
  var arcUp: Int { 8 }
  var arcEnd: Int { 9 }
  var tabToButton: Int { 10 }
  var success: Int { 11 }

  /// The demo's captions, which name its steppers.
  static let cartName = "Cart quantity (hold ±, type, keys, wheel)"
  static let priceName = "Price bar 0.1 … 9.9 (controlled by its owner)"
  /// The demo speaks English here (`LANG=C.UTF-8`).
  static let language = ControlLanguage.english

  /// The tour from the cart's field, with each step's wait condition.
  ///
  /// Up, Page Up, the field's text selected (Ctrl+A), "7" typed and Return (`7` awaited), Tab to
  /// the price bar (`price`), Up, Tab to the arc stepper (`volume`), Up, End, Tab to the first
  /// HUD button (`button`), "Success" pressed through AT-SPI (`saved`: nil where nothing is
  /// said), Shift+Tab back to the arc stepper (`back`). `ending` closes a value change's line.
  static func tour(
    ending: String, price: String, volume: String, button: String, saved: String?, back: String
  ) -> [OrcaStep] {
    [
      .key("Up", until: "^1\(ending)$"),
      .key("Page_Up", until: "^11\(ending)$"),
      .key("ctrl+a", until: nil),
      .key("7", until: nil),
      .key("Return", until: "^7\(ending)$"),
      .key("Tab", until: price),
      .key("Up", until: #"^5\.1"# + ending + "$"),
      .key("Tab", until: volume),
      .key("Up", until: "^6 of 10\(ending)$"),
      .key("End", until: "^10 of 10\(ending)$"),
      .key("Tab", until: button),
      .click("Success", until: saved),
      .key("shift+Tab", until: back),
    ]
  }

  /// Orca 43.1 on GTK 4.8 (Debian 12).
  ///
  /// Name and role, then the value as a line of its own (GTK 4.8 has no Value interface for the
  /// field: the value is its description, which Orca speaks), and a step as the new value, from
  /// the description change of the focused field. No HUD: Orca 43 presents no name change of an
  /// unfocused object, and GTK 4.8 has no announcement.
  static let orca43 = OrcaExpectations(
    orca: 43, ready: #"^0\.$"#,
    steps: tour(
      ending: "", price: #"^5\.0\.$"#, volume: #"^5 of 10\.$"#,
      button: "push button", saved: nil,
      back: #"^Volume slider\.$"#),
    cartFocus: ["\(cartName) spin button.", "0."],
    priceFocus: ["\(priceName) spin button.", "5.0."],
    volumeFocus: ["Volume slider.", "5 of 10."],
    buttonFocus: "Fast task (300 ms) push button.", hearsHUD: false)

  /// Orca 48.1 on GTK 4.18 (Debian 13).
  ///
  /// Name, role, value and the value as a percentage of the range (a slider) as one line, then
  /// the description (the hint); a step as the new value, from the Value interface of the
  /// focused field; the HUD's "Saved" from the window's announcement.
  static let orca48 = OrcaExpectations(
    orca: 48, ready: #"^Adjusts the value in steps\.$"#,
    steps: tour(
      ending: #"\.?"#, price: #"spin button 5\.0"#, volume: "5 of 10", button: "button",
      saved: "Saved", back: "^Volume slider"),
    cartFocus: ["\(cartName) spin button 0.", "Adjusts the value in steps."],
    priceFocus: ["\(priceName) spin button 5.0.", "Adjusts the value in steps."],
    volumeFocus: ["Volume slider 5 of 10 50 percent."],
    buttonFocus: "Fast task (300 ms) button.", hearsHUD: true)

  /// Debian's Orca's Python package, whose `orca_platform.py` says its version.
  static let platformFile = "/usr/lib/python3/dist-packages/orca/orca_platform.py"

  /// The major version of the Orca installed here (`version = "48.1"`), or nil without one.
  static func installedVersion() -> Int? {
    guard let text = try? String(contentsOfFile: platformFile, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("version") {
      let digits = line.drop { !$0.isNumber }.prefix { $0.isNumber }
      return Int(digits)
    }
    return nil
  }

  /// The table for the Orca installed here: 48's from Orca 48, 43's before.
  static let installed: OrcaExpectations = (installedVersion() ?? 43) >= 48 ? orca48 : orca43
}
#endif
