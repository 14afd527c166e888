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

  /// The text of `key`; empty when missing (the completeness test keeps that from shipping).
  subscript(key: ControlStringKey) -> String { strings[key] ?? "" }

  /// The arc stepper's value template for `count`.
  func stepOf(_ category: PluralCategory) -> String {
    stepOf[category] ?? stepOf[.other] ?? ""
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
