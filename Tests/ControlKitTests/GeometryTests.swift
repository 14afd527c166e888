import Testing

@testable import ControlKit

@Suite("Geometry")
struct GeometryTests {
  @Test func rectContainsIsHalfOpen() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(Point(x: 0, y: 0)))
    #expect(rect.contains(Point(x: 9.999, y: 9.999)))
    #expect(!rect.contains(Point(x: 10, y: 5)))
    #expect(!rect.contains(Point(x: 5, y: 10)))
    #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(.zero))
  }

  @Test func insetResolvesLeadingForDirection() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 20)
    let insets = Insets(top: 1, leading: 10, bottom: 2, trailing: 0)
    #expect(rect.inset(by: insets) == Rect(x: 10, y: 1, width: 90, height: 17))
    #expect(
      rect.inset(by: insets, direction: .rightToLeft) == Rect(x: 0, y: 1, width: 90, height: 17))
    #expect(rect.inset(by: Insets(all: 80)).size == .zero)
  }

  @Test func mirroringReflectsInsideContainer() {
    #expect(
      Rect(x: 0, y: 5, width: 42, height: 30).mirrored(inWidth: 174)
        == Rect(x: 132, y: 5, width: 42, height: 30))
  }

  @Test(arguments: [0.0, 45, 90, 135, 180, 270, 359])
  func polarRoundTrips(degrees: Double) {
    let center = Point(x: 50, y: 50)
    let angle = Polar.radians(degrees: degrees)
    let point = Polar.point(center: center, radius: 40, angle: angle)
    #expect(abs(Polar.angle(of: point, from: center) - angle) < 1e-9)
  }

  @Test func ninetyDegreesPointsDown() {
    let p = Polar.point(center: .zero, radius: 10, angle: Polar.radians(degrees: 90))
    #expect(abs(p.x) < 1e-9 && abs(p.y - 10) < 1e-9)
  }

  @Test(arguments: [
    (0.0, "0"), (-0.0001, "0"), (1.5, "1.5"), (-2.25, "-2.25"), (1 / 3.0, "0.333"), (10, "10"),
    (0.05, "0.05"),
  ])
  func coordinatesFormatForSnapshots(value: Double, text: String) {
    #expect(formatCoordinate(value) == text)
  }

  @Test func colorsFromHex() {
    #expect(RGBA(hex: 0x3B4058).description == "#3B4058FF")
    #expect(RGBA(red: 2, green: -1, blue: .nan).description == "#FF0000FF")
  }

  @Test func instantsMeasureDurations() {
    let t = ControlInstant.milliseconds(400)
    #expect(t.advanced(by: .milliseconds(150)) == .milliseconds(550))
    #expect(ControlInstant.zero.duration(to: t) == .milliseconds(400))
    #expect(t.description == "t=400ms")
  }

  @Test func fixedAdvanceMeasurerWrapsAndTruncates() {
    let m = FixedAdvanceTextMeasurer()
    let font = TextFont(size: 10)
    #expect(m.measure("abcd", font: font, maxWidth: nil, maximumLines: 1).size.width == 20)
    #expect(m.measure("正在", font: font, maxWidth: nil, maximumLines: 1).size.width == 20)
    let wrapped = m.measure("abcdefgh", font: font, maxWidth: 15, maximumLines: 2)
    #expect(wrapped.lineCount == 2 && wrapped.isTruncated && wrapped.size.width == 15)
    #expect(wrapped.size.height == 24)
  }
}
