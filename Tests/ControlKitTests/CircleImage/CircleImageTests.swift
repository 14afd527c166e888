import Testing

@testable import ControlKit

@Suite("CircleImage")
struct CircleImageTests {
  @Test func squareBoundsGiveTheWholeSquare() {
    // The article's demo: a 150 × 150 view.
    let layout = CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 150, height: 150))
    #expect(layout.circle == Rect(x: 0, y: 0, width: 150, height: 150))
    #expect(layout.cornerRadius == 75)
    #expect(layout.borderRing == nil)
    #expect(layout.borderWidth == 0)
  }

  /// The article's `frame.size.width / 2` would give radius 100 for a 200 × 100 view: a capsule.
  @Test(arguments: [
    (Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 50, y: 0, width: 100, height: 100), 50.0),
    (Rect(x: 0, y: 0, width: 100, height: 200), Rect(x: 0, y: 50, width: 100, height: 100), 50.0),
    (Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 0, y: 0, width: 100, height: 100), 50.0),
    (Rect(x: 10, y: 20, width: 60, height: 30), Rect(x: 25, y: 20, width: 30, height: 30), 15.0),
    (Rect(x: 0, y: 0, width: 0, height: 50), Rect(x: 0, y: 25, width: 0, height: 0), 0.0),
    (Rect(x: 0, y: 0, width: -10, height: 50), Rect(x: -5, y: 25, width: 0, height: 0), 0.0),
  ])
  func circleIsInscribedAndCentred(bounds: Rect, circle: Rect, radius: Double) {
    let layout = CircleImageLayout(bounds: bounds)
    #expect(layout.circle == circle)
    #expect(layout.cornerRadius == radius)
  }

  @Test func cornerRadiusFollowsEveryBoundsChange() {
    var radii: [Double] = []
    for side in [150.0, 100, 44, 1] {
      radii.append(
        CircleImageLayout(bounds: Rect(x: 0, y: 0, width: side, height: 300)).cornerRadius)
    }
    #expect(radii == [75, 50, 22, 0.5])
  }

  @Test(arguments: [
    // Wide image into a square: full height, centred strip of equal width.
    (
      Size(width: 400, height: 200), Size(width: 100, height: 100),
      Rect(x: 100, y: 0, width: 200, height: 200)
    ),
    // Tall image: full width, centred.
    (
      Size(width: 300, height: 900), Size(width: 50, height: 50),
      Rect(x: 0, y: 300, width: 300, height: 300)
    ),
    // Square image: everything.
    (
      Size(width: 64, height: 64), Size(width: 150, height: 150),
      Rect(x: 0, y: 0, width: 64, height: 64)
    ),
    // Wide target from a square image.
    (
      Size(width: 100, height: 100), Size(width: 200, height: 100),
      Rect(x: 0, y: 25, width: 100, height: 50)
    ),
    // Degenerate: whole image.
    (
      Size(width: 100, height: 50), Size(width: 0, height: 0),
      Rect(x: 0, y: 0, width: 100, height: 50)
    ),
    (
      Size(width: 0, height: 50), Size(width: 10, height: 10),
      Rect(x: 0, y: 0, width: 0, height: 50)
    ),
  ])
  func aspectFillCrop(image: Size, target: Size, crop: Rect) {
    #expect(CircleImageLayout.aspectFillCrop(imagePixelSize: image, target: target) == crop)
  }

  @Test func cropRectangleUsesTheCircle() {
    // A 200 × 100 view shows a 100 × 100 circle: a square crop, not a 2:1 one.
    let layout = CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(
      layout.cropRectangle(forImageOfPixelSize: Size(width: 1200, height: 800))
        == Rect(x: 200, y: 0, width: 800, height: 800))
  }

  @Test func borderRingLiesInsideTheCircle() {
    let border = CircleImageBorder(width: 4, color: .white)
    let layout = CircleImageLayout(
      bounds: Rect(x: 0, y: 0, width: 200, height: 100), border: border)
    #expect(layout.borderRing == Rect(x: 52, y: 2, width: 96, height: 96))
    #expect(layout.borderWidth == 4)
    // Outer edge of the stroke = centre line + half the width = the circle.
    #expect(layout.borderRing.map { $0.insetBy(dx: -2, dy: -2) } == layout.circle)
  }

  @Test func styleInitUsesTheStylesBorder() {
    let style = CircleImageStyle(border: CircleImageBorder(width: 3, color: .black))
    let bounds = Rect(x: 0, y: 0, width: 30, height: 30)
    #expect(CircleImageLayout(bounds: bounds, style: style).borderWidth == 3)
    #expect(CircleImageLayout(bounds: bounds, style: CircleImageStyle()).borderRing == nil)
  }

  @Test func borderWiderThanTheRadiusFillsTheDisc() {
    let layout = CircleImageLayout(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10),
      border: CircleImageBorder(width: 40, color: .black))
    #expect(layout.borderWidth == 5)
    #expect(layout.borderRing == Rect(x: 2.5, y: 2.5, width: 5, height: 5))
  }

  @Test func zeroWidthBorderDrawsNoRing() {
    let layout = CircleImageLayout(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10),
      border: CircleImageBorder(width: 0, color: .black))
    #expect(layout.borderRing == nil)
  }

  @Test func drawingClipsTheImageToTheCircleThenStrokesTheBorder() {
    let border = CircleImageBorder(width: 2, color: RGBA(hex: 0xFFFFFF))
    let style = CircleImageStyle(border: border)
    let layout = CircleImageLayout(
      bounds: Rect(x: 0, y: 0, width: 200, height: 100), border: border)
    let tree = ImageReference(name: "tree", pixelSize: Size(width: 600, height: 400))
    #expect(
      CircleImageDrawing.drawing(image: tree, layout: layout, style: style, theme: .light) == [
        .image(
          tree, frame: Rect(x: 50, y: 0, width: 100, height: 100),
          source: Rect(x: 100, y: 0, width: 400, height: 400), clipToEllipse: true),
        .ellipse(
          Rect(x: 51, y: 1, width: 98, height: 98), fill: nil,
          stroke: Stroke(color: RGBA(hex: 0xFFFFFF), width: 2)),
      ])
  }

  @Test(arguments: Theme.allCases)
  func placeholderWithoutImage(theme: Theme) {
    let layout = CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 40, height: 40))
    let style = CircleImageStyle()
    let expected =
      theme == .light
      ? CircleImageStyle.defaultLightPlaceholder : CircleImageStyle.defaultDarkPlaceholder
    let glyph =
      theme == .light
      ? CircleImageStyle.defaultLightPlaceholderGlyph : CircleImageStyle.defaultDarkPlaceholderGlyph
    // The disc, then a person silhouette: a head disc and a capsule body, inside the circle.
    #expect(
      DrawingSnapshot.text(
        CircleImageDrawing.drawing(image: nil, layout: layout, style: style, theme: theme))
          == """
          ellipse [0, 0, 40×40] fill=\(expected)
          ellipse [13.6, 5.6, 12.8×12.8] fill=\(glyph)
          roundedRect [8.8, 20.8, 22.4×10.4] r=5.2 fill=\(glyph)
          """)
    // An image with no pixels is drawn as the placeholder too.
    let empty = ImageReference(name: "broken", pixelSize: .zero)
    #expect(
      CircleImageDrawing.drawing(image: empty, layout: layout, style: style, theme: theme)
        == CircleImageDrawing.drawing(image: nil, layout: layout, style: style, theme: theme))
  }

  @Test func emptyBoundsDrawNothing() {
    let layout = CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 0, height: 40))
    #expect(
      CircleImageDrawing.drawing(
        image: nil, layout: layout, style: CircleImageStyle(), theme: .light
      )
      .isEmpty)
  }

  @Test func accessibilityDescribesTheImage() {
    let element = CircleImageAccessibility.element(description: "Profile photo")
    #expect(element?.role == .image)
    #expect(element?.label == "Profile photo")
    #expect(CircleImageAccessibility.element(description: nil) == nil)
    #expect(CircleImageAccessibility.element(description: " \n") == nil)
  }

  /// The silhouette stays inside the circle (and inside a border up to a tenth of the side) at
  /// any size and position.
  @Test(arguments: [
    Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 7, y: 3, width: 40, height: 40),
    Rect(x: -20, y: 50, width: 333, height: 333),
  ])
  func silhouetteStaysInsideTheCircle(circle: Rect) {
    let parts = CircleImageDrawing.placeholderSilhouette(in: circle)
    let limit = circle.width * 0.4
    let corners = [parts.head, parts.body].flatMap { rect in
      [
        Point(x: rect.midX, y: rect.minY), Point(x: rect.midX, y: rect.maxY),
        Point(x: rect.minX + rect.height / 2, y: rect.maxY),
        Point(x: rect.maxX - rect.height / 2, y: rect.maxY),
      ]
    }
    for point in corners {
      #expect(point.distance(to: circle.center) <= limit, "\(point)")
    }
    #expect(parts.head.maxY < parts.body.minY)
    #expect(abs(parts.head.midX - circle.midX) < 1e-9 && abs(parts.body.midX - circle.midX) < 1e-9)
  }

  /// UIKit's border colour is a `UIColor`: the layout takes the width alone, and agrees with the
  /// layout made from a border of that width.
  @Test(arguments: [0.0, -2, .nan, 3, 80])
  func aBorderWidthAloneLaysOutAsTheBorder(width: Double) {
    let bounds = Rect(x: 0, y: 0, width: 120, height: 80)
    let byWidth = CircleImageLayout(bounds: bounds, borderWidth: width)
    let byBorder = CircleImageLayout(
      bounds: bounds, border: CircleImageBorder(width: width, color: RGBA(hex: 0xFFFFFF)))
    #expect(byWidth == byBorder)
    #expect(byWidth.borderWidth == (width > 0 ? min(width, 40) : 0))
  }

  /// Square bounds: the view's own rounded corners are the circle; otherwise it needs a mask.
  @Test func onlySquareBoundsAreFilledByTheCircle() {
    #expect(CircleImageLayout(bounds: Rect(x: 10, y: 20, width: 80, height: 80)).circleFillsBounds)
    #expect(!CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 200, height: 100)).circleFillsBounds)
    #expect(!CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 100, height: 200)).circleFillsBounds)
  }
}
