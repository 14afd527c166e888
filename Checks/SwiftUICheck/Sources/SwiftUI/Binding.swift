/// Transcribed from <https://developer.apple.com/documentation/swiftui/binding>.
///
/// Declarations only: the glue tests drive the views' drivers, never a binding, so nothing of
/// SwiftUI's reading and writing is imitated (the accessors trap).
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp>.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/binding/wrappedvalue>.
  public var wrappedValue: Value {
    get { fatalError("not imitated") }
    nonmutating set { fatalError("not imitated") }
  }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/binding/projectedvalue>.
  public var projectedValue: Binding<Value> { self }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)>.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError("not imitated") }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/binding/constant(_:)>.
  public static func constant(_ value: Value) -> Binding<Value> { fatalError("not imitated") }
}

/// Transcribed from <https://developer.apple.com/documentation/swiftui/binding> (Relationships: Sendable where Value is Sendable).
extension Binding: Sendable where Value: Sendable {}
