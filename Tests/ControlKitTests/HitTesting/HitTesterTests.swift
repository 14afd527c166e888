import Testing

@testable import ControlKit

@Suite("HitTester")
struct HitTesterTests {
  /// A 320 × 480 screen (root) with the given children.
  private func screen(_ children: [HitTestNode], passes: Bool = false) -> HitTestNode {
    HitTestNode(
      id: "screen", frame: Rect(x: 0, y: 0, width: 320, height: 480),
      passesTouchesThrough: passes, children: children)
  }

  private func button(
    _ id: HitTestNode.ID, _ frame: Rect, hidden: Bool = false, enabled: Bool = true,
    alpha: Double = 1, area: TouchArea = .none
  ) -> HitTestNode {
    HitTestNode(
      id: id, frame: frame, isHidden: hidden, isEnabled: enabled, alpha: alpha, touchArea: area)
  }

  private let inside = Point(x: 15, y: 15)
  private let buttonFrame = Rect(x: 10, y: 10, width: 28, height: 28)

  @Test func visibleButtonIsHit() {
    #expect(HitTester.hitTest(inside, in: screen([button("b", buttonFrame)])) == "b")
    #expect(HitTester.hitTestIndexPath(inside, in: screen([button("b", buttonFrame)])) == [0])
  }

  @Test func pointOutsideRootHitsNothing() {
    #expect(HitTester.hitTest(Point(x: -1, y: 5), in: screen([])) == nil)
    #expect(HitTester.hitTest(Point(x: 320, y: 5), in: screen([])) == nil)
    #expect(HitTester.hitTest(Point(x: 319.9, y: 5), in: screen([])) == "screen")
  }

  @Test func hiddenButtonFallsBackToParent() {
    #expect(
      HitTester.hitTest(inside, in: screen([button("b", buttonFrame, hidden: true)])) == "screen")
  }

  @Test func disabledButtonFallsBackToParent() {
    #expect(
      HitTester.hitTest(inside, in: screen([button("b", buttonFrame, enabled: false)])) == "screen")
  }

  @Test func disabledParentHidesItsChildren() {
    var root = screen([button("b", buttonFrame)])
    root.isEnabled = false
    #expect(HitTester.hitTest(inside, in: root) == nil)
    root.isEnabled = true
    root.isHidden = true
    #expect(HitTester.hitTest(inside, in: root) == nil)
    root.isHidden = false
    root.alpha = 0
    #expect(HitTester.hitTest(inside, in: root) == nil)
  }

  @Test(arguments: [
    (0.0, "screen"), (0.01, "screen"), (0.0100001, "b"), (0.02, "b"), (1, "b"),
    (Double.nan, "screen"),
  ])
  func transparencyThreshold(alpha: Double, expected: String) {
    let root = screen([button("b", buttonFrame, alpha: alpha)])
    #expect(HitTester.hitTest(inside, in: root) == HitTestNode.ID(expected))
  }

  /// A 28 × 28 button at (10, 10) enlarged to 44 × 44 reaches 8 points out on each side:
  /// x in 2..<46, y in 2..<46 (the right and bottom edges are open).
  @Test(arguments: [
    (2.0, 20.0, "b"), (1.999, 20.0, "screen"), (45.999, 20.0, "b"), (46.0, 20.0, "screen"),
    (20.0, 2.0, "b"), (20.0, 1.999, "screen"), (20.0, 45.999, "b"), (20.0, 46.0, "screen"),
    (2.0, 2.0, "b"),
  ])
  func minimumSizeEnlargesSmallButton(x: Double, y: Double, expected: String) {
    let root = screen([
      button("b", buttonFrame, area: .minimumSize(TouchArea.recommendedMinimumSize))
    ])
    #expect(HitTester.hitTest(Point(x: x, y: y), in: root) == HitTestNode.ID(expected))
    // Without the enlarged area only the 28 × 28 bounds count.
    let plain = screen([button("b", buttonFrame)])
    let inBounds = buttonFrame.contains(Point(x: x, y: y))
    #expect(HitTester.hitTest(Point(x: x, y: y), in: plain) == (inBounds ? "b" : "screen"))
  }

  @Test func minimumSizeNeverShrinks() {
    let big = Rect(x: 0, y: 0, width: 100, height: 20)
    #expect(
      TouchArea.minimumSize(TouchArea.recommendedMinimumSize).area(for: big)
        == Rect(x: 0, y: -12, width: 100, height: 44))
  }

  @Test func expandedAreaIsTheArticlesInset() {
    // The article: CGRectInset(self.bounds, -20, -20) around a 20 × 20 button.
    let area = TouchArea.expanded(by: Insets(all: 20))
    #expect(
      area.area(for: Rect(x: 0, y: 0, width: 20, height: 20))
        == Rect(x: -20, y: -20, width: 60, height: 60))
    // Ported with CGRectInset's sign, as `Insets` documents it, it grows just the same.
    let ported = TouchArea.expanded(by: Insets(all: -20))
    #expect(
      ported.area(for: Rect(x: 0, y: 0, width: 20, height: 20))
        == Rect(x: -20, y: -20, width: 60, height: 60))
    #expect(
      Rect(x: 0, y: 0, width: 20, height: 20).inset(by: Insets(all: -20))
        == ported.area(for: Rect(x: 0, y: 0, width: 20, height: 20)))
    let root = screen([button("small", Rect(x: 100, y: 100, width: 20, height: 20), area: ported)])
    #expect(HitTester.hitTest(Point(x: 85, y: 135), in: root) == "small")
    // Mixed signs grow by each magnitude; NaN grows nothing; nothing ever shrinks.
    #expect(
      TouchArea.expanded(by: Insets(top: -5, leading: 3, bottom: .nan, trailing: 0))
        .area(for: Rect(x: 0, y: 0, width: 20, height: 20))
        == Rect(x: -3, y: -5, width: 23, height: 25))
  }

  @Test func leadingInsetsFollowTheDirection() {
    let area = TouchArea.expanded(by: Insets(leading: 10))
    let bounds = Rect(x: 0, y: 0, width: 20, height: 20)
    #expect(area.area(for: bounds) == Rect(x: -10, y: 0, width: 30, height: 20))
    #expect(
      area.area(for: bounds, direction: .rightToLeft) == Rect(x: 0, y: 0, width: 30, height: 20))
    let root = screen([button("b", Rect(x: 100, y: 0, width: 20, height: 20), area: area)])
    #expect(HitTester.hitTest(Point(x: 95, y: 5), in: root) == "b")
    #expect(HitTester.hitTest(Point(x: 95, y: 5), in: root, direction: .rightToLeft) == "screen")
    #expect(HitTester.hitTest(Point(x: 125, y: 5), in: root, direction: .rightToLeft) == "b")
  }

  @Test func passThroughOverlayLetsTheButtonBelowTakeTheTouch() {
    let overlay = HitTestNode(
      id: "overlay", frame: Rect(x: 0, y: 0, width: 320, height: 480), passesTouchesThrough: true,
      children: [button("badge", Rect(x: 200, y: 200, width: 20, height: 20))])
    let root = screen([button("b", buttonFrame), overlay])
    #expect(HitTester.hitTest(inside, in: root) == "b")
    #expect(HitTester.hitTest(Point(x: 205, y: 205), in: root) == "badge")
    #expect(HitTester.hitTest(Point(x: 100, y: 100), in: root) == "screen")
    #expect(HitTester.hitTest(Point(x: 100, y: 100), in: screen([overlay], passes: true)) == nil)
    // The same overlay without pass-through blocks the button.
    var blocking = overlay
    blocking.passesTouchesThrough = false
    #expect(
      HitTester.hitTest(inside, in: screen([button("b", buttonFrame), blocking])) == "overlay")
  }

  @Test func frontSiblingWinsWhereTheyOverlap() {
    let back = button("back", Rect(x: 0, y: 0, width: 100, height: 100))
    let front = button("front", Rect(x: 50, y: 50, width: 100, height: 100))
    #expect(HitTester.hitTest(Point(x: 75, y: 75), in: screen([back, front])) == "front")
    #expect(HitTester.hitTest(Point(x: 75, y: 75), in: screen([front, back])) == "back")
    #expect(HitTester.hitTest(Point(x: 25, y: 25), in: screen([back, front])) == "back")
  }

  @Test func frontSiblingsEnlargedAreaBeatsBackSiblingsBounds() {
    let back = button("back", Rect(x: 0, y: 0, width: 40, height: 40))
    let front = button(
      "front", Rect(x: 44, y: 0, width: 28, height: 28),
      area: .minimumSize(TouchArea.recommendedMinimumSize))
    // (38, 10) lies in the back button's bounds and in the front button's 44 × 44 area (36..<80).
    #expect(HitTester.hitTest(Point(x: 38, y: 10), in: screen([back, front])) == "front")
    #expect(HitTester.hitTest(Point(x: 38, y: 10), in: screen([front, back])) == "back")
    #expect(HitTester.hitTest(Point(x: 35, y: 10), in: screen([back, front])) == "back")
  }

  @Test func hiddenFrontSiblingFallsBackToTheOneBehind() {
    let back = button("back", Rect(x: 0, y: 0, width: 100, height: 100))
    let front = button("front", Rect(x: 0, y: 0, width: 100, height: 100), hidden: true)
    #expect(HitTester.hitTest(Point(x: 5, y: 5), in: screen([back, front])) == "back")
  }

  @Test func pointsAreConvertedIntoChildCoordinates() {
    let inner = button("inner", Rect(x: 5, y: 5, width: 10, height: 10))
    let card = HitTestNode(
      id: "card", frame: Rect(x: 100, y: 200, width: 50, height: 50), children: [inner])
    let root = screen([card])
    #expect(HitTester.hitTest(Point(x: 106, y: 206), in: root) == "inner")
    #expect(HitTester.hitTestIndexPath(Point(x: 106, y: 206), in: root) == [0, 0])
    #expect(HitTester.hitTest(Point(x: 6, y: 6), in: root) == "screen")
    #expect(HitTester.hitTest(Point(x: 104, y: 204), in: root) == "card")
    #expect(HitTester.hitTestIndexPath(Point(x: 1, y: 1), in: root) == [])
  }

  @Test func overflowingChildIsReachableOnlyWithoutClipping() {
    let raised = button("raised", Rect(x: 20, y: -20, width: 40, height: 40))
    var bar = HitTestNode(
      id: "bar", frame: Rect(x: 0, y: 400, width: 320, height: 80), children: [raised])
    let above = Point(x: 40, y: 390)  // in the raised button, above the bar
    #expect(HitTester.hitTest(above, in: screen([bar])) == "screen")
    bar.clipsToBounds = false
    #expect(HitTester.hitTest(above, in: screen([bar])) == "raised")
    // Without clipping the bar still needs the point in its own area to be the target itself.
    #expect(HitTester.hitTest(Point(x: 200, y: 390), in: screen([bar])) == "screen")
    #expect(HitTester.hitTest(Point(x: 200, y: 410), in: screen([bar])) == "bar")
  }

  @Test func enlargedParentLetsChildrenBeReachedInItsEnlargedArea() {
    // The article's first example: the enlarged view tries its subviews first.
    let child = button("child", Rect(x: -15, y: 0, width: 10, height: 10))
    let small = HitTestNode(
      id: "small", frame: Rect(x: 100, y: 100, width: 20, height: 20),
      touchArea: .expanded(by: Insets(all: 20)), children: [child])
    #expect(HitTester.hitTest(Point(x: 90, y: 105), in: screen([small])) == "child")
    #expect(HitTester.hitTest(Point(x: 82, y: 125), in: screen([small])) == "small")
  }
}
