// The GTK demo exists only where ControlKitDemo is built (Linux; see Package.swift). This is the
// executable's one platform check: elsewhere `controlkit` has no `demo` subcommand.
import ArgumentParser

#if canImport(ControlKitDemo)
  import ControlKitDemo
  import Foundation

  /// The subcommands that need GTK.
  let platformSubcommands: [any ParsableCommand.Type] = [DemoCommand.self]

  /// `controlkit demo`: one GTK window with every control.
  ///
  /// With `--trace` it prints one `key=value` line per thing that happens (widget frames in
  /// window pixels, value changes, every HUD effect, every spinner frame) so the X tests can
  /// follow it.
  struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "demo",
      abstract: "Open a GTK window with every control (needs a display).",
      discussion: """
        HUD buttons run a fast task (300 ms: under the 500 ms grace period, nothing shows), a slow \
        task (2 s), two overlapping tasks, an upload with progress and a success status.
        """
    )

    @Flag(name: .long, help: "Print machine-readable state lines on standard output.")
    var trace = false

    @Option(name: .long, help: "An image file for the circle image (default: a generated photo).")
    var image: String?

    func run() throws {
      let trace = trace
      let image = image
      if let image, !FileManager.default.isReadableFile(atPath: image) {
        DemoSession.warn(
          "cannot read the image \(image) (no such file, or not readable): "
            + "the circle image shows its placeholder")
      }
      let status = MainActor.assumeIsolated {
        DemoSession.run(trace: trace, imagePath: image)
      }
      if status != 0 { throw ExitCode(status) }
    }
  }
#else
  /// The subcommands that need GTK: none where ControlKitDemo is not built.
  let platformSubcommands: [any ParsableCommand.Type] = []
#endif
