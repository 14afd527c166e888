#if GTK
/// A kind of object `LiveObjects` counts.
///
/// Each kind is counted from creation to the moment GLib lets go of it, so a count that returns to
/// zero proves that nothing of that kind leaked.
package enum LiveObjectKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A signal-handler closure box, alive until GLib's closure destroy-notify releases it.
  case signalHandler
  /// A GLib source added for a `GLibTimer`, alive until GLib's destroy-notify runs.
  case glibSource
  /// A `GLibTimer` object.
  case timer
  /// A Swift widget wrapper (for example `HoldButton`).
  case widgetWrapper
  /// A GTK widget created by ControlKitGTK, alive until GObject finalizes it.
  case gtkWidget
  /// A drawing area's draw-function box, alive until GTK's destroy-notify releases it.
  case drawFunction
  /// A frame-clock tick callback's box (`FrameTicker`), alive until GTK's destroy-notify runs.
  case tickCallback

  /// The kind's slot in `LiveObjects`' table (its position in `allCases`).
  var index: Int {
    switch self {
    case .signalHandler: 0
    case .glibSource: 1
    case .timer: 2
    case .widgetWrapper: 3
    case .gtkWidget: 4
    case .drawFunction: 5
    case .tickCallback: 6
    }
  }

  /// The kind's name, as printed by the testbed.
  package var description: String { rawValue }
}
#endif
