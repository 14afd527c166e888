#if GTK
import CGtk
public import ControlKit

extension ImageReference {
  /// A reference to the PNG file at `path` with its real pixel size, or nil when the file is
  /// missing or not a PNG GdkPixbuf can read.
  ///
  /// What ControlKitGTK draws from an `ImageReference` (`GTKHUD`'s
  /// ``ControlKit/HUDContent/image(_:_:)``, through ControlKitCairo's renderer) must be a PNG
  /// file, named by an absolute path or one relative to the working directory: cairo decodes
  /// PNG only. The size is read from the file's header (`gdk_pixbuf_get_file_info`, nothing is
  /// decoded), so the core fits the picture with its true aspect ratio. For other formats,
  /// convert the file once (`gdk_pixbuf_savev(..., "png", ...)`), or show a `GdkPaintable` (a
  /// `GdkTexture`, an icon, an animation) as the app's own widget:
  /// `hud.begin(indicator: gtk_image_new_from_paintable(texture))`.
  ///
  /// ```swift
  /// if let logo = ImageReference(pngFile: "/usr/share/myapp/logo.png") {
  ///   let token = hud.begin(.image(logo, "Syncing"))
  /// }
  /// ```
  ///
  /// - Parameter path: the PNG file.
  public init?(pngFile path: String) {
    var width: gint = 0
    var height: gint = 0
    guard let format = gdk_pixbuf_get_file_info(path, &width, &height), width > 0, height > 0,
      let name = gdk_pixbuf_format_get_name(format)
    else { return nil }
    defer { g_free(name) }
    guard String(cString: name) == "png" else { return nil }
    self.init(name: path, pixelSize: Size(width: Double(width), height: Double(height)))
  }
}
#endif
