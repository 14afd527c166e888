extension View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)>.
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)>.
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
  where T: Gesture { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)>.
  nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View
  where S: Shape { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)>.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/disabled(_:)>.
  nonisolated public func disabled(_ disabled: Bool) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/focused(_:)>.
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/focusable(_:)>.
  @available(iOS 17.0, macOS 12.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)>.
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/onkeypress(keys:phases:action:)>.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)>.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View
  where T: Equatable { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:)-8liec>.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    StubView()
  }
}
