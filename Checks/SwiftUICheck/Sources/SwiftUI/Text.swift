/// Transcribed from <https://developer.apple.com/documentation/swiftui/text>.
@frozen
public struct Text: Equatable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4>.
  public init<S>(_ content: S) where S: StringProtocol {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)>.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
}

extension Text: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
