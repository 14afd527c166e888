#if GTK
import CGtk
import ControlKit

/// Where GTK put a widget, in the terms the core's layouts use: the layout fixture checks
/// (stepper and HUD) read allocations with it and compare them with the core's frames.
@MainActor
enum WidgetGeometry {
  /// `widget`'s bounds in `ancestor`'s coordinates, or nil when GTK cannot compute them.
  static func bounds(
    of widget: UnsafeMutablePointer<GtkWidget>?, in ancestor: UnsafeMutablePointer<GtkWidget>
  ) -> Rect? {
    guard let widget else { return nil }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, ancestor, &bounds) != 0 else { return nil }
    return Rect(
      x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
      height: Double(bounds.size.height))
  }

  /// `rect` as GTK allocates it from a core frame: origin and size rounded to whole pixels.
  static func pixels(_ rect: Rect) -> Rect {
    Rect(
      x: rect.minX.rounded(), y: rect.minY.rounded(), width: rect.width.rounded(),
      height: rect.height.rounded())
  }

  /// "x,y,wxh", or "none".
  static func describe(_ rect: Rect?) -> String {
    guard let rect else { return "none" }
    return "\(rect.minX),\(rect.minY),\(rect.width)x\(rect.height)"
  }
}
#endif
