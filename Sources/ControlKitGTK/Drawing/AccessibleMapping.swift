public import CGtk
public import ControlKit

/// Maps the core's accessibility semantics (`AccessibilityElement`) to GTK's accessible API.
///
/// GTK 4.8's setters are variadic in C; this uses their `_value` forms (arrays of `GValue`), which
/// Swift can call.
@MainActor
public enum AccessibleMapping {
  /// GLib's fundamental `gdouble` type (`G_TYPE_DOUBLE`, a function-like macro in C).
  static let doubleType = GType(15 << G_TYPE_FUNDAMENTAL_SHIFT)
  /// GLib's fundamental string type (`G_TYPE_STRING`).
  static let stringType = GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)
  /// GLib's fundamental `gboolean` type (`G_TYPE_BOOLEAN`).
  static let booleanType = GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)

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
    var properties: [(GtkAccessibleProperty, GValue)] = [
      (GTK_ACCESSIBLE_PROPERTY_LABEL, stringValue(element.label))
    ]
    if let value = element.value {
      properties.append((GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, stringValue(value)))
    }
    if let hint = element.hint {
      properties.append((GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, stringValue(hint)))
    }
    if let range = element.range {
      properties.append((GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, doubleValue(range.lowerBound)))
      properties.append((GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, doubleValue(range.upperBound)))
    }
    if let now = element.numericValue {
      properties.append((GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, doubleValue(now)))
    }
    update(widget, properties)
    var disabled = GValue()
    g_value_init(&disabled, booleanType)
    g_value_set_boolean(&disabled, element.isEnabled ? 0 : 1)
    var state = GTK_ACCESSIBLE_STATE_DISABLED
    gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, &disabled)
    g_value_unset(&disabled)
  }

  /// Sets `widget`'s accessible label and description.
  public static func setLabel(
    _ label: String, description: String? = nil, of widget: UnsafeMutablePointer<GtkWidget>
  ) {
    var properties = [(GTK_ACCESSIBLE_PROPERTY_LABEL, stringValue(label))]
    if let description {
      properties.append((GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, stringValue(description)))
    }
    update(widget, properties)
  }

  private static func update(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ properties: [(GtkAccessibleProperty, GValue)]
  ) {
    var keys = properties.map(\.0)
    var values = properties.map(\.1)
    gtk_accessible_update_property_value(
      OpaquePointer(widget), gint(keys.count), &keys, &values)
    for index in values.indices { g_value_unset(&values[index]) }
  }

  private static func stringValue(_ string: String) -> GValue {
    var value = GValue()
    g_value_init(&value, stringType)
    g_value_set_string(&value, string)
    return value
  }

  private static func doubleValue(_ number: Double) -> GValue {
    var value = GValue()
    g_value_init(&value, doubleType)
    g_value_set_double(&value, number)
    return value
  }
}
