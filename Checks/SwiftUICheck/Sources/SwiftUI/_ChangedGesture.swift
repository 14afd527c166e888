/// Transcribed from <https://developer.apple.com/documentation/swiftui/_changedgesture>.
@frozen
public struct _ChangedGesture<Content>: Gesture where Content: Gesture {
  nonisolated init() {}
  /// Stub machinery: the gesture's value is its content's.
  public typealias Value = Content.Value
}
