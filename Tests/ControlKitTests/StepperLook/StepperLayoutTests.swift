import Testing

@testable import ControlKit

@Suite("StepperLayout")
struct StepperLayoutTests {
  /// One expected layout: bounds, then the five frames.
  struct Row: Sendable, CustomTestStringConvertible {
    var bounds: Rect
    var decrementIcon: Rect
    var decrementTouch: Rect
    var field: Rect
    var incrementIcon: Rect
    var incrementTouch: Rect
    var testDescription: String { "\(bounds)" }
  }

  private static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
  }

  static let leftToRight: [Row] = [
    // The article's numbers at its natural width 174 × 30: exactly its layoutSubviews.
    Row(
      bounds: r(0, 0, 174, 30), decrementIcon: r(0, 1, 28, 28), decrementTouch: r(0, 0, 42, 30),
      field: r(42, 0, 90, 30), incrementIcon: r(146, 1, 28, 28), incrementTouch: r(132, 0, 42, 30)),
    // The article's default frame 110 × 30: the field keeps the 26 points between the areas.
    Row(
      bounds: r(0, 0, 110, 30), decrementIcon: r(0, 1, 28, 28), decrementTouch: r(0, 0, 42, 30),
      field: r(42, 0, 26, 30), incrementIcon: r(82, 1, 28, 28), incrementTouch: r(68, 0, 42, 30)),
    // The article's caller: 178 × 40. Icons centred vertically (y 6).
    Row(
      bounds: r(0, 0, 178, 40), decrementIcon: r(0, 6, 28, 28), decrementTouch: r(0, 0, 42, 40),
      field: r(42, 0, 94, 40), incrementIcon: r(150, 6, 28, 28), incrementTouch: r(136, 0, 42, 40)),
    // Wider: the field takes the rest.
    Row(
      bounds: r(0, 0, 250, 30), decrementIcon: r(0, 1, 28, 28), decrementTouch: r(0, 0, 42, 30),
      field: r(42, 0, 166, 30), incrementIcon: r(222, 1, 28, 28), incrementTouch: r(208, 0, 42, 30)),
    // Exactly two touch areas: no field.
    Row(
      bounds: r(0, 0, 84, 30), decrementIcon: r(0, 1, 28, 28), decrementTouch: r(0, 0, 42, 30),
      field: r(42, 0, 0, 30), incrementIcon: r(56, 1, 28, 28), incrementTouch: r(42, 0, 42, 30)),
    // Narrower than two touch areas: each gets half, the field is empty, never negative.
    Row(
      bounds: r(0, 0, 60, 30), decrementIcon: r(0, 1, 28, 28), decrementTouch: r(0, 0, 30, 30),
      field: r(30, 0, 0, 30), incrementIcon: r(32, 1, 28, 28), incrementTouch: r(30, 0, 30, 30)),
    // So narrow that the icons shrink to the touch areas' width.
    Row(
      bounds: r(0, 0, 40, 30), decrementIcon: r(0, 5, 20, 20), decrementTouch: r(0, 0, 20, 30),
      field: r(20, 0, 0, 30), incrementIcon: r(20, 5, 20, 20), incrementTouch: r(20, 0, 20, 30)),
    // Shorter than an icon: icons shrink to the height.
    Row(
      bounds: r(0, 0, 174, 20), decrementIcon: r(0, 0, 20, 20), decrementTouch: r(0, 0, 42, 20),
      field: r(42, 0, 90, 20), incrementIcon: r(154, 0, 20, 20), incrementTouch: r(132, 0, 42, 20)),
    // Bounds not at the origin: every frame includes the origin.
    Row(
      bounds: r(10, 5, 174, 30), decrementIcon: r(10, 6, 28, 28), decrementTouch: r(10, 5, 42, 30),
      field: r(52, 5, 90, 30), incrementIcon: r(156, 6, 28, 28), incrementTouch: r(142, 5, 42, 30)),
    // Degenerate bounds: everything empty, nothing negative.
    Row(
      bounds: r(0, 0, -5, -5), decrementIcon: r(0, 0, 0, 0), decrementTouch: r(0, 0, 0, 0),
      field: r(0, 0, 0, 0), incrementIcon: r(0, 0, 0, 0), incrementTouch: r(0, 0, 0, 0)),
  ]

  static let rightToLeft: [Row] = [
    // + on the left, − on the right.
    Row(
      bounds: r(0, 0, 174, 30), decrementIcon: r(146, 1, 28, 28), decrementTouch: r(132, 0, 42, 30),
      field: r(42, 0, 90, 30), incrementIcon: r(0, 1, 28, 28), incrementTouch: r(0, 0, 42, 30)),
    Row(
      bounds: r(0, 0, 250, 30), decrementIcon: r(222, 1, 28, 28), decrementTouch: r(208, 0, 42, 30),
      field: r(42, 0, 166, 30), incrementIcon: r(0, 1, 28, 28), incrementTouch: r(0, 0, 42, 30)),
    // Mirrored inside the bounds, not around x = 0.
    Row(
      bounds: r(10, 5, 200, 30), decrementIcon: r(182, 6, 28, 28),
      decrementTouch: r(168, 5, 42, 30),
      field: r(52, 5, 116, 30), incrementIcon: r(10, 6, 28, 28), incrementTouch: r(10, 5, 42, 30)),
  ]

  private func check(_ row: Row, _ direction: WritingDirection) {
    let layout = StepperLayout.layout(bounds: row.bounds, style: .article, direction: direction)
    #expect(layout.decrementIcon == row.decrementIcon)
    #expect(layout.decrementTouchArea == row.decrementTouch)
    #expect(layout.field == row.field)
    #expect(layout.incrementIcon == row.incrementIcon)
    #expect(layout.incrementTouchArea == row.incrementTouch)
    #expect(layout.bounds == row.bounds && layout.direction == direction)
  }

  @Test(arguments: leftToRight)
  func leftToRightFrames(row: Row) { check(row, .leftToRight) }

  @Test(arguments: rightToLeft)
  func rightToLeftFrames(row: Row) { check(row, .rightToLeft) }

  @Test(arguments: [174.0, 110, 178, 250, 84, 60, 40, 300])
  func rightToLeftIsTheMirrorOfLeftToRight(width: Double) {
    let bounds = Rect(x: 0, y: 0, width: width, height: 30)
    let ltr = StepperLayout.layout(bounds: bounds)
    let rtl = StepperLayout.layout(bounds: bounds, direction: .rightToLeft)
    #expect(rtl.decrementTouchArea == ltr.decrementTouchArea.mirrored(inWidth: width))
    #expect(rtl.incrementIcon == ltr.incrementIcon.mirrored(inWidth: width))
    #expect(rtl.field == ltr.field.mirrored(inWidth: width))
  }

  /// The + touch area follows the bounds.
  ///
  /// The article places the + touch area at x = 42 + 90 = 132 whatever the width, so it only
  /// covers the + icon at width 174. Ours always ends at the bounds' right edge and covers the icon.
  @Test(arguments: [110.0, 174, 178, 250, 400])
  func incrementTouchAreaFollowsTheBounds(width: Double) {
    let layout = StepperLayout.layout(
      bounds: Rect(x: 0, y: 0, width: width, height: 30), style: .article)
    #expect(layout.incrementTouchArea.maxX == width)
    #expect(layout.incrementTouchArea.minX == width - 42)
    #expect(layout.incrementTouchArea.minX <= layout.incrementIcon.minX)
    #expect(layout.incrementTouchArea.maxX >= layout.incrementIcon.maxX)
    let articleX = 42.0 + 90
    #expect((layout.incrementTouchArea.minX == articleX) == (width == 174))
  }

  @Test func naturalSizeIsTheSumOfTheParts() {
    #expect(StepperStyle.article.naturalSize == Size(width: 174, height: 30))
    #expect(StepperStyle.standard.naturalSize == Size(width: 178, height: 44))
    #expect(StepperStyle.defaultSize == Size(width: 110, height: 30))
    let custom = StepperStyle(fieldWidth: 60, touchAreaWidth: 48, height: 50)
    #expect(custom.naturalSize == Size(width: 156, height: 50))
    let layout = StepperLayout.layout(
      bounds: Rect(origin: .zero, size: custom.naturalSize), style: custom)
    #expect(layout.field == Rect(x: 48, y: 0, width: 60, height: 50))
  }

  /// Apple's 44 × 44 minimum for every pressable part at the standard style's natural size, in
  /// both directions; the article's were 42 × 30.
  @Test(arguments: WritingDirection.allCases)
  func standardTouchAreasAreAtLeast44(direction: WritingDirection) {
    let minimum = TouchArea.recommendedMinimumSize
    let layout = StepperLayout.layout(
      bounds: Rect(origin: .zero, size: StepperStyle.standard.naturalSize), direction: direction)
    for area in [layout.decrementTouchArea, layout.incrementTouchArea, layout.field] {
      #expect(area.width >= minimum.width && area.height >= minimum.height, "\(area)")
    }
    #expect(layout.incrementTouchArea.size == minimum)
    let article = StepperLayout.layout(
      bounds: Rect(origin: .zero, size: StepperStyle.article.naturalSize), style: .article)
    #expect(article.incrementTouchArea.size == Size(width: 42, height: 30))
  }

  /// Cart mode at the minimum: the field takes the hidden −'s area, + stays where it was, so the
  /// visible content spans the bounds (centred) and a press where − was edits the field.
  @Test(arguments: WritingDirection.allCases)
  func cartModeWidensTheFieldOverTheHiddenDecrement(direction: WritingDirection) {
    let bounds = Rect(x: 10, y: 5, width: 178, height: 44)
    let shown = StepperLayout.layout(bounds: bounds, direction: direction)
    let hidden = StepperLayout.layout(
      bounds: bounds, direction: direction, isDecrementHidden: true)
    #expect(hidden.incrementTouchArea == shown.incrementTouchArea)
    #expect(hidden.incrementIcon == shown.incrementIcon)
    #expect(hidden.field.width == 134 && hidden.field.height == 44)
    let parts = [hidden.field, hidden.incrementTouchArea]
    #expect(parts.map(\.minX).min() == bounds.minX && parts.map(\.maxX).max() == bounds.maxX)
    let formerDecrement =
      direction == .leftToRight ? Point(x: 20, y: 20) : Point(x: 178, y: 20)
    #expect(hidden.part(at: formerDecrement, isDecrementHidden: true) == .field)
    #expect(shown.part(at: formerDecrement) == .decrement)
  }

  @Test(arguments: [
    (0.0, 15.0, "decrement"), (41.9, 15.0, "decrement"), (42, 15, "field"), (131.9, 15, "field"),
    (132, 15, "increment"), (173.9, 29.9, "increment"), (174, 15, "none"), (-0.1, 15, "none"),
    (10, -0.1, "none"), (10, 30, "none"),
  ])
  func partHitByAPoint(x: Double, y: Double, part: String) {
    let layout = StepperLayout.layout(
      bounds: Rect(x: 0, y: 0, width: 174, height: 30), style: .article)
    #expect((layout.part(at: Point(x: x, y: y))?.rawValue ?? "none") == part)
  }

  @Test func hiddenDecrementTakesNoTouches() {
    let layout = StepperLayout.layout(bounds: Rect(x: 0, y: 0, width: 174, height: 30))
    #expect(layout.part(at: Point(x: 10, y: 15), isDecrementHidden: true) == nil)
    #expect(layout.part(at: Point(x: 50, y: 15), isDecrementHidden: true) == .field)
    #expect(layout.part(at: Point(x: 150, y: 15), isDecrementHidden: true) == .increment)
  }

  // UIKit asks for 44 × 44 points: on a 30-point-high stepper the 42 × 30 touch areas grow 7
  // points above and below the bounds and 1 point past each end; the field and gaps stay as laid
  // out, and without a minimum nothing outside the bounds is hit.
  @Test(arguments: [
    (10.0, -6.9, "decrement"), (10, -7.1, "none"), (10, 36.9, "decrement"), (-0.9, 15, "decrement"),
    (-1.1, 15, "none"), (42.9, 15, "decrement"), (43.1, 15, "field"), (174.9, 15, "increment"),
    (150, -6.9, "increment"), (80, -1, "none"), (80, 15, "field"),
  ])
  func minimumTouchSizeEnlargesTheButtonsOnly(x: Double, y: Double, part: String) {
    let layout = StepperLayout.layout(
      bounds: Rect(x: 0, y: 0, width: 174, height: 30), style: .article)
    let size = TouchArea.recommendedMinimumSize
    #expect(
      (layout.part(at: Point(x: x, y: y), minimumTouchSize: size)?.rawValue ?? "none") == part)
    #expect(layout.part(at: Point(x: 10, y: -6.9)) == nil)
    #expect(
      layout.part(at: Point(x: 10, y: -6.9), isDecrementHidden: true, minimumTouchSize: size) == nil
    )
  }

  @Test func partsMirrorInRightToLeft() {
    let layout = StepperLayout.layout(
      bounds: Rect(x: 0, y: 0, width: 174, height: 30), direction: .rightToLeft)
    #expect(layout.part(at: Point(x: 10, y: 15)) == .increment)
    #expect(layout.part(at: Point(x: 160, y: 15)) == .decrement)
  }

  /// The hit helper agrees with the frames on a grid over and around offset bounds: a touch area
  /// anywhere in it wins, including the part of it beside the icon.
  @Test(arguments: WritingDirection.allCases)
  func partAgreesWithFramesEverywhere(direction: WritingDirection) {
    let layout = StepperLayout.layout(
      bounds: Rect(x: 7, y: 3, width: 200, height: 36), direction: direction)
    for x in stride(from: 0.0, through: 215, by: 2.5) {
      for y in stride(from: 0.0, through: 42, by: 3) {
        let point = Point(x: x, y: y)
        let expected: StepperLayout.Part? =
          layout.decrementTouchArea.contains(point)
          ? .decrement
          : layout.incrementTouchArea.contains(point)
            ? .increment : layout.field.contains(point) ? .field : nil
        #expect(layout.part(at: point) == expected, "\(point)")
      }
    }
  }

  @Test func hitTestNodeNamesThePartsInBoundsCoordinates() {
    let layout = StepperLayout.layout(
      bounds: Rect(x: 10, y: 5, width: 174, height: 30), style: .article)
    let node = layout.hitTestNode(id: "qty")
    #expect(node.frame == layout.bounds)
    #expect(node.passesTouchesThrough)
    #expect(node.children.map(\.id.name) == ["field", "decrement", "increment"])
    #expect(
      node.children.map(\.frame) == [
        Rect(x: 42, y: 0, width: 90, height: 30), Rect(x: 0, y: 0, width: 42, height: 30),
        Rect(x: 132, y: 0, width: 42, height: 30),
      ])
  }
}
