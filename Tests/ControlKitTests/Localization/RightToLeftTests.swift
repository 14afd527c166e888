import ControlKit
import Testing

/// Arabic and Hebrew are written right to left, and the core's layouts given that direction
/// mirror: the stepper's − goes right and + left, the HUD's progress bar fills from the right,
/// the HUD resolves leading and trailing safe-area insets from the right.
@Suite("Right to left")
struct RightToLeftTests {
  @Test(arguments: ControlLanguage.allCases)
  func arabicAndHebrewAreRightToLeft(language: ControlLanguage) {
    let expected: WritingDirection =
      [.arabic, .hebrew].contains(language) ? .rightToLeft : .leftToRight
    #expect(language.writingDirection == expected)
  }

  @Test(arguments: [ControlLanguage.arabic, .hebrew])
  func theStepperSwapsItsButtons(language: ControlLanguage) {
    let bounds = Rect(x: 0, y: 0, width: 174, height: 30)
    let layout = StepperLayout.layout(bounds: bounds, direction: language.writingDirection)
    #expect(layout.direction == .rightToLeft)
    #expect(layout.decrementIcon.minX > layout.field.maxX - 1)  // − on the right
    #expect(layout.incrementIcon.maxX < layout.field.minX + 1)  // + on the left
    let english = StepperLayout.layout(bounds: bounds, direction: .leftToRight)
    #expect(layout.decrementIcon == english.decrementIcon.mirrored(inWidth: 174))
  }

  @Test(arguments: [ControlLanguage.arabic, .hebrew])
  func theHUDTakesTheDirection(language: ControlLanguage) {
    let phone = Rect(x: 0, y: 0, width: 375, height: 667)
    let safe = Insets(top: 0, leading: 80, bottom: 0, trailing: 0)
    let measurer = FixedAdvanceTextMeasurer()
    let rtl = HUDLayout(
      content: .spinner(language.loadingTitle), container: phone, safeArea: safe,
      direction: language.writingDirection, cancelTitle: language.cancelTitle, measure: measurer)
    let ltr = HUDLayout(
      content: .spinner(language.loadingTitle), container: phone, safeArea: safe,
      direction: .leftToRight, cancelTitle: language.cancelTitle, measure: measurer)
    #expect(rtl.direction == .rightToLeft)
    // The leading inset is on the right: the box sits left of the left-to-right one.
    #expect(rtl.box.midX < ltr.box.midX)
    #expect(rtl.cancelTitle == language.cancelTitle)
    // The title and Cancel are centred, so they sit the same in both directions; the
    // paragraph's direction is the text's own (the renderer's), not the layout's.
    let texts = HUDDrawing.drawing(rtl, theme: .light, spinnerPhase: 0).compactMap {
      if case .text(let box) = $0 { return box }
      return nil
    }
    #expect(texts.map(\.text) == [language.loadingTitle])
    #expect(texts.allSatisfy { $0.alignment == .center })
    let cancellable = HUDLayout(
      content: HUDContent.spinner(language.loadingTitle).cancellable(), container: phone,
      direction: language.writingDirection, cancelTitle: language.cancelTitle, measure: measurer)
    let withCancel = HUDDrawing.drawing(cancellable, theme: .light, spinnerPhase: 0).compactMap {
      if case .text(let box) = $0 { return box }
      return nil
    }
    #expect(withCancel.map(\.text) == [language.loadingTitle, language.cancelTitle])
    #expect(withCancel.allSatisfy { $0.alignment == .center })
  }
}
