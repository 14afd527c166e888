#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// One of the stepper's − and + buttons: its full touch area, tracked as a press.
///
/// Down, moves in and out, and up are tracked so that holding repeats on the core's timer. The
/// icon is the core's, drawn by the stepper's canvas behind the area (grey when it cannot be
/// used, absent in cart mode at the minimum, where the area takes no touches).
///
/// A `Button` reports only a tap on release, which cannot start a hold; a zero-distance drag
/// gesture reports the finger going down at once, each move, and the lift. A gesture the system
/// cancels (a scroll view taking the touch) calls no `onEnded`; its `GestureState` resets, and
/// that ends the hold, so a cancelled touch never repeats forever.
struct StepperButton: View {
  @GestureState private var isPressing = false
  let isEnabled: Bool
  let size: CGSize
  let model: StepperViewModel
  let isIncrement: Bool

  var body: some View {
    let area = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    Color.clear
      .frame(width: size.width, height: size.height)
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 0)
          .updating($isPressing) { _, pressing, _ in pressing = true }
          .onChanged { value in
            let inside = area.contains(Point(x: value.location.x, y: value.location.y))
            if model.driver.state.hold == nil {
              guard inside else { return }
              if isIncrement { model.pressIncrement() } else { model.pressDecrement() }
            } else {
              model.driver.pointerMoved(inside: inside)
            }
          }
          .onEnded { value in
            let inside = area.contains(Point(x: value.location.x, y: value.location.y))
            model.driver.release(inside: inside)
          }
      )
      .onChange(of: isPressing) { pressing in
        if !pressing { model.driver.cancelPointer() }
      }
      .allowsHitTesting(isEnabled)
  }
}
#endif
