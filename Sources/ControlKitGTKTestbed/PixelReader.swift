#if GTK
import CGtk
import ControlKit
import ControlKitCairo

/// Reads back what GTK renders for a mapped widget: its snapshot (`GtkWidgetPaintable`) rendered
/// by its window's own GSK renderer into a texture, downloaded as cairo's ARGB32 (premultiplied
/// B, G, R, A bytes on little-endian machines).
@MainActor
enum PixelReader {
  /// The opaque colour at `point` (in `widget`'s coordinates, 1 pixel per point), or nil when the
  /// widget cannot be rendered.
  static func pixel(of widget: UnsafeMutablePointer<GtkWidget>, at point: Point) -> RGBA? {
    let width = gtk_widget_get_width(widget)
    let height = gtk_widget_get_height(widget)
    let x = Int(point.x.rounded(.down))
    let y = Int(point.y.rounded(.down))
    guard width > 0, height > 0, x >= 0, y >= 0, x < Int(width), y < Int(height),
      let native = gtk_widget_get_native(widget),
      let renderer = gtk_native_get_renderer(native)
    else { return nil }
    let paintable = gtk_widget_paintable_new(widget)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
    defer { gsk_render_node_unref(node) }
    guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let textureWidth = Int(gdk_texture_get_width(texture))
    let textureHeight = Int(gdk_texture_get_height(texture))
    guard x < textureWidth, y < textureHeight else { return nil }
    let stride = textureWidth * 4
    var bytes = [UInt8](repeating: 0, count: stride * textureHeight)
    bytes.withUnsafeMutableBufferPointer { buffer in
      gdk_texture_download(texture, buffer.baseAddress, gsize(stride))
    }
    let offset = y * stride + x * 4
    let alpha = Double(bytes[offset + 3]) / 255
    guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    return RGBA(
      red: Double(bytes[offset + 2]) / 255 / alpha, green: Double(bytes[offset + 1]) / 255 / alpha,
      blue: Double(bytes[offset]) / 255 / alpha, alpha: alpha)
  }

  /// What GTK renders for `widget` (its snapshot through its window's GSK renderer), as cairo's
  /// premultiplied ARGB32 (`gdk_texture_download`'s format), or nil (also before the widget's
  /// first frame after a change: the paintable shows the last frame GTK drew).
  static func image(of widget: UnsafeMutablePointer<GtkWidget>) -> RasterImage? {
    let width = gtk_widget_get_width(widget)
    let height = gtk_widget_get_height(widget)
    guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
      let renderer = gtk_native_get_renderer(native)
    else { return nil }
    let paintable = gtk_widget_paintable_new(widget)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
    defer { gsk_render_node_unref(node) }
    var viewport = graphene_rect_t()
    viewport.size.width = Float(width)
    viewport.size.height = Float(height)
    guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let textureWidth = Int(gdk_texture_get_width(texture))
    let textureHeight = Int(gdk_texture_get_height(texture))
    var pixels = [UInt32](repeating: 0, count: textureWidth * textureHeight)
    pixels.withUnsafeMutableBytes { buffer in
      gdk_texture_download(
        texture, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(textureWidth * 4))
    }
    return RasterImage(width: textureWidth, height: textureHeight, premultipliedARGB: pixels)
  }

  /// The first pixel (row by row) whose channels differ by more than `tolerance`:
  /// `at-x-y-gtk-#AARRGGBB-core-#AARRGGBB`, or "none".
  static func firstDifference(_ shown: RasterImage, _ core: RasterImage, tolerance: Int) -> String {
    for (index, (left, right)) in zip(shown.premultipliedARGB, core.premultipliedARGB).enumerated()
    where left != right {
      let delta =
        [0, 8, 16, 24].map { (shift: UInt32) in
          abs(Int((left >> shift) & 0xFF) - Int((right >> shift) & 0xFF))
        }.max() ?? 0
      if delta > tolerance {
        return
          "at-\(index % shown.width)-\(index / shown.width)-gtk-\(hex(left))-core-\(hex(right))"
      }
    }
    return "none"
  }

  /// `#AARRGGBB` of a premultiplied ARGB32 pixel.
  private static func hex(_ pixel: UInt32) -> String {
    let digits = String(pixel, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }
}
#endif
