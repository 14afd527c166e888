#if GTK
import CGtk
import ControlKit
import ControlKitCairo
import ControlKitGTK
import ControlKitGallery
import Foundation

// The arc stepper, the circle image and the HUD's buttons.
extension DemoSession {
  func controlsRow() -> UnsafeMutablePointer<GtkWidget> {
    let row = box(vertical: false, spacing: 32)
    let arcColumn = box(vertical: true, spacing: 6)
    gtk_box_append(ck_box(arcColumn), caption("Arc stepper (drag, or Up/Down/Home/End)"))
    var configuration = ArcStepperConfiguration.article
    configuration.language = Self.language
    let arc = GTKArcStepper(configuration: configuration, label: "Volume", theme: .dark)
    self.arc = arc
    let valueLabel: UnsafeMutablePointer<GtkWidget> = gtk_label_new(valueText(arc.value))
    arcValueLabel = valueLabel
    arc.onValueChanged = { [weak self] value, source in
      self?.arcChanged(to: value, source: source)
    }
    arc.onInteractionEnded = { [weak self] value in
      self?.emit("arc interaction-ended value=\(value)")
    }
    arc.onLimitReached = { [weak self] limit in self?.emit("arc limit=\(limit)") }
    if let widget = arc.widget {
      gtk_widget_set_size_request(widget, 200, 200)
      gtk_widget_add_css_class(widget, "ck-arc-card")
      gtk_widget_set_halign(widget, GTK_ALIGN_START)
      gtk_box_append(ck_box(arcColumn), widget)
      named.append(("arc", widget))
    }
    gtk_box_append(ck_box(arcColumn), valueLabel)
    gtk_box_append(ck_box(row), arcColumn)

    let circleColumn = box(vertical: true, spacing: 6)
    gtk_box_append(ck_box(circleColumn), caption("Circle image"))
    let circle = GTKCircleImage(
      path: imagePath, description: "A sun setting over two green hills",
      style: CircleImageStyle(border: CircleImageBorder(width: 4, color: .white)))
    self.circle = circle
    if circle.image == nil, FileManager.default.isReadableFile(atPath: imagePath) {
      DemoSession.warn(
        "\(imagePath) is not an image GdkPixbuf can read: the circle image shows its placeholder"
      )
    }
    if let widget = circle.widget {
      gtk_widget_set_size_request(widget, 160, 160)
      gtk_widget_set_halign(widget, GTK_ALIGN_START)
      gtk_widget_set_valign(widget, GTK_ALIGN_START)
      gtk_box_append(ck_box(circleColumn), widget)
      named.append(("circle", widget))
    }
    gtk_box_append(ck_box(row), circleColumn)
    return row
  }

  func hudButtons() -> UnsafeMutablePointer<GtkWidget> {
    let row = box(vertical: false, spacing: 8)
    let buttons: [(String, String, @MainActor (DemoSession) -> Void)] = [
      ("fast", "Fast task (300 ms)", { $0.runFastTask() }),
      ("slow", "Slow task (2 s)", { $0.runSlowTask() }),
      ("overlap", "Two overlapping tasks", { $0.runOverlappingTasks() }),
      ("upload", "Upload (progress)", { $0.runUpload() }),
      ("success", "Success", { $0.hud?.post(.success("Saved")) }),
      ("policy", policyText(.blocksBox), { $0.cyclePolicy() }),
    ]
    for (name, label, action) in buttons {
      let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new_with_label(label)
      connections.append(
        SignalConnection.connect(button, "clicked") { [weak self] in
          guard let self else { return }
          self.emit("clicked name=\(name)")
          action(self)
        })
      if name == "policy" { policyButton = button }
      gtk_box_append(ck_box(row), button)
      named.append((name, button))
    }
    return row
  }
}
#endif
