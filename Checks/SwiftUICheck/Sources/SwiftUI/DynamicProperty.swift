/// Transcribed from <https://developer.apple.com/documentation/swiftui/dynamicproperty>.
public protocol DynamicProperty {}
