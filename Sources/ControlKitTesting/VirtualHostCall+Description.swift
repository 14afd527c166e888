import ControlKit

extension VirtualHostCall: CustomStringConvertible, CustomDebugStringConvertible {
  /// The call in dot syntax without module names: `.scheduleTimer(at: t=400ms)`, `.render`.
  public var description: String {
    switch self {
    case .cancelTimer: ".cancelTimer"
    case .render: ".render"
    default: ReflectedDescription.describe(self)
    }
  }

  /// The same as ``description``, so lists of calls print without module names too.
  public var debugDescription: String { description }
}
