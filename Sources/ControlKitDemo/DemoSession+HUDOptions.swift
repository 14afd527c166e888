#if GTK
import CGtk
import ControlKit
import ControlKitGTK

// Issue 36's HUD options in the demo: a toast, a bar with a details line and the box styles, each
// a button (the X tests and the screenshots press them by name).
extension DemoSession {
  /// The second row of HUD buttons.
  func hudOptionButtons() -> UnsafeMutablePointer<GtkWidget> {
    let row = box(vertical: false, spacing: 8)
    let buttons: [(String, String, @MainActor (DemoSession) -> Void)] = [
      ("toast", "Toast", { $0.postToast() }),
      ("bar-upload", "Upload (bar, details)", { $0.runBarUpload() }),
      ("box-style", "Box: automatic", { $0.cycleBoxStyle() }),
    ]
    for (name, label, action) in buttons {
      let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new_with_label(label)
      connections.append(
        SignalConnection.connect(button, "clicked") { [weak self, button] in
          guard let self else { return }
          self.emit("clicked name=\(name)")
          action(self)
          if name == "box-style" {
            gtk_button_set_label(ck_button(button), "Box: \(self.boxStyleName)")
          }
        })
      gtk_box_append(ck_box(row), button)
      named.append((name, button))
    }
    return row
  }

  /// A toast at the bottom for its reading time.
  func postToast() {
    hud?.post(.toast("Copied to clipboard"))
    emit("hud toast=posted")
  }

  /// A 2 s upload drawn as a bar, "n of 20 photos" under its title.
  func runBarUpload() {
    guard let hud else { return }
    let photos = 20
    func content(_ done: Int) -> HUDContent {
      .progress(Double(done) / Double(photos), "Uploading", style: .bar)
        .detailed("\(done) of \(photos) photos")
    }
    let token = hud.begin(content(0))
    emit("hud task=began name=bar-upload token=\(token.rawValue) t=\(now())")
    let steps = Int(Self.upload / Self.uploadTick)
    for step in 1...steps {
      after(Self.uploadTick * step) { [weak self] in
        guard let hud = self?.hud else { return }
        if step == steps {
          hud.end(token)
          self?.emit("hud task=ended name=bar-upload token=\(token.rawValue)")
        } else {
          hud.update(token, to: content(step * photos / steps))
        }
      }
    }
  }

  /// The box style's name for the button.
  var boxStyleName: String {
    switch hud?.style.boxStyle {
    case .material: "material"
    case .custom: "custom"
    case .automatic, nil: "automatic"
    }
  }

  /// Automatic → material → custom (navy, white) → automatic.
  func cycleBoxStyle() {
    guard let hud else { return }
    switch hud.style.boxStyle {
    case .automatic: hud.style.boxStyle = .material
    case .material:
      if let navy = try? HUDColors(box: RGBA(hex: 0x0A3D62), foreground: .white) {
        hud.style.boxStyle = .custom(navy)
      } else {
        hud.style.boxStyle = .automatic
      }
    case .custom: hud.style.boxStyle = .automatic
    }
    emit("hud box-style=\(boxStyleName)")
  }
}
#endif
