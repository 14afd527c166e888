#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The HUD's indicator, drawn to fill the frame the core's layout gives it: the platform's
/// spinner, a progress ring, a status symbol, or the app's image.
///
/// One spinner rule (``ControlKit/HUDSpinnerSource``): SwiftUI shows its own circular
/// `ProgressView`, large (the size of UIKit's large `UIActivityIndicatorView`, the core's 37-point
/// indicator), which animates itself on the render server; the HUD's driver runs with
/// ``ControlKit/HUDSpinnerSource/platform``, so nothing ticks frames while it turns. The status
/// symbols are ``ControlKit/HUDIndicator/statusSymbolName``, the same SF Symbols UIKit's
/// `LoadingHUD` shows.
struct HUDIndicatorView: View {
  /// What the indicator shows, decided from the core's indicator alone (a value, so the glue
  /// tests read it without SwiftUI).
  enum Glyph: Equatable {
    /// SwiftUI's own indeterminate circular `ProgressView`.
    case platformSpinner
    /// A ring filled to the fraction, `0...1`.
    case progressRing(Double)
    /// An SF Symbol, by name.
    case symbol(String)
    /// The app's image, by its asset name.
    case image(String)
    /// Nothing: text only, or the app's own view (placed by the overlay, not drawn here).
    case none

    /// The glyph for the core's `indicator`.
    init(_ indicator: HUDIndicator) {
      if let symbol = indicator.statusSymbolName {
        self = .symbol(symbol)
        return
      }
      switch indicator {
      case .spinner: self = .platformSpinner
      case .progress(let fraction): self = .progressRing(min(max(fraction, 0), 1))
      case .image(let image): self = .image(image.name)
      case .success, .error, .info, .none, .custom: self = .none
      }
    }
  }

  /// The ring's line width, as UIKit's `LoadingHUD.progressLayer`.
  static let ringLineWidth: CGFloat = 3

  let glyph: Glyph
  let color: Color
  let track: Color

  var body: some View {
    switch glyph {
    case .platformSpinner:
      ProgressView()
        .progressViewStyle(.circular)
        .controlSize(.large)
        .tint(color)
    case .progressRing(let fraction):
      ZStack {
        Circle().stroke(track, lineWidth: Self.ringLineWidth)
        Circle()
          .trim(from: 0, to: CGFloat(fraction))
          .stroke(color, lineWidth: Self.ringLineWidth)
          .rotationEffect(.degrees(-90))
      }
    case .symbol(let name):
      // Aspect-fitted in the indicator's frame, as UIKit's status image view.
      Image(systemName: name).resizable().scaledToFit().foregroundStyle(color)
    case .image(let name):
      // The app's asset, fitted to the indicator's frame (its aspect ratio kept).
      Image(name).resizable().scaledToFit()
    case .none:
      EmptyView()
    }
  }
}
#endif
