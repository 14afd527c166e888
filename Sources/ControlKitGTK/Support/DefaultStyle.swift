#if GTK
import CGtk
import ControlKit

/// ControlKitGTK's own CSS: what GTK's theme cannot know about our widgets.
///
/// The stepper's field, and the app's own widget in a HUD. The field is a bare `GtkText` (a `GtkEntry` would add a second
/// focus widget and its own key handling), which the theme draws with no frame, so the field did
/// not look editable. The rule gives it an entry's look from the theme's own named colours
/// (`@theme_base_color`, `@theme_text_color`, `@theme_selected_bg_color`, which Adwaita defines in
/// light and dark), so it follows `GTK_THEME=Adwaita:dark`. The border is the text colour at 75 %,
/// not the theme's `@borders`: that one is 1.2:1 against Adwaita's dark window, while WCAG asks
/// 3:1 for a component's boundary (measured by the demo's theme X test: 3.2:1 light, 9:1 dark).
/// The selection gets the entry's colours too: GTK 4.8's theme draws a selection only inside an
/// entry (`entry > text > selection`), so a bare `GtkText`'s Ctrl+A, Shift+Home or double-click
/// selected text with nothing drawn.
///
/// An app's widget in a `GTKHUD` sits on the HUD's box, which the theme does not know: the slot
/// holding it (`ck-hud-widget`, plus `ck-hud-dark` under the HUD's resolved dark theme) gets the
/// box's foreground as its `color`, which labels, spinners and symbolic icons inherit, so they
/// read like the title rather than dark on the dark box. The standard palettes'
/// (`HUDPalette.standard(for:)`) are in the stylesheet; a box style with another foreground
/// (`.material`, `.custom(HUDColors)`) gets a class of its own (``hudForegroundClass(_:)``),
/// whose rule is added to a second provider at the same priority the first time it is asked for.
///
/// Installed once per display, on the first widget created, at one below
/// `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`: above the theme, and below any CSS the app adds at
/// application priority, so an app restyles our widgets with ordinary CSS.
@MainActor
package enum DefaultStyle {
  /// The stylesheet.
  package static let css = stepperCSS + hudCSS

  /// The CSS class of the HUD's app-widget slot.
  static let hudWidgetClass = "ck-hud-widget"
  /// The slot's class under the HUD's dark theme.
  static let hudDarkClass = "ck-hud-dark"

  /// The HUD widget slot's colours, from the core's standard palettes.
  private static let hudCSS = """
    .\(hudWidgetClass) { color: \(cssColor(HUDPalette.standard(for: .light).foreground)); }
    .\(hudWidgetClass).\(hudDarkClass) { \
    color: \(cssColor(HUDPalette.standard(for: .dark).foreground)); }

    """

  /// The rules of the box styles' own foregrounds asked for so far, by class.
  private static var foregroundRules: [String: String] = [:]
  /// The provider holding ``foregroundRules``, once one was asked for.
  private static var foregroundProvider: UnsafeMutablePointer<GtkCssProvider>?

  /// The slot's class giving it `color` as its foreground (a box style's own, as `.material`'s
  /// or `.custom(HUDColors)`'s), its rule installed on first use.
  ///
  /// The rule names three classes, so it wins over the standard `ck-hud-dark` rule (two) whatever
  /// order GTK reads the two providers in.
  static func hudForegroundClass(_ color: RGBA) -> String {
    let channels = [color.red, color.green, color.blue, color.alpha].map {
      String(Int(($0 * 255).rounded()), radix: 16)
    }
    let name = "ck-hud-fg-" + channels.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    guard foregroundRules[name] == nil else { return name }
    foregroundRules[name] =
      ".\(hudWidgetClass).\(hudWidgetClass).\(name) { color: \(cssColor(color)); }"
    guard let display = gdk_display_get_default() else { return name }
    let provider: UnsafeMutablePointer<GtkCssProvider>
    if let existing = foregroundProvider {
      provider = existing
    } else {
      provider = gtk_css_provider_new()
      gtk_style_context_add_provider_for_display(
        display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 1)
      // Kept for the process: each new colour reloads it with every rule.
      foregroundProvider = provider
    }
    let css = foregroundRules.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n")
    ck_css_provider_load(provider, css)
    return name
  }

  /// The stepper field's look.
  private static let stepperCSS = """
    .ck-stepper-field {
      border: 1px solid alpha(currentColor, 0.75);
      border-radius: 6px;
      background-color: @theme_base_color;
      color: @theme_text_color;
    }
    .ck-stepper-field:focus {
      border-color: @theme_selected_bg_color;
      box-shadow: inset 0 0 0 1px @theme_selected_bg_color;
    }
    .ck-stepper-field > selection {
      background-color: @theme_selected_bg_color;
      color: @theme_selected_fg_color;
    }

    """

  /// `rgba(r, g, b, a)` of `color`, channels in 0...255.
  private static func cssColor(_ color: RGBA) -> String {
    let channels = [color.red, color.green, color.blue].map { "\(Int(($0 * 255).rounded()))" }
    return "rgba(\(channels.joined(separator: ", ")), \(color.alpha))"
  }

  private static var installedDisplays: Set<OpaquePointer> = []

  /// Installs the stylesheet on the default display, once.
  package static func installIfNeeded() {
    guard let display = gdk_display_get_default() else { return }
    guard installedDisplays.insert(display).inserted else { return }
    let provider: UnsafeMutablePointer<GtkCssProvider> = gtk_css_provider_new()
    ck_css_provider_load(provider, css)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 1)
    // The display keeps its own reference for as long as it lives.
    g_object_unref(provider)
  }
}
#endif
