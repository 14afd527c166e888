extension VirtualHostCall {
  /// `count` renders in a row: the calls of `count` frames that each drew something new.
  ///
  /// ```swift
  /// store.receiveCalls(VirtualHostCall.renders(11) + [.frameTicks(false), .render])
  /// ```
  public static func renders(_ count: Int) -> [VirtualHostCall] {
    Array(repeating: .render, count: count)
  }
}
