import ControlKit
import ControlKitTesting
import Testing

/// The HUD driver hands the front-end's locale's digits to the core, as it hands it the
/// language: a HUD made for Egypt speaks "٥٠٪؜", and a new region's digits wait until the HUD is
/// idle, as a new language does, so what is on screen never changes its voice midway.
@MainActor
@Suite("HUD driver: the locale's digits")
struct HUDDriverNumberSymbolsTests {
  static let arabicIndic = (try? NumberSymbols(zeroDigit: "\u{0660}")) ?? .plain

  @Test func aHUDSpeaksItsPercentageInTheDigitsItWasGiven() {
    let host = VirtualHost()
    let hud = HUDDriver(
      timing: HUDTiming(gracePeriod: .zero), language: .arabic,
      numberSymbols: Self.arabicIndic, host: host)
    _ = hud.begin(.progress(0.5, "x"))
    host.advance(by: .milliseconds(400))
    #expect(hud.state.accessibilityElement?.value == "٥٠\u{066A}\u{061C}")
    hud.invalidate()
  }

  @Test func newDigitsWaitUntilTheHUDIsIdle() {
    let host = VirtualHost()
    let hud = HUDDriver(timing: HUDTiming(gracePeriod: .zero), language: .arabic, host: host)
    let token = hud.begin(.progress(0.5, "x"))
    host.advance(by: .milliseconds(400))
    hud.setNumberSymbols(Self.arabicIndic)
    #expect(hud.numberSymbols == Self.arabicIndic)
    // Still the digits it began with while the task runs.
    #expect(hud.state.accessibilityElement?.value == "50\u{200E}%\u{200E}")
    hud.end(token)
    host.advance(by: .seconds(2))
    #expect(hud.state.phase == .hidden)
    // The next task, begun while idle, speaks the new digits.
    _ = hud.begin(.progress(0.25, "x"))
    host.advance(by: .milliseconds(400))
    #expect(hud.state.accessibilityElement?.value == "٢٥\u{066A}\u{061C}")
    hud.invalidate()
  }
}
