#if Cairo
import ControlKit
import Testing

@testable import ControlKitGallery

@Suite("Gallery catalogue")
struct CatalogueTests {
  let specimens: [GallerySpecimen]
  let measurer = FixedAdvanceTextMeasurer()

  init() throws {
    specimens = try GalleryCatalogue.specimens()
  }

  func specimen(_ path: String) throws -> GallerySpecimen {
    try #require(specimens.first { $0.path == path }, "no specimen \(path)")
  }

  @Test("every state the issue asks for is in the catalogue")
  func requiredStates() {
    let required = [
      "stepper/default", "stepper/at-min", "stepper/at-max", "stepper/disabled",
      "stepper/editing", "stepper/limit-feedback", "stepper/cart-zero", "stepper/price-bar",
      "stepper/right-to-left",
      "arc-stepper/step-0", "arc-stepper/step-5", "arc-stepper/step-10", "arc-stepper/dragging",
      "arc-stepper/animating",
      "hud/short-title", "hud/chinese-title", "hud/long-title", "hud/progress", "hud/success",
      "hud/error", "hud/text-only",
      "circle-image/square", "circle-image/non-square", "circle-image/border",
      "hit-areas/stepper", "hit-areas/arc-stepper", "hit-areas/buttons",
    ]
    let paths = Set(specimens.map(\.path))
    for path in required {
      #expect(paths.contains(path), "missing \(path)")
    }
  }

  @Test("paths are unique, file-name safe and grouped in group order")
  func pathsAreUniqueAndSafe() {
    let paths = specimens.map(\.path)
    #expect(Set(paths).count == paths.count)
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
    for specimen in specimens {
      #expect(
        !specimen.id.isEmpty && specimen.id.allSatisfy { allowed.contains($0) }, "\(specimen.id)")
      #expect(!specimen.caption.isEmpty)
    }
    let order = specimens.map { GalleryGroup.allCases.firstIndex(of: $0.group) ?? -1 }
    #expect(order == order.sorted())
    #expect(Set(specimens.map(\.group)) == Set(GalleryGroup.allCases))
  }

  @Test("every specimen draws something inside its picture, in both themes")
  func drawingsStayInsideThePicture() {
    for specimen in specimens {
      for theme in Theme.allCases {
        let commands = specimen.draw(theme, measurer)
        #expect(!commands.isEmpty, "\(specimen.path) draws nothing")
        let picture = Rect(origin: .zero, size: specimen.size)
        for command in commands {
          guard let frame = Self.frame(of: command) else { continue }
          #expect(
            frame.minX >= picture.minX - 0.5 && frame.minY >= picture.minY - 0.5
              && frame.maxX <= picture.maxX + 0.5 && frame.maxY <= picture.maxY + 0.5,
            "\(specimen.path) \(theme): \(frame) leaves \(picture)")
        }
      }
    }
  }

  /// The area a command covers, for the commands with a frame (strokes included).
  static func frame(of command: DrawCommand) -> Rect? {
    switch command {
    case .roundedRect(let rect, _, _, let stroke), .ellipse(let rect, _, let stroke):
      let half = (stroke?.width ?? 0) / 2
      return rect.insetBy(dx: -half, dy: -half)
    case .text(let box): return box.frame
    case .image(_, let frame, _, _): return frame
    case .arc(let center, let radius, _, _, let stroke):
      let reach = radius + stroke.width / 2
      return Rect.centered(at: center, size: Size(width: 2 * reach, height: 2 * reach))
    default: return nil
    }
  }

  @Test("the stepper states come from the reducer: limits grey out, cart mode hides −")
  func stepperStates() throws {
    func fieldText(_ path: String) throws -> String? {
      try specimen(path).draw(.light, measurer).compactMap {
        if case .text(let box) = $0 { return box.text }
        return nil
      }.first
    }
    #expect(try fieldText("stepper/default") == "3")
    #expect(try fieldText("stepper/at-min") == "1")
    #expect(try fieldText("stepper/at-max") == "10")
    #expect(try fieldText("stepper/editing") == "8")
    #expect(try fieldText("stepper/cart-zero") == "0")
    #expect(try fieldText("stepper/price-bar") == "9.9")
    // Cart mode at 0 leaves out the − icon's circle and bar.
    let cart = try specimen("stepper/cart-zero").draw(.light, measurer)
    let normal = try specimen("stepper/default").draw(.light, measurer)
    #expect(cart.count == normal.count - 2)
  }

  @Test("limit feedback is the at-max stepper moved by the shake's first peak")
  func limitFeedbackIsShaken() throws {
    let shaken = try specimen("stepper/limit-feedback").draw(.light, measurer)
    let still = try specimen("stepper/at-max").draw(.light, measurer)
    guard case .roundedRect(let moved, _, _, _) = shaken.first,
      case .roundedRect(let rest, _, _, _) = still.first
    else {
      Issue.record("the stepper does not start with its field")
      return
    }
    let expected = ShakeAnimation().offset(at: GalleryCatalogue.shakeSampleTime)
    #expect(expected > 8)
    #expect(abs(moved.minX - rest.minX - expected) < 1e-9)
  }

  @Test("right-to-left puts + on the left")
  func rightToLeft() throws {
    func plusBarX(_ path: String) throws -> Double? {
      // The vertical bar of + is the only vertical line.
      try specimen(path).draw(.light, measurer).compactMap {
        if case .line(let from, let to, _) = $0, from.x == to.x { return from.x }
        return nil
      }.first
    }
    let ltr = try #require(try plusBarX("stepper/default"))
    let rtl = try #require(try plusBarX("stepper/right-to-left"))
    #expect(rtl < ltr)
  }

  @Test("the arc pictures show 0, 5, 10 of 10, a thumb while dragging, a partial arc mid-animation")
  func arcStates() throws {
    func sweeps(_ path: String) throws -> [Double] {
      try specimen(path).draw(.dark, measurer).compactMap {
        if case .arc(_, _, _, let sweep, _) = $0 { return sweep }
        return nil
      }
    }
    let full = ArcStepperConfiguration.defaultSweep
    #expect(try sweeps("arc-stepper/step-0").count == 1)
    #expect(try abs(sweeps("arc-stepper/step-5")[1] - full / 2) < 1e-9)
    #expect(try abs(sweeps("arc-stepper/step-10")[1] - full) < 1e-9)
    let animating = try sweeps("arc-stepper/animating")[1]
    #expect(animating > full / 2 && animating < full)
    let dragging = try specimen("arc-stepper/dragging").draw(.dark, measurer)
    #expect(dragging.contains { if case .ellipse = $0 { true } else { false } })
  }
}
#endif
