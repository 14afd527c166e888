/// Transcribed from <https://developer.apple.com/documentation/swiftui/fillstyle>.
@frozen
public struct FillStyle: Equatable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)>.
  @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {}
}
