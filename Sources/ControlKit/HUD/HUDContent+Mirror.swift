extension HUDContent: CustomReflectable {
  /// The content's fields, as they read before they were boxed (`dump`, test failures, the
  /// debugger): `HUDContent(indicator: .spinner, title: "Loading", …)`, not its box.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "indicator": indicator, "title": title, "showsCancelButton": showsCancelButton,
        "touchPolicy": touchPolicy as Any, "progressStyle": progressStyle, "details": details,
        "placement": placement as Any,
      ], displayStyle: .struct)
  }
}
