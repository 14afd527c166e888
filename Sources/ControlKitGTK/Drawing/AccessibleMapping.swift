#if GTK
package import CGtk
package import ControlKit

/// Maps the core's accessibility semantics (`AccessibilityElement`) to GTK's accessible API.
///
/// GTK 4.8's setters are variadic in C; this uses their `_value` forms (arrays of `GValue`), which
/// Swift can call.
///
/// What reaches a screen reader depends on the GTK version (see ControlKitGTK's README): from
/// GTK 4.10 the range widgets implement GtkAccessibleRange, so AT-SPI's Value interface reads
/// the value, range and value text; GTK 4.8 gives that interface to its own range widgets only,
/// so there the value text also goes in the accessible description, which screen readers speak
/// with the name and role (``valueInDescription``).
@MainActor
package enum AccessibleMapping {
  /// Whether this GTK exposes a custom widget's value properties through AT-SPI's Value
  /// interface (GTK 4.10's GtkAccessibleRange, which ControlKitGTK's range widgets implement).
  package static let exposesValueInterface = ck_has_accessible_range() != 0

  /// Whether the value text is put in the accessible description, so that a screen reader
  /// reads the value where GTK has no Value interface for custom widgets (before GTK 4.10).
  package static let valueInDescription = !exposesValueInterface

  /// Whether a GtkText field's text (the value, for the stepper's field) is readable over AT-SPI
  /// (its Text interface, GTK 4.14); before, the field's description carries the value text.
  package static let fieldTextIsReadable = ck_text_has_accessible_text() != 0

  /// Whether this GTK asks screen readers to speak an announcement (`gtk_accessible_announce`,
  /// GTK 4.14); before, ``announce(_:on:)`` returns false and callers change a status object's
  /// name, which the AT-SPI bus carries but Orca 43 does not speak (ControlKitGTK's README).
  package static let announcesThroughGTK = ck_has_accessible_announce() != 0

  /// Names `widget` by `caption` (the labelled-by relation): a screen reader reads the caption's
  /// text as the widget's name, as for a GtkSpinButton labelled by a GtkLabel.
  package static func setLabelledBy(
    _ caption: UnsafeMutablePointer<GtkWidget>, of widget: UnsafeMutablePointer<GtkWidget>
  ) {
    ck_accessible_set_labelled_by(widget, caption)
  }

  /// Asks screen readers to speak `text` now through `widget`; false where GTK has no
  /// announcement call (before GTK 4.14), and the caller falls back to a name or description
  /// change, which screen readers report.
  ///
  /// `widget` must be one a screen reader has already read (the window, or the focused widget):
  /// GTK 4.18 sends nothing from an object no client has asked for, and Orca 48 then says
  /// nothing.
  package static func announce(_ text: String, on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    ck_accessible_announce(widget, text) != 0
  }

  /// The GTK role for a core role.
  package static func role(for role: AccessibilityRole) -> GtkAccessibleRole {
    switch role {
    case .spinButton: GTK_ACCESSIBLE_ROLE_SPIN_BUTTON
    case .slider: GTK_ACCESSIBLE_ROLE_SLIDER
    case .progressBar: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR
    case .status: GTK_ACCESSIBLE_ROLE_STATUS
    case .image: GTK_ACCESSIBLE_ROLE_IMG
    case .button: GTK_ACCESSIBLE_ROLE_BUTTON
    }
  }

  /// Sets `widget`'s accessible properties and disabled state from `element`.
  ///
  /// Label (none when empty, so a labelled-by caption names it), value text, description (the
  /// hint; the value text instead where ``valueInDescription`` and the element has a value),
  /// value range and value; the role is not changed (GTK fixes it at creation).
  package static func apply(
    _ element: AccessibilityElement, to widget: UnsafeMutablePointer<GtkWidget>
  ) {
    var update = AccessibleUpdate(capacity: 6)
    if element.label.isEmpty {
      AccessibleUpdate.reset(GTK_ACCESSIBLE_PROPERTY_LABEL, of: widget)
    } else {
      update.add(GTK_ACCESSIBLE_PROPERTY_LABEL, string: element.label)
    }
    if let value = element.value { update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, string: value) }
    if let description = valueInDescription ? element.value ?? element.hint : element.hint {
      update.add(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, string: description)
    }
    if let range = element.range {
      update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, double: range.lowerBound)
      update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, double: range.upperBound)
    }
    if let now = element.numericValue { update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, double: now) }
    update.apply(to: widget)
    AccessibleUpdate.setDisabled(!element.isEnabled, of: widget)
  }

  /// Sets `widget`'s accessible label and description.
  package static func setLabel(
    _ label: String, description: String? = nil, of widget: UnsafeMutablePointer<GtkWidget>
  ) {
    var update = AccessibleUpdate(capacity: 2)
    update.add(GTK_ACCESSIBLE_PROPERTY_LABEL, string: label)
    if let description { update.add(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, string: description) }
    update.apply(to: widget)
  }
}
#endif
