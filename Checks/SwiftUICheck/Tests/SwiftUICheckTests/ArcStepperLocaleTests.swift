import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// The arc stepper's numbers in `\.locale` (issue 34).
///
/// The view hands its configuration through `ControlEnvironment.applied(to:)` to its model, so
/// the "5/10" label and the spoken "5 of 10" are written in the locale's digits and grouping,
/// and spoken in the locale's language as a stepper's value is (issue 45: one language for every
/// control on a screen); a configuration that names its own symbols keeps them. The stubs run no view body; these are
/// the steps it takes.
@MainActor
@Suite("ArcStepperView numbers in the locale")
struct ArcStepperLocaleTests {
  func environment(_ locale: String) -> ControlEnvironment {
    ControlEnvironment(
      layoutDirection: .leftToRight, colorScheme: .light, dynamicTypeSize: .large,
      reduceMotion: false, locale: Locale(identifier: locale))
  }

  /// A model as `ArcStepperView("Volume", step:count:configure:)` makes it, configured as its
  /// body configures it under `locale`.
  func make(
    count: Int = 10, locale: String,
    configure: (inout ArcStepperConfiguration) -> Void = { _ in }
  ) -> (ArcStepperViewModel, ArcStepperConfiguration, VirtualHost) {
    let view = ArcStepperView("Volume", step: unread(5), count: count, configure: configure)
    let host = VirtualHost()
    let model = ArcStepperViewModel(
      value: 5, count: count, configuration: view.configuration, host: host)
    model.configure(environment(locale).applied(to: view.configuration))
    return (model, view.configuration, host)
  }

  /// Symbols no locale gives: Devanagari digits with an apostrophe between groups.
  nonisolated static func devanagari() throws -> NumberSymbols {
    try NumberSymbols(groupingSeparator: "\u{2019}", zeroDigit: "\u{0966}")
  }

  @Test func anEgyptianUserSeesAndHearsArabicIndicDigits() {
    let (model, _, _) = make(locale: "ar_EG")
    #expect(model.driver.state.labelText == "٥/١٠")
    #expect(model.driver.state.accessibilityValueText == "٥ من ١٠ خطوات")
    let (thousand, _, _) = make(count: 1000, locale: "ar_EG")
    #expect(thousand.driver.state.labelText == "٥/١٬٠٠٠")
    #expect(thousand.driver.state.accessibilityValueText == "٥ من ١٬٠٠٠ خطوة")
  }

  @Test func anAmericanUserSeesTheArticlesLabel() {
    let (model, _, _) = make(locale: "en_US")
    #expect(model.driver.state.labelText == "5/10")
    #expect(model.driver.state.accessibilityValueText == "5 of 10")
  }

  /// `.environment(\.locale, ...)` changing: the body passes the new configuration and the model
  /// starts a session at the step the user chose.
  @Test func aChangeOfLocaleIsFollowedAtTheCurrentStep() {
    let (model, configuration, _) = make(locale: "en_US")
    model.driver.keyPressed(.up)
    #expect(model.driver.state.labelText == "6/10")
    model.configure(environment("ar_EG").applied(to: configuration))
    #expect(model.driver.state.currentStep == 6)
    #expect(model.driver.state.labelText == "٦/١٠")
    #expect(model.driver.state.accessibilityValueText == "٦ من ١٠ خطوات")
    model.configure(environment("en_US").applied(to: configuration))
    #expect(model.driver.state.labelText == "6/10")
  }

  @Test func aConfigurationsOwnSymbolsAreKept() throws {
    let devanagari = try Self.devanagari()
    let (model, configuration, _) = make(count: 1000, locale: "ar_EG") {
      $0.numberSymbols = devanagari
    }
    #expect(environment("ar_EG").applied(to: configuration).numberSymbols == devanagari)
    #expect(model.driver.state.labelText == "५/१’०००")
    #expect(model.driver.state.accessibilityValueText == "५ من १’००० خطوة")
    model.configure(environment("en_US").applied(to: configuration))
    #expect(model.driver.state.labelText == "५/१’०००")
  }

  /// The body passes its configuration at every change of the environment: the same one starts
  /// no session (no redraw), and the count and step stay the model's.
  @Test func theSameConfigurationChangesNothing() {
    let (model, configuration, _) = make(count: 12, locale: "ar_EG")
    let redraws = model.revision
    model.configure(environment("ar_EG").applied(to: configuration))
    #expect(model.revision == redraws)
    #expect(model.driver.state.stepCount == 12)
    #expect(model.driver.state.currentStep == 5)
    #expect(model.driver.state.labelText == "٥/١٢")
  }
}
