import ArgumentParser

/// `app-shell`: the app with text instead of SwiftUI, run interactively, as a demo, or from a script.
public struct AppShellCommand: ParsableCommand {
    /// The modes, `interactive` (the default when none is written), `demo` and `run`.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "app-shell",
            abstract: "The app with text instead of SwiftUI: interactive, a narrated demo, or a script.",
            version: "app-shell \(ShellVersion.current)",
            subcommands: [InteractiveCommand.self, DemoCommand.self, RunCommand.self],
            defaultSubcommand: InteractiveCommand.self
        )
    }

    /// The options of every mode, read here too so that `app-shell --<Tab>` offers them all.
    @OptionGroup var options: ShellOptionGroup

    /// Creates the command; the argument parser fills it in.
    public init() {}
}
