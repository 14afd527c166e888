#if Cairo
import ArgumentParser
import ControlKitGallery

/// `controlkit gallery`: renders every control in every state to PNG and SVG, plus `index.html`.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Render every control in every state to PNG/SVG with an index.html.",
    discussion: """
      Files go to <out>/<control>/<state>-<theme>@<scale>x.png and <state>-<theme>.svg; \
      open <out>/index.html. Progress goes to standard error.
      """
  )

  @Option(name: .long, help: "Folder to write into (created when missing).")
  var out = "gallery"

  @Option(name: .long, help: "Comma-separated scales: 1, 2, 3.")
  var scale = "1,2,3"

  @Option(name: .long, help: "Comma-separated themes: light, dark.")
  var theme = "light,dark"

  @Option(name: .long, help: "Comma-separated formats: png, svg.")
  var format = "png,svg"

  @Flag(name: .long, help: "Print nothing but errors.")
  var quiet = false

  /// The parsed options; a bad value becomes a usage error (exit code 64).
  func options() throws -> GalleryOptions {
    do throws(GalleryError) {
      return try GalleryOptions.parse(
        outputDirectory: out, scales: scale, themes: theme, formats: format)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func validate() throws {
    _ = try options()
  }

  func run() throws {
    let options = try options()
    do throws(GalleryError) {
      let summary = try GalleryWriter(options: options).write { progress in
        if !quiet { printProgress(progress) }
      }
      if !quiet {
        print("Wrote \(summary.fileCount) files to \(options.outputDirectory)/ (open index.html)")
      }
    } catch {
      printError("controlkit gallery: \(error.description)")
      throw ExitCode.failure
    }
  }
}

/// The subcommands that need cairo and Pango (the `Cairo` trait).
let cairoSubcommands: [any ParsableCommand.Type] = [GalleryCommand.self]
#else
import ArgumentParser

/// The subcommands that need cairo and Pango: none without the `Cairo` trait.
let cairoSubcommands: [any ParsableCommand.Type] = []
#endif
