#if Cairo
internal import Foundation

/// Writes whole files with the system's own reason on failure, so errors name the path and cause.
enum FileOutput {
  /// Creates or replaces the file at `path` with `bytes`.
  static func write(_ bytes: [UInt8], to path: String) throws(CairoRenderError) {
    guard let file = fopen(path, "wb") else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    let written = bytes.withUnsafeBufferPointer { buffer in
      buffer.isEmpty ? 0 : fwrite(buffer.baseAddress, 1, buffer.count, file)
    }
    let writeError = written == bytes.count ? 0 : errno
    let closeFailed = fclose(file) != 0
    if writeError != 0 || closeFailed {
      let code = writeError != 0 ? writeError : errno
      throw .cannotWrite(path: path, reason: String(cString: strerror(code)))
    }
  }
}
#endif
