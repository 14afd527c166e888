#if GTK
import Foundation
import Testing

extension DemoXTests {
  /// Issue 12: what a screen reader hears follows the locale the front-end passes; the GTK
  /// front-end takes it from the POSIX locale environment, as gettext does.
  @Suite struct Language {
    @Test(arguments: [
      ("en_US.UTF-8", "5 of 10", "Adjusts the value in steps."),
      ("zh_CN.UTF-8", "第 5 步，共 10 步", "按步长调整数值。"),
    ])
    func accessibilityTextsFollowTheLocale(locale: String, arcValue: String, hint: String)
      async throws
    {
      let demo = try await DemoWindow.open(environment: ["LC_ALL": locale, "LANG": locale])
      #expect(demo.lines.contains("a11y name=arc value=\(arcValue)"), "\(demo.lines)")
      #expect(demo.lines.contains("a11y name=cart hint=\(hint)"))
    }
  }
}
#endif
