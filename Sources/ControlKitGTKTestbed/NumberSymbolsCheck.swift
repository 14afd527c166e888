#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// `--number-symbols-check`: how a `GTKStepper` picks the symbols it writes numbers with.
///
/// It prints one line for `StepperLocaleXTests` (issue 34). Run it under a locale (`LC_ALL`).
///
/// `number-symbols-check default=1.234,5 configured=1234,5 chosen=1234.5 kept=1234.5
/// locale=,/.`: the C locale's by default, the configuration's own when it names them, and what
/// the app set with `numberSymbols`, which a configuration set later does not undo.
@MainActor
enum NumberSymbolsCheck {
  /// Prints the line; true when the stepper built from a plain configuration follows the C
  /// locale and every later choice holds.
  static func run() -> Bool {
    guard let range = try? StepperConfiguration(range: 0...100_000, step: 0.5) else { return false }
    let stepper = GTKStepper(value: 1234.5, configuration: range)
    guard let root = stepper.widget else { return false }
    g_object_ref_sink(root)
    defer { g_object_unref(root) }
    let locale = NumberSymbols.cLocale()
    let shownByDefault = stepper.text
    var configured = range
    configured.numberSymbols = (try? NumberSymbols(decimalSeparator: ",")) ?? .plain
    stepper.configuration = configured
    let shownConfigured = stepper.text
    stepper.numberSymbols = .plain
    let shownChosen = stepper.text
    stepper.configuration = configured
    let shownKept = stepper.text
    let grouping = locale.groupingSeparator.map { String($0) } ?? ""
    print(
      "number-symbols-check default=\(shownByDefault) configured=\(shownConfigured) "
        + "chosen=\(shownChosen) kept=\(shownKept) locale=\(locale.decimalSeparator)/\(grouping)")
    return shownByDefault == (1234.5 as FixedDecimal).formatted(with: locale)
      && shownConfigured == "1234,5" && shownChosen == "1234.5" && shownKept == "1234.5"
  }
}
#endif
