import Testing

@testable import ControlKit

private let measurer = FixedAdvanceTextMeasurer()
private let phone = Rect(x: 0, y: 0, width: 375, height: 667)

/// Where the box sits (placement, offset, toast) and how big it is at least (minimum size,
/// square), in both writing directions, with the article's numbers and the fixed-advance measurer
/// ("Loading": a 112.5 × 95 box; the margin is 20).
@Suite("HUD placement and box size")
struct HUDPlacementTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var content: HUDContent
    var style: HUDStyle
    var safeArea = Insets.zero
    var keyboard: Rect?
    var box: Rect
    var indicator: Rect?
    var title: Rect?
    var testDescription: String { name }
  }

  static func style(
    _ placement: HUDPlacement = .center, minimum: Size = .zero, square: Bool = false
  ) -> HUDStyle {
    var style = HUDStyle()
    style.placement = placement
    style.minimumSize = minimum
    style.isSquare = square
    return style
  }

  static let rows: [Row] = [
    Row(
      name: "centre", content: .spinner("Loading"), style: style(),
      box: Rect(x: 131.25, y: 286, width: 112.5, height: 95),
      indicator: Rect(x: 169, y: 301, width: 37, height: 37),
      title: Rect(x: 161.25, y: 348, width: 52.5, height: 18)),
    Row(
      name: "centre moved down 100", content: .spinner("Loading"),
      style: style(.center(offset: 100)),
      box: Rect(x: 131.25, y: 386, width: 112.5, height: 95),
      indicator: Rect(x: 169, y: 401, width: 37, height: 37),
      title: Rect(x: 161.25, y: 448, width: 52.5, height: 18)),
    // Top: the margin (20) under the safe area's top (44).
    Row(
      name: "top under the notch", content: .spinner("Loading"), style: style(.top),
      safeArea: Insets(top: 44, leading: 0, bottom: 34, trailing: 0),
      box: Rect(x: 131.25, y: 64, width: 112.5, height: 95),
      indicator: Rect(x: 169, y: 79, width: 37, height: 37),
      title: Rect(x: 161.25, y: 126, width: 52.5, height: 18)),
    // Bottom: the margin above the home indicator's safe area: 667 − 34 − 20 − 95 = 518.
    Row(
      name: "bottom above the home indicator", content: .spinner("Loading"), style: style(.bottom),
      safeArea: Insets(top: 44, leading: 0, bottom: 34, trailing: 0),
      box: Rect(x: 131.25, y: 518, width: 112.5, height: 95),
      indicator: Rect(x: 169, y: 533, width: 37, height: 37),
      title: Rect(x: 161.25, y: 580, width: 52.5, height: 18)),
    // The toast: text only at the bottom, whatever the style; above the keyboard (top at 400):
    // 400 − 20 − 48 = 332; "Copied" is 45 wide, the box 105 × 48.
    Row(
      name: "toast above the keyboard", content: .toast("Copied"), style: style(.top),
      keyboard: Rect(x: 0, y: 400, width: 375, height: 267),
      box: Rect(x: 135, y: 332, width: 105, height: 48), indicator: nil,
      title: Rect(x: 165, y: 347, width: 45, height: 18)),
    Row(
      name: "bottom moved up 40", content: .toast("Copied").placed(.bottom(offset: 40)),
      style: style(),
      keyboard: nil, box: Rect(x: 135, y: 559, width: 105, height: 48), indicator: nil,
      title: Rect(x: 165, y: 574, width: 45, height: 18)),
    // An offset larger than the screen keeps the box inside the margins.
    Row(
      name: "an offset past the edge", content: .spinner("Loading"),
      style: style(.top(offset: 10_000)),
      box: Rect(x: 131.25, y: 552, width: 112.5, height: 95),
      indicator: Rect(x: 169, y: 567, width: 37, height: 37),
      title: Rect(x: 161.25, y: 614, width: 52.5, height: 18)),
    Row(
      name: "a NaN offset counts as none", content: .spinner("Loading"),
      style: style(.center(offset: .nan)),
      box: Rect(x: 131.25, y: 286, width: 112.5, height: 95),
      indicator: Rect(x: 169, y: 301, width: 37, height: 37),
      title: Rect(x: 161.25, y: 348, width: 52.5, height: 18)),
    // A minimum size (MBProgressHUD's minSize): the content centred in the larger box.
    Row(
      name: "minimum 150 × 150", content: .spinner("Loading"),
      style: style(minimum: Size(width: 150, height: 150)),
      box: Rect(x: 112.5, y: 258.5, width: 150, height: 150),
      indicator: Rect(x: 169, y: 301, width: 37, height: 37),
      title: Rect(x: 142.5, y: 348, width: 90, height: 18)),
    // Square (MBProgressHUD's square): the larger side, 112.5; the content centred in it.
    Row(
      name: "square", content: .spinner("Loading"), style: style(square: true),
      box: Rect(x: 131.25, y: 277.25, width: 112.5, height: 112.5),
      indicator: Rect(x: 169, y: 301, width: 37, height: 37),
      title: Rect(x: 161.25, y: 348, width: 52.5, height: 18)),
    // A minimum larger than the screen stops at the margins.
    Row(
      name: "a minimum larger than the screen", content: .text("Hi"),
      style: style(minimum: Size(width: 1_000, height: 1_000)),
      box: Rect(x: 20, y: 20, width: 335, height: 627), indicator: nil,
      title: Rect(x: 50, y: 324.5, width: 275, height: 18)),
  ]

  @Test(arguments: rows, [WritingDirection.leftToRight, .rightToLeft])
  func placesTheBox(row: Row, direction: WritingDirection) {
    let layout = HUDLayout(
      content: row.content, container: phone, safeArea: row.safeArea, keyboardFrame: row.keyboard,
      direction: direction, style: row.style, measure: measurer)
    // Centred horizontally, so both directions agree (the safe area here is symmetric).
    #expect(layout.box == row.box)
    #expect(layout.indicator == row.indicator)
    #expect(layout.title == row.title)
  }

  @Test func aLeadingInsetMovesTheBoxAwayFromTheLeadingEdgeInBothDirections() {
    let inset = Insets(top: 0, leading: 100, bottom: 0, trailing: 0)
    let left = HUDLayout(
      content: .toast("Copied"), container: phone, safeArea: inset, direction: .leftToRight,
      measure: measurer)
    let right = HUDLayout(
      content: .toast("Copied"), container: phone, safeArea: inset, direction: .rightToLeft,
      measure: measurer)
    #expect(left.box.midX == 237.5 && right.box.midX == 137.5)
    #expect(left.box.minY == right.box.minY && left.box.maxY == 667 - 20)
  }

  @Test func aToastIsTextAtTheBottomAndAStatus() {
    let toast = HUDContent.toast("Copied")
    #expect(toast.indicator == .none && toast.title == "Copied" && toast.placement == .bottom)
    #expect(HUDContent.text("Copied").placement == nil)
    #expect(toast.placed(nil) == .text("Copied"))
    // Posted, it shows at once and leaves after its reading time, as every status.
    var hud = HUDState()
    hud.reduce(.statusPosted(toast, at: .zero))
    #expect(hud.isPresented && hud.status?.until == .milliseconds(1_500))
  }
}
