import ArgumentParser

/// A mode of the shell (interactive, demo, run): parsing it gives the session's options; the
/// program runs the session itself rather than through `run()`.
protocol ShellModeCommand: ParsableCommand {
    /// The options the command line asked for.
    var shellOptions: ShellOptions { get }
}
