/// Transcribed from <https://developer.apple.com/documentation/swiftui/gesturestategesture>.
@frozen
nonisolated public struct GestureStateGesture<Base, State> where Base: Gesture {
  init() {}
}

extension GestureStateGesture: Gesture {
  /// Stub machinery: the gesture's value is its base's.
  public typealias Value = Base.Value
}
