import ArgumentParser

/// The `app-shell` program: parses its arguments, runs the mode they name, and gives the exit
/// status (0 ok, 1 a failed `expect`, 2 a script or session that cannot run).
public enum AppShellProgram {
    /// Runs the shell with `arguments` (without the program name). Help and usage errors are
    /// printed and exit as the argument parser decides.
    @MainActor
    public static func run(arguments: [String]) async -> Int32 {
        let command: any ParsableCommand
        do {
            command = try AppShellCommand.parseAsRoot(arguments)
        } catch {
            AppShellCommand.exit(withError: error)
        }
        guard let mode = command as? any ShellModeCommand else {
            var builtIn = command
            do {
                try builtIn.run()
            } catch {
                AppShellCommand.exit(withError: error)
            }
            return 0
        }
        return await ShellSession(options: mode.shellOptions).run().rawValue
    }
}
