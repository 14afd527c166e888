public import ControlKit

// Test conveniences: an app's tests (and ours) drive a session with one call per common
// sequence. They live here, in ControlKitTesting, not in the shipped core, whose API is what
// front-ends and apps call (issue 46).

extension ControlSession where Machine == StepperState {
  /// A tap on the increment button: pressed, then released inside.
  ///
  /// Both at the host's `now` (`.zero` without a host): one step, and the repeat timer is
  /// cancelled again.
  ///
  /// ```swift
  /// session.tapIncrement()  // 1 → 2
  /// ```
  public func tapIncrement(pointer: StepperPointerKind = .touch) {
    send(.incrementPressed(pointer: pointer, at: currentInstant))
    send(.released(inside: true, at: currentInstant))
  }

  /// A tap on the decrement button: pressed, then released inside, at the host's `now`.
  public func tapDecrement(pointer: StepperPointerKind = .touch) {
    send(.decrementPressed(pointer: pointer, at: currentInstant))
    send(.released(inside: true, at: currentInstant))
  }

  /// The user types `text` into the field and leaves it: editing began, the text changed,
  /// editing ended (which commits it), all at the host's `now`.
  ///
  /// ```swift
  /// session.commitText("7")  // the value is 7 (clamped and snapped as configured)
  /// ```
  public func commitText(_ text: String) {
    send(.editingBegan(at: currentInstant))
    send(.textChanged(text, at: currentInstant))
    send(.editingEnded(at: currentInstant))
  }
}

extension ControlSession where Machine == ArcStepperState {
  /// A tap on the ring: pressed and released at `point`.
  ///
  /// Both at the host's `now` (`.zero` without a host); the value jumps to the nearest step, as
  /// a press does.
  public func tap(at point: Point) {
    send(.pointerPressed(point, at: currentInstant))
    send(.pointerReleased(point, at: currentInstant))
  }
}

extension ControlSession {
  /// The host's `now`, or `.zero` without a host.
  fileprivate var currentInstant: ControlInstant { host?.now ?? .zero }
}
