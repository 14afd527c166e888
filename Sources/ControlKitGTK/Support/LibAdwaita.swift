#if GTK
import CGtk
import Glibc

/// The three libadwaita functions ``DesktopTheme`` calls, found at run time in the process
/// (`dlsym` with the default handle), so ControlKitGTK never links libadwaita.
///
/// Present only when the app itself links libadwaita; used only after the app's `adw_init`
/// (`adw_is_initialized()`), since the style manager needs the display libadwaita set up.
struct LibAdwaita {
  private typealias IsInitialized = @convention(c) () -> gboolean
  private typealias GetDefault = @convention(c) () -> gpointer?
  private typealias GetDark = @convention(c) (gpointer?) -> gboolean

  private let isInitialized: IsInitialized
  private let getDefault: GetDefault
  private let getDark: GetDark

  /// The functions found once (widgets ask at every paint), or nil when libadwaita is not in
  /// the process.
  private static let symbols: LibAdwaita? = {
    // RTLD_DEFAULT is the null handle on glibc: the global symbol scope.
    guard let initialized = dlsym(nil, "adw_is_initialized"),
      let manager = dlsym(nil, "adw_style_manager_get_default"),
      let dark = dlsym(nil, "adw_style_manager_get_dark")
    else { return nil }
    return LibAdwaita(
      isInitialized: unsafeBitCast(initialized, to: IsInitialized.self),
      getDefault: unsafeBitCast(manager, to: GetDefault.self),
      getDark: unsafeBitCast(dark, to: GetDark.self))
  }()

  /// The functions, or nil when libadwaita is not in the process or not initialised (yet).
  static func load() -> LibAdwaita? {
    guard let functions = symbols, functions.isInitialized() != 0 else { return nil }
    return functions
  }

  /// The default style manager (owned by libadwaita).
  func styleManager() -> gpointer? { getDefault() }

  /// Whether the style manager's `dark` is set.
  func isDark(_ manager: gpointer) -> Bool { getDark(manager) != 0 }
}
#endif
