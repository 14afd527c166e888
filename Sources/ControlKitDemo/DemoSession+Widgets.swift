import CGtk
import ControlKit
import ControlKitCairo
import ControlKitGTK
import ControlKitGallery
import Foundation

// Small GTK helpers and a GLib one-shot timer.
extension DemoSession {
  // MARK: - Helpers

  /// Runs `action` once after `delay` on a GLib timer.
  func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) {
    let id = nextTimer
    nextTimer += 1
    let timer = GLibTimer { [weak self] _ in
      self?.timers[id] = nil
      action()
    }
    timers[id] = timer
    timer.schedule(at: MonotonicClock.now().advanced(by: delay))
  }

  func valueText(_ value: Int) -> String { "Value: \(value) of 10" }

  func box(vertical: Bool, spacing: Int32) -> UnsafeMutablePointer<GtkWidget> {
    gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)
  }

  func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
    let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(text)
    gtk_widget_add_css_class(label, "ck-heading")
    gtk_widget_set_halign(label, GTK_ALIGN_START)
    return label
  }

  func caption(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
    let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(text)
    gtk_widget_set_halign(label, GTK_ALIGN_START)
    return label
  }

  func setMargin(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ side: GtkPositionType, _ margin: Int32
  ) {
    switch side {
    case GTK_POS_TOP: gtk_widget_set_margin_top(widget, margin)
    case GTK_POS_BOTTOM: gtk_widget_set_margin_bottom(widget, margin)
    case GTK_POS_LEFT: gtk_widget_set_margin_start(widget, margin)
    default: gtk_widget_set_margin_end(widget, margin)
    }
  }
}
