#if GTK
/// The box GTK holds for a `CommandDrawingArea`'s draw function.
///
/// Retained when the draw function is set and released by its destroy-notify (when the function
/// is replaced or the area finalized); it points back at the area weakly.
@MainActor
final class DrawFunctionBox {
  /// The area to paint through, if it still exists.
  weak var area: CommandDrawingArea?
  private let token = LiveObjectToken(.drawFunction)

  /// A box for `area`'s draw function.
  init(area: CommandDrawingArea) {
    self.area = area
  }
}
#endif
