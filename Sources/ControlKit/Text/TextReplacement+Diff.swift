extension TextReplacement {
  /// The single replacement that turns `old` into `new`: the part between their common prefix
  /// and common suffix, counted in Unicode scalars (for a platform that delivers a field's whole
  /// new text, as SwiftUI's `TextField` does).
  ///
  /// ```swift
  /// TextReplacement(from: "12", to: "132")  // range 1..<1, with "3"
  /// ```
  public init(from old: String, to new: String) {
    let oldScalars = Array(old.unicodeScalars)
    let newScalars = Array(new.unicodeScalars)
    var prefix = 0
    while prefix < oldScalars.count, prefix < newScalars.count,
      oldScalars[prefix] == newScalars[prefix]
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < oldScalars.count - prefix, suffix < newScalars.count - prefix,
      oldScalars[oldScalars.count - 1 - suffix] == newScalars[newScalars.count - 1 - suffix]
    {
      suffix += 1
    }
    var inserted = String.UnicodeScalarView()
    inserted.append(contentsOf: newScalars[prefix..<(newScalars.count - suffix)])
    self.init(range: prefix..<(oldScalars.count - suffix), with: String(inserted))
  }
}
