#if Cairo
import ControlKit
import ControlKitCairo

/// Renders the catalogue into a folder: PNG at each scale, SVG, the sample photos and
/// `index.html`.
///
/// Files go to `<out>/<group>/<id>-<theme>@<scale>x.png` and `<out>/<group>/<id>-<theme>.svg`.
/// Text is measured with ``PangoTextMeasurer`` and drawn by ``CairoRenderer``, which lays it out
/// the same way. The same options always produce the same bytes.
///
/// ```swift
/// let options = try GalleryOptions.parse(
///   outputDirectory: "gallery", scales: "1,2", themes: "light", formats: "png")
/// let summary = try GalleryWriter(options: options).write { print($0) }
/// // [1/44] circle-image/photo-square.png ...
/// ```
public struct GalleryWriter: Sendable {
  /// What to render and where.
  public var options: GalleryOptions

  /// Creates a writer.
  public init(options: GalleryOptions) {
    self.options = options
  }

  /// Every specimen file the options ask for, in the order they are written: by specimen, then
  /// theme, then PNG scales, then SVG.
  public func plan(for specimens: [GallerySpecimen]) -> [GalleryPlannedFile] {
    var files: [GalleryPlannedFile] = []
    for (index, specimen) in specimens.enumerated() {
      for theme in options.themes {
        for format in options.formats {
          let scales = format == .png ? options.scales : [1]
          for scale in scales {
            files.append(
              GalleryPlannedFile(
                specimenIndex: index, theme: theme, format: format, scale: scale,
                path: GalleryPlannedFile.path(
                  of: specimen, theme: theme, format: format, scale: scale)))
          }
        }
      }
    }
    return files
  }

  /// The index page's entries for `specimens`: captions, every file, and the picture shown for
  /// each theme (the 2× PNG when rendered, else the largest PNG, else the SVG) at point size.
  public func indexEntries(for specimens: [GallerySpecimen]) -> [GalleryIndex.Entry] {
    let planned = plan(for: specimens)
    return specimens.enumerated().map { index, specimen in
      let own = planned.filter { $0.specimenIndex == index }
      var shown: Set<String> = []
      for theme in options.themes {
        let candidates = own.filter { $0.theme == theme }
        let pick =
          candidates.first { $0.format == .png && $0.scale == 2 }
          ?? candidates.filter { $0.format == .png }.max { $0.scale < $1.scale }
          ?? candidates.first
        if let pick { shown.insert(pick.path) }
      }
      let files = own.map { file in
        GalleryIndex.File(
          label: file.format == .png
            ? "\(file.theme.rawValue) \(file.scale)× png" : "\(file.theme.rawValue) svg",
          path: file.path, isShown: shown.contains(file.path),
          displaySize: specimen.size)
      }
      return GalleryIndex.Entry(
        group: specimen.group.title, caption: specimen.caption,
        id: specimen.group.folder + "-" + specimen.id, files: files)
    }
  }

  /// Writes the gallery, calling `progress` after each file.
  ///
  /// - Returns: Every file written, relative to the output directory.
  /// - Throws: ``GalleryError/unwritable(path:reason:)`` naming the folder or file that could not
  ///   be written; ``GalleryError/renderFailed(path:reason:)`` or
  ///   ``GalleryError/specimenUnavailable(path:reason:)`` for a picture that could not be made.
  @discardableResult
  public func write(progress: (GalleryProgress) -> Void) throws(GalleryError) -> GallerySummary {
    let specimens = try GalleryCatalogue.specimens()
    let root = options.outputDirectory
    func absolute(_ relative: String) -> String {
      root.hasSuffix("/") ? root + relative : root + "/" + relative
    }
    try GalleryFileSystem.createDirectory(root)
    var folders: [String] = []
    for specimen in specimens where !folders.contains(specimen.group.folder) {
      folders.append(specimen.group.folder)
    }
    for folder in folders { try GalleryFileSystem.createDirectory(absolute(folder)) }

    let photos = GalleryCatalogue.samplePhotos
    let planned = plan(for: specimens)
    let total = photos.count + planned.count + 1
    var written: [String] = []
    func done(_ path: String) {
      written.append(path)
      progress(GalleryProgress(completed: written.count, total: total, path: path))
    }

    for photo in photos {
      guard let image = photo.pixels() else {
        throw .renderFailed(path: absolute(photo.name), reason: "the photo has no pixels")
      }
      do {
        try image.writePNG(to: absolute(photo.name))
      } catch {
        throw Self.galleryError(error, path: absolute(photo.name))
      }
      done(photo.name)
    }

    let measurer = PangoTextMeasurer()
    let renderer = CairoRenderer(imageDirectory: root)
    var drawn: [Int: (theme: Theme, commands: [DrawCommand])] = [:]
    for file in planned {
      let specimen = specimens[file.specimenIndex]
      let commands: [DrawCommand]
      if let cached = drawn[file.specimenIndex], cached.theme == file.theme {
        commands = cached.commands
      } else {
        commands = specimen.draw(file.theme, measurer)
        drawn = [file.specimenIndex: (file.theme, commands)]
      }
      let background = GallerySpecimen.background(for: file.theme)
      let path = absolute(file.path)
      do {
        switch file.format {
        case .png:
          try renderer.writePNG(
            commands: commands, size: specimen.size, scale: Double(file.scale),
            background: background, to: path)
        case .svg:
          try renderer.writeSVG(
            commands: commands, size: specimen.size, background: background, to: path)
        }
      } catch {
        throw Self.galleryError(error, path: path)
      }
      done(file.path)
    }

    let notes = Dictionary(
      uniqueKeysWithValues: GalleryGroup.allCases.map { ($0.title, $0.drawnBy) })
    let html = GalleryIndex.html(entries: indexEntries(for: specimens), notes: notes)
    try GalleryFileSystem.write(Array(html.utf8), to: absolute(GalleryIndex.fileName))
    done(GalleryIndex.fileName)
    return GallerySummary(files: written)
  }

  /// The gallery error for a renderer error while making `path`.
  static func galleryError(_ error: CairoRenderError, path: String) -> GalleryError {
    switch error {
    case .cannotWrite(let failedPath, let reason): .unwritable(path: failedPath, reason: reason)
    default: .renderFailed(path: path, reason: error.description)
    }
  }
}
#endif
