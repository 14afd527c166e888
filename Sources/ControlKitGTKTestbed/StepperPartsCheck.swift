#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// `--stepper-parts`: how a new `GTKStepper` is built, printed as one line for `StepperPartsXTests`.
///
/// The parts are configured in their construction (issue 8: creation on par with GtkSpinButton),
/// so this checks each setting the stepper relies on: the root's spin-button role and CSS class,
/// the field's centring, size by request (1 character), no undo history and the input purpose of
/// the core's keypad (digits for 0...100, then number once the range reaches below zero, and
/// number for a decimal step: GTK's NUMBER allows ".", "," and "-", DIGITS only digits). It also
/// checks that a button at rest connects no handler that only follows a press, and that the
/// first press connects them: a press then a release through the + button's gesture
/// steps once and ends the interaction (the release reached the lazily connected handler).
///
/// `stepper-parts role=spin-button root-class=1 xalign=0.5 width-chars=1 max-width-chars=1
/// undo=0 purpose=digits released-before=0 released-after=1 value=1 ended=1 signed-purpose=number
/// decimal-purpose=number`
@MainActor
enum StepperPartsCheck {
  /// Prints the line; true if every part is as expected.
  static func run() -> Bool {
    let stepper = GTKStepper(value: 0)
    guard let root = stepper.widget, let field = stepper.field,
      let gesture = stepper.incrementButton.gesture
    else { return false }
    g_object_ref_sink(root)
    defer { g_object_unref(root) }
    var ended = 0
    stepper.onInteractionEnded = { _ in ended += 1 }
    let editable = OpaquePointer(field)
    let text = UnsafeMutableRawPointer(field).assumingMemoryBound(to: GtkText.self)
    let released = g_signal_lookup("released", gtk_gesture_click_get_type())
    let gestureObject = UnsafeMutableRawPointer(gesture)
    let releasedBefore = g_signal_has_handler_pending(gestureObject, released, 0, 1) != 0
    ck_emit_click_signal(gestureObject, "pressed", 1, 4, 4)
    let releasedAfter = g_signal_has_handler_pending(gestureObject, released, 0, 1) != 0
    ck_emit_click_signal(gestureObject, "released", 1, 4, 4)
    func purpose() -> String {
      switch gtk_text_get_input_purpose(text) {
      case GTK_INPUT_PURPOSE_DIGITS: "digits"
      case GTK_INPUT_PURPOSE_NUMBER: "number"
      default: "other"
      }
    }
    let wholePurpose = purpose()
    let value = stepper.value
    if let signed = try? StepperConfiguration(range: -20...40) { stepper.configuration = signed }
    let signedPurpose = purpose()
    if let decimal = try? StepperConfiguration(range: 0...10, step: 0.5) {
      stepper.configuration = decimal
    }
    let decimalPurpose = purpose()
    let fields: [(String, String)] = [
      (
        "role",
        gtk_accessible_get_accessible_role(OpaquePointer(root)) == GTKStepper.rootRole
          ? "spin-button" : "other"
      ),
      ("root-class", gtk_widget_has_css_class(root, GTKStepper.cssClass) != 0 ? "1" : "0"),
      ("xalign", "\(gtk_editable_get_alignment(editable))"),
      ("width-chars", "\(gtk_editable_get_width_chars(editable))"),
      ("max-width-chars", "\(gtk_editable_get_max_width_chars(editable))"),
      ("undo", gtk_editable_get_enable_undo(editable) != 0 ? "1" : "0"),
      ("purpose", wholePurpose),
      ("released-before", releasedBefore ? "1" : "0"),
      ("released-after", releasedAfter ? "1" : "0"),
      ("value", "\(value)"),
      ("ended", "\(ended)"),
      ("signed-purpose", signedPurpose),
      ("decimal-purpose", decimalPurpose),
    ]
    emit("stepper-parts " + fields.map { "\($0)=\($1)" }.joined(separator: " "))
    return fields.map(\.1) == [
      "spin-button", "1", "0.5", "1", "1", "0", "digits", "0", "1", "1", "1", "number", "number",
    ]
  }
}
#endif
