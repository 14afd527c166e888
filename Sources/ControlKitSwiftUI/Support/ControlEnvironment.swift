#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import Foundation
public import SwiftUI

/// What SwiftUI's environment tells the core: writing direction, theme, text scale, reduce
/// motion, and the locale's number symbols and language.
///
/// Every ControlKit view reads these five environment values and maps them here, so the mapping
/// is one tested function rather than five scattered ones.
///
/// ```swift
/// let environment = ControlEnvironment(
///   layoutDirection: .rightToLeft, colorScheme: .dark, dynamicTypeSize: .xxxLarge,
///   reduceMotion: true, locale: Locale(identifier: "de_DE"))
/// environment.direction                        // .rightToLeft
/// environment.numberSymbols.decimalSeparator   // ","
/// environment.numberSymbols.groupingSeparator  // "."
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
  /// How the locale writes numbers: separators, group sizes, minus sign and digits.
  ///
  /// Read from `\.locale` through Foundation's number format for it: `de_DE` writes 1.234,5,
  /// `hi_IN` 1,23,456.7, `ar_EG` ١٬٢٣٤٫٥; `en_US_POSIX` gives ``NumberSymbols/plain``.
  public var numberSymbols: NumberSymbols
  /// The language of what VoiceOver says (hint, button labels, announcements, limit words):
  /// the one the app chose with ``SwiftUI/View/controlLanguage(_:)``, else the locale's
  /// (`zh-Hans` gives Simplified Chinese; a language the app is not localised into, the app's).
  ///
  /// Every ControlKit view takes it from here, so every control on a screen speaks one language.
  public var language: ControlLanguage

  /// Maps SwiftUI's environment values.
  ///
  /// - Parameters:
  ///   - layoutDirection: `\.layoutDirection`, the writing direction.
  ///   - colorScheme: `\.colorScheme`, the light or dark theme.
  ///   - dynamicTypeSize: `\.dynamicTypeSize`, the text scale.
  ///   - reduceMotion: `\.accessibilityReduceMotion`.
  ///   - locale: `\.locale`, the number symbols and (unless `language` says) the language.
  ///   - language: the language the app chose (`\.controlLanguage`, set by
  ///     ``SwiftUI/View/controlLanguage(_:)``); nil speaks `locale`'s.
  public init(
    layoutDirection: LayoutDirection, colorScheme: ColorScheme,
    dynamicTypeSize: DynamicTypeSize, reduceMotion: Bool, locale: Locale,
    language: ControlLanguage? = nil
  ) {
    direction = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    theme = colorScheme == .dark ? .dark : .light
    textScale = (Self.bodyPointSizes[dynamicTypeSize] ?? 17) / 17
    reducesMotion = reduceMotion
    self.language = language ?? ControlLanguage(locale: locale)
    numberSymbols = FoundationNumberSymbols.symbols(for: locale)
  }

  /// `configuration` with the locale's number symbols (a configuration whose symbols are not
  /// ``NumberSymbols/plain`` keeps its own: the app chose them) and the environment's
  /// ``language``; every other setting is kept.
  public func applied(to configuration: StepperConfiguration) -> StepperConfiguration {
    var applied = configuration
    if configuration.numberSymbols == .plain { applied.numberSymbols = numberSymbols }
    applied.language = language
    return applied
  }

  /// `configuration` with the locale's number symbols for the arc stepper's label and value, and
  /// the environment's ``language``.
  ///
  /// The "5/10" label and the spoken "5 of 10" are then written in the locale's digits and
  /// grouping ("٥/١٠" under `ar_EG`). A configuration whose symbols are not
  /// ``NumberSymbols/plain`` keeps its own, as a stepper's does, and one whose language is not
  /// English (the default) keeps its own language: `configure` named it for this control. Every
  /// other setting is kept.
  ///
  /// ```swift
  /// let egypt = ControlEnvironment(
  ///   layoutDirection: .rightToLeft, colorScheme: .light, dynamicTypeSize: .large,
  ///   reduceMotion: false, locale: Locale(identifier: "ar_EG"))
  /// egypt.applied(to: ArcStepperConfiguration.article).numberSymbols.zeroDigit  // "٠"
  /// ```
  public func applied(to configuration: ArcStepperConfiguration) -> ArcStepperConfiguration {
    var applied = configuration
    if configuration.numberSymbols == .plain { applied.numberSymbols = numberSymbols }
    if configuration.language == ArcStepperConfiguration.article.language {
      applied.language = language
    }
    return applied
  }
}
#endif
