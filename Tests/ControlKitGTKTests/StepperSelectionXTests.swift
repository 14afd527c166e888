#if GTK
import Foundation
import Testing

/// The stepper's field draws its selection (issue 26).
///
/// GTK 4.8's theme draws one only inside an entry, and the field is a bare `GtkText`, so
/// `DefaultStyle` gives it the entry's selection colour. Checked on the screen after Ctrl+A.
@Suite(.serialized, .needsDisplay)
struct StepperSelectionXTests {
  @Test func ctrlAInTheFieldPaintsTheSelection() async throws {
    let stepper = try await StepperWindowDriver.open()
    try stepper.click(stepper.field)
    // The caret goes to the end by key: a click at the field's exact centre (over the one glyph
    // "0") is a layout tie, which GTK 4.8 resolves after the "0" and 4.18 before it ("120").
    try stepper.xdotool(["key", "End"])
    try stepper.xdotool(["type", "--delay", "30", "12"])
    _ = try await stepper.waitForState { $0["text"] == "012" }
    try stepper.xdotool(["key", "ctrl+a"])
    // The field's inside, 4 px in from its frame: clear of the focus border (1 px and a 1 px
    // inset shadow in the selection colour), so only a drawn selection is that blue.
    let field = stepper.field
    let left = stepper.origin.x + field.x + 4
    let top = stepper.origin.y + field.y + 4
    func selectedPixels(_ shot: Screenshot) -> Int {
      var count = 0
      for x in left..<(left + field.width - 8) {
        for y in top..<(top + field.height - 8) {
          let color = shot.pixel(x: x, y: y)
          if color[2] > 160 && color[0] < 120 && color[2] - color[0] > 80 { count += 1 }
        }
      }
      return count
    }
    var selected = 0
    let painted = try await ConditionWait.until(timeout: .seconds(5), interval: .milliseconds(100))
    {
      selected = selectedPixels(try stepper.screenshot("stepper-selection"))
      return selected >= 100
    }
    #expect(painted, "\(selected) pixels of the selection colour inside the field")
  }
}
#endif
