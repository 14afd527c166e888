/// Transcribed from <https://developer.apple.com/documentation/swiftui/focusstate>.
@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/focusstate/init()-4p9ns>.
  public init() where Value == Bool {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue>.
  public var wrappedValue: Value {
    get { fatalError("not imitated") }
    nonmutating set {}
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue>.
  public var projectedValue: FocusState<Value>.Binding { Binding() }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/focusstate/binding>.
  @frozen @propertyWrapper
  public struct Binding {
    /// Stub machinery: SwiftUI makes these; a property wrapper needs a public initialiser.
    public init() {}
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue>.
    public var wrappedValue: Value {
      get { fatalError("not imitated") }
      nonmutating set {}
    }
  }
}
