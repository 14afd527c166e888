/// One language's words: a string for every ``ControlStringKey`` and the arc stepper's
/// "{step} of {count}" for each plural category its count can take.
///
/// Tables are data in the core (no Foundation, no bundle): one file per language in `Tables/`,
/// each word's source in a comment beside it and in the DocC article "Languages".
struct ControlStringTable: Sendable {
  /// Every key's text.
  let strings: [ControlStringKey: String]
  /// The arc stepper's spoken value, by the plural category of `{count}`; `.other` is required.
  let stepOf: [PluralCategory: String]
  /// The arc stepper's spoken value at step 0, where it differs from ``stepOf`` (by the same
  /// categories): a language whose "{step}" is an ordinal ("第 5 步") counts an empty ring
  /// with a cardinal ("0 步").
  var stepZeroOf: [PluralCategory: String] = [:]
  /// The percent template when the number is written in other digits than ASCII, where the
  /// language's sign changes with them (Arabic "٪" with Arabic-Indic digits, "%" with ASCII);
  /// nil uses ``ControlStringKey/percent``.
  var percentInNativeDigits: String?

  /// The text of `key`; empty when missing (the completeness test keeps that from shipping).
  subscript(key: ControlStringKey) -> String { strings[key] ?? "" }

  /// The arc stepper's value template for `count`.
  func stepOf(_ category: PluralCategory) -> String {
    stepOf[category] ?? stepOf[.other] ?? ""
  }

  /// The arc stepper's value template for `step` of a count in `category`.
  func stepOf(step: Int, _ category: PluralCategory) -> String {
    if step == 0, let zero = stepZeroOf[category] { return zero }
    return stepOf(category)
  }
}

extension ControlStringTable {
  /// Fills a template: each `{name}` replaced by `values[name]`.
  ///
  /// Unknown names stay as written. Inserted text is not searched again, so a value containing
  /// braces is left alone.
  ///
  /// - Complexity: O(n + m), n the template's length, m the inserted text's.
  static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
    var result = ""
    var name: String?
    for character in template {
      if var open = name {
        if character == "}" {
          if let value = values.first(where: { $0.key == open })?.value {
            result += value
          } else {
            result += "{" + open + "}"
          }
          name = nil
        } else {
          open.append(character)
          name = open
        }
      } else if character == "{" {
        name = ""
      } else {
        result.append(character)
      }
    }
    if let open = name { result += "{" + open }
    return result
  }
}
