#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The HUD's indicator: a spinner turned to the core's phase, a progress ring, a status
/// symbol, or the app's image.
struct HUDIndicatorView: View {
  /// The indicator's side, in points.
  static let side: CGFloat = 37

  let indicator: HUDIndicator
  let spinnerPhase: Double?
  let color: Color
  let track: Color

  var body: some View {
    switch indicator {
    case .spinner:
      Circle()
        .trim(from: 0, to: 0.75)
        .stroke(color, lineWidth: 3)
        .rotationEffect(.radians(2 * Double.pi * (spinnerPhase ?? 0)))
        .frame(width: Self.side, height: Self.side)
    case .progress(let fraction):
      ZStack {
        Circle().stroke(track, lineWidth: 3)
        Circle()
          .trim(from: 0, to: CGFloat(min(max(fraction, 0), 1)))
          .stroke(color, lineWidth: 3)
          .rotationEffect(.degrees(-90))
      }
      .frame(width: Self.side, height: Self.side)
    case .success:
      Image(systemName: "checkmark").foregroundStyle(color)
    case .error:
      Image(systemName: "xmark").foregroundStyle(color)
    case .info:
      Image(systemName: "info").foregroundStyle(color)
    case .image(let image):
      // The app's asset, scaled to fit the indicator's side (its aspect ratio kept).
      Image(image.name).resizable().scaledToFit().frame(width: Self.side, height: Self.side)
    case .none, .custom:
      // A custom view is the app's own, placed by the HUD's container, not drawn here.
      EmptyView()
    }
  }
}
#endif
