/// Core Foundation's range (<https://developer.apple.com/documentation/corefoundation/cfrange>),
/// in UTF-16 units of the string, as Core Text counts.
public struct CFRange: Hashable, Sendable {
  /// <https://developer.apple.com/documentation/corefoundation/cfrange/location>.
  public var location: CFIndex
  /// <https://developer.apple.com/documentation/corefoundation/cfrange/length>.
  public var length: CFIndex

  /// <https://developer.apple.com/documentation/corefoundation/cfrange/init(location:length:)>.
  public init(location: CFIndex, length: CFIndex) {
    self.location = location
    self.length = length
  }
}
