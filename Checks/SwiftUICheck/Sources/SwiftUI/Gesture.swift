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

extension Gesture where Self.Value: Equatable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)>.
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<
    Self
  > { _ChangedGesture() }
}
