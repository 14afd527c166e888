import ArgumentParser

/// The `controlkit` tool: renders the gallery and (on Linux with GTK) runs the demo.
@main
struct ControlKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "controlkit",
    abstract: "ControlKit's gallery and demo.",
    subcommands: [GalleryCommand.self] + platformSubcommands
  )
}
