#if GTK
public import ControlKit
import Glibc

extension NumberSymbols {
  /// The symbols of the process's C locale (`LC_NUMERIC`), as `GtkSpinButton` writes numbers.
  ///
  /// Its decimal point, its thousands separator and grouping from `localeconv()`, ASCII digits
  /// and "-". `gtk_init` sets the locale from the environment (`setlocale(LC_ALL, "")`), so
  /// under `LANG=de_DE.UTF-8` a GTK app gets "," and "." (1.234,5).
  ///
  /// A field the core would refuse (an empty or invisible separator) falls back to the plain
  /// symbols' (".", no grouping), so this never fails. Before `gtk_init` (or in the "C" locale)
  /// it gives ``NumberSymbols/plain``.
  ///
  /// ```swift
  /// let symbols = NumberSymbols.cLocale()   // after gtk_init, in de_DE: "," and "."
  /// stepper.numberSymbols = symbols          // GTKStepper already does this by default
  /// ```
  public static func cLocale() -> NumberSymbols {
    guard let conventions = localeconv() else { return .plain }
    let decimal = conventions.pointee.decimal_point.map { String(cString: $0) } ?? "."
    let thousands = conventions.pointee.thousands_sep.map { String(cString: $0) } ?? ""
    var grouping: [Int] = []
    if let sizes = conventions.pointee.grouping {
      // Each byte is a group size, the rightmost group first; 0 repeats the last, CHAR_MAX ends
      // grouping.
      while grouping.count < 8, sizes[grouping.count] > 0, sizes[grouping.count] != CChar.max {
        grouping.append(Int(sizes[grouping.count]))
      }
    }
    return symbols(decimalPoint: decimal, thousandsSeparator: thousands, grouping: grouping)
  }

  /// Symbols from a C locale's conventions: its decimal point, thousands separator and
  /// `grouping` sizes (the rightmost group first; the last size repeats).
  static func symbols(decimalPoint: String, thousandsSeparator: String, grouping: [Int])
    -> NumberSymbols
  {
    let decimal =
      decimalPoint.count == 1
      ? (decimalPoint.first.flatMap { try? NumberSymbols(decimalSeparator: $0) } != nil
        ? decimalPoint.first : nil) : nil
    let separator: Character = decimal ?? "."
    guard let size = grouping.first, size > 0, thousandsSeparator.count == 1,
      let groupingSeparator = thousandsSeparator.first,
      let grouped = try? NumberSymbols(
        decimalSeparator: separator, groupingSeparator: groupingSeparator, groupingSize: size,
        secondaryGroupingSize: grouping.count > 1 && grouping[1] > 0 ? grouping[1] : size)
    else {
      return (try? NumberSymbols(decimalSeparator: separator)) ?? .plain
    }
    return grouped
  }
}
#endif
