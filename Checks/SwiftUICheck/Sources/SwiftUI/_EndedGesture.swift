/// Transcribed from <https://developer.apple.com/documentation/swiftui/_endedgesture>.
@frozen
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
  nonisolated init() {}
  /// Stub machinery: the gesture's value is its content's.
  public typealias Value = Content.Value
}
