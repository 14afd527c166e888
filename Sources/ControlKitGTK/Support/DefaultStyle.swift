#if GTK
import CGtk
import ControlKit
import ControlKitCairo
import Glibc

/// ControlKitGTK's own CSS: what GTK's theme cannot know about our widgets.
///
/// The stepper's parts, and the app's own widget in a HUD. The stepper's root paints the field's
/// frame and the − and + from the core's list, so the rules strip the theme's own frames from the
/// parts (a GtkButton's background, border and hover). The field is a bare `GtkText` (a
/// `GtkEntry` would add a second focus widget and its own key handling): its text keeps the
/// theme's text colour (`@theme_text_color`, light and dark in Adwaita), and its selection the
/// entry's colours: GTK 4.8's theme draws a selection only inside an entry
/// (`entry > text > selection`), so a bare `GtkText`'s Ctrl+A, Shift+Home or double-click selected
/// text with nothing drawn.
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
    addRule(
      ".\(hudWidgetClass).\(hudWidgetClass).\(name) { color: \(cssColor(color)); }", as: name)
    return name
  }

  /// The class setting a stepper field's text in `font` (the style's: the family list, pixel size
  /// and weight the core's drawing lists are rendered with, ControlKitCairo's `PangoFonts`), as
  /// a C string kept for the process; its rule is added the first time a font is asked for.
  ///
  /// A class, not Pango attributes on each field: a rule costs nothing per widget, which keeps a
  /// stepper's creation cheap (`make check-instructions`).
  static func stepperFontClass(_ font: TextFont) -> UnsafePointer<CChar> {
    if let known = fontClasses[font] { return known }
    let size = PangoFonts.pointSize(for: font)
    let name = "ck-stepper-font-\(Int((size * 100).rounded()))-\(font.weight.rawValue)"
    let weight =
      switch font.weight {
      case .regular: 400
      case .medium: 500
      case .bold: 700
      }
    let families = PangoFonts.familyList.split(separator: ",").map { "\"\($0)\"" }
    addRule(
      ".ck-stepper-field.\(name) { font-family: \(families.joined(separator: ", ")); "
        + "font-size: \(size)px; font-weight: \(weight); }", as: name)
    // Copied once and kept: GTK reads the class names at each construction.
    guard let copy = strdup(name) else {
      return UnsafePointer(noClass.utf8Start).withMemoryRebound(to: CChar.self, capacity: 1) { $0 }
    }
    let pointer = UnsafePointer(copy)
    fontClasses[font] = pointer
    return pointer
  }

  /// No class (an empty name), should `strdup` fail.
  private static let noClass: StaticString = ""

  /// The font classes made so far.
  private static var fontClasses: [TextFont: UnsafePointer<CChar>] = [:]

  /// Adds `rule` for the class `name` to the second provider (made on first use, at the same
  /// priority as the stylesheet) and reloads it with every rule.
  private static func addRule(_ rule: String, as name: String) {
    foregroundRules[name] = rule
    guard let display = gdk_display_get_default() else { return }
    let provider: UnsafeMutablePointer<GtkCssProvider>
    if let existing = foregroundProvider {
      provider = existing
    } else {
      provider = gtk_css_provider_new()
      gtk_style_context_add_provider_for_display(
        display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 1)
      // Kept for the process: each new rule reloads it with every rule.
      foregroundProvider = provider
    }
    let css = foregroundRules.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n")
    ck_css_provider_load(provider, css)
  }

  /// The stepper's parts: bare.
  ///
  /// The root paints the field's background, border and focus ring and the − and + from the
  /// core's list (`GTKStepper+Drawing`). The field (a GtkText)
  /// draws only its text, in the theme's text colour, and its selection; the buttons draw nothing
  /// but a faint tint of the text colour while pressed (GTK's pressed feedback, which the core's
  /// list has no state for).
  private static let stepperCSS = """
    .ck-stepper-field {
      border: none;
      background: none;
      box-shadow: none;
      outline: none;
      color: @theme_text_color;
    }
    .ck-stepper-field > selection {
      background-color: @theme_selected_bg_color;
      color: @theme_selected_fg_color;
    }
    .ck-stepper-decrement, .ck-stepper-increment {
      border: none;
      background: none;
      box-shadow: none;
      outline: none;
      padding: 0;
      min-width: 0;
      min-height: 0;
    }
    .ck-stepper-decrement:active, .ck-stepper-increment:active {
      background-color: alpha(currentColor, 0.1);
    }

    """

  /// `rgba(r, g, b, a)` of `color`, channels in 0...255.
  private static func cssColor(_ color: RGBA) -> String {
    let channels = [color.red, color.green, color.blue].map { "\(Int(($0 * 255).rounded()))" }
    return "rgba(\(channels.joined(separator: ", ")), \(color.alpha))"
  }

  private static var installedDisplays: Set<OpaquePointer> = []
  /// The display installed last: most apps have one, so each new widget checks only this.
  private static var lastDisplay: OpaquePointer?

  /// Installs the stylesheet on the default display, once.
  package static func installIfNeeded() {
    guard let display = gdk_display_get_default(), display != lastDisplay else { return }
    lastDisplay = display
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
