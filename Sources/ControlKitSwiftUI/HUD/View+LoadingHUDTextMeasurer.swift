#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import SwiftUI

extension View {
  /// Measures the text of the loading HUDs of the modifiers this view holds
  /// (``loadingHUDContainer(timing:touchPolicy:)``, ``loadingHUD(isPresented:title:timing:touchPolicy:)``)
  /// with `measurer` instead of Core Text.
  ///
  /// By default the HUD's box, title lines and details line are laid out from Core Text's
  /// measurement of the text in the system font the overlay's `Text` draws it in (wrapped at the
  /// box's width, at most ``ControlKit/HUDStyle/maximumTitleLines`` lines, cut with "…"), as
  /// UIKit's `LoadingHUD` does. Give another measurer only to lay out with another text system;
  /// tests give the core's ``ControlKit/FixedAdvanceTextMeasurer`` for numbers that do not depend
  /// on fonts. The measurer is read when the HUD appears. Put it outside the HUD modifier, as the
  /// environment flows inward:
  ///
  /// ```swift
  /// ContentView()
  ///   .loadingHUDContainer()
  ///   .loadingHUDTextMeasurer(FixedAdvanceTextMeasurer())
  /// ```
  public func loadingHUDTextMeasurer(_ measurer: any TextMeasuring) -> some View {
    environment(\.loadingHUDTextMeasurer, measurer)
  }
}
#endif
