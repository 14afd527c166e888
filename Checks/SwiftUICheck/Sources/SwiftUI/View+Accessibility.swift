extension View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)>.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj>.
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-3n3rk>.
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-3rdgs>.
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)>.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)>.
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)>.
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
}
