#if GTK
import CGtk

/// A batch of GTK accessible properties with their `GValue`s, applied in one
/// `gtk_accessible_update_property_value` call (the variadic `gtk_accessible_update_property`
/// cannot be called from Swift).
struct AccessibleUpdate {
  /// `G_TYPE_BOOLEAN` (the macro `G_TYPE_MAKE_FUNDAMENTAL(5)` is not imported into Swift).
  static let booleanType = GType(5 << 2)
  /// `G_TYPE_DOUBLE` (`G_TYPE_MAKE_FUNDAMENTAL(15)`).
  static let doubleType = GType(15 << 2)
  /// `G_TYPE_STRING` (`G_TYPE_MAKE_FUNDAMENTAL(16)`).
  static let stringType = GType(16 << 2)

  private var properties: [GtkAccessibleProperty] = []
  private var values: [GValue] = []

  /// An empty batch.
  init() {}

  /// An empty batch with room for `capacity` properties.
  init(capacity: Int) {
    properties.reserveCapacity(capacity)
    values.reserveCapacity(capacity)
  }

  /// Adds a string property.
  mutating func add(_ property: GtkAccessibleProperty, string: String) {
    var value = GValue()
    g_value_init(&value, Self.stringType)
    // `withCString`, not the implicit conversion: a short string (a value's text) would be
    // copied into a heap array first; `g_value_set_string` copies it anyway.
    string.withCString { g_value_set_string(&value, $0) }
    properties.append(property)
    values.append(value)
  }

  /// Adds a number property.
  mutating func add(_ property: GtkAccessibleProperty, double: Double) {
    var value = GValue()
    g_value_init(&value, Self.doubleType)
    g_value_set_double(&value, double)
    properties.append(property)
    values.append(value)
  }

  /// Removes `property` from `widget` (an empty label would otherwise hide a labelled-by name).
  static func reset(_ property: GtkAccessibleProperty, of widget: UnsafeMutablePointer<GtkWidget>) {
    gtk_accessible_reset_property(OpaquePointer(widget), property)
  }

  /// Sets `widget`'s accessible disabled state.
  static func setDisabled(_ disabled: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
    var value = GValue()
    g_value_init(&value, booleanType)
    g_value_set_boolean(&value, disabled ? 1 : 0)
    var state = GTK_ACCESSIBLE_STATE_DISABLED
    gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, &value)
    g_value_unset(&value)
  }

  /// Sends value-now, value-text and the description to `widget`, each when given, in one update.
  ///
  /// No heap allocation: the values live on the stack and the strings are borrowed for the call
  /// (`g_value_set_static_string`; GTK copies what it keeps). The value-change path of a stepper
  /// runs this on every step.
  static func sendValue(
    number: Double?, text: UnsafePointer<CChar>?, description: UnsafePointer<CChar>?,
    to widget: UnsafeMutablePointer<GtkWidget>
  ) {
    var names = (
      GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
      GTK_ACCESSIBLE_PROPERTY_VALUE_NOW
    )
    var slots = (GValue(), GValue(), GValue())
    withUnsafeMutablePointer(to: &names) { namesTuple in
      withUnsafeMutablePointer(to: &slots) { slotsTuple in
        // A homogeneous tuple is laid out as an array of its element.
        let name = UnsafeMutableRawPointer(namesTuple).assumingMemoryBound(
          to: GtkAccessibleProperty.self)
        let value = UnsafeMutableRawPointer(slotsTuple).assumingMemoryBound(to: GValue.self)
        var count = 0
        if let number {
          name[count] = GTK_ACCESSIBLE_PROPERTY_VALUE_NOW
          g_value_init(value + count, doubleType)
          g_value_set_double(value + count, number)
          count += 1
        }
        if let text {
          name[count] = GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT
          g_value_init(value + count, stringType)
          g_value_set_static_string(value + count, text)
          count += 1
        }
        if let description {
          name[count] = GTK_ACCESSIBLE_PROPERTY_DESCRIPTION
          g_value_init(value + count, stringType)
          g_value_set_static_string(value + count, description)
          count += 1
        }
        guard count > 0 else { return }
        gtk_accessible_update_property_value(OpaquePointer(widget), gint(count), name, value)
        for index in 0..<count { g_value_unset(value + index) }
      }
    }
  }

  /// Applies the batch to `widget` and frees the values.
  mutating func apply(to widget: UnsafeMutablePointer<GtkWidget>) {
    guard !properties.isEmpty else { return }
    gtk_accessible_update_property_value(
      OpaquePointer(widget), gint(properties.count), &properties, &values)
    for index in values.indices {
      g_value_unset(&values[index])
    }
    properties = []
    values = []
  }
}
#endif
