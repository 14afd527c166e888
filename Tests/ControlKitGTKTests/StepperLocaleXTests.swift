#if GTK
import Foundation
import Testing

extension DemoXTests {
  /// Issue 34: the GTK stepper writes and reads numbers as the C locale does (`GtkSpinButton`
  /// beside it shows "5,0" on a German desktop), with real X input into the demo's price bar.
  @Suite struct NumbersInTheLocale {
    /// Types `text` over the price field's whole text and presses Return.
    static func typeIntoPrice(_ demo: DemoWindow, _ text: String) throws {
      try demo.click("price-field")
      try demo.xdotool(["key", "ctrl+a"])
      try demo.xdotool(["type", "--delay", "60", text])
      try demo.xdotool(["key", "Return"])
    }

    @Test func aGermanDesktopShowsAndReadsDecimalCommas() async throws {
      let german = ["LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"]
      let demo = try await DemoWindow.open(environment: german)
      #expect(demo.lines.contains("text name=price text=5,0"), "\(demo.lines)")
      try Self.typeIntoPrice(demo, "2,5")
      _ = try await demo.process.waitForLine { $0 == "stepper name=price value=2.5" }
      _ = try await demo.process.waitForLine { $0 == "text name=price text=2,5" }
      // The ASCII form is read too, and shown back in the locale's.
      try Self.typeIntoPrice(demo, "3.5")
      _ = try await demo.process.waitForLine { $0 == "stepper name=price value=3.5" }
      _ = try await demo.process.waitForLine { $0 == "text name=price text=3,5" }
    }

    @Test(arguments: [
      ("C.UTF-8", "5.0"), ("en_US.UTF-8", "5.0"), ("fr_FR.UTF-8", "5,0"), ("hi_IN.UTF-8", "5.0"),
    ])
    func thePriceIsShownInTheLocalesForm(locale: String, shown: String) async throws {
      let demo = try await DemoWindow.open(environment: ["LC_ALL": locale, "LANG": locale])
      #expect(demo.lines.contains("text name=price text=\(shown)"), "\(demo.lines)")
    }
  }
}

/// How a `GTKStepper` picks its symbols, from the testbed's `--number-symbols-check` run under a
/// locale: the C locale's by default, the configuration's own, the app's choice (issue 34).
@Suite(.serialized, .needsDisplay)
struct StepperNumberSymbolsXTests {
  @Test(arguments: [
    ("de_DE.UTF-8", "1.234,5", ",/."), ("en_US.UTF-8", "1,234.5", "./,"),
    ("fr_FR.UTF-8", "1\u{202F}234,5", ",/\u{202F}"), ("C.UTF-8", "1234.5", "./"),
    // glibc's tables: es_ES groups from four digits, hi_IN by threes, ar_EG with ASCII symbols.
    ("es_ES.UTF-8", "1.234,5", ",/."), ("hi_IN.UTF-8", "1,234.5", "./,"),
    ("ar_EG.UTF-8", "1,234.5", "./,"), ("zh_CN.UTF-8", "1,234.5", "./,"),
    ("ja_JP.UTF-8", "1,234.5", "./,"),
  ])
  func theStepperFollowsTheCLocaleUnlessTold(locale: String, shown: String, symbols: String)
    async throws
  {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(
      session: session, arguments: ["--number-symbols-check"],
      environment: ["LC_ALL": locale, "LANG": locale])
    let status = try await testbed.waitForExit()
    let line = try #require(
      testbed.output.lines.first { $0.hasPrefix("number-symbols-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    #expect(fields["default"] == shown, "\(line)")
    #expect(fields["locale"] == symbols, "\(line)")
    #expect(fields["configured"] == "1234,5" && fields["chosen"] == "1234.5", "\(line)")
    #expect(fields["kept"] == "1234.5", "\(line)")
    #expect(status == 0, "\(line)")
  }
}
#endif
