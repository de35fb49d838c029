import Design
import Foundation
import LineEditor
import Storage

/// The prompt's history file in the data directory (`history`, mode 0600); it never holds a password
/// or a substituted value.
struct PromptHistory {
    static let fileName = "history"

    let file: URL
    private(set) var lines: History

    static func load(from dataDirectory: URL) -> (history: PromptHistory, warning: String?) {
        let file = dataDirectory.appendingPathComponent(fileName)
        let limit = History.defaultCapacity * (History.defaultEntryByteLimit + 1)
        do {
            let bytes = try AtomicFile.read(file, byteLimit: limit) ?? Data()
            return (PromptHistory(file: file, lines: History(fileContents: bytes)), nil)
        } catch {
            return (PromptHistory(file: file, lines: History()), "the prompt's history is not read: \(error)")
        }
    }

    mutating func remember(_ line: String) -> String? {
        guard let kept = Self.keepable(line), lines.add(kept) else { return nil }
        do {
            try AtomicFile.write(Data(lines.fileContents), to: file, mode: 0o600, durability: .written)
            return nil
        } catch {
            return "the prompt's history is not saved: \(error)"
        }
    }

    /// What of `line` the history may hold (a known command, up to its password, with no `${NAME}`), or nil.
    static func keepable(_ line: String) -> String? {
        guard !line.contains("${"), let words = try? ScriptTokenizer.arguments(in: Substring(line)),
            let first = words.first,
            ShellCommands.table.nextWord(after: []).commandWords.contains(first)
                || ShellCommands.interactive.contains(where: { $0.words.first == first }) || first == "exit"
        else { return nil }
        let kept = Array(words.prefix(ShellCommands.table.secretPosition(in: words) ?? words.count))
        let text = ScriptLine.echo(of: kept)
        return text == kept.map(Self.quoted).joined(separator: " ") ? text : nil
    }

    private static func quoted(_ word: String) -> String {
        word.isEmpty || word.contains(where: { $0 == " " || $0 == "\t" }) ? "\"\(word)\"" : word
    }
}
