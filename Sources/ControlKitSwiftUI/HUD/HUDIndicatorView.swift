#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The HUD's indicator, drawn to fill the frame the core's layout gives it: the platform's
/// spinner, a progress ring (or a pie's outline), a status symbol, or the app's image.
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
    /// A horizontal bar filled to the fraction (``ControlKit/HUDProgressStyle/bar``), drawn by
    /// ``HUDOverlay`` at the core's frames: the outline at the indicator's frame, the fill at
    /// ``HUDOverlayGeometry/progressBarFill``.
    case progressBar(Double)
    /// A pie filled to the fraction (``ControlKit/HUDProgressStyle/pie``): the ring outline here,
    /// the sector (``HUDPieShape``) placed by ``HUDOverlay`` at ``HUDOverlayGeometry/pieDisc``.
    case progressPie(Double)
    /// An SF Symbol, by name.
    case symbol(String)
    /// The app's image, by its asset name.
    case image(String)
    /// Nothing: text only, or the app's own view (placed by the overlay, not drawn here).
    case none

    /// The glyph for the core's `indicator`, a progress drawn in `progressStyle`.
    init(_ indicator: HUDIndicator, progressStyle: HUDProgressStyle = .ring) {
      if let symbol = indicator.statusSymbolName {
        self = .symbol(symbol)
        return
      }
      switch indicator {
      case .spinner: self = .platformSpinner
      case .progress(let fraction):
        let clamped = min(max(fraction, 0), 1)
        switch progressStyle {
        case .ring: self = .progressRing(clamped)
        case .bar: self = .progressBar(clamped)
        case .pie: self = .progressPie(clamped)
        }
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
    case .progressBar:
      // Drawn by the overlay at the core's outline and fill frames.
      EmptyView()
    case .progressPie:
      // The outline; the overlay places the sector inside it.
      Circle().stroke(color, lineWidth: Self.ringLineWidth)
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
