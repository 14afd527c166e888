import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`: the one every
/// test target uses.
public struct TemporaryDirectory: Sendable {
  /// The folder's path.
  public let path: String

  /// Creates a uniquely named folder, `<prefix>-<UUID>`.
  public init(prefix: String = "controlkit") throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// A folder with a fixed name per user, emptied first: for a fixture that outlives the tests,
  /// so runs do not pile up copies of it.
  ///
  /// The user's id ends the name (`<name>-<uid>`): the system's temporary directory is shared,
  /// and a folder left there by another user's run (root's, on a machine where CI runs as root)
  /// cannot be emptied or written by this one (seen: `make test` as a second user failed with
  /// "Permission denied" on the gallery's fixture).
  public init(fixed name: String) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(getuid())", isDirectory: true)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// The path of `name` inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Deletes the folder and everything in it.
  public func remove() { try? FileManager.default.removeItem(atPath: path) }

  /// Every regular file below the folder, as sorted relative paths.
  public func files() -> [String] {
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
}
