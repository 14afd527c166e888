/// Transcribed from <https://developer.apple.com/documentation/swiftui/gesture>.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesture/value>.
  associatedtype Value
}

extension Gesture {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesture/onended(_:)>.
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture()
  }
}

extension Gesture {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)>.
  @MainActor @preconcurrency
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { GestureStateGesture() }
}

extension Gesture where Self.Value: Equatable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)>.
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<
    Self
  > { _ChangedGesture() }
}
