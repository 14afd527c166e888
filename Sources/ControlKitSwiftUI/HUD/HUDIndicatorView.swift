#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The HUD's native indicator views: the platform's spinner or the app's image.
///
/// They fill the frame the core's layout gives the indicator. The progress ring, bar and pie and
/// the status glyphs are the core's drawing (``ControlKit/HUDDrawing``), drawn by the overlay's
/// ``CommandCanvas`` (``HUDOverlayGeometry/canvasCommands(_:layout:)``), as GTK draws them.
///
/// One spinner rule (``ControlKit/HUDSpinnerSource``): SwiftUI shows its own circular
/// `ProgressView`, large (the size of UIKit's large `UIActivityIndicatorView`, the core's 37-point
/// indicator), which animates itself on the render server; the HUD's driver runs with
/// ``ControlKit/HUDSpinnerSource/platform``, so nothing ticks frames while it turns.
struct HUDIndicatorView: View {
  /// What the indicator shows, decided from the core's indicator alone (a value, so the glue
  /// tests read it without SwiftUI).
  enum Glyph: Equatable {
    /// SwiftUI's own indeterminate circular `ProgressView`.
    case platformSpinner
    /// The core's drawing: a progress ring, bar or pie, or a status glyph (drawn by the overlay's
    /// canvas, nothing here).
    case drawn
    /// The app's image, by its asset name.
    case image(String)
    /// Nothing: text only, or the app's own view (placed by the overlay, not drawn here).
    case none

    /// The glyph for the core's `indicator`.
    init(_ indicator: HUDIndicator) {
      switch indicator {
      case .spinner: self = .platformSpinner
      case .progress, .success, .error, .info: self = .drawn
      case .image(let image): self = .image(image.name)
      case .none, .custom: self = .none
      }
    }
  }

  let glyph: Glyph
  let color: Color

  var body: some View {
    switch glyph {
    case .platformSpinner:
      ProgressView()
        .progressViewStyle(.circular)
        .controlSize(.large)
        .tint(color)
    case .image(let name):
      // The app's asset, fitted to the indicator's frame (its aspect ratio kept).
      Image(name).resizable().scaledToFit()
    case .drawn, .none:
      EmptyView()
    }
  }
}
#endif
