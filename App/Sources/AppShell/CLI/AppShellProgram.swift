import ArgumentParser
import Design
import Foundation
import Logging
import Tracing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `app-shell` program: parses its arguments, runs the mode they name, and gives the exit
/// status (docs/headless-shell.md lists them).
public enum AppShellProgram {
    /// Runs the shell with the process's arguments and returns its exit status; call it once per
    /// process, as it bootstraps swift-log and swift-distributed-tracing.
    @MainActor
    public static func run(logLevel: Logger.Level) async -> Int32 {
        StandardDescriptors.openMissingOnes()
        // Until the mode catches it, so the runtime's backtracer prints no crash report for Ctrl-\.
        signal(SIGQUIT, SIG_DFL)
        let output = OutputQueue()
        let secrets = SecretMask()
        let logLines = LogLines(mask: secrets) { output.write(StandardError.line($0), to: STDERR_FILENO) }
        LoggingSystem.bootstrap { _ in ShellLogHandler(lines: logLines, logLevel: logLevel) }
        let arguments: [String]
        switch ProcessArguments.current() {
        case .success(let text):
            arguments = text
        case .failure(let refusal):
            StandardError.writeLine("app-shell: \(refusal)")
            return ShellExitStatus.cannotRun.rawValue
        }
        guard let options = options(from: arguments, writeError: StandardError.writeLine) else {
            return ShellExitStatus.cannotRun.rawValue
        }
        do {
            try DescriptorLimit.check()
        } catch {
            StandardError.writeLine("app-shell: \(error.message)")
            return ShellExitStatus.cannotRun.rawValue
        }
        let tracer = ShellTracer(on: options.trace)
        InstrumentationSystem.bootstrap(tracer)
        var session = ShellSession(options: options)
        session.tracer = tracer
        session.writeLine = { output.write($0 + "\n", to: STDOUT_FILENO) }
        let errorColors = TextColors.forText(
            json: options.json, noColor: !options.color, isTerminal: isatty(STDERR_FILENO) == 1)
        session.writeError = { output.write(errorColors.error(StandardError.line($0)), to: STDERR_FILENO) }
        session.waitForOutput = output.waitUntilWritten
        session.colors = TextColors.forText(
            json: options.json, noColor: !options.color, isTerminal: isatty(STDOUT_FILENO) == 1)
        session.terminal = Terminal.standard(
            writePrompt: { output.write($0, to: STDERR_FILENO) }, waitForOutput: output.waitUntilWritten)
        if let prompt = session.terminal.editor { output.writeToTerminals(through: { prompt.interject($0) }) }
        // Ctrl-C in interactive mode goes to the prompt, and ends nothing by itself.
        let signals = ProgramSignals(
            output: output,
            endingSession: options.mode == .interactive
                ? [SIGHUP, SIGQUIT, SIGTERM] : [SIGHUP, SIGINT, SIGQUIT, SIGTERM])
        session.signals = SignalHandling(numbers: signals.start, exitAtOnce: { _exit($0.rawValue) })
        session.logLines = logLines
        session.secrets = secrets
        var status = await session.run()
        signals.sessionEnded()
        let dropped = output.finish(within: session.signals.bound)
        if let late = signals.stop() {
            status = ShellExitStatus(signal: late)
            writeLastWords(
                "app-shell: stopped by \(SignalHandling.name(late)) while the output waited for its reader")
        }
        if dropped > 0 {
            writeLastWords(
                "app-shell: \(dropped) lines of output were dropped: nothing read them before the process had to end"
            )
        }
        return status.rawValue
    }

    /// Writes `line` to standard error only if it takes it at once: the process is ending.
    private static func writeLastWords(_ line: String) {
        _ = DescriptorOutput.writeWithoutWaiting(
            StandardError.line(line).utf8, to: STDERR_FILENO, milliseconds: 100)
    }

    @MainActor
    static func options(from arguments: [String], writeError: (String) -> Void) -> ShellOptions? {
        let command: any ParsableCommand
        do {
            command = try AppShellCommand.parseAsRoot(arguments)
        } catch {
            refuse(error, arguments: arguments, writeError: writeError)
            return nil
        }
        guard let mode = command as? any ShellModeCommand else {
            var builtIn = command
            do {
                try builtIn.run()
            } catch {
                refuse(error, arguments: arguments, writeError: writeError)
            }
            return nil
        }
        return mode.shellOptions
    }

    /// Prints help for a request for it; otherwise the error's first line and a pointer to the mode's help.
    private static func refuse(_ error: any Error, arguments: [String], writeError: (String) -> Void) {
        if AppShellCommand.exitCode(for: error).isSuccess {
            AppShellCommand.exit(withError: error)
        }
        let configuration = AppShellCommand.configuration
        let modes = configuration.subcommands.map { $0._commandName }
        // Interactive mode takes no argument, so a first word that is not a mode is a mistyped one.
        if let word = arguments.first, !word.hasPrefix("-"), !modes.contains(word), word != "help" {
            let hint = Suggestion.didYouMean(word, among: modes)
            writeError(
                "app-shell: \(ArgumentReader.quoted(word)) is not a mode"
                    + (hint.isEmpty ? " (\(modes.joined(separator: ", ")))" : hint))
            writeError("See 'app-shell --help' for more information.")
            return
        }
        let message =
            AppShellCommand.message(for: error)
            .split(whereSeparator: \.isNewline).first.map(String.init) ?? "the command line cannot be used"
        writeError("app-shell: \(message)")
        let help = AppShellCommand.fullMessage(for: error)
            .split(whereSeparator: \.isNewline)
            .last { $0.contains("--help") }?
            .trimmingCharacters(in: .whitespaces)
        // An option's error points to the help of the mode written (`app-shell --jsn demo` is demo's,
        // though the parser blames the default mode), else to the mode the parser names.
        let root = "See 'app-shell --help' for more information."
        if let mode = arguments.first(where: modes.contains) {
            writeError("See 'app-shell \(mode) --help' for more information.")
        } else if help == nil || help == root, let mode = configuration.defaultSubcommand?._commandName {
            writeError("See 'app-shell \(mode) --help' for more information.")
        } else {
            writeError(help ?? root)
        }
    }
}
