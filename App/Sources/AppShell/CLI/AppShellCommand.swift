import ArgumentParser

/// `app-shell`: the app with text instead of SwiftUI, run interactively, as a demo, or from a script.
public struct AppShellCommand: ParsableCommand {
    /// The modes, `interactive` (the default when none is written), `demo` and `run`.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "app-shell",
            abstract: "The app with text instead of SwiftUI: interactive, a narrated demo, or a script.",
            subcommands: [InteractiveCommand.self, DemoCommand.self, RunCommand.self],
            defaultSubcommand: InteractiveCommand.self
        )
    }

    /// Creates the command; the argument parser fills it in.
    public init() {}
}
