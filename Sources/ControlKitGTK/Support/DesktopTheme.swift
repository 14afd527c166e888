#if GTK
import CGtk
package import ControlKit
import Glibc

/// The desktop's light or dark preference, as a GTK app sees it: what the widgets drawn from the
/// core's palette (`GTKHUD`, `GTKArcStepper`,
/// `GTKCircleImage`) follow when the app pins no theme, as the GTK stepper follows the theme's
/// CSS colours.
///
/// Dark when, in this order:
/// 1. the app uses libadwaita (`adw_init` ran in this process): its `AdwStyleManager`'s `dark`,
///    which combines the app's colour scheme with the system's preference (libadwaita ignores
///    and warns about GtkSettings' dark flag, so that flag alone would miss a libadwaita app);
/// 2. otherwise GtkSettings' `gtk-application-prefer-dark-theme` (what GNOME's dark style and
///    an app's own `g_object_set` turn on), a theme named `…-dark` (`gtk-theme-name`, as
///    Adwaita-dark), or `GTK_THEME` naming the dark variant (`Adwaita:dark`), which is how GTK
///    itself loads the dark stylesheet.
///
/// libadwaita is looked up at run time (`dlsym`), never linked: an app without it pays nothing.
/// Widgets read ``current()`` at each paint: when the preference changes, GTK (and libadwaita)
/// load the other stylesheet and repaint every widget, so no signal of ours is needed.
package enum DesktopTheme {
  /// GtkSettings' dark preference.
  package static let preferDarkProperty: StaticString = "gtk-application-prefer-dark-theme"
  /// The theme the desktop prefers now: `.dark` or `.light` (light when nothing can be read).
  package static func current() -> Theme {
    if let adwaita = LibAdwaita.load(), let manager = adwaita.styleManager() {
      return adwaita.isDark(manager) ? .dark : .light
    }
    guard let settings = gtk_settings_get_default() else { return .light }
    let object = UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self)
    if boolean(preferDarkProperty, of: object) { return .dark }
    if let name = string("gtk-theme-name", of: object), name.lowercased().hasSuffix("-dark") {
      return .dark
    }
    if let variable = getenv("GTK_THEME").map({ String(cString: $0) }),
      variable.lowercased().hasSuffix(":dark")
    {
      return .dark
    }
    return .light
  }

  /// Sets GtkSettings' dark preference (the testbed flips it as GNOME's dark style does).
  package static func setPrefersDark(_ prefersDark: Bool) {
    guard let settings = gtk_settings_get_default() else { return }
    var value = GValue()
    g_value_init(&value, AccessibleUpdate.booleanType)
    defer { g_value_unset(&value) }
    g_value_set_boolean(&value, prefersDark ? 1 : 0)
    let name = UnsafeRawPointer(preferDarkProperty.utf8Start).assumingMemoryBound(to: CChar.self)
    g_object_set_property(
      UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), name, &value)
  }

  /// A boolean property (Swift cannot call the variadic `g_object_get`).
  private static func boolean(_ property: StaticString, of object: UnsafeMutablePointer<GObject>)
    -> Bool
  {
    var value = GValue()
    g_value_init(&value, AccessibleUpdate.booleanType)
    defer { g_value_unset(&value) }
    let name = UnsafeRawPointer(property.utf8Start).assumingMemoryBound(to: CChar.self)
    g_object_get_property(object, name, &value)
    return g_value_get_boolean(&value) != 0
  }

  /// A string property, or nil when unset.
  private static func string(_ property: StaticString, of object: UnsafeMutablePointer<GObject>)
    -> String?
  {
    var value = GValue()
    g_value_init(&value, AccessibleUpdate.stringType)
    defer { g_value_unset(&value) }
    let name = UnsafeRawPointer(property.utf8Start).assumingMemoryBound(to: CChar.self)
    g_object_get_property(object, name, &value)
    return g_value_get_string(&value).map { String(cString: $0) }
  }
}
#endif
