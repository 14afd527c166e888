/// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentvalues>.
///
/// Declarations only: no value is stored or looked up.
public struct EnvironmentValues {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentvalues/init()>.
  public init() {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1oxv3>.
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { K.defaultValue }
    set {}
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection>.
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme>.
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize>.
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion>.
  public var accessibilityReduceMotion: Bool { false }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentvalues/locale>.
  public var locale: Locale {
    get { Locale(identifier: "en_US_POSIX") }
    set {}
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentvalues/labelsvisibility>.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  public var labelsVisibility: Visibility {
    get { .automatic }
    set {}
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled>.
  public var isEnabled: Bool {
    get { true }
    set {}
  }
}
