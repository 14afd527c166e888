import ArgumentParser

/// The `controlkit` tool: renders the gallery (with the `Cairo` trait) and runs the demo (on Linux,
/// with the `GTK` trait).
@main
struct ControlKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "controlkit",
    abstract: "ControlKit's gallery and demo.",
    subcommands: cairoSubcommands + platformSubcommands
  )
}
