#if GTK
import CGtk
import ControlKit
import ControlKitCairo
import ControlKitGTK
import ControlKitGallery
import Foundation

// The HUD's demo tasks.
extension DemoSession {
  // MARK: - HUD tasks

  func runTask(
    _ name: String, _ content: HUDContent, for length: Duration,
    progress: (@MainActor (Double) -> Void)? = nil
  ) {
    guard let hud else { return }
    let token = hud.begin(content)
    emit("hud task=began name=\(name) token=\(token.rawValue) t=\(now())")
    after(length) { [weak self] in
      guard let self, let hud = self.hud else { return }
      self.emit("hud task=ending name=\(name) token=\(token.rawValue)")
      hud.end(token)
      self.emit(
        "hud task=ended name=\(name) token=\(token.rawValue) t=\(self.now()) "
          + "draws=\(hud.drawCount) spinner-ticks=\(hud.frameCount) "
          + "phase=\(self.phaseName(hud.coreState.phase))")
    }
  }

  func runFastTask() {
    runTask("fast", .spinner("Quick save"), for: Self.fastTask)
  }

  func runSlowTask() {
    runTask("slow", .spinner("正在处理中..."), for: Self.slowTask)
  }

  func runOverlappingTasks() {
    runTask("overlap-a", .spinner("Task A"), for: Self.overlapA)
    after(Self.overlapBStart) { [weak self] in
      self?.runTask("overlap-b", .spinner("Task B"), for: Self.overlapBLength)
    }
  }

  func runUpload() {
    guard let hud else { return }
    let token = hud.begin(.progress(0, "Uploading"))
    emit("hud task=began name=upload token=\(token.rawValue) t=\(now())")
    let steps = Int(Self.upload / Self.uploadTick)
    for step in 1...steps {
      after(Self.uploadTick * step) { [weak self] in
        guard let hud = self?.hud else { return }
        if step == steps {
          hud.end(token)
          self?.emit("hud task=ended name=upload token=\(token.rawValue)")
        } else {
          hud.update(token, to: .progress(Double(step) / Double(steps), "Uploading"))
        }
      }
    }
  }

  func cyclePolicy() {
    guard let hud else { return }
    let all = HUDTouchPolicy.allCases
    let index = all.firstIndex(of: hud.touchPolicy).map { ($0 + 1) % all.count } ?? 0
    hud.touchPolicy = all[index]
    if let policyButton {
      gtk_button_set_label(ck_button(policyButton), policyText(all[index]))
    }
    emit("hud policy=\(all[index].rawValue)")
  }

  func policyText(_ policy: HUDTouchPolicy) -> String {
    switch policy {
    case .blocksAll: "Touches: blocks all"
    case .blocksBox: "Touches: blocks box"
    case .passesThrough: "Touches: pass through"
    }
  }
}
#endif
