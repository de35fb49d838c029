import ArgumentParser

/// A mode of the shell (interactive, demo, run): parsing it gives the session's options.
protocol ShellModeCommand: ParsableCommand {
    var shellOptions: ShellOptions { get }
}
