/// The gallery's `index.html`: pictures grouped by control, with captions, one row per specimen.
public enum GalleryIndex {
  /// One rendered file, as the index links it.
  public struct Entry: Hashable, Sendable {
    /// The specimen's group heading.
    public var group: String
    /// The specimen's caption.
    public var caption: String
    /// The specimen's identifier.
    public var id: String
    /// Files for this specimen, as (label, relative path) pairs in a stable order.
    public var files: [File]

    /// Creates an entry.
    public init(group: String, caption: String, id: String, files: [File]) {
      self.group = group
      self.caption = caption
      self.id = id
      self.files = files
    }
  }

  /// A file of one specimen: how it is labelled ("light 2× png") and where it is.
  public struct File: Hashable, Sendable {
    /// A short label.
    public var label: String
    /// The path relative to the index.
    public var path: String
    /// Whether the file is an image the page shows inline (the first PNG of each theme).
    public var isShown: Bool

    /// Creates a file reference.
    public init(label: String, path: String, isShown: Bool) {
      self.label = label
      self.path = path
      self.isShown = isShown
    }
  }

  /// The HTML for `entries`, grouped in first-seen group order.
  ///
  /// The output is deterministic for the same input.
  public static func html(entries: [Entry]) -> String {
    var groups: [String] = []
    for entry in entries where !groups.contains(entry.group) { groups.append(entry.group) }
    var page = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>ControlKit gallery</title>
      <style>
      body{font-family:sans-serif;margin:24px;background:#f4f4f6;color:#222}
      h2{margin-top:32px;border-bottom:1px solid #ccc}
      figure{display:inline-block;vertical-align:top;margin:8px;padding:8px;background:#fff;border-radius:8px}
      figure img{display:block;margin:4px 0;image-rendering:auto}
      figure img.dark{background:#1c1c1e}
      figcaption{font-size:13px;max-width:360px}
      .files{font-size:11px;color:#666}
      </style></head><body>
      <h1>ControlKit gallery</h1>

      """
    for group in groups {
      page += "<section><h2>\(escape(group))</h2>\n"
      for entry in entries where entry.group == group {
        page += "<figure id=\"\(escape(entry.id))\">\n"
        for file in entry.files where file.isShown {
          let cls = file.label.hasPrefix("dark") ? " class=\"dark\"" : ""
          page +=
            "<img\(cls) src=\"\(escape(file.path))\" alt=\"\(escape(entry.caption)), "
            + "\(escape(file.label))\">\n"
        }
        page += "<figcaption>\(escape(entry.caption))<div class=\"files\">"
        page += entry.files.map { "<a href=\"\(escape($0.path))\">\(escape($0.label))</a>" }
          .joined(separator: " · ")
        page += "</div></figcaption></figure>\n"
      }
      page += "</section>\n"
    }
    page += "</body></html>\n"
    return page
  }

  /// `text` with the five HTML-special characters escaped.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
