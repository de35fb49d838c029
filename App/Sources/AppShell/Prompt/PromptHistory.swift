import AppCore
import Design
import Foundation
import LineEditor
import Storage

/// The prompt's history file in the data directory (`history`, mode 0600); it never holds a password
/// or a substituted value, and one that could not be read is left as it is.
struct PromptHistory {
    static let fileName = "history"
    /// The most of the file read: a full history (1,000 lines of 1 KiB and their line feeds) fits.
    static let byteLimit = 1 << 20

    let file: URL
    private(set) var lines: History
    /// Whether lines are saved: not over a file that could not be read, which would lose it.
    let saves: Bool

    static func load(from dataDirectory: URL) -> (history: PromptHistory, warning: String?) {
        let file = dataDirectory.appendingPathComponent(fileName)
        do {
            let bytes = try AtomicFile.read(file, byteLimit: byteLimit) ?? Data()
            return (PromptHistory(file: file, lines: History(fileContents: bytes), saves: true), nil)
        } catch {
            return (
                PromptHistory(file: file, lines: History(), saves: false),
                "the prompt's history is not read: \(error.reason); it is left as it is, and this session's"
                    + " lines are not saved"
            )
        }
    }

    mutating func remember(_ line: String) -> String? {
        guard let kept = Self.keepable(line), lines.add(kept), saves else { return nil }
        do {
            try AtomicFile.write(Data(lines.fileContents), to: file, mode: 0o600, durability: .written)
            return nil
        } catch {
            return "the prompt's history is not saved: \(error)"
        }
    }

    /// What of `line` the history may hold (a known command that takes no secret, with no `${NAME}`
    /// and no link that holds one), or nil.
    static func keepable(_ line: String) -> String? {
        guard !line.contains("${"), let words = try? ScriptTokenizer.arguments(in: Substring(line)),
            let first = words.first, ShellCommands.prompt.nextWord(after: []).commandWords.contains(first),
            first == "help" ? names(Array(words.dropFirst())) : !takesSecret(words)
        else { return nil }
        let text = words.map(Self.quoted).joined(separator: " ")
        guard let reading = try? ShellCommands.prompt.reading(of: words) else {
            // A line that reads as no command may still hold a link: kept only when nothing in it
            // would be masked.
            return words.allSatisfy { DeepLink($0).redacted == $0 } ? text : nil
        }
        return ScriptLine.echo(of: words, reading: reading) == text ? text : nil
    }

    /// Whether `words` are a command's words and nothing more (what `help` takes).
    private static func names(_ words: [String]) -> Bool {
        !ShellCommands.table.commands(startingWith: words).isEmpty
    }

    /// Whether the command `words` name takes a secret, wherever the line puts it: a password run
    /// into the word before it (by a Tab that completed nothing, or a paste) looks like no password.
    private static func takesSecret(_ words: [String]) -> Bool {
        ShellCommands.table.secretPosition(in: words + Array(repeating: "", count: 8)) != nil
    }

    private static func quoted(_ word: String) -> String {
        word.isEmpty || word.contains(where: { $0 == " " || $0 == "\t" }) ? "\"\(word)\"" : word
    }
}
