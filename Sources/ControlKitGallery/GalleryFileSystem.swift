#if Cairo
import Foundation

/// The few file operations the writer needs, reporting the system's reason and the path.
enum GalleryFileSystem {
  /// Permissions for created folders: rwxr-xr-x (narrowed by the umask).
  static let folderMode: mode_t = 0o755

  /// Creates `path` and any missing parents; succeeds when it already is a folder.
  static func createDirectory(_ path: String) throws(GalleryError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw .unwritable(path: path, reason: "a file, not a folder, is in the way")
      }
      return
    }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path {
      try createDirectory(parent)
    }
    guard mkdir(path, folderMode) == 0 || errno == EEXIST else {
      throw .unwritable(path: path, reason: "cannot create the folder: " + reason(errno))
    }
  }

  /// Creates or replaces the file at `path` with `bytes`.
  static func write(_ bytes: [UInt8], to path: String) throws(GalleryError) {
    guard let file = fopen(path, "wb") else {
      throw .unwritable(path: path, reason: reason(errno))
    }
    let written = bytes.withUnsafeBufferPointer { buffer in
      buffer.isEmpty ? 0 : fwrite(buffer.baseAddress, 1, buffer.count, file)
    }
    let writeError = written == bytes.count ? 0 : errno
    let closeFailed = fclose(file) != 0
    if writeError != 0 || closeFailed {
      throw .unwritable(path: path, reason: reason(writeError != 0 ? writeError : errno))
    }
  }

  /// The system's message for an `errno` value.
  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
#endif
