#if GTK
import Synchronization

/// Lines read from a child process's stdout, shared between the reading thread and the test.
final class LineBuffer: Sendable {
  private let state = Mutex<(lines: [String], partial: String, isClosed: Bool)>(([], "", false))

  /// Appends raw output, splitting it into lines.
  func append(_ text: String) {
    state.withLock { state in
      state.partial += text
      while let newline = state.partial.firstIndex(of: "\n") {
        state.lines.append(String(state.partial[..<newline]))
        state.partial = String(state.partial[state.partial.index(after: newline)...])
      }
    }
  }

  /// Every complete line so far.
  var lines: [String] { state.withLock { $0.lines } }

  /// Whether the output has ended (the writer closed its end and everything was read).
  var isClosed: Bool { state.withLock { $0.isClosed } }

  /// The output has ended: nothing more will be appended.
  func close() {
    state.withLock { $0.isClosed = true }
  }
}
#endif
