#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import SwiftUI

/// Where a ``StepperView``'s label came from, as SwiftUI `Stepper`'s initialisers tell them
/// apart: a localisation key (a string literal: `StepperView("Quantity", ...)`), a string shown
/// verbatim (a `String` variable or another `StringProtocol` value), or a label view of the app's.
enum StepperTitle: Equatable {
  /// Looked up in the app's string catalog, as `Text(key)` does.
  case localized(LocalizedStringKey)
  /// Shown as written, as `Text(string)` does.
  case verbatim(String)
  /// A `label:` view; the view itself is the label.
  case view

  /// The title as a text view: localised for a key, verbatim for a string; nil for a label view.
  var text: Text? {
    switch self {
    case .localized(let key): Text(key)
    case .verbatim(let string): Text(string)
    case .view: nil
    }
  }

  /// The core's ``StepperConfiguration/label`` and the field's placeholder: the verbatim string;
  /// empty for a key (SwiftUI resolves it, through ``text``) and for a label view.
  var plainText: String {
    if case .verbatim(let string) = self { string } else { "" }
  }
}
#endif
