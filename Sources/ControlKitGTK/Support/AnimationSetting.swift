#if GTK
package import CGtk

/// GTK's `gtk-enable-animations` setting (GtkSettings), the desktop's Reduce Motion: GNOME sets
/// it from Settings › Accessibility › Reduce Animation (`org.gnome.desktop.interface
/// enable-animations`), and `GTK_DEBUG`-free apps may set it themselves.
///
/// Read with `g_object_get_property` (Swift cannot call the variadic `g_object_get`); GTK emits
/// "notify::gtk-enable-animations" on the settings object when it changes, which a widget that
/// follows it connects to (and disconnects from on "destroy": the settings object outlives it).
package enum AnimationSetting {
  /// The property's name.
  package static let property: StaticString = "gtk-enable-animations"
  /// The signal GTK emits when it changes.
  package static let changed: StaticString = "notify::gtk-enable-animations"

  /// The default display's settings, or nil without a display.
  package static var settings: gpointer? {
    gtk_settings_get_default().map { UnsafeMutableRawPointer($0) }
  }

  /// Whether `settings` (a GtkSettings) enables animations; true when it cannot be read.
  package static func isEnabled(_ settings: gpointer) -> Bool {
    var value = GValue()
    g_value_init(&value, AccessibleUpdate.booleanType)
    defer { g_value_unset(&value) }
    let name = UnsafeRawPointer(property.utf8Start).assumingMemoryBound(to: CChar.self)
    g_object_get_property(settings.assumingMemoryBound(to: GObject.self), name, &value)
    return g_value_get_boolean(&value) != 0
  }

  /// Sets `settings`' property (the testbed turns animations off as a desktop would).
  package static func setEnabled(_ isEnabled: Bool, on settings: gpointer) {
    var value = GValue()
    g_value_init(&value, AccessibleUpdate.booleanType)
    defer { g_value_unset(&value) }
    g_value_set_boolean(&value, isEnabled ? 1 : 0)
    let name = UnsafeRawPointer(property.utf8Start).assumingMemoryBound(to: CChar.self)
    g_object_set_property(settings.assumingMemoryBound(to: GObject.self), name, &value)
  }
}
#endif
