import ControlKit
import ControlKitSwiftUI
import ControlKitTesting

// The glue tests drive the drivers through their public API on a virtual clock, as the views do;
// they use no stub behaviour, so they compile unchanged against the real SDK.

/// A decimal from its text, for tests.
func dec(_ text: String) -> FixedDecimal {
  FixedDecimal(parsing: text) ?? .zero
}
