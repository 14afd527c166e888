import Testing

@testable import ControlKit

private let measurer = FixedAdvanceTextMeasurer()
private let phone = Rect(x: 0, y: 0, width: 375, height: 667)

/// The app's own content laid out by the core like the spinner (indicator on top, title under
/// it on at most two lines), and the Cancel button under the title, with the fixed-advance
/// measurer (7.5 per Latin character, lines 18 tall).
@Suite("HUD custom content and Cancel layout")
struct HUDCustomContentLayoutTests {
  @Test func theCancelButtonSitsUnderTheTitleCentredAndAtLeast44Tall() {
    let layout = HUDLayout(
      content: .spinner("Loading").cancellable(), container: phone, measure: measurer)
    // "Cancel" is 45 wide: the button is 45 + 2 × 16 = 77 by 44; the content 37 + 10 + 18 + 10
    // + 44 = 119 tall and 77 wide, the box 137 × 149 centred on (187.5, 333.5).
    #expect(layout.box == Rect(x: 119, y: 259, width: 137, height: 149))
    #expect(layout.indicator == Rect(x: 169, y: 274, width: 37, height: 37))
    #expect(layout.title == Rect(x: 149, y: 321, width: 77, height: 18))
    #expect(layout.cancelButton == Rect(x: 149, y: 349, width: 77, height: 44))
    #expect(layout.cancelLabel == Rect(x: 157, y: 362, width: 61, height: 18))
    #expect(
      HUDLayout(content: .spinner("Loading"), container: phone, measure: measurer)
        .cancelButton == nil)
  }

  @Test func anImageIsFittedIntoTheIndicatorSizeKeepingItsAspect() {
    let logo = ImageReference(name: "logo", pixelSize: Size(width: 80, height: 40))
    let layout = HUDLayout(content: .image(logo, "Logo"), container: phone, measure: measurer)
    // 80 × 40 into 37 × 37: 37 × 18.5; the box 97 × (15 + 18.5 + 10 + 18 + 15).
    #expect(layout.box == Rect(x: 139, y: 295.25, width: 97, height: 76.5))
    #expect(layout.indicator == Rect(x: 169, y: 310.25, width: 37, height: 18.5))
    #expect(layout.title == Rect(x: 169, y: 338.75, width: 37, height: 18))
    let drawing = HUDDrawing.drawing(layout, theme: .light)
    #expect(
      drawing.contains(
        .image(
          logo, frame: Rect(x: 169, y: 310.25, width: 37, height: 18.5),
          source: Rect(x: 0, y: 0, width: 80, height: 40), clipToEllipse: false)))
  }

  @Test func aCustomViewKeepsItsMeasuredSizeWithTheTitleUnderIt() {
    let layout = HUDLayout(
      content: .custom(size: Size(width: 120, height: 60), "Hi"), container: phone,
      measure: measurer)
    #expect(layout.box == Rect(x: 97.5, y: 274.5, width: 180, height: 118))
    #expect(layout.indicator == Rect(x: 127.5, y: 289.5, width: 120, height: 60))
    #expect(layout.title == Rect(x: 127.5, y: 359.5, width: 120, height: 18))
    // Nothing is drawn for it: the front-end places its own view in `indicator`.
    #expect(HUDDrawing.drawing(layout, theme: .light).count == 2)
  }

  @Test func aCustomViewTooWideShrinksKeepingItsAspectAndTheTitleKeepsTwoLines() throws {
    let long = String(repeating: "word ", count: 40)
    let layout = HUDLayout(
      content: .custom(size: Size(width: 1_000, height: 100), long), container: phone,
      measure: measurer)
    let size = try #require(layout.indicator?.size)
    #expect(size.width == 275 && abs(size.height - 27.5) < 1e-9)
    #expect(layout.titleMetrics?.lineCount == 2)
    #expect(layout.titleMetrics?.isTruncated == true)
  }

  @Test func aNegativeOrNaNCustomSizeCountsAsZero() {
    #expect(HUDContent.custom(size: Size(width: -4, height: .nan)).indicator == .custom(.zero))
  }
}
