extension View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)>.
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { StubView() }
}
