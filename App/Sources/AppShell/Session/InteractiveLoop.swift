import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Interactive mode: runs each line as it is typed; `help` lists every command, `quit` or the end
/// of input terminates cleanly. A bad line or a failed `expect` is reported and the session goes on.
@MainActor
struct InteractiveLoop {
    let runner: ScriptRunner
    let host: AppHost
    let options: ShellOptions
    let writeLine: (String) -> Void
    let writeError: (String) -> Void

    func run() async -> ShellExitStatus {
        let showsPrompt = isatty(STDIN_FILENO) == 1
        var number = 0
        prompt(showsPrompt)
        for await text in StandardInputLines.stream() {
            number += 1
            switch text.trimmingCharacters(in: .whitespaces) {
            case "quit", "exit":
                await host.terminate()
                return .success
            case "help":
                (options.json ? writeError : writeLine)(CommandReference.helpText)
            default:
                await runLine(text, number: number)
            }
            prompt(showsPrompt)
        }
        await host.terminate()
        return .success
    }

    private func runLine(_ text: String, number: Int) async {
        let item: Script.Item?
        do {
            item = try ScriptChecker.check(
                line: Substring(text), number: number, backendAvailable: options.hasEmbeddedBackend)
        } catch {
            writeError("\(error.message) (help lists every command)")
            return
        }
        guard case .command(let line) = item else { return }
        do {
            _ = try await runner.run(line)
        } catch {
            writeError(error.message)
        }
    }

    /// The prompt goes to standard error, so standard output keeps only events.
    private func prompt(_ shows: Bool) {
        if shows { FileHandle.standardError.write(Data("app> ".utf8)) }
    }
}
