import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  /// The folder's path.
  let path: String

  /// Creates a uniquely named folder.
  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("controlkit-cairo-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Deletes the folder and everything in it.
  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
