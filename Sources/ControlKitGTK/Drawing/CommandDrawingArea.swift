#if GTK
package import CGtk
package import ControlKit
package import ControlKitCairo

/// A GtkDrawingArea that paints a core drawing list with `CairoRenderer`.
///
/// The owner supplies ``commands``, a function of the area's size in points; the draw function
/// asks it on every paint and hands the list to ``renderer``
/// (`CairoRenderer.draw(_:in:scale:)`), so a control looks exactly like its gallery pictures.
/// Text is measured with the shared ``textMeasurer`` (Pango, the renderer's own layout). GTK's
/// cairo context is already in points (HiDPI scaling is in its transform), so the scale is 1.
///
/// The accessible role is chosen at creation because GTK makes it construct-only. With a range
/// role (slider, spin button, progress bar, meter, scroll bar) the area implements
/// GtkAccessibleRange from GTK 4.10, so AT-SPI's Value interface reads its value properties.
///
/// Ownership follows `Ownership.swift`: the draw function's box is retained by GTK and released
/// by its destroy-notify, which runs when the draw function is replaced on "destroy"; the box
/// points back weakly. The widget owns this object.
///
/// ```swift
/// let area = CommandDrawingArea(role: GTK_ACCESSIBLE_ROLE_IMG)
/// area.commands = { size in [.ellipse(Rect(origin: .zero, size: size), fill: .black, stroke: nil)] }
/// ```
@MainActor
package final class CommandDrawingArea {
  /// The Pango measurer every ControlKit drawing area lays text out with (its cache is shared).
  package static let textMeasurer = PangoTextMeasurer()

  /// The GtkDrawingArea, or nil once it has been destroyed.
  package private(set) var widget: UnsafeMutablePointer<GtkWidget>?
  /// Draws the lists; set `CairoRenderer.imageDirectory` (ControlKitCairo) to resolve relative
  /// image names.
  package var renderer = CairoRenderer()
  /// The drawing list for a size in points; nil draws nothing.
  package var commands: (@MainActor (_ size: Size) -> [DrawCommand])?
  /// How many times GTK asked the area to paint.
  package private(set) var drawCount = 0

  /// The one handler's box ("destroy").
  private var hub: SignalHub?
  private let token = LiveObjectToken(.widgetWrapper)

  /// Creates a drawing area with `role` (floating until added to a parent).
  package init(role: GtkAccessibleRole) {
    GTKInitialization.ensure()
    let area = Self.makeDrawingArea(role: role)
    widget = area
    WidgetLifetime.track(area)
    WidgetLifetime.bind(self, to: area)
    let box = DrawFunctionBox(area: self)
    gtk_drawing_area_set_draw_func(
      Self.drawingArea(area), drawThunk, retainedBox(box), releaseBoxDestroyNotify)
    // "destroy" through a hub of its own with this area as target: no closure box.
    let hub = SignalHub(target: self, slots: 1)
    self.hub = hub
    hub.connect(area, "destroy", .void, slot: 0)
  }

  /// The area's allocated size in points.
  package var size: Size {
    guard let widget else { return .zero }
    return Size(
      width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
  }

  /// Asks GTK to repaint the area on the next frame.
  package func queueDraw() {
    if let widget { gtk_widget_queue_draw(widget) }
  }

  /// Sets the size the area asks for, in points.
  package func setContentSize(width: Int, height: Int) {
    guard let widget else { return }
    gtk_drawing_area_set_content_width(Self.drawingArea(widget), gint(width))
    gtk_drawing_area_set_content_height(Self.drawingArea(widget), gint(height))
  }

  /// Paints the list for `size` into GTK's cairo context.
  func draw(in context: OpaquePointer, size: Size) {
    drawCount += 1
    guard let commands else { return }
    renderer.draw(commands(size), in: context, scale: 1)
  }

  /// Runs on "destroy": drops the draw function (GTK releases its box) and every handler.
  private func tearDown() {
    if let widget {
      gtk_drawing_area_set_draw_func(Self.drawingArea(widget), nil, nil, nil)
    }
    hub?.disconnectAll()
    hub = nil
    commands = nil
    widget = nil
  }

  /// The widget as a `GtkDrawingArea *` (`GTK_DRAWING_AREA()`: it was created as one).
  private static func drawingArea(
    _ widget: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GtkDrawingArea> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkDrawingArea.self)
  }

  /// The roles whose widgets carry a value and range.
  private static let rangeRoles = [
    GTK_ACCESSIBLE_ROLE_SLIDER, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON, GTK_ACCESSIBLE_ROLE_PROGRESS_BAR,
    GTK_ACCESSIBLE_ROLE_METER, GTK_ACCESSIBLE_ROLE_SCROLLBAR,
  ]

  /// `g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL)` without varargs; for a
  /// range role, the drawing area type that implements GtkAccessibleRange where GTK has it.
  private static func makeDrawingArea(role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
    let type =
      rangeRoles.contains(role)
      ? ck_range_type(gtk_drawing_area_get_type()) : gtk_drawing_area_get_type()
    var value = GValue()
    g_value_init(&value, gtk_accessible_role_get_type())
    g_value_set_enum(&value, gint(role.rawValue))
    defer { g_value_unset(&value) }
    let object = "accessible-role".withCString { name in
      var names: [UnsafePointer<CChar>?] = [name]
      return g_object_new_with_properties(type, 1, &names, &value)
    }
    return ck_widget(object)
  }
}

/// `GtkDrawingAreaDrawFunc`: paints through the area's owner.
private func drawThunk(
  _ area: UnsafeMutablePointer<GtkDrawingArea>?, _ context: OpaquePointer?, _ width: gint,
  _ height: gint,
  _ data: gpointer?
) {
  guard let data, let context else { return }
  // GTK calls the draw function on its own thread, with a context valid for this call only.
  nonisolated(unsafe) let cairo = context
  let box = Unmanaged<DrawFunctionBox>.fromOpaque(data).takeUnretainedValue()
  MainActor.assumeIsolated {
    box.area?.draw(in: cairo, size: Size(width: Double(width), height: Double(height)))
  }
}
extension CommandDrawingArea: SignalHubTarget {
  /// The one slot is "destroy".
  func handleSignal(_ slot: UInt8, _ arguments: SignalArguments) -> Bool {
    tearDown()
    return false
  }
}
#endif
