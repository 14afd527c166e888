#if GTK
public import CGtk
public import ControlKit

/// Maps the core's accessibility semantics (`AccessibilityElement`) to GTK's accessible API.
///
/// GTK 4.8's setters are variadic in C; this uses their `_value` forms (arrays of `GValue`), which
/// Swift can call.
@MainActor
public enum AccessibleMapping {
  /// The GTK role for a core role.
  public static func role(for role: AccessibilityRole) -> GtkAccessibleRole {
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
  /// Label, value text, description (the hint), value range and value; the role is not changed
  /// (GTK fixes it at creation).
  public static func apply(
    _ element: AccessibilityElement, to widget: UnsafeMutablePointer<GtkWidget>
  ) {
    var update = AccessibleUpdate(capacity: 6)
    update.add(GTK_ACCESSIBLE_PROPERTY_LABEL, string: element.label)
    if let value = element.value { update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, string: value) }
    if let hint = element.hint { update.add(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, string: hint) }
    if let range = element.range {
      update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, double: range.lowerBound)
      update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, double: range.upperBound)
    }
    if let now = element.numericValue { update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, double: now) }
    update.apply(to: widget)
    AccessibleUpdate.setDisabled(!element.isEnabled, of: widget)
  }

  /// Sets `widget`'s accessible label and description.
  public static func setLabel(
    _ label: String, description: String? = nil, of widget: UnsafeMutablePointer<GtkWidget>
  ) {
    var update = AccessibleUpdate(capacity: 2)
    update.add(GTK_ACCESSIBLE_PROPERTY_LABEL, string: label)
    if let description { update.add(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, string: description) }
    update.apply(to: widget)
  }
}
#endif
