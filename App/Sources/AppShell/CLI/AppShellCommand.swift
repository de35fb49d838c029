import ArgumentParser

/// `app-shell`: the app with text instead of SwiftUI, run interactively, as a demo, or from a script.
public struct AppShellCommand: ParsableCommand {
    /// The modes, `interactive` (the default when none is written), `demo` and `run`.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "app-shell",
            abstract: "The app with text instead of SwiftUI: interactive, a narrated demo, or a script.",
            // One line per mode, each short enough for an 80-column terminal.
            usage: """
                app-shell [interactive] [<options>]
                app-shell demo [<options>] [--no-pause]
                app-shell run <file> ... [--junit <file>] [<options>]
                """,
            version: "app-shell \(ShellVersion.current)",
            subcommands: [InteractiveCommand.self, DemoCommand.self, RunCommand.self],
            defaultSubcommand: InteractiveCommand.self
        )
    }

    /// The options of every mode, read here too so that `app-shell --<Tab>` offers them all.
    @OptionGroup var options: ShellOptionGroup
    @OptionGroup var backend: BackendOptionGroup

    /// Creates the command; the argument parser fills it in.
    public init() {}
}
