extension View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/onappear(perform:)>.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)>.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    StubView()
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)>.
  nonisolated public func onChange<V>(of value: V, perform action: @escaping (V) -> Void)
    -> some View where V: Equatable
  { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/environment(_:_:)>.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)>.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/previewdisplayname(_:)>.
  nonisolated public func previewDisplayName(_ displayName: String?) -> some View { StubView() }
}
