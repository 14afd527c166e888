/// Describes values in Swift's dot syntax without module names, for failure messages:
/// `.valueChanged(old: 5, new: 5.1, source: .button)` rather than
/// `ControlKit.StepperEffect.valueChanged(old: …, source: ControlKit.StepperChangeSource.button)`.
///
/// Reads the value with `Mirror`: enum cases become `.name(payload)`, structs
/// `TypeName(field: value)`, strings are quoted, and values with their own description
/// (``FixedDecimal``, ``ControlInstant``, ``Rect``) use it. Only for messages: it allocates.
package enum ReflectedDescription {
  /// `value` (an enum case with a payload, or any nested value) in dot syntax.
  ///
  /// A payload-less case of a type that has its own description cannot be named by reflection;
  /// such types describe those cases themselves and call this for the rest.
  package static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum, let payload = mirror.children.first, let name = payload.label {
      return "." + name + payloadText(payload.value)
    }
    return nested(value)
  }

  /// A value inside a payload or a struct.
  private static func nested(_ value: Any) -> String {
    if let text = value as? String { return String(reflecting: text) }
    if let character = value as? Character { return String(reflecting: character) }
    if let described = value as? any CustomStringConvertible { return described.description }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else {
        return "." + String(describing: value)
      }
      return "." + name + payloadText(payload.value)
    case .optional:
      guard let wrapped = mirror.children.first else { return "nil" }
      return nested(wrapped.value)
    case .struct, .class:
      return String(describing: mirror.subjectType) + fields(mirror)
    case .tuple:
      return fields(mirror)
    default:
      return String(describing: value)
    }
  }

  /// `(payload)` for a single value, `(label: value, ...)` for a tuple.
  private static func payloadText(_ payload: Any) -> String {
    let mirror = Mirror(reflecting: payload)
    if mirror.displayStyle == .tuple { return fields(mirror) }
    return "(" + nested(payload) + ")"
  }

  /// `(label: value, ...)`; tuple positions (`.0`) are written without a label.
  private static func fields(_ mirror: Mirror) -> String {
    let parts = mirror.children.map { child -> String in
      guard let label = child.label, !label.hasPrefix(".") else { return nested(child.value) }
      return label + ": " + nested(child.value)
    }
    return "(" + parts.joined(separator: ", ") + ")"
  }
}
