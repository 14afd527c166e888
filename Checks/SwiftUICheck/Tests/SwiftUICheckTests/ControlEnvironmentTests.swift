import ControlKit
import ControlKitSwiftUI
import Foundation
import SwiftUI
import Testing

@Suite("Environment to core")
struct ControlEnvironmentTests {
  func environment(
    direction: LayoutDirection = .leftToRight, scheme: ColorScheme = .light,
    size: DynamicTypeSize = .large, reduceMotion: Bool = false, locale: String = "en_US"
  ) -> ControlEnvironment {
    ControlEnvironment(
      layoutDirection: direction, colorScheme: scheme, dynamicTypeSize: size,
      reduceMotion: reduceMotion, locale: Locale(identifier: locale))
  }

  @Test func theDefaultsAreTheCoresDefaults() {
    let mapped = environment(locale: "en_US_POSIX")
    #expect(mapped.direction == .leftToRight)
    #expect(mapped.theme == .light)
    #expect(mapped.textScale == 1)
    #expect(mapped.reducesMotion == false)
    #expect(mapped.numberSymbols == .plain)
  }

  @Test func eachValueMapsToTheCore() {
    let mapped = environment(
      direction: .rightToLeft, scheme: .dark, size: .accessibility5, reduceMotion: true,
      locale: "de_DE")
    #expect(mapped.direction == .rightToLeft)
    #expect(mapped.theme == .dark)
    #expect(mapped.textScale == 53.0 / 17.0)
    #expect(mapped.reducesMotion)
    #expect(mapped.numberSymbols.decimalSeparator == ",")
    #expect(mapped.numberSymbols.groupingSeparator == ".")
  }

  @Test func textScaleGrowsWithEveryDynamicTypeSize() {
    let scales = DynamicTypeSize.allCases.map { environment(size: $0).textScale }
    #expect(scales == scales.sorted())
    #expect(Set(scales).count == DynamicTypeSize.allCases.count)
  }

  @Test func theLocalesSymbolsReachTheStepper() throws {
    let configuration = try StepperConfiguration(
      minimum: 0, maximum: 99_999, step: FixedDecimal(units: 5, scale: 1))
    let german = environment(locale: "de_DE").applied(to: configuration)
    #expect(german.numberSymbols == environment(locale: "de_DE").numberSymbols)
    #expect(StepperState(value: 2, configuration: german).formattedValue == "2,0")
    #expect(StepperState(value: dec("12345.5"), configuration: german).formattedValue == "12.345,5")
    #expect(environment(locale: "en_US_POSIX").applied(to: configuration) == configuration)
  }

  @Test func symbolsTheAppChoseAreKept() throws {
    let swiss = try NumberSymbols(groupingSeparator: "\u{2019}")
    let configuration = try StepperConfiguration(range: 0...99_999, numberSymbols: swiss)
    #expect(environment(locale: "de_DE").applied(to: configuration).numberSymbols == swiss)
  }

  @Test func theLocalesLanguageReachesWhatVoiceOverSays() throws {
    let configuration = try StepperConfiguration(
      range: 0...10, step: 1, wraps: true, label: "Quantity")
    let chinese = environment(locale: "zh_Hans_CN").applied(to: configuration)
    #expect(chinese.language == .simplifiedChinese)
    #expect(
      StepperState(value: 2, configuration: chinese).accessibilityElement().hint == "按步长调整数值。")
    // Nothing else is dropped on the way (the label and wrapping stay).
    #expect(chinese.label == "Quantity" && chinese.wraps)
    #expect(environment(locale: "fr_FR").language == .french)
    #expect(environment(locale: "pl_PL").language == .english)
  }
}
