import Foundation
import Testing

extension DemoXTests {
  /// The demo's circle image (the gallery's generated photo, a 4-point white border) on screen.
  @Suite struct CircleImage {
    /// The photo's sun (`GallerySamplePhoto`), which covers the picture's centre.
    static let sun = [0xFF, 0xE1, 0x4D]
    /// The border colour.
    static let border = [0xFF, 0xFF, 0xFF]

    @Test func theCornersAreClearAndTheCentreShowsThePicture() async throws {
      let demo = try await DemoWindow.open()
      let frame = try #require(demo.frames["circle"])
      #expect(frame.width == frame.height, "the demo asks for a square: \(frame)")
      let shot = try demo.screenshot("circle-image")
      // The window's background (the theme's) just left of the image, in the gap between columns.
      let background = demo.pixel(shot, frame.x - 8, frame.y + frame.height / 2)
      let inset = 3
      let corners = [
        (frame.x + inset, frame.y + inset),
        (frame.x + frame.width - 1 - inset, frame.y + inset),
        (frame.x + inset, frame.y + frame.height - 1 - inset),
        (frame.x + frame.width - 1 - inset, frame.y + frame.height - 1 - inset),
      ]
      for (x, y) in corners {
        let color = demo.pixel(shot, x, y)
        #expect(
          zip(color, background).allSatisfy { abs($0 - $1) <= 6 },
          "corner (\(x), \(y)) should be the window's background \(background), is \(color)")
      }
      let centre = demo.pixel(shot, frame.x + frame.width / 2, frame.y + frame.height / 2)
      #expect(
        zip(centre, Self.sun).allSatisfy { abs($0 - $1) <= 24 },
        "the centre should show the photo's sun, is \(centre)")
      // Just inside the top of the circle: the border ring.
      let rim = demo.pixel(shot, frame.x + frame.width / 2, frame.y + 2)
      #expect(zip(rim, Self.border).allSatisfy { abs($0 - $1) <= 24 }, "rim: \(rim)")
    }
  }
}
