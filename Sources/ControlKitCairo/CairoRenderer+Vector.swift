#if Cairo
internal import CCairo
public import ControlKit

extension CairoRenderer {
  /// Renders `commands` to SVG 1.1 bytes, `size` points becoming the document's size.
  ///
  /// Text becomes outlined glyphs (no fonts are needed to view it); images are embedded as PNG.
  /// cairo's process-wide element ids are renumbered so identical input gives identical bytes.
  public func renderSVG(
    commands: [DrawCommand], size: Size, background: RGBA = .clear
  ) throws(CairoRenderError) -> [UInt8] {
    let svg = try renderVector(commands, size: size, background: background) {
      sink, width, height in
      let surface = cairo_svg_surface_create_for_stream(byteSinkWrite, sink, width, height)
      if let surface { cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1) }
      return surface
    }
    return SVGIdentifiers.normalize(svg)
  }

  /// Renders `commands` to an SVG file, replacing any file at `path`.
  ///
  /// - Throws: ``CairoRenderError/cannotWrite(path:reason:)`` naming `path`.
  public func writeSVG(
    commands: [DrawCommand], size: Size, background: RGBA = .clear, to path: String
  ) throws(CairoRenderError) {
    try FileOutput.write(
      renderSVG(commands: commands, size: size, background: background), to: path)
  }

  /// Renders `commands` to a one-page PDF, `size` points being the page size.
  ///
  /// The document carries a fixed creation date so identical input gives identical bytes.
  public func renderPDF(
    commands: [DrawCommand], size: Size, background: RGBA = .clear
  ) throws(CairoRenderError) -> [UInt8] {
    try renderVector(commands, size: size, background: background) { sink, width, height in
      let surface = cairo_pdf_surface_create_for_stream(byteSinkWrite, sink, width, height)
      if let surface {
        cairo_pdf_surface_set_metadata(
          surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.fixedDocumentDate)
        cairo_pdf_surface_set_metadata(
          surface, CAIRO_PDF_METADATA_MOD_DATE, Self.fixedDocumentDate)
      }
      return surface
    }
  }

  /// Renders `commands` to a PDF file, replacing any file at `path`.
  ///
  /// - Throws: ``CairoRenderError/cannotWrite(path:reason:)`` naming `path`.
  public func writePDF(
    commands: [DrawCommand], size: Size, background: RGBA = .clear, to path: String
  ) throws(CairoRenderError) {
    try FileOutput.write(
      renderPDF(commands: commands, size: size, background: background), to: path)
  }

  /// The creation date written into PDFs (ISO 8601), fixed for reproducible output.
  static let fixedDocumentDate = "2000-01-01T00:00:00Z"

  /// Creates a vector surface writing into a sink, paints, finishes it and returns the bytes.
  private func renderVector(
    _ commands: [DrawCommand], size: Size, background: RGBA,
    makeSurface: (UnsafeMutableRawPointer, Double, Double) -> OpaquePointer?
  ) throws(CairoRenderError) -> [UInt8] {
    _ = try pixelSize(size, scale: 1)
    let sink = ByteSink()
    try withExtendedLifetime(sink) { () throws(CairoRenderError) in
      guard let surface = makeSurface(sink.context, size.width, size.height) else {
        throw .cairoFailure("cannot create a vector surface")
      }
      defer { cairo_surface_destroy(surface) }
      try paint(commands, on: surface, scale: 1, background: background)
      cairo_surface_finish(surface)
      let status = cairo_surface_status(surface)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw .cairoFailure(String(cString: cairo_status_to_string(status)))
      }
    }
    return sink.bytes
  }
}
#endif
