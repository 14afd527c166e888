#if GTK
/// One JSON line printed by `ATSPIProbe`: an accessible object, an action's result or an event.
struct ATSPILine: Decodable, Sendable {
  /// What the line is: `node`, `action`, `after-increase-root`, `after-increase-field`, `bus`,
  /// `done`, or `missing`/`timeout`/`error`.
  let event: String
  /// The object's place in the window's tree (`/0/1/2`: child indices).
  let path: String?
  /// AT-SPI's role name (`spin button`, `slider`, `push button`, `status bar`).
  let role: String?
  /// The accessible name.
  let name: String?
  /// The accessible description.
  let description: String?
  /// The Value interface's current value, minimum, maximum and text (nil without the interface).
  let value: Double?
  let minimum: Double?
  let maximum: Double?
  let valueText: String?
  /// The Action interface's action names.
  let actions: [String]?
  /// Whether the object can take the keyboard focus, and is usable.
  let focusable: Bool?
  let sensitive: Bool?
  /// For `bus` lines: the event type (`object:state-changed:focused`...) and its detail1 (1: the
  /// object gained the state).
  let type: String?
  let detail1: Int?
  /// For `bus` lines: the event's text (an announcement's message), when it has one.
  let data: String?
  /// For `action` lines: whether the action was done.
  let done: Bool?
}
#endif
