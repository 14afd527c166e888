/// What every stub modifier returns: Apple's return types are opaque (`some View`), so the
/// stub's underlying type is its own and only type-checking depends on it.
struct StubView: View {
  var body: Never { return fatalError("stub") }
}
