#if Cairo
internal import CCairo

/// Collects the bytes cairo's stream writers produce (PNG, SVG, PDF) in memory.
///
/// Passed to cairo as an unretained context pointer; the caller keeps it alive with
/// `withExtendedLifetime` for as long as the surface may write.
final class ByteSink {
  /// Everything written so far.
  var bytes: [UInt8] = []

  /// The opaque pointer cairo hands back to ``byteSinkWrite(_:_:_:)``.
  var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// A `cairo_write_func_t` appending to the ``ByteSink`` behind `closure`.
func byteSinkWrite(
  _ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
  guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
  let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
  if let data, length > 0 {
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
  }
  return CAIRO_STATUS_SUCCESS
}
#endif
