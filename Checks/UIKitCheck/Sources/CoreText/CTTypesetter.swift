import Foundation

/// Transcribed from <https://developer.apple.com/documentation/coretext/cttypesetter>.
///
/// Keeps its string; lays it out with ``CoreTextStubModel``.
public final class CTTypesetter: @unchecked Sendable {
  /// The attributed string it typesets.
  package let string: NSAttributedString

  package init(string: NSAttributedString) {
    self.string = string
  }
}
