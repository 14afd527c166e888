/// Stub machinery: primitive scenes have a `Never` body, as primitive views do.
extension Never: Scene {}
