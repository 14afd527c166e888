#if Cairo
public import ControlKit

/// The gallery's `index.html`: pictures grouped by control, with captions, one row per specimen.
public enum GalleryIndex {
  /// The page's file name in the output directory.
  public static let fileName = "index.html"

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
    /// Whether the page shows the file inline (one picture per theme).
    public var isShown: Bool
    /// The size a shown picture is displayed at, in CSS pixels (the specimen's size in points,
    /// so a 2× PNG is sharp on a high-density screen); `nil` leaves the image's own size.
    public var displaySize: Size?

    /// Creates a file reference.
    public init(label: String, path: String, isShown: Bool, displaySize: Size? = nil) {
      self.label = label
      self.path = path
      self.isShown = isShown
      self.displaySize = displaySize
    }
  }

  /// The HTML for `entries`, grouped in first-seen group order, each group's `notes` line (by
  /// its heading) under its heading.
  ///
  /// The output is deterministic for the same input.
  public static func html(entries: [Entry], notes: [String: String] = [:]) -> String {
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
      .drawn{font-size:13px;color:#444;max-width:760px}
      </style></head><body>
      <h1>ControlKit gallery</h1>

      """
    for group in groups {
      page += "<section><h2>\(escape(group))</h2>\n"
      if let note = notes[group] { page += "<p class=\"drawn\">\(escape(note))</p>\n" }
      for entry in entries where entry.group == group {
        page += "<figure id=\"\(escape(entry.id))\">\n"
        for file in entry.files where file.isShown {
          let cls = file.label.hasPrefix("dark") ? " class=\"dark\"" : ""
          let size = file.displaySize.map {
            " width=\"\(Int($0.width.rounded()))\" height=\"\(Int($0.height.rounded()))\""
          }
          page +=
            "<img\(cls) src=\"\(escape(file.path))\"\(size ?? "") alt=\"\(escape(entry.caption)), "
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
#endif
