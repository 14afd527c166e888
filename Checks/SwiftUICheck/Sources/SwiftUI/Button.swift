/// Transcribed from <https://developer.apple.com/documentation/swiftui/button>.
nonisolated public struct Button<Label> where Label: View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/button/init(action:label:)>
  /// (the page's `@ContentBuilder` is Xcode 27's name for `@ViewBuilder`).
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
}

extension Button where Label == Text {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy>.
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7>
  /// (disfavoured, as in the SDK, so that a literal title is a localisation key).
  @_disfavoredOverload
  @preconcurrency nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {}
}

extension Button: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
