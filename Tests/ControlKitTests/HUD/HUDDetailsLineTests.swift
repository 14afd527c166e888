import Testing

@testable import ControlKit

private let measurer = FixedAdvanceTextMeasurer()
private let phone = Rect(x: 0, y: 0, width: 375, height: 667)

/// The details line (MBProgressHUD's `detailsLabel`, JGProgressHUD's `detailTextLabel`): laid
/// out under the title in a smaller font, drawn, and read after the title.
@Suite("HUD details line")
struct HUDDetailsLineTests {
  // The fixed-advance measurer: 0.5 × the font size per Latin character, lines 1.2 × the size.
  // "3 of 10 photos" in 12 pt: 14 × 6 = 84 wide, 14.4 tall.
  let uploading = HUDContent.progress(0.3, "Uploading").detailed("3 of 10 photos")

  @Test(arguments: [WritingDirection.leftToRight, .rightToLeft])
  func theDetailsSitUnderTheTitle(direction: WritingDirection) throws {
    let layout = HUDLayout(
      content: uploading, container: phone, direction: direction, measure: measurer)
    let title = try #require(layout.title)
    let details = try #require(layout.details)
    #expect(details.minY == title.maxY + HUDStyle.defaultDetailsSpacing)
    #expect(abs(details.height - 14.4) < 1e-9)
    #expect(details.minX == title.minX && details.width == title.width)
    // The box: 84 + 2 × 30 wide (the details are the widest line); 15 + 37 + 10 + 18 + 4 +
    // 14.4 + 15 tall.
    #expect(layout.box.width == 144 && abs(layout.box.height - 113.4) < 1e-9)
    #expect(layout.detailsMetrics?.lineCount == 1)
  }

  @Test func detailsWithoutATitleSitUnderTheIndicator() throws {
    let layout = HUDLayout(
      content: HUDContent.spinner().detailed("Hold on"), container: phone, measure: measurer)
    let indicator = try #require(layout.indicator)
    #expect(layout.title == nil)
    #expect(try #require(layout.details).minY == indicator.maxY + HUDStyle.defaultSpacing)
  }

  @Test func longDetailsWrapOnTheStylesLinesThenTruncate() {
    let long = String(repeating: "word ", count: 200)
    let layout = HUDLayout(
      content: HUDContent.text("Title").detailed(long), container: phone, measure: measurer)
    #expect(layout.detailsMetrics?.lineCount == HUDStyle.defaultMaximumDetailsLines)
    #expect(layout.detailsMetrics?.isTruncated == true)
  }

  @Test func theCancelButtonAndAnAppViewMakeRoomForTheDetails() throws {
    let tall = HUDContent.custom(size: Size(width: 100, height: 2_000), "Title")
      .detailed("Details").cancellable()
    let layout = HUDLayout(content: tall, container: phone, measure: measurer)
    let details = try #require(layout.details)
    let button = try #require(layout.cancelButton)
    let indicator = try #require(layout.indicator)
    let title = try #require(layout.title)
    #expect(indicator.maxY <= title.minY)
    #expect(details.maxY + HUDStyle.defaultSpacing == button.minY)
    #expect(button.maxY + HUDStyle.defaultVerticalPadding <= layout.box.maxY + 0.001)
  }

  @Test func theDetailsAreDrawnInTheirFont() {
    let layout = HUDLayout(content: uploading, container: phone, measure: measurer)
    let texts = HUDDrawing.drawing(layout, theme: .light).compactMap { command -> TextBox? in
      if case .text(let box) = command { box } else { nil }
    }
    #expect(texts.map(\.text) == ["Uploading", "3 of 10 photos"])
    #expect(texts.last?.font == HUDStyle().detailsFont && texts.last?.frame == layout.details)
    #expect(texts.last?.maximumLines == HUDStyle.defaultMaximumDetailsLines)
  }

  @Test func screenReadersHearTheDetailsAfterTheTitle() {
    var hud = HUDState(timing: HUDTiming(gracePeriod: .zero))
    let effects = hud.reduce(.taskBegan(HUDToken(1), uploading, at: .zero))
    #expect(effects.contains(.announce("Uploading, 3 of 10 photos")))
    #expect(hud.accessibilityElement?.label == "Uploading, 3 of 10 photos")
    #expect(hud.accessibilityElement?.value == "30%")
    // Details alone are said alone; no title and no details say the idle words.
    #expect(hud.announcement(for: HUDContent.spinner().detailed("Hold on")) == "Hold on")
    #expect(hud.announcement(for: .spinner()) == "Loading")
  }

  @Test func aDetailsChangeIsAnnouncedWhenTitleChangesAre() {
    var hud = HUDState(
      timing: HUDTiming(gracePeriod: .zero, showAnimation: .zero), announcesTitleChanges: true)
    hud.reduce(.taskBegan(HUDToken(1), uploading, at: .zero))
    let next = HUDContent.progress(0.4, "Uploading").detailed("4 of 10 photos")
    #expect(
      hud.reduce(.contentChanged(HUDToken(1), next, at: .milliseconds(10)))
        == [.displayedContentChanged(next), .announce("Uploading, 4 of 10 photos")])
  }
}
