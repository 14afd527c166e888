import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// An arc stepper whose user's region a test changes, as Settings changes what
/// `Locale.autoupdatingCurrent` reports (which cannot be switched inside a test process): the
/// control reads `locale` again when the notification arrives, and here `locale` reads `region`.
final class RegionArcStepper: ArcStepperControl {
  var region = Locale(identifier: "en_US")

  override var locale: Locale {
    get { region }
    set { region = newValue }
  }
}

/// The arc stepper's numbers in the user's locale (issue 34): the "5/10" label and the spoken
/// "5 of 10" are written in `locale`'s digits and grouping (the user's by default, followed when
/// they change their region, as the stepper's); a configuration that names its own symbols keeps
/// them.
@MainActor
@Suite("ArcStepperControl numbers in the locale")
struct ArcStepperLocaleTests {
  nonisolated static let egypt = Locale(identifier: "ar_EG")
  nonisolated static let unitedStates = Locale(identifier: "en_US")

  /// Symbols no locale gives: Devanagari digits with an apostrophe between groups.
  func devanagari() throws -> NumberSymbols {
    try NumberSymbols(groupingSeparator: "\u{2019}", zeroDigit: "\u{0966}")
  }

  @Test func anEgyptianUserSeesAndHearsArabicIndicDigits() {
    let (arc, _) = makeArcStepper(locale: Self.egypt)
    #expect(arc.valueLabel.text == "٥/١٠")
    #expect(arc.accessibilityValue == "٥ of ١٠")
    arc.stepCount = 1000
    #expect(arc.valueLabel.text == "٥/١٬٠٠٠")
    #expect(arc.accessibilityValue == "٥ of ١٬٠٠٠")
  }

  @Test func anAmericanUserSeesTheArticlesLabel() {
    let (arc, _) = makeArcStepper(locale: Self.unitedStates)
    #expect(arc.valueLabel.text == "5/10")
    #expect(arc.accessibilityValue == "5 of 10")
  }

  @Test func theUsersLocaleIsTheDefault() {
    let arc = ArcStepperControl(host: VirtualHost())
    #expect(arc.locale == .autoupdatingCurrent)
    #expect(
      arc.configuration.numberSymbols
        == FoundationNumberSymbols.symbols(for: .autoupdatingCurrent))
  }

  @Test func theAppsLocaleOverridesTheUsersAtTheCurrentStep() {
    let (arc, _) = makeArcStepper(locale: Self.unitedStates)
    arc.currentStep = 7
    arc.locale = Self.egypt
    #expect(arc.currentStep == 7)
    #expect(arc.valueLabel.text == "٧/١٠")
    #expect(arc.accessibilityValue == "٧ of ١٠")
    arc.locale = Self.unitedStates
    #expect(arc.valueLabel.text == "7/10")
  }

  /// The user changes their region in Settings: the posted notification makes the control read
  /// its locale again.
  @Test func aChangeOfTheUsersRegionIsFollowed() async {
    let arc = RegionArcStepper(label: "Volume", language: .english, host: VirtualHost())
    #expect(arc.valueLabel.text == "5/10")
    arc.region = Self.egypt
    #expect(arc.valueLabel.text == "5/10")  // not before the notification
    NotificationCenter.default.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    // Posted off the main thread (as the main actor runs here on Linux), the control hops to
    // the main actor; one turn of it runs the hop, which was queued first.
    await Task.yield()
    #expect(arc.valueLabel.text == "٥/١٠")
    #expect(arc.accessibilityValue == "٥ of ١٠")
  }

  @Test func aConfigurationsOwnSymbolsAreKept() async throws {
    let arc = RegionArcStepper(label: "Volume", language: .english, host: VirtualHost())
    var configuration = ArcStepperConfiguration.article
    configuration.numberSymbols = try devanagari()
    arc.configuration = configuration
    #expect(arc.valueLabel.text == "५/१०")
    #expect(arc.accessibilityValue == "५ of १०")
    arc.locale = Self.egypt  // the app's locale
    #expect(arc.valueLabel.text == "५/१०")
    arc.stepCount = 1000  // a configuration read and set back
    #expect(arc.valueLabel.text == "५/१’०००")
    arc.region = Self.unitedStates  // the user's region
    NotificationCenter.default.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    await Task.yield()
    #expect(arc.valueLabel.text == "५/१’०००")
    configuration.numberSymbols = .plain  // plain: the locale's again
    arc.configuration = configuration
    #expect(arc.valueLabel.text == "5/10")
  }

  @Test func aConfigurationGivenAtCreationKeepsItsSymbols() throws {
    var configuration = ArcStepperConfiguration.article
    configuration.numberSymbols = try devanagari()
    let (arc, _) = makeArcStepper(configuration: configuration, locale: Self.egypt)
    #expect(arc.valueLabel.text == "५/१०")
    #expect(arc.configuration.numberSymbols == (try devanagari()))
  }

  /// The inspectables read the configuration and set it back: the locale's symbols it carries
  /// are no choice, so the control goes on following the locale.
  @Test func aConfigurationReadAndSetBackFollowsTheLocale() {
    let (arc, _) = makeArcStepper(locale: Self.egypt)
    arc.stepCount = 12
    arc.fontSize = 30
    arc.configuration = arc.configuration
    #expect(arc.valueLabel.text == "٥/١٢")
    arc.locale = Self.unitedStates
    #expect(arc.valueLabel.text == "5/12")
  }

  @Test func aReleasedArcStepperStopsObservingTheLocale() {
    weak var released: ArcStepperControl?
    do {
      let arc = ArcStepperControl(host: VirtualHost())
      released = arc
      #expect(released != nil)
    }
    #expect(released == nil)
    NotificationCenter.default.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
  }
}
