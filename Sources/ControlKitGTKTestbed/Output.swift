#if GTK
import Glibc

/// Writes one state line to stdout and flushes it, so the test reading the pipe sees it at once.
func emit(_ line: String) {
  print(line)
  fflush(nil)  // nil: every stream (naming `stdout` is a global-state error in Swift 6)
}
#endif
