import Design
import Foundation
import LineEditor

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The prompt a person types at on a terminal, which asks for a password on its own line unechoed.
final class TerminalPrompt: @unchecked Sendable {
    enum Reading: Equatable, Sendable {
        case line(String)
        /// A line whose password (and what followed it) was asked for: its arguments, in full.
        case arguments([String])
        case tooLong
        case dropped
        case interrupted
        case end
    }

    private let editor: TerminalLineEditor
    /// Where reads block; the history is touched there only.
    private let queue = DispatchQueue(label: "app-shell.prompt")
    private var history: PromptHistory?
    private let waitForOutput: @Sendable () -> Void
    private let warn: @Sendable (String) -> Void

    init?(
        input: Int32 = STDIN_FILENO, output: Int32 = STDERR_FILENO,
        waitForOutput: @escaping @Sendable () -> Void,
        warn: @escaping @Sendable (String) -> Void
    ) {
        guard let editor = TerminalLineEditor(input: input, output: output, byteLimit: ScriptSource.byteLimit)
        else { return nil }
        self.editor = editor
        self.waitForOutput = waitForOutput
        self.warn = warn
    }

    func useHistory(in dataDirectory: URL) {
        queue.sync {
            let (history, warning) = PromptHistory.load(from: dataDirectory)
            self.history = history
            editor.history = history.lines
            warning.map(warn)
        }
    }

    func read(prompt: String, assistant: ShellLineAssistant) async -> Reading {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.readNow(prompt: prompt, assistant: assistant)) }
        }
    }

    /// Runs `write` with the line being typed (if any) off the screen, and draws it again after.
    func interject(_ write: () -> Void) {
        editor.interject(write)
    }

    /// True if a line was being read.
    func restoreTerminal() -> Bool {
        editor.restoreTerminal()
    }

    private func readNow(prompt: String, assistant: ShellLineAssistant) -> Reading {
        waitForOutput()
        switch editor.readLine(prompt: prompt, assistant: assistant) {
        case .line(let text):
            if let warning = history?.remember(text) { warn(warning) }
            if let history { editor.history = history.lines }
            return askForSecret(after: text)
        case .tooLong: return .tooLong
        case .interrupted: return .interrupted
        case .end: return .end
        }
    }

    private func askForSecret(after text: String) -> Reading {
        // A line naming a `${NAME}` is read as a script line is, its variables put in; none is asked.
        guard !text.contains("${"), let words = try? ScriptTokenizer.arguments(in: Substring(text)),
            let wanted = ShellCommands.table.nextWord(after: words).argument, wanted.isSecret
        else { return .line(text) }
        guard case .line(let secret) = editor.readSecret(prompt: "\(wanted.placeholder.lowercased()): ")
        else {
            return .dropped
        }
        var arguments = words + [secret]
        // At most a few more: a parser that kept asking could not hold the prompt here for ever.
        for _ in 0..<4 {
            guard (try? ShellCommands.table.value(of: arguments)) == nil,
                let next = ShellCommands.table.nextWord(after: arguments).argument, next.option == nil,
                !next.isSecret
            else { break }
            guard case .line(let value) = editor.readLine(prompt: "\(next.placeholder.lowercased()): ") else {
                return .dropped
            }
            arguments.append(value)
        }
        return .arguments(arguments)
    }
}
