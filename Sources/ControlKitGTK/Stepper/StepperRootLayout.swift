#if GTK
import CGtk
import ControlKit

/// The layout manager of the stepper's root widget: every part at the core's frame.
///
/// A `GtkCustomLayout` whose measure asks for the style's natural size and whose allocate puts
/// the − button at ``ControlKit/StepperLayout/decrementTouchArea``, the field at
/// ``ControlKit/StepperLayout/field`` and the + button at
/// ``ControlKit/StepperLayout/incrementTouchArea`` for the root's allocated size, the widget's
/// direction and the presentation's cart mode (the field over the hidden −'s place), each moved
/// sideways by the limit shake's offset: the same frames UIKit and SwiftUI place their parts at.
/// A shake re-allocates without resizing the root, so the surrounding layout keeps still.
///
/// GtkBox's own layout, which this replaces at creation, had a fit rule of its own (natural
/// widths, or minimum ones when they did not fit; extra width left at the end instead of given to
/// the field) and no cart mode.
///
/// The callbacks have no user data: the root carries an unretained pointer to its stepper as
/// GObject data. The stepper lives as long as the root (the root's `WidgetBag` holds it until
/// GObject finalizes the root), and "destroy" removes the pointer (``forget(_:)``).
@MainActor
enum StepperRootLayout {
  /// The GObject data key of a root's stepper.
  private static let stepperKey: GQuark = g_quark_from_string("controlkit-stepper")

  /// Gives `root` the core's layout for `stepper`.
  static func install(on root: UnsafeMutablePointer<GtkWidget>, for stepper: GTKStepper) {
    g_object_set_qdata(
      ck_object(root), stepperKey, Unmanaged.passUnretained(stepper).toOpaque())
    gtk_widget_set_layout_manager(root, gtk_custom_layout_new(nil, measureThunk, allocateThunk))
  }

  /// Forgets `root`'s stepper (on destroy): the root then measures and allocates nothing.
  static func forget(_ root: UnsafeMutablePointer<GtkWidget>) {
    g_object_set_qdata(ck_object(root), stepperKey, nil)
  }

  /// The stepper whose root's address is `key` (a C callback's widget, passed as a plain
  /// integer into the main actor), if it is still alive.
  static func stepper(ofKey key: Int) -> GTKStepper? {
    guard let widget = UnsafeMutableRawPointer(bitPattern: key) else { return nil }
    return g_object_get_qdata(ck_object(widget), stepperKey).map {
      Unmanaged<GTKStepper>.fromOpaque($0).takeUnretainedValue()
    }
  }
}

/// `GtkCustomMeasureFunc`: the style's natural size (``ControlKit/StepperStyle/naturalSize``),
/// as both minimum and natural, in whole pixels.
private func measureThunk(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: gint,
  _ minimum: UnsafeMutablePointer<gint>?, _ natural: UnsafeMutablePointer<gint>?,
  _ minimumBaseline: UnsafeMutablePointer<gint>?, _ naturalBaseline: UnsafeMutablePointer<gint>?
) {
  let key = Int(bitPattern: widget)
  let size = MainActor.assumeIsolated { StepperRootLayout.stepper(ofKey: key)?.style.naturalSize }
  let length = size.map { orientation == GTK_ORIENTATION_HORIZONTAL ? $0.width : $0.height } ?? 0
  minimum?.pointee = gint(length.rounded(.up))
  natural?.pointee = gint(length.rounded(.up))
  minimumBaseline?.pointee = -1
  naturalBaseline?.pointee = -1
}

/// `GtkCustomAllocateFunc`: each part at its frame in the core's layout for the root's size
/// (``GTKStepper/partsLayout(width:height:)``), translated by the shake offset.
private func allocateThunk(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ width: gint, _ height: gint, _ baseline: gint
) {
  let key = Int(bitPattern: widget)
  MainActor.assumeIsolated {
    guard let stepper = StepperRootLayout.stepper(ofKey: key),
      let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: key)
    else { return }
    let layout = stepper.partsLayout(width: Double(width), height: Double(height))
    let offset = stepper.layoutShakeOffset
    var child = gtk_widget_get_first_child(widget)
    while let part = child {
      child = gtk_widget_get_next_sibling(part)
      guard gtk_widget_should_layout(part) != 0, let frame = stepper.frame(of: part, in: layout)
      else { continue }
      // GTK wants every child measured before it is allocated (the sizes are cached).
      gtk_widget_measure(part, GTK_ORIENTATION_HORIZONTAL, -1, nil, nil, nil, nil)
      gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, -1, nil, nil, nil, nil)
      var origin = graphene_point_t(
        x: Float(frame.minX.rounded() + offset), y: Float(frame.minY.rounded()))
      gtk_widget_allocate(
        part, gint(frame.width.rounded()), gint(frame.height.rounded()), -1,
        gsk_transform_translate(nil, &origin))
    }
  }
}
#endif
