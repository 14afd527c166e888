#if GTK
import Testing

/// GTK widgets drawn from the core's palette follow the desktop's light or dark preference,
/// live (issue 46): the testbed's `--desktop-theme-check` flips GtkSettings'
/// `gtk-application-prefer-dark-theme` under mapped circle images, an arc stepper and two shown
/// HUDs (automatic and material box, each with an app widget) and reads GTK's pixels back.
@Suite(.serialized, .needsDisplay)
struct DesktopThemeXTests {
  @Test func circleImageHUDAndArcWithNoThemeFollowTheDesktopAndAPinnedOneDoesNot() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--desktop-theme-check"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("desktop-theme-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    /// The "r,g,b" bytes of a field.
    func bytes(_ name: String) -> [Int] {
      (fields[name] ?? "").split(separator: ",").compactMap { Int($0) }
    }
    /// Whether GTK's pixel is the core's colour, to within 8-bit rounding.
    func same(_ pixel: String, _ core: String) -> Bool {
      let (a, b) = (bytes(pixel), bytes(core))
      return a.count == 3 && b.count == 3 && zip(a, b).allSatisfy { abs($0 - $1) <= 3 }
    }
    // The pixels are the core's placeholder colours for each theme, read from GTK's rendering.
    #expect(same("light-at-start", "core-light"), "\(line)")
    #expect(same("dark", "core-dark"), "\(line)")
    #expect(same("light-again", "core-light"), "\(line)")
    #expect(same("pinned-when-dark", "core-light"), "\(line)")
    #expect(!same("core-light", "core-dark"), "\(line)")
    #expect(fields["resolved-when-dark"] == "dark", "\(line)")
    // A shown HUD's box (automatic and material), the app widget in its slot (the box style's
    // foreground, the material's too) and the arc's track: the core's colours for each theme.
    // The stepper's field and + bar, painted by its root from the core's list.
    for probe in [
      "hud-box", "hud-widget", "material-hud-box", "material-hud-widget", "arc-track",
      "stepper-field", "stepper-plus",
    ] {
      #expect(same("\(probe)-light-at-start", "\(probe)-core-light"), "\(probe): \(line)")
      #expect(same("\(probe)-dark", "\(probe)-core-dark"), "\(probe): \(line)")
      #expect(same("\(probe)-light-again", "\(probe)-core-light"), "\(probe): \(line)")
      #expect(!same("\(probe)-core-light", "\(probe)-core-dark"), "\(probe): \(line)")
    }
    #expect(fields["hud-resolved-when-dark"] == "dark", "\(line)")
    #expect(fields["arc-resolved-when-dark"] == "dark", "\(line)")
    #expect(fields["stepper-resolved-when-dark"] == "dark", "\(line)")
    #expect(fields["passed"] == "true" && status == 0, "\(line)")
  }
}
#endif
