#if GTK
public import CGtk
public import ControlKit

extension HUDContent {
  /// The app's own `widget` with a title under it: ``ControlKit/HUDContent/custom(size:_:)`` of
  /// the widget's natural size, as `gtk_widget_measure` gives it (its natural width, then its
  /// natural height for that width).
  ///
  /// The widget is measured where it is (a widget without a parent takes its style from the
  /// theme, not from ancestors); an invisible widget measures 0 × 0. `GTKHUD` measures the
  /// widget given to ``GTKHUD/begin(indicator:title:cancellable:)`` this way; pass the result to
  /// `update(_:to:)` to change the title of a task that shows a widget:
  ///
  /// ```swift
  /// let token = hud.begin(indicator: spinner, title: "Step 1 of 2")
  /// hud.update(token, to: .custom(measuring: spinner, "Step 2 of 2"))
  /// ```
  ///
  /// - Parameters:
  ///   - widget: the widget to measure.
  ///   - title: the text under it (at most two lines, see ``ControlKit/HUDLayout``).
  public static func custom(measuring widget: UnsafeMutablePointer<GtkWidget>, _ title: String = "")
    -> HUDContent
  {
    var width: gint = 0
    var height: gint = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, nil, &height, nil, nil)
    return .custom(size: Size(width: Double(width), height: Double(height)), title)
  }
}
#endif
