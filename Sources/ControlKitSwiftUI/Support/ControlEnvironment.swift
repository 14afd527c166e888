#if canImport(SwiftUI)
  public import ControlKit
  public import Foundation
  public import SwiftUI

  /// What SwiftUI's environment tells the core: writing direction, theme, text scale, reduce
  /// motion and the locale's decimal separator.
  ///
  /// Every ControlKit view reads these five environment values and maps them here, so the mapping
  /// is one tested function rather than five scattered ones.
  ///
  /// ```swift
  /// let environment = ControlEnvironment(
  ///   layoutDirection: .rightToLeft, colorScheme: .dark, dynamicTypeSize: .xxxLarge,
  ///   reduceMotion: true, locale: Locale(identifier: "de_DE"))
  /// environment.direction         // .rightToLeft
  /// environment.decimalSeparator  // ","
  /// ```
  public struct ControlEnvironment: Hashable, Sendable {
    /// Apple's Body text size at each Dynamic Type size, in points (Large, the default, is 17).
    static let bodyPointSizes: [DynamicTypeSize: Double] = [
      .xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21, .xxxLarge: 23,
      .accessibility1: 28, .accessibility2: 33, .accessibility3: 40, .accessibility4: 47,
      .accessibility5: 53,
    ]

    /// The direction layouts run in.
    public var direction: WritingDirection
    /// The palette to draw with.
    public var theme: Theme
    /// How much larger than the default text should be (1 at Large; 53/17 at Accessibility 5).
    public var textScale: Double
    /// Whether animations jump to their end.
    public var reducesMotion: Bool
    /// The locale's decimal separator when it is one character other than ".", else nil.
    public var decimalSeparator: Character?

    /// Maps SwiftUI's environment values.
    public init(
      layoutDirection: LayoutDirection, colorScheme: ColorScheme,
      dynamicTypeSize: DynamicTypeSize, reduceMotion: Bool, locale: Locale
    ) {
      direction = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      theme = colorScheme == .dark ? .dark : .light
      textScale = (Self.bodyPointSizes[dynamicTypeSize] ?? 17) / 17
      reducesMotion = reduceMotion
      if let separator = locale.decimalSeparator, separator.count == 1, separator != "." {
        decimalSeparator = separator.first
      } else {
        decimalSeparator = nil
      }
    }

    /// `configuration` with the locale's decimal separator (a configuration that already names
    /// one keeps it).
    public func applied(to configuration: StepperConfiguration) -> StepperConfiguration {
      guard configuration.localeDecimalSeparator == nil, let decimalSeparator else {
        return configuration
      }
      return
        (try? StepperConfiguration(
          minimum: configuration.minimum, maximum: configuration.maximum,
          step: configuration.step, fractionDigits: configuration.fractionDigits,
          wraps: configuration.wraps, repeatPolicy: configuration.repeatPolicy,
          maximumInputLength: configuration.maximumInputLength,
          hidesDecrementAtMinimum: configuration.hidesDecrementAtMinimum,
          localeDecimalSeparator: decimalSeparator,
          snapsTypedValueToStep: configuration.snapsTypedValueToStep,
          pageMultiplier: configuration.pageMultiplier, limitFeedback: configuration.limitFeedback,
          label: configuration.label)) ?? configuration
    }
  }
#endif
