#if GTK
import CGtk
import Foundation
import Testing

/// A solid picture written to a temporary file by GdkPixbuf, for the image tests (issue 27).
enum TestPicture {
  /// The picture's size in pixels.
  static let size = (width: Int32(80), height: Int32(40))
  /// Its colour, RGB.
  static let colour = [255, 0, 0]

  /// Writes the picture as `format` (GdkPixbuf's name: "png", "jpeg") and returns its path;
  /// the caller removes it.
  static func write(format: String) throws -> String {
    let path = NSTemporaryDirectory() + "controlkit-test-picture-\(UUID().uuidString).\(format)"
    let pixbuf = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, size.width, size.height))
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let rgba = colour.reduce(UInt32(0)) { $0 << 8 | UInt32($1) } << 8 | 0xFF
    gdk_pixbuf_fill(pixbuf, rgba)
    try #require(gdk_pixbuf_savev(pixbuf, path, format, nil, nil, nil) != 0)
    return path
  }
}
#endif
