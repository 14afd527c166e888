#if GTK
import Foundation
import Testing

extension DemoXTests {
  /// Issue 9, reproduction 6: legible in light and dark.
  ///
  /// With `GTK_THEME=Adwaita:dark` the demo kept a light background while GTK turned its text
  /// white.
  @Suite struct Themes {
    /// WCAG 2.x relative luminance of an 8-bit sRGB colour.
    static func luminance(_ rgb: [Int]) -> Double {
      let linear = rgb.map { channel -> Double in
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// WCAG 2.x contrast ratio of two luminances.
    static func contrast(_ a: Double, _ b: Double) -> Double {
      (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The luminances of every pixel inside `frame`, `inset` pixels in from its edges.
    static func luminances(
      _ demo: DemoWindow, _ shot: Screenshot, _ frame: DemoWindow.Frame, inset: Int
    ) -> [Double] {
      var values: [Double] = []
      for y in (frame.y + inset)..<(frame.y + frame.height - inset) {
        for x in (frame.x + inset)..<(frame.x + frame.width - inset) {
          values.append(luminance(demo.pixel(shot, x, y)))
        }
      }
      return values
    }

    @Test(arguments: ["Adwaita", "Adwaita:dark"])
    func theWindowAndTheStepperFieldAreLegible(theme: String) async throws {
      let demo = try await DemoWindow.open(environment: ["GTK_THEME": theme])
      let shot = try demo.screenshot("demo-theme-\(theme.replacingOccurrences(of: ":", with: "-"))")
      let dark = theme.hasSuffix(":dark")
      // The window follows the theme: its background is the theme's, not a fixed light grey.
      let background = Self.luminance(demo.pixel(shot, 4, 4))
      #expect(dark ? background < 0.1 : background > 0.6, "background luminance \(background)")
      // The price field shows "5.0" in the theme's text colour on the theme's base colour: the
      // field's lightest and darkest pixels (its text against its fill) contrast at least 4.5:1.
      let field = try #require(demo.frames["price-field"])
      let inside = Self.luminances(demo, shot, field, inset: 3)
      let ratio = Self.contrast(inside.max() ?? 0, inside.min() ?? 0)
      #expect(ratio >= 4.5, "field text contrast \(ratio):1")
      // The field looks editable: its 1 px border contrasts with the window at least 3:1, WCAG's
      // bar for a component's boundary. The stepper paints the core's border inside the field's
      // frame (the GtkText's, which has no CSS border), so it lies on the frame's first column,
      // half way down (a pixel either side for rounding).
      let border =
        (-1...1).map {
          Self.contrast(
            Self.luminance(demo.pixel(shot, field.x + $0, field.y + field.height / 2)), background)
        }.max() ?? 0
      #expect(border >= 3, "field border contrast \(border):1")
    }
  }
}
#endif
