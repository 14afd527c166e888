import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory: Sendable {
  /// The folder's path.
  let path: String

  /// Creates a uniquely named folder.
  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("controlkit-gallery-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// A folder with a fixed name, emptied first: for a fixture that outlives the tests, so runs
  /// do not pile up copies of it.
  init(fixed name: String) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Every regular file below the folder, as sorted relative paths.
  func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: path)
    var found: [String] = []
    while let next = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: file(next), isDirectory: &isFolder),
        !isFolder.boolValue
      {
        found.append(next)
      }
    }
    return found.sorted()
  }

  /// Deletes the folder and everything in it.
  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
