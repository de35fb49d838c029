import Design
import Foundation
import LineEditor
import Storage

/// The prompt's history as kept in the data directory (`history`, mode 0600): which typed lines
/// it may keep, and the file they are kept in. It never holds a password or a substituted value:
/// a line is kept only as far as the word before its password, a line that names a `${NAME}` is
/// not kept, and neither is one whose link carries something the echo redacts.
struct PromptHistory {
    /// The file's name in the data directory.
    static let fileName = "history"

    let file: URL
    private(set) var lines: History

    /// The history kept in `dataDirectory`, and a warning when its file could not be read (it is
    /// then started afresh, and the next line kept replaces it).
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

    /// Keeps what may be kept of `line` and writes the file; an error when the file cannot be
    /// written (the line is still recalled in this session).
    mutating func remember(_ line: String) -> String? {
        guard let kept = Self.keepable(line), lines.add(kept) else { return nil }
        do {
            try AtomicFile.write(Data(lines.fileContents), to: file, mode: 0o600, durability: .written)
            return nil
        } catch {
            return "the prompt's history is not saved: \(error)"
        }
    }

    /// What of `line` the history may hold, or nil for none of it: only a line of a command the
    /// shell knows, with its quotes closed, up to its password, naming no `${NAME}`, and with
    /// nothing in it that an echo would redact.
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
