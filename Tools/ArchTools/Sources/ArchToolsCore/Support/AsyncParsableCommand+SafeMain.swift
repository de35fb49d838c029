import ArgumentParser

extension AsyncParsableCommand {
    /// ArgumentParser's `main()`, except that what it prints goes through `StandardOutput` and
    /// `StandardError`: a refusal quotes the argument it refuses, and an escape sequence in that
    /// argument would otherwise reach the terminal. Each tool's own `main()` calls it.
    public static func mainPrintingSafely() async {
        do {
            var command = try parse()
            try await command.run()
        } catch {
            let status = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                status.isSuccess ? StandardOutput.writeLines(message) : StandardError.writeLines(message)
            }
            // An `ExitCode` has no message: this only ends the process with the status.
            exit(withError: status)
        }
    }
}
